import { useTranslation } from 'react-i18next';
import type { Fantasy } from '@duet/contracts';
import { LocalizedLink } from '#components/ui/localized-link.tsx';
import { useRelatedFantasies } from '#features/fantasies/api/get-related-fantasies.ts';
import { DifficultyDots } from '#features/fantasies/components/difficulty-dots.tsx';
import { LikeBadge } from '#features/matches/components/like-badge.tsx';
import { useCardStates } from '#features/matches/hooks/use-like-states.ts';
import '#locales/feed.ts';

/** Fantasies sharing tags with this one, each opened in this one's context (`/fantasies/{slug}/{other}/`). */
export function FantasyRelated({ fantasy }: { fantasy: Fantasy }) {
  const { t } = useTranslation('feed');
  const related = useRelatedFantasies(fantasy.id);
  const stateOf = useCardStates();
  if (!related.data || related.data.length === 0) return null;
  return (
    <section className="related" aria-labelledby="related-title">
      <h2 id="related-title" className="related__title">
        {t('detail.related')}
      </h2>
      <ul role="list" className="related__list">
        {related.data.map((other) => (
          <li key={other.id} className="related-item">
            <div className="related-item__top">
              <DifficultyDots difficulty={other.difficulty} />
              <LikeBadge state={stateOf(other.id)} />
            </div>
            <LocalizedLink
              to={`/fantasies/${encodeURIComponent(fantasy.slug)}/${encodeURIComponent(other.slug)}/`}
              className="related-item__link"
            >
              {other.title}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
