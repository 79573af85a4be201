import { ApiError, errorMessageKey } from '#lib/api-client.ts';
import { i18n } from '#lib/i18n.ts';
import '#locales/gifts.ts';

const GIFT_CODES = [
  'gift_not_found',
  'gift_own',
  'gift_already_redeemed',
  'gift_not_paid',
  'not_authenticated',
] as const;
type GiftCode = (typeof GIFT_CODES)[number];

const isGiftCode = (code: string): code is GiftCode => (GIFT_CODES as readonly string[]).includes(code);

/** Why redeeming failed, in the reader's words: each gift code has its own text. */
export function giftErrorText(error: unknown): string {
  if (error instanceof ApiError && isGiftCode(error.code)) return i18n.t(`gifts:errors.${error.code}`);
  return i18n.t(errorMessageKey(error));
}

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
