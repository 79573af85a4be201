import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointAnswer, Locale } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { track } from '#lib/analytics.ts';
import { ApiError, api, type ApiErrorCode } from '#lib/api-client.ts';
import { withIntimateConsent } from '#lib/intimate-consent.ts';
import { reportBug } from '#lib/bug-report.ts';
import { useLocale } from '#lib/locale.ts';
import { getDeepidQueryOptions } from './get-deepid.ts';

type DeepidSetResponse = EndpointAnswer<'setDeepid'>;

const EXPECTED_REFUSALS = new Set<ApiErrorCode>(['premium_required', 'consent_required', 'consent_declined']);

/**
 * Replaces the deep id: the body is a bare JSON array of at most nine distinct ids, in order. A list
 * that is not empty waits for the consent to process answers (ADR 0035); emptying it never does.
 */
export function setDeepid(locale: Locale, ids: readonly number[]): Promise<DeepidSetResponse> {
  const send = () => api(endpoints.setDeepid, { locale, body: [...ids] });
  return ids.length > 0 ? withIntimateConsent(locale, send) : send();
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
    // Spec §8: a failed save shows error.unknown, which is a bug unless premium or consent is missing.
    onError: (error) => {
      if (!(error instanceof ApiError && EXPECTED_REFUSALS.has(error.code))) reportBug('api', error);
    },
  });
}
