import {
  INTERVIEW_USERNAME_MAX_LENGTH,
  INTERVIEW_USERNAME_MIN_LENGTH,
  PROVISIONAL_USERNAME_PREFIXES,
} from './constants.ts';

/** Latin letters, digits, dash, underscore and dot (the client's `error.auth.eng_username`). */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;
export const INTERVIEW_USERNAME_PATTERN = new RegExp(
  `^[A-Za-z0-9_]{${INTERVIEW_USERNAME_MIN_LENGTH},${INTERVIEW_USERNAME_MAX_LENGTH}}$`,
);

/** A username starting with `oauth2` or `apple` marks a sign-up whose account is not created yet. */
export function isProvisionalUsername(username: string): boolean {
  const lower = username.toLowerCase();
  return PROVISIONAL_USERNAME_PREFIXES.some((prefix) => lower.startsWith(prefix));
}
