import { EVENT_DEFAULT_OFFSET_MINUTES } from '@duet/contracts/plain';
import type { PublicEvent } from '@duet/contracts';

const MS_PER_MINUTE = 60_000;

/** Midnight at the start of the given day, in the user's time zone. */
export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** The start of the hour the given moment falls in, in the user's time zone. */
export function startOfHour(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate(), date.getHours());
}

/** Spec §5: a public event may be planned from the start of today on; anything else from now on. */
export function minimumDate(now: Date, isPublicEvent: boolean): Date {
  return isPublicEvent ? startOfDay(now) : new Date(now.getTime());
}

/** Spec §5: now plus 59 minutes, rounded down to the start of that hour (22:01 → 23:00, 22:00 → 22:00). */
export function defaultDate(now: Date): Date {
  return startOfHour(new Date(now.getTime() + EVENT_DEFAULT_OFFSET_MINUTES * MS_PER_MINUTE));
}

/** The submit rule: the chosen moment must be strictly later than the minimum. */
export function isAfterMinimum(chosen: Date, minimum: Date): boolean {
  return chosen.getTime() > minimum.getTime();
}

/** A calendar day and a 24-hour clock time put together in the user's time zone. */
export function combineDayAndTime(day: Date, hours: number, minutes: number): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes);
}

/** When a public event happens: its `date` and `time` are UTC. */
export function publicEventDate(event: Pick<PublicEvent, 'date' | 'time'>): Date {
  return new Date(`${event.date}T${event.time}Z`);
}

/** Whether a public event can still be planned: its UTC day has not passed. */
export function isPublicEventOpen(event: Pick<PublicEvent, 'date' | 'time'>, now: Date): boolean {
  return `${event.date}T23:59:59.999Z` >= now.toISOString();
}

export const MINUTE_STEP = 5;

/** Minutes offered by the time picker: 5-minute steps, plus the current value if it falls between. */
export function minuteOptions(current: number): number[] {
  const steps = Array.from({ length: 60 / MINUTE_STEP }, (_, index) => index * MINUTE_STEP);
  return steps.includes(current) ? steps : [...steps, current].sort((a, b) => a - b);
}
