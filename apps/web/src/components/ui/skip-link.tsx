import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The first focusable element on every page; jumps past the header without touching the URL. */
export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useTranslation();
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
  }
  return (
    <a className="skip-link" href={`#${targetId}`} onClick={onClick}>
      {t('a11y.skipToContent')}
    </a>
  );
}
