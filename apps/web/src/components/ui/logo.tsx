import { useTranslation } from 'react-i18next';
import { LocalizedLink } from './localized-link.tsx';
import './logo.css';

/** The product's two-hearts mark; also used as the "matched" symbol. */
export function DuetMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path
        d="M11.2 8C8.3 8 6 10.3 6 13.3c0 5.2 7.1 9.5 9 10.7 1.9-1.2 9-5.5 9-10.7C24 10.3 21.7 8 18.8 8c-1.6 0-3 .8-3.8 2-.8-1.2-2.2-2-3.8-2Z"
        fill="var(--color-accent)"
      />
      <path
        d="M21.6 4.5c-1.5 0-2.6 1.2-2.6 2.7 0 2.6 3.4 4.8 4.4 5.4 1-.6 4.6-2.8 4.6-5.4 0-1.5-1.1-2.7-2.6-2.7-.8 0-1.5.4-2 1-.4-.6-1-1-1.8-1Z"
        fill="var(--color-peach)"
      />
    </svg>
  );
}

export function Logo() {
  const { t } = useTranslation();
  return (
    <LocalizedLink to="/" className="logo" aria-label={t('a11y.home')}>
      <DuetMark className="logo__mark" />
      <span className="logo__word" aria-hidden="true">
        Duet
      </span>
    </LocalizedLink>
  );
}
