import type { ErrorTexts } from '#lib/error-text.ts';
import '#locales/events.ts';

/** An event action's failure in the reader's words, for the API's codes that have their own text. */
export const EVENT_ERROR_TEXTS = {
  invalid: 'events:errors.invalid',
  invalid_transition: 'events:errors.invalid_transition',
  event_not_started: 'events:errors.event_not_started',
  event_history_read_only: 'events:errors.event_history_read_only',
  permission_denied: 'events:errors.permission_denied',
  not_found: 'events:errors.not_found',
  not_your_partner: 'events:errors.not_your_partner',
} as const satisfies ErrorTexts;
