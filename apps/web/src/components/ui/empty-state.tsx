import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { IconBubble } from '#components/ui/icon-bubble.tsx';
import './empty-state.css';

type EmptyStateProps = {
  icon: ReactNode;
  title: string;
  /** Heading level, so the state fits the page outline. */
  as?: 'h1' | 'h2';
  badge?: string;
  tone?: 'default' | 'danger';
  children?: ReactNode;
  actions?: ReactNode;
  role?: 'alert' | 'status';
};

/** What to show when a list is empty, a feature is on its way or loading failed: always with a next step. */
export function EmptyState({
  icon,
  title,
  as: Heading = 'h2',
  badge,
  tone = 'default',
  children,
  actions,
  role,
}: EmptyStateProps) {
  return (
    <section className={clsx('empty-state', `empty-state--${tone}`)} role={role}>
      <IconBubble className="empty-state__icon" tone={tone === 'danger' ? 'danger' : 'accent'}>
        {icon}
      </IconBubble>
      {badge && <p className="empty-state__badge">{badge}</p>}
      <Heading className="empty-state__title">{title}</Heading>
      {children && <div className="empty-state__text">{children}</div>}
      {actions && <div className="empty-state__actions">{actions}</div>}
    </section>
  );
}
