import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets `document.title` to "{title} — Duet" while the page is shown. */
export function useDocumentTitle(title: string | undefined): void {
  const { t } = useTranslation();
  const fullTitle = title ? t('app.documentTitle', { title }) : t('app.name');
  useEffect(() => {
    document.title = fullTitle;
  }, [fullTitle]);
}
