import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FantasyFilters, Locale } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api, errorMessageKey } from '#lib/api-client.ts';
import { i18n } from '#lib/i18n.ts';
import { useLocale } from '#lib/locale.ts';
import { showErrorToast } from '#lib/toast.ts';
import '#locales/feed.ts';
import { getFiltersQueryOptions } from './get-filters.ts';

export function saveFilters(locale: Locale, filters: FantasyFilters): Promise<FantasyFilters> {
  return api(endpoints.saveFilters, { locale, body: filters });
}

/** Applies at once (the feed reorders under the closing popup) and puts the old filters back on failure. */
export function useSaveFilters() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  const queryKey = getFiltersQueryOptions(locale).queryKey;
  return useMutation({
    mutationFn: (filters: FantasyFilters) => saveFilters(locale, filters),
    onMutate: async (filters) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, filters);
      return { previous };
    },
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
    onError: (error, _filters, context) => {
      queryClient.setQueryData(queryKey, context?.previous);
      showErrorToast(i18n.t('feed:filters.saveFailed'), i18n.t(errorMessageKey(error)));
    },
  });
}
