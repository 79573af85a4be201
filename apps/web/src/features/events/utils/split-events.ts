import type { DuetEvent } from '@duet/contracts';

export type EventLists = {
  upcoming: DuetEvent[];
  incoming: DuetEvent[];
  sent: DuetEvent[];
  declined: DuetEvent[];
};

const byTime = (a: DuetEvent, b: DuetEvent) => a.happens_at.localeCompare(b.happens_at);

/**
 * Spec §4 over the not-completed events: accepted ones go to the events list (soonest first).
 * `received` ones wait for my answer and are incoming: the partner's invitations, and my own plans
 * once the partner suggested another time (ADR 0012), which spec §4's "not created by me" missed.
 * `send` ones wait for the partner; rejected ones, whoever made them, are apart (issue 31).
 */
export function splitEvents(events: readonly DuetEvent[]): EventLists {
  const lists: EventLists = { upcoming: [], incoming: [], sent: [], declined: [] };
  for (const event of events) {
    if (event.state === 'completed') continue;
    if (event.state === 'accepted') lists.upcoming.push(event);
    else if (event.state === 'received') lists.incoming.push(event);
    else if (event.state === 'rejected') lists.declined.push(event);
    else lists.sent.push(event);
  }
  for (const list of Object.values(lists)) list.sort(byTime);
  return lists;
}

/**
 * Only the creator may change the time, and only while the event is pending or accepted; a public
 * event brings its own time, so there is nothing to edit.
 */
export function canEdit(event: DuetEvent, myId: number | undefined): boolean {
  return (
    event.source_user === myId &&
    event.public_event === null &&
    (event.state === 'send' || event.state === 'accepted')
  );
}

/** The partner asked for an answer may suggest another time, except for a public event's own time. */
export function canSuggestTime(event: DuetEvent): boolean {
  return event.state === 'received' && event.public_event === null;
}
