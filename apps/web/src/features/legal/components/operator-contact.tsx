import { useTranslation } from 'react-i18next';
import { useSiteOperator } from '#lib/site-operator.ts';
import '#locales/legal.ts';

const shown = (contact: string) =>
  contact.startsWith('mailto:') ? contact.slice('mailto:'.length) : contact;

/** Who runs this Duet and how to reach them (ADR 0034); said plainly when the server names nobody. */
export function OperatorContact() {
  const { t } = useTranslation('legal');
  const { name, contacts } = useSiteOperator();
  return (
    <dl className="legal-operator">
      <div>
        <dt>{t('operator.name')}</dt>
        <dd>{name ?? t('operator.nameMissing')}</dd>
      </div>
      <div>
        <dt>{t('operator.contact')}</dt>
        <dd>
          {contacts.length === 0 ? (
            t('operator.contactMissing')
          ) : (
            <ul className="legal-operator__contacts">
              {contacts.map((contact) => (
                <li key={contact}>
                  <a href={contact}>{shown(contact)}</a>
                </li>
              ))}
            </ul>
          )}
        </dd>
      </div>
    </dl>
  );
}
