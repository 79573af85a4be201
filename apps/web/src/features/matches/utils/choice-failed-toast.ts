import { errorMessageKey, isRetryable } from '#lib/api-client.ts';
import { i18n } from '#lib/i18n.ts';
import { showErrorToast } from '#lib/toast.ts';
import '#locales/matches.ts';

/**
 * A like, a pass or their undoing could not be saved: says why, and offers "Try again" when `retry`
 * is given and a moment later may well succeed (network, 5xx, throttled).
 */
export function showChoiceFailedToast(error: unknown, retry?: () => void): void {
  const action =
    retry && isRetryable(error) ? { label: i18n.t('common:error.retry'), onClick: retry } : undefined;
  showErrorToast(i18n.t('matches:like.failed'), i18n.t(errorMessageKey(error)), action);
}
