import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale, Plan } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api, wholeList } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';

export function getPlans(locale: Locale, signal?: AbortSignal): Promise<Plan[]> {
  return api(endpoints.listPlans, { locale, signal, query: { paginator: 'off' } }).then(wholeList);
}

export function getPlansQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: ['subscriptions', 'plans', locale],
    queryFn: ({ signal }) => getPlans(locale, signal),
  });
}

export function usePlans({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getPlansQueryOptions(useLocale()), enabled });
}
