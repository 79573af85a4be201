import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { Bell, CalendarHeart, HeartHandshake, Sparkles, type LucideIcon } from 'lucide-react';
import { LocalizedLink } from '#components/ui/localized-link.tsx';
import { useUnprefixedPath } from '#lib/locale.ts';

type Section = {
  key: 'fantasies' | 'matches' | 'events' | 'notifications';
  to: string;
  icon: LucideIcon;
};

const SECTIONS: Section[] = [
  { key: 'fantasies', to: '/', icon: Sparkles },
  { key: 'matches', to: '/matches/', icon: HeartHandshake },
  { key: 'events', to: '/events/', icon: CalendarHeart },
  { key: 'notifications', to: '/notifications/', icon: Bell },
];

/**
 * The collections (ADR 0029) are the catalogue by theme and the couple's own cards (ADR 0030) are
 * cards of their own: both part of the Fantasies section.
 */
const FANTASIES_SUBSECTIONS = ['/collections/', '/own-cards/'];

function isActive(section: Section, path: string): boolean {
  return section.to === '/'
    ? path === '/' || FANTASIES_SUBSECTIONS.some((prefix) => path.startsWith(prefix))
    : path.startsWith(section.to);
}

type MainNavProps = { placement: 'top' | 'bottom'; unreadCount?: number };

/** The four main sections: a bottom tab bar on mobile, a pill navigation in the header on desktop. */
export function MainNav({ placement, unreadCount = 0 }: MainNavProps) {
  const { t } = useTranslation();
  const path = useUnprefixedPath();
  return (
    <nav className={clsx('main-nav', `main-nav--${placement}`)} aria-label={t('a11y.mainNavigation')}>
      <ul role="list" className="main-nav__list">
        {SECTIONS.map((section) => {
          const active = isActive(section, path);
          const Icon = section.icon;
          const badge = section.key === 'notifications' && unreadCount > 0;
          return (
            <li key={section.key} className="main-nav__item">
              <LocalizedLink
                to={section.to}
                className={clsx('main-nav__link', active && 'main-nav__link--active')}
                aria-current={active ? 'page' : undefined}
              >
                <span className="main-nav__icon">
                  <Icon aria-hidden="true" />
                  {badge && (
                    <span className="main-nav__badge" aria-hidden="true">
                      {unreadCount > 9 ? '9+' : unreadCount}
                    </span>
                  )}
                </span>
                <span className="main-nav__label">{t(`nav.${section.key}`)}</span>
                {badge && <span className="sr-only">, {t('nav.unread', { count: unreadCount })}</span>}
              </LocalizedLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
