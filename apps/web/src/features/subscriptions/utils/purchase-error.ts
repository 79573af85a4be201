import { ApiError } from '#lib/api-client.ts';

const PURCHASE_ERROR_CODES = [
  'payments_unavailable',
  'payment_provider_error',
  'not_found',
  'promo_unavailable',
  'promo_already_used',
  'purchase_not_pending',
] as const;

export type PurchaseErrorCode = (typeof PURCHASE_ERROR_CODES)[number];

/** The `premium:errors.*` key for a refusal to sell, or null when the common messages fit. */
export function purchaseErrorKey(error: unknown): PurchaseErrorCode | null {
  if (!(error instanceof ApiError)) return null;
  return PURCHASE_ERROR_CODES.find((code) => code === error.code) ?? null;
}
