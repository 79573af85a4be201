import { useTranslation } from 'react-i18next';
import { PRIVACY_POLICY_VERSION } from '@duet/contracts/plain';
import { LocalizedLink } from '#components/ui/localized-link.tsx';
import {
  BulletList,
  LegalDocument,
  LegalSection,
  Paragraphs,
} from '#features/legal/components/legal-document.tsx';
import { OperatorContact } from '#features/legal/components/operator-contact.tsx';
import { PolicyDataTable } from '#features/legal/components/policy-data-table.tsx';
import { ThirdPartiesList } from '#features/legal/components/third-parties-list.tsx';
import { formatDocumentDate } from '#lib/format-date.ts';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { useLocale } from '#lib/locale.ts';
import '#locales/legal.ts';
import '#locales/privacy-policy.ts';

/** `/privacy/`: the privacy policy (issue 34), written from what Duet does; its test keeps it so. */
export function PrivacyPolicyPage() {
  const { t } = useTranslation(['privacy-policy', 'legal', 'common']);
  const locale = useLocale();
  useDocumentTitle(t('common:pages.privacyPolicy'));
  const cookies = t('cookies.items', { returnObjects: true });
  return (
    <LegalDocument
      title={t('title')}
      date={t('legal:version', { date: formatDocumentDate(PRIVACY_POLICY_VERSION, locale) })}
      lead={t('lead')}
    >
      <LegalSection title={t('summary.title')}>
        <BulletList items={t('summary.items', { returnObjects: true })} />
      </LegalSection>
      <LegalSection title={t('operator.title')}>
        <p>{t('operator.text')}</p>
        <OperatorContact />
      </LegalSection>
      <LegalSection title={t('data.title')}>
        <p>{t('data.text')}</p>
        <PolicyDataTable />
      </LegalSection>
      <LegalSection title={t('intimate.title')}>
        <Paragraphs texts={t('intimate.paragraphs', { returnObjects: true })} />
      </LegalSection>
      <LegalSection title={t('bases.title')}>
        <BulletList items={t('bases.items', { returnObjects: true })} />
      </LegalSection>
      <LegalSection title={t('recipients.title')}>
        <p>{t('recipients.text')}</p>
        <ThirdPartiesList />
        <Paragraphs texts={t('recipients.after', { returnObjects: true })} />
      </LegalSection>
      <LegalSection title={t('storage.title')}>
        <Paragraphs texts={t('storage.paragraphs', { returnObjects: true })} />
      </LegalSection>
      <LegalSection title={t('retention.title')}>
        <Paragraphs texts={t('retention.paragraphs', { returnObjects: true })} />
      </LegalSection>
      <LegalSection title={t('rights.title')}>
        <BulletList items={t('rights.items', { returnObjects: true })} />
        <p>{t('rights.deadline')}</p>
        <p>
          <LocalizedLink className="legal__link" to="/profile/">
            {t('rights.profileLink')}
          </LocalizedLink>
        </p>
      </LegalSection>
      <LegalSection title={t('cookies.title')}>
        <ul className="legal-list">
          {cookies.map((cookie) => (
            <li key={cookie.name}>
              <code>{cookie.name}</code> — {cookie.text}
            </li>
          ))}
        </ul>
        <p>{t('cookies.after')}</p>
      </LegalSection>
      <LegalSection title={t('adults.title')}>
        <p>{t('adults.text')}</p>
      </LegalSection>
      <LegalSection title={t('changes.title')}>
        <p>{t('changes.text')}</p>
      </LegalSection>
    </LegalDocument>
  );
}
