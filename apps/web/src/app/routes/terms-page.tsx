import { useTranslation } from 'react-i18next';
import { TERMS_VERSION } from '@duet/contracts/plain';
import { LocalizedLink } from '#components/ui/localized-link.tsx';
import {
  BulletList,
  LegalDocument,
  LegalSection,
  Paragraphs,
} from '#features/legal/components/legal-document.tsx';
import { OperatorContact } from '#features/legal/components/operator-contact.tsx';
import { formatDocumentDate } from '#lib/format-date.ts';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { useLocale } from '#lib/locale.ts';
import '#locales/legal.ts';
import '#locales/terms.ts';

const TEXT_SECTIONS = ['service', 'adults'] as const;
const LIST_SECTIONS = ['account', 'respect'] as const;
const CLOSING_SECTIONS = ['content', 'availability', 'ending', 'law', 'changes'] as const;

/** `/terms/`: the terms of use (issue 34). */
export function TermsPage() {
  const { t } = useTranslation(['terms', 'legal', 'common']);
  const locale = useLocale();
  useDocumentTitle(t('common:pages.terms'));
  return (
    <LegalDocument
      title={t('title')}
      date={t('legal:version', { date: formatDocumentDate(TERMS_VERSION, locale) })}
      lead={t('lead')}
    >
      {TEXT_SECTIONS.map((section) => (
        <LegalSection key={section} title={t(`${section}.title`)}>
          <Paragraphs texts={t(`${section}.paragraphs`, { returnObjects: true })} />
        </LegalSection>
      ))}
      {LIST_SECTIONS.map((section) => (
        <LegalSection key={section} title={t(`${section}.title`)}>
          <BulletList items={t(`${section}.items`, { returnObjects: true })} />
        </LegalSection>
      ))}
      <LegalSection title={t('privacy.title')}>
        <Paragraphs texts={t('privacy.paragraphs', { returnObjects: true })} />
        <p>
          <LocalizedLink className="legal__link" to="/privacy/">
            {t('legal:links.privacyPolicy')}
          </LocalizedLink>
        </p>
      </LegalSection>
      <LegalSection title={t('premium.title')}>
        <BulletList items={t('premium.items', { returnObjects: true })} />
      </LegalSection>
      {CLOSING_SECTIONS.map((section) => (
        <LegalSection key={section} title={t(`${section}.title`)}>
          <Paragraphs texts={t(`${section}.paragraphs`, { returnObjects: true })} />
        </LegalSection>
      ))}
      <LegalSection title={t('legal:operator.title')}>
        <OperatorContact />
      </LegalSection>
    </LegalDocument>
  );
}
