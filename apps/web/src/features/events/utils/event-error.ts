import { ApiError, errorMessageKey } from '#lib/api-client.ts';
import { i18n } from '#lib/i18n.ts';
import '#locales/events.ts';

const EVENT_CODES = [
  'invalid',
  'invalid_transition',
  'event_not_started',
  'permission_denied',
  'not_found',
  'not_your_partner',
] as const;
type EventCode = (typeof EVENT_CODES)[number];

const isEventCode = (code: string): code is EventCode => (EVENT_CODES as readonly string[]).includes(code);

/** An event action's failure in the reader's words: the API's code when it has its own text. */
export function eventErrorText(error: unknown): string {
  if (error instanceof ApiError && isEventCode(error.code)) return i18n.t(`events:errors.${error.code}`);
  return i18n.t(errorMessageKey(error));
}
