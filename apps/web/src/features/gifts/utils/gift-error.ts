import { ApiError } from '#lib/api-client.ts';
import type { ErrorTexts } from '#lib/error-text.ts';
import '#locales/gifts.ts';

/** Why redeeming failed, in the reader's words: each gift code has its own text. */
export const GIFT_ERROR_TEXTS = {
  gift_not_found: 'gifts:errors.gift_not_found',
  gift_own: 'gifts:errors.gift_own',
  gift_already_redeemed: 'gifts:errors.gift_already_redeemed',
  gift_not_paid: 'gifts:errors.gift_not_paid',
  not_authenticated: 'gifts:errors.not_authenticated',
} as const satisfies ErrorTexts;

export type UnavailableGift = 'notFound' | 'void';

/**
 * Why the certificate cannot be shown: it does not exist (or its id could never be one), or its
 * payment was cancelled or refunded, so it stands no more.
 */
export function unavailableGift(error: unknown): UnavailableGift | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'gift_not_found' || error.code === 'invalid') return 'notFound';
  if (error.code === 'gift_not_paid') return 'void';
  return null;
}
