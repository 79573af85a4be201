import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointAnswer, Locale } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { track } from '#lib/analytics.ts';
import { ApiError, api } from '#lib/api-client.ts';
import { reportBug } from '#lib/bug-report.ts';
import { useLocale } from '#lib/locale.ts';
import { getDeepidQueryOptions } from './get-deepid.ts';

type DeepidSetResponse = EndpointAnswer<'setDeepid'>;

/** Replaces the deep id: the body is a bare JSON array of at most nine distinct ids, in order. */
export function setDeepid(locale: Locale, ids: readonly number[]): Promise<DeepidSetResponse> {
  return api(endpoints.setDeepid, { locale, body: [...ids] });
}

export function useSetDeepid() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly number[]) => setDeepid(locale, ids),
    onSuccess: ({ deepid }) => {
      track('deepid_saved', { count: deepid.length });
      queryClient.setQueryData(getDeepidQueryOptions(locale).queryKey, deepid);
    },
    // Spec §8: a failed save shows error.unknown, which is a bug unless premium is what is missing.
    onError: (error) => {
      if (!(error instanceof ApiError && error.code === 'premium_required')) reportBug('api', error);
    },
  });
}
