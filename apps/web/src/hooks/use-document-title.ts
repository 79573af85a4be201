import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDiscreet } from '#lib/discreet.ts';

/** Sets `document.title` to "{title} — Duet" while the page is shown; in discreet mode, a neutral word. */
export function useDocumentTitle(title: string | undefined): void {
  const { t } = useTranslation();
  const { isOn: isDiscreet } = useDiscreet();
  const fullTitle = isDiscreet
    ? t('discreet.tabTitle')
    : title
      ? t('app.documentTitle', { title })
      : t('app.name');
  useEffect(() => {
    document.title = fullTitle;
  }, [fullTitle]);
}
