import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { NotebookPen } from 'lucide-react';
import type { Fantasy } from '@duet/contracts';
import { LocalizedLink } from '#components/ui/localized-link.tsx';
import { LockBadge } from '#components/ui/lock-badge.tsx';
import { Skeleton } from '#components/ui/skeleton.tsx';
import type { TagIndex } from '../api/get-tags.ts';
import { DifficultyDots } from './difficulty-dots.tsx';
import { TagList } from './tag-list.tsx';
import { isOwnCard, ownCardPath } from '#lib/own-cards.ts';
import './fantasies.css';

type FantasyCardProps = {
  fantasy: Fantasy;
  tags: TagIndex | undefined;
  /** The like state mark, next to the difficulty. */
  badge?: ReactNode;
  /** A line under the title, e.g. how many couples matched on it. */
  meta?: ReactNode;
  /** Buttons at the foot of the card; they sit above the card-wide link. */
  actions?: ReactNode;
  /** Where the card leads; the fantasy's own page by default. */
  to?: string;
  /** Opens with premium only: a lock beside the difficulty. */
  isLocked?: boolean;
  className?: string;
};

/** A catalogue fantasy's page; an own card, which has none, is shown in full on the own cards page. */
export function fantasyPath(fantasy: Pick<Fantasy, 'id' | 'slug'>): string {
  return isOwnCard(fantasy) ? ownCardPath(fantasy.id) : `/fantasies/${encodeURIComponent(fantasy.slug)}/`;
}

/** A catalogue card; the whole card opens the fantasy, through the link in its title. */
export function FantasyCard({
  fantasy,
  tags,
  badge,
  meta,
  actions,
  to,
  isLocked = false,
  className,
}: FantasyCardProps) {
  const { t } = useTranslation('fantasies');
  const titleId = `fantasy-${fantasy.id}-title`;
  return (
    <article
      className={clsx('fantasy-card', isLocked && 'fantasy-card--locked', className)}
      aria-labelledby={titleId}
    >
      <div className="fantasy-card__top">
        {/* An own card has no difficulty of its own to show: it says whose it is instead. */}
        {isOwnCard(fantasy) ? (
          <span className="fantasy-card__own">
            <NotebookPen aria-hidden="true" />
            {t('card.own')}
          </span>
        ) : (
          <DifficultyDots difficulty={fantasy.difficulty} />
        )}
        <span className="fantasy-card__badges">
          {isLocked && <LockBadge label={t('lock.badge')} />}
          {badge}
        </span>
      </div>
      <h2 id={titleId} className="fantasy-card__title">
        <LocalizedLink to={to ?? fantasyPath(fantasy)} className="fantasy-card__link" draggable={false}>
          {fantasy.title}
        </LocalizedLink>
      </h2>
      {fantasy.teaser && <p className="fantasy-card__teaser">{fantasy.teaser}</p>}
      {meta}
      <TagList tagIds={fantasy.tags} tags={tags} />
      {actions && <div className="fantasy-card__actions">{actions}</div>}
    </article>
  );
}

export function FantasyCardSkeleton() {
  return (
    <div className="fantasy-card fantasy-card--skeleton" aria-hidden="true">
      <Skeleton width="5rem" height="0.75rem" />
      <Skeleton width="70%" height="1.5rem" />
      <Skeleton width="45%" height="1.5rem" />
      <div className="tag-list">
        <Skeleton width="4.5rem" height="1.75rem" className="fantasy-card__chip-skeleton" />
        <Skeleton width="3.5rem" height="1.75rem" className="fantasy-card__chip-skeleton" />
      </div>
    </div>
  );
}
