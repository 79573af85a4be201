import { useTranslation } from 'react-i18next';
import { ACCESSIBILITY_STATEMENT_REVIEWED } from '@duet/contracts/plain';
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
import '#locales/accessibility.ts';
import '#locales/legal.ts';

/** `/accessibility/`: the accessibility statement (issue 34): the WCAG 2.2 AA target and how it is met. */
export function AccessibilityPage() {
  const { t } = useTranslation(['accessibility', 'legal', 'common']);
  const locale = useLocale();
  useDocumentTitle(t('common:pages.accessibility'));
  const criteria = t('criteria.items', { returnObjects: true });
  return (
    <LegalDocument
      title={t('title')}
      date={t('legal:reviewed', { date: formatDocumentDate(ACCESSIBILITY_STATEMENT_REVIEWED, locale) })}
      lead={t('lead')}
    >
      <LegalSection title={t('target.title')}>
        <Paragraphs texts={t('target.paragraphs', { returnObjects: true })} />
      </LegalSection>
      <LegalSection title={t('criteria.title')}>
        <dl className="legal-criteria">
          {criteria.map(({ criterion, how }) => (
            <div key={criterion}>
              <dt>{criterion}</dt>
              <dd>{how}</dd>
            </div>
          ))}
        </dl>
      </LegalSection>
      <LegalSection title={t('limitations.title')}>
        <BulletList items={t('limitations.items', { returnObjects: true })} />
      </LegalSection>
      <LegalSection title={t('testing.title')}>
        <BulletList items={t('testing.items', { returnObjects: true })} />
      </LegalSection>
      <LegalSection title={t('feedback.title')}>
        <Paragraphs texts={t('feedback.paragraphs', { returnObjects: true })} />
        <OperatorContact />
      </LegalSection>
    </LegalDocument>
  );
}
