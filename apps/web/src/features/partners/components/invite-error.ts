import { ApiError, errorMessageKey, type ErrorMessageKey } from '#lib/api-client.ts';

const INVITE_ERROR_CODES = [
  'invite_self',
  'invite_user_not_found',
  'invite_already_sent',
  'invite_already_received',
  'already_has_partner',
  'user_has_partner',
  'invite_link_invalid',
  'invalid',
] as const;

type InviteErrorCode = (typeof INVITE_ERROR_CODES)[number];
export type InviteErrorKey = `error.invite.${InviteErrorCode}` | ErrorMessageKey;

function isInviteErrorCode(code: string): code is InviteErrorCode {
  return INVITE_ERROR_CODES.some((known) => known === code);
}

/** Each invite refusal in words (spec §8: inviting returns the error code); the rest as usual. */
export function inviteErrorKey(error: unknown): InviteErrorKey {
  if (error instanceof ApiError && isInviteErrorCode(error.code)) return `error.invite.${error.code}`;
  return errorMessageKey(error);
}
