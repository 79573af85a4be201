import { useMutation } from '@tanstack/react-query';
import type { FantasyFeedback, FantasyFeedbackBody, Locale } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { api } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';

export function sendFeedback(
  locale: Locale,
  id: number,
  body: FantasyFeedbackBody,
): Promise<FantasyFeedback> {
  return api(endpoints.sendFeedback, { locale, params: { id }, body });
}

export function useSendFeedback(id: number) {
  const locale = useLocale();
  return useMutation({ mutationFn: (body: FantasyFeedbackBody) => sendFeedback(locale, id, body) });
}
