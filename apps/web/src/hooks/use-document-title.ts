import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DISCREET_TITLE } from '@duet/contracts/plain';
import { useDiscreet } from '#lib/discreet.ts';
import { useLocale } from '#lib/locale.ts';

/** Sets `document.title` to "{title} — Duet" while the page is shown; in discreet mode, a neutral word. */
export function useDocumentTitle(title: string | undefined): void {
  const { t } = useTranslation();
  const { isOn: isDiscreet } = useDiscreet();
  const locale = useLocale();
  const fullTitle = isDiscreet
    ? DISCREET_TITLE[locale]
    : title
      ? t('app.documentTitle', { title })
      : t('app.name');
  useEffect(() => {
    document.title = fullTitle;
  }, [fullTitle]);
}
