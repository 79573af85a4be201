import { useMutation } from '@tanstack/react-query';
import type { FantasyFeedback, FantasyFeedbackBody, Locale } from '@duet/contracts';
import { apiRequest } from '#lib/api-client.ts';
import { useLocale } from '#lib/locale.ts';

export function sendFeedback(
  locale: Locale,
  id: number,
  body: FantasyFeedbackBody,
): Promise<FantasyFeedback> {
  return apiRequest<FantasyFeedback>(`/fantasies/${id}/feedback/`, { locale, method: 'POST', body });
}

export function useSendFeedback(id: number) {
  const locale = useLocale();
  return useMutation({ mutationFn: (body: FantasyFeedbackBody) => sendFeedback(locale, id, body) });
}
