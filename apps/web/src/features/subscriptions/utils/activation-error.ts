import type { ErrorTexts } from '#lib/error-text.ts';
import '#locales/premium.ts';

/** Why an activation code was refused, for the codes that have their own text. */
export const ACTIVATION_ERROR_TEXTS = {
  activation_code_invalid: 'premium:activation.errors.activation_code_invalid',
  activation_code_expired: 'premium:activation.errors.activation_code_expired',
  activation_code_used_up: 'premium:activation.errors.activation_code_used_up',
  activation_code_already_applied: 'premium:activation.errors.activation_code_already_applied',
  throttled: 'premium:activation.errors.throttled',
  invalid: 'premium:activation.errors.invalid',
} as const satisfies ErrorTexts;
