import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CardIntensity, Locale } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api, errorMessageKey } from '#lib/api-client.ts';
import { i18n } from '#lib/i18n.ts';
import { useLocale } from '#lib/locale.ts';
import { showErrorToast } from '#lib/toast.ts';
import '#locales/feed.ts';
import { getCardIntensityQueryOptions } from './get-card-intensity.ts';

export function saveCardIntensity(locale: Locale, intensity: CardIntensity): Promise<CardIntensity> {
  return api(endpoints.saveCardIntensity, { locale, body: intensity });
}

/**
 * Applies at once (the feed shows or sets aside cards while the request runs), puts the old setting
 * back on failure, and reads the stored one again afterwards, so every screen that filters by it
 * (the feed, the deck, the collections) shows what the server keeps.
 */
export function useSaveCardIntensity() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  const queryKey = getCardIntensityQueryOptions(locale).queryKey;
  return useMutation({
    mutationFn: (intensity: CardIntensity) => saveCardIntensity(locale, intensity),
    onMutate: async (intensity) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, intensity);
      return { previous };
    },
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
    onError: (error, _intensity, context) => {
      queryClient.setQueryData(queryKey, context?.previous);
      showErrorToast(i18n.t('feed:bolder.saveFailed'), i18n.t(errorMessageKey(error)));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
