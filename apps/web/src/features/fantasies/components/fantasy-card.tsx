import type { Fantasy } from '@duet/contracts';
import { LocalizedLink } from '#components/ui/localized-link.tsx';
import { Skeleton } from '#components/ui/skeleton.tsx';
import type { TagIndex } from '../api/get-tags.ts';
import { DifficultyDots } from './difficulty-dots.tsx';
import { TagList } from './tag-list.tsx';
import './fantasies.css';

type FantasyCardProps = { fantasy: Fantasy; tags: TagIndex | undefined };

/** A catalogue card; the whole card opens the fantasy, through the link in its title. */
export function FantasyCard({ fantasy, tags }: FantasyCardProps) {
  const titleId = `fantasy-${fantasy.id}-title`;
  return (
    <article className="fantasy-card" aria-labelledby={titleId}>
      <DifficultyDots difficulty={fantasy.difficulty} />
      <h2 id={titleId} className="fantasy-card__title">
        <LocalizedLink to={`/fantasies/${encodeURIComponent(fantasy.slug)}/`} className="fantasy-card__link">
          {fantasy.title}
        </LocalizedLink>
      </h2>
      <TagList tagIds={fantasy.tags} tags={tags} />
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
