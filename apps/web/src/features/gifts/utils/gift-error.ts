import { ApiError, errorMessageKey } from '#lib/api-client.ts';
import { i18n } from '#lib/i18n.ts';
import '#locales/gifts.ts';

const GIFT_CODES = ['gift_not_found', 'gift_own', 'gift_already_redeemed', 'not_authenticated'] as const;
type GiftCode = (typeof GIFT_CODES)[number];

const isGiftCode = (code: string): code is GiftCode => (GIFT_CODES as readonly string[]).includes(code);

/** Why redeeming failed, in the reader's words: each gift code has its own text. */
export function giftErrorText(error: unknown): string {
  if (error instanceof ApiError && isGiftCode(error.code)) return i18n.t(`gifts:errors.${error.code}`);
  return i18n.t(errorMessageKey(error));
}

/** A certificate that does not exist, or an id that could never be one. */
export function isGiftMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'gift_not_found' || error.code === 'invalid');
}
