import { clsx } from 'clsx';
import { LocalizedLink } from './localized-link.tsx';
import './tab-links.css';

export type TabLinkItem = { to: string; label: string; isActive: boolean };

/** Section tabs that are real links, so every tab has its own URL and history entry. */
export function TabLinks({ label, items }: { label: string; items: TabLinkItem[] }) {
  return (
    <nav className="tab-links" aria-label={label}>
      <ul role="list" className="tab-links__list">
        {items.map((item) => (
          <li key={item.to}>
            <LocalizedLink
              to={item.to}
              className={clsx('tab-links__link', item.isActive && 'tab-links__link--active')}
              aria-current={item.isActive ? 'page' : undefined}
            >
              {item.label}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
