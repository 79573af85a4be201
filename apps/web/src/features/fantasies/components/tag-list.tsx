import { useTranslation } from 'react-i18next';
import type { Tag } from '@duet/contracts';
import { Chip } from '#components/ui/chip.tsx';
import { useLocale } from '#lib/locale.ts';
import type { TagIndex } from '../api/get-tags.ts';
import './fantasies.css';

/** A tag without a title is shown by its id (spec section 3). */
export function tagLabel(id: number, tag: Tag | undefined): string {
  return tag?.title || `#${id}`;
}

/** Tags sorted alphabetically by what is shown, in the interface language's collation. */
export function sortTags(tags: Iterable<Tag>, locale: string): Tag[] {
  const collator = new Intl.Collator(locale);
  return [...tags].sort((a, b) => collator.compare(tagLabel(a.id, a), tagLabel(b.id, b)));
}

export function TagList({ tagIds, tags }: { tagIds: readonly number[]; tags: TagIndex | undefined }) {
  const { t } = useTranslation('fantasies');
  const locale = useLocale();
  if (!tags || tagIds.length === 0) return null;
  const collator = new Intl.Collator(locale);
  const labels = tagIds.map((id) => ({ id, label: tagLabel(id, tags.get(id)) }));
  labels.sort((a, b) => collator.compare(a.label, b.label));
  return (
    <ul role="list" className="tag-list" aria-label={t('card.tags')}>
      {labels.map(({ id, label }) => (
        <li key={id}>
          <Chip>{label}</Chip>
        </li>
      ))}
    </ul>
  );
}
