import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Fantasy, Locale } from '@duet/contracts';
import { apiRequest } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';

export const CATALOGUE_STALE_TIME_MS = 5 * 60 * 1000;

/** Spec: the catalogue is shuffled once per load, so each visit starts somewhere new. */
function shuffle<Item>(items: readonly Item[]): Item[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

export async function getFantasies(locale: Locale, signal?: AbortSignal): Promise<Fantasy[]> {
  const fantasies = await apiRequest<Fantasy[]>('/fantasies/?paginator=off', { locale, signal });
  return shuffle(fantasies);
}

export function getFantasiesQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: ['fantasies', 'list', locale],
    queryFn: ({ signal }) => getFantasies(locale, signal),
    staleTime: CATALOGUE_STALE_TIME_MS,
  });
}

export function useFantasies() {
  return useQuery(getFantasiesQueryOptions(useLocale()));
}
