import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '#components/ui/localized-link.tsx';
import '#locales/legal.ts';
import './legal.css';

/** Where a person agrees to the documents: what they accept, and the two documents to read. */
export function SignInLegalNote() {
  const { t } = useTranslation('legal');
  return (
    <div className="legal-note">
      <p>{t('note.signIn')}</p>
      <p className="legal-note__links">
        <LocalizedLink to="/terms/">{t('links.terms')}</LocalizedLink>
        <LocalizedLink to="/privacy/">{t('links.privacyPolicy')}</LocalizedLink>
      </p>
    </div>
  );
}

/** The three documents, for the profile. */
export function DocumentLinks() {
  const { t } = useTranslation('legal');
  return (
    <nav className="document-links" aria-label={t('links.title')}>
      <ul>
        <li>
          <LocalizedLink to="/privacy/">{t('links.privacyPolicy')}</LocalizedLink>
        </li>
        <li>
          <LocalizedLink to="/terms/">{t('links.terms')}</LocalizedLink>
        </li>
        <li>
          <LocalizedLink to="/accessibility/">{t('links.accessibility')}</LocalizedLink>
        </li>
      </ul>
    </nav>
  );
}
