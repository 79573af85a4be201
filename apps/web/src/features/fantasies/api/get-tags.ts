import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale, Tag } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api, wholeList } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';
import { CATALOGUE_STALE_TIME_MS } from './get-fantasies.ts';

export function getTags(locale: Locale, signal?: AbortSignal): Promise<Tag[]> {
  return api(endpoints.listTags, { locale, signal, query: { paginator: 'off' } }).then(wholeList);
}

/** Tags by id; a tag without a title is shown by its id (spec section 3). */
export type TagIndex = ReadonlyMap<number, Tag>;

function indexTags(tags: Tag[]): TagIndex {
  return new Map(tags.map((tag) => [tag.id, tag]));
}

export function getTagsQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: ['fantasies', 'tags', locale],
    queryFn: ({ signal }) => getTags(locale, signal),
    staleTime: CATALOGUE_STALE_TIME_MS,
  });
}

export function useTags() {
  return useQuery({ ...getTagsQueryOptions(useLocale()), select: indexTags });
}
