import { ApiError } from '#lib/api-client.ts';

const ACTIVATION_ERROR_CODES = [
  'activation_code_invalid',
  'activation_code_expired',
  'activation_code_used_up',
  'activation_code_already_applied',
  'throttled',
  'invalid',
] as const;

export type ActivationErrorCode = (typeof ACTIVATION_ERROR_CODES)[number];

/** The `premium:activation.errors.*` key for a refused code, or null when the common messages fit. */
export function activationErrorKey(error: unknown): ActivationErrorCode | null {
  if (!(error instanceof ApiError)) return null;
  return ACTIVATION_ERROR_CODES.find((code) => code === error.code) ?? null;
}
