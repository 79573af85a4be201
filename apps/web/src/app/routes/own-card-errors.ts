import { OWN_CARDS_PER_AUTHOR } from '@duet/contracts/plain';
import { ApiError, errorMessageKey } from '#lib/api-client.ts';
import { i18n } from '#lib/i18n.ts';
import { showErrorToast } from '#lib/toast.ts';
import '#locales/own-cards.ts';

/**
 * What the own cards API may refuse for a reason the person can act on (ADR 0030), in their words;
 * null for a failure that is nobody's doing here (network, server), which the generic toast tells.
 */
export function ownCardProblem(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  switch (error.code) {
    case 'partner_required':
      return i18n.t('own-cards:errors.partner_required');
    case 'own_cards_limit_reached':
      return i18n.t('own-cards:errors.limit', { count: OWN_CARDS_PER_AUTHOR });
    case 'invalid':
      return i18n.t('own-cards:errors.invalid');
    case 'permission_denied':
      return i18n.t('own-cards:errors.permission_denied');
    case 'not_found':
      return i18n.t('own-cards:errors.not_found');
    case 'consent_required':
    case 'consent_declined':
      return i18n.t('common:error.consent');
    default:
      return null;
  }
}

/** A failed action with no place of its own to say why: a toast, in the card's words when there are some. */
export function showOwnCardErrorToast(title: string, error: unknown): void {
  showErrorToast(title, ownCardProblem(error) ?? i18n.t(errorMessageKey(error)));
}
