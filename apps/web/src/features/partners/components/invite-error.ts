import type { ErrorTexts } from '#lib/error-text.ts';

/** Each invite refusal in words (spec §8: inviting returns the error code); the rest as usual. */
export const INVITE_ERROR_TEXTS = {
  invite_self: 'common:error.invite.invite_self',
  invite_user_not_found: 'common:error.invite.invite_user_not_found',
  invite_already_sent: 'common:error.invite.invite_already_sent',
  invite_already_received: 'common:error.invite.invite_already_received',
  already_has_partner: 'common:error.invite.already_has_partner',
  user_has_partner: 'common:error.invite.user_has_partner',
  invite_link_invalid: 'common:error.invite.invite_link_invalid',
  invalid: 'common:error.invite.invalid',
} as const satisfies ErrorTexts;
