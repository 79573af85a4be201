import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { Star } from 'lucide-react';
import type { Fantasy } from '@duet/contracts';
import { LocalizedLink } from '#components/ui/localized-link.tsx';
import { useLocale } from '#lib/locale.ts';
import '#locales/matches.ts';
import { useHyphenate } from '../hooks/use-hyphenate.ts';
import './deepid.css';

type DeepidGridProps = { items: readonly Fantasy[]; chosen: ReadonlySet<number> };

/** The deep id as a 3×3 grid, in order; the fantasies the user chose carry a star. */
export function DeepidGrid({ items, chosen }: DeepidGridProps) {
  const { t } = useTranslation('matches');
  const hyphenate = useHyphenate(useLocale());
  return (
    <ol role="list" className="deepid-grid" aria-label={t('deepid.title')}>
      {items.map((fantasy, index) => {
        const isChosen = chosen.has(fantasy.id);
        return (
          <li key={fantasy.id} className={clsx('deepid-tile', isChosen && 'deepid-tile--chosen')}>
            <span className="deepid-tile__position" aria-hidden="true">
              {index + 1}
            </span>
            <LocalizedLink
              to={`/fantasies/${encodeURIComponent(fantasy.slug)}/`}
              className="deepid-tile__link"
              // The soft hyphens are for the eye: screen readers get the title as written.
              aria-label={fantasy.title}
            >
              {hyphenate(fantasy.title)}
            </LocalizedLink>
            {isChosen && (
              <span className="deepid-tile__chosen">
                <Star aria-hidden="true" />
                <span className="sr-only">{t('deepid.chosen')}</span>
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
