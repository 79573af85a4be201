import type { ErrorTexts } from '#lib/error-text.ts';
import '#locales/premium.ts';

/** A refusal to sell in the buyer's words, for the codes that have their own text. */
export const PURCHASE_ERROR_TEXTS = {
  payments_unavailable: 'premium:errors.payments_unavailable',
  payment_provider_error: 'premium:errors.payment_provider_error',
  not_found: 'premium:errors.not_found',
  promo_unavailable: 'premium:errors.promo_unavailable',
  promo_already_used: 'premium:errors.promo_already_used',
  purchase_not_pending: 'premium:errors.purchase_not_pending',
} as const satisfies ErrorTexts;
