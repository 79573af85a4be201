import { describe, expect, it } from 'vitest';
import type { DuetEvent } from '@duet/contracts';
import { canEdit, canSuggestTime, splitEvents } from './split-events.ts';

function makeEvent(id: number, overrides: Partial<DuetEvent>): DuetEvent {
  return {
    id,
    fantasy: 10,
    public_event: null,
    mood: 'fire',
    target_user: 2,
    happens_at: `2030-01-0${id}T18:00:00.000Z`,
    with_partner: true,
    state: 'send',
    source_user: 1,
    former_partner: false,
    ...overrides,
  };
}

describe('splitEvents', () => {
  it('puts invitations from others in incoming, mine awaiting an answer in sent, rejected apart', () => {
    const events = [
      makeEvent(5, { state: 'accepted' }),
      makeEvent(1, { state: 'accepted', source_user: 2, target_user: 1 }),
      makeEvent(2, { state: 'received', source_user: 2, target_user: 1 }),
      makeEvent(3, { state: 'send' }),
      makeEvent(4, { state: 'rejected' }),
      makeEvent(6, { state: 'rejected', source_user: 2, target_user: 1 }),
      makeEvent(7, { state: 'completed' }),
    ];
    const lists = splitEvents(events);
    expect(lists.upcoming.map((event) => event.id)).toEqual([1, 5]);
    expect(lists.incoming.map((event) => event.id)).toEqual([2]);
    expect(lists.sent.map((event) => event.id)).toEqual([3]);
    expect(lists.declined.map((event) => event.id)).toEqual([4, 6]);
  });

  it('puts my plan back in incoming once the partner suggests another time, theirs in sent once I do', () => {
    const lists = splitEvents([
      makeEvent(1, { state: 'received' }),
      makeEvent(2, { state: 'send', source_user: 2, target_user: 1 }),
    ]);
    expect(lists.incoming.map((event) => event.id)).toEqual([1]);
    expect(lists.sent.map((event) => event.id)).toEqual([2]);
  });

  it('lets the partner asked suggest another time, except for a public event', () => {
    expect(canSuggestTime(makeEvent(1, { state: 'received', source_user: 2 }))).toBe(true);
    expect(canSuggestTime(makeEvent(1, { state: 'received' }))).toBe(true);
    expect(canSuggestTime(makeEvent(1, { state: 'send' }))).toBe(false);
    expect(canSuggestTime(makeEvent(1, { state: 'accepted' }))).toBe(false);
    const publicEvent = { id: 3, name: 'Museum night', city: null, date: '2030-05-18', time: '18:00:00' };
    expect(canSuggestTime(makeEvent(1, { state: 'received', public_event: publicEvent }))).toBe(false);
  });

  it('lets only the creator edit, while pending or accepted', () => {
    expect(canEdit(makeEvent(1, { state: 'send' }), 1)).toBe(true);
    expect(canEdit(makeEvent(1, { state: 'accepted' }), 1)).toBe(true);
    expect(canEdit(makeEvent(1, { state: 'rejected' }), 1)).toBe(false);
    expect(canEdit(makeEvent(1, { state: 'received', source_user: 2 }), 1)).toBe(false);
  });
});
