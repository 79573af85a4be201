/** The closed set of machine-readable error codes and the HTTP status each one travels with. */
export const ERROR_STATUS = {
  invalid: 400,
  parse_error: 400,
  not_authenticated: 401,
  authentication_failed: 401,
  permission_denied: 403,
  not_found: 404,
  method_not_allowed: 405,
  payload_too_large: 413,
  unsupported_media_type: 415,
  /** What the request refers to was removed at the same moment (a concurrent deletion): try again. */
  conflict: 409,
  throttled: 429,
  server_error: 500,
  service_unavailable: 503,
  // Sign-in
  provider_disabled: 404,
  provider_unavailable: 502,
  social_account_taken: 400,
  // Partners and invites: the client shows each of them in words.
  invite_self: 400,
  invite_user_not_found: 404,
  invite_already_sent: 400,
  invite_already_received: 400,
  already_has_partner: 400,
  user_has_partner: 400,
  no_partner: 404,
  invite_link_invalid: 404,
  // Events
  invalid_transition: 409,
  event_not_started: 409,
  event_history_read_only: 409,
  not_your_partner: 400,
  // A couple's own cards (ADR 0030)
  partner_required: 409,
  own_cards_limit_reached: 409,
  // Consent to process answers about fantasies (ADR 0035): an answer without it stores nothing.
  consent_required: 403,
  /** The consent sent names another version of its text than the current one. */
  consent_version_mismatch: 409,
  // Premium and payments (ADR 0013)
  premium_required: 403,
  payments_unavailable: 503,
  payment_provider_error: 502,
  payment_signature_invalid: 403,
  payment_mismatch: 400,
  purchase_not_pending: 409,
  promo_unavailable: 403,
  promo_already_used: 409,
  gift_not_found: 404,
  gift_already_redeemed: 409,
  gift_own: 400,
  gift_not_paid: 410,
  activation_code_invalid: 404,
  activation_code_expired: 410,
  activation_code_used_up: 409,
  activation_code_already_applied: 409,
  // Web push (ADR 0024): the server has no VAPID keys.
  push_disabled: 404,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];
