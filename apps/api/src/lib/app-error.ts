import { ERROR_STATUS, type ErrorBody, type ErrorCode } from '@duet/contracts';

const DEFAULT_DETAIL: Record<ErrorCode, string> = {
  invalid: 'Invalid input.',
  parse_error: 'Malformed request.',
  not_authenticated: 'Authentication credentials were not provided.',
  authentication_failed: 'Invalid or revoked token.',
  permission_denied: 'You do not have permission to perform this action.',
  not_found: 'Not found.',
  method_not_allowed: 'Method not allowed.',
  payload_too_large: 'Request body is too large.',
  unsupported_media_type: 'Unsupported media type.',
  conflict: 'Something this request refers to was just removed. Try again.',
  throttled: 'Request was throttled.',
  server_error: 'A server error occurred.',
  service_unavailable: 'Service temporarily unavailable.',
  provider_disabled: 'This sign-in provider is not configured.',
  provider_unavailable: 'The sign-in provider did not answer. Try again later.',
  social_account_taken: 'This sign-in is already attached to another account.',
  invite_self: 'You cannot invite yourself.',
  invite_user_not_found: 'No user with that username can be invited.',
  invite_already_sent: 'You have already invited this user.',
  invite_already_received: 'This user has already invited you: accept their invite.',
  already_has_partner: 'You already have a partner.',
  user_has_partner: 'This user already has a partner.',
  no_partner: 'You have no partner.',
  invite_link_invalid: 'This invite link is no longer valid: ask for a new one.',
  invalid_transition: 'The event cannot change this way from its current state.',
  event_not_started: 'The event has not begun yet.',
  event_history_read_only: 'This date is history with a former partner: its memories can no longer change.',
  not_your_partner: 'Events are planned alone or with your current partner.',
  partner_required: 'Own cards are written for a partner: invite yours first.',
  own_cards_limit_reached: 'You have written as many own cards as Duet keeps: delete one to write another.',
  consent_required:
    'Duet keeps answers about fantasies only with your consent to their processing: give it first.',
  consent_version_mismatch: 'The consent text has changed: read the current one and agree to it.',
  premium_required: 'This fantasy is part of premium.',
  payments_unavailable: 'Payments are not configured on this server.',
  payment_provider_error: 'The payment provider refused the payment. Try again later.',
  payment_signature_invalid: 'The notification signature is invalid.',
  payment_mismatch: 'The notification does not match the purchase.',
  purchase_not_pending: 'This purchase is no longer waiting for payment.',
  promo_unavailable: 'There is no deal of the day right now.',
  promo_already_used: 'You have already used the deal of the day.',
  gift_not_found: 'There is no such gift certificate.',
  gift_already_redeemed: 'This gift certificate has already been redeemed.',
  gift_own: 'You cannot redeem a gift you bought: share its link.',
  gift_not_paid: 'This gift certificate is void: its payment was cancelled or refunded.',
  activation_code_invalid: 'There is no such activation code.',
  activation_code_expired: 'This activation code has expired.',
  activation_code_used_up: 'This activation code has been used up.',
  activation_code_already_applied: 'You have already applied this activation code.',
  push_disabled: 'Push notifications are not configured on this server.',
};

/** An error with a code from the contract's closed set; the error handler turns it into the body. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    detail?: string,
    readonly fields: Record<string, string[]> = {},
    options?: ErrorOptions,
  ) {
    super(detail ?? DEFAULT_DETAIL[code], options);
    this.statusCode = ERROR_STATUS[code];
  }

  toBody(): ErrorBody {
    return { ...this.fields, code: this.code, detail: this.message };
  }
}

export const errorBody = (code: ErrorCode, detail?: string, fields?: Record<string, string[]>) =>
  new AppError(code, detail, fields).toBody();
