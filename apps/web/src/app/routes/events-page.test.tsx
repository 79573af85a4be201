import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@duet/contracts/plain';
import { errorResponse, json, PREMIUM, route } from '#test/api-mocks.ts';
import { makeEvent, mockEventsApi } from '#test/events-mocks.ts';
import { makeMe, renderApp } from '#test/render-app.tsx';

// Local time: the popup works in the user's time zone; Date advances from here with the real clock.
const NOW = new Date(2030, 0, 15, 18, 20);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

/** The text a button's aria-describedby points to. */
const descriptionOf = (element: HTMLElement) =>
  element
    .getAttribute('aria-describedby')
    ?.split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('event popup', () => {
  it('plans a date for a fantasy, disabled until the moment is after now', async () => {
    // Stargazing is a medium fantasy: planning it takes premium.
    const { callsTo } = mockEventsApi({}, { [route(endpoints.getSubscription)]: () => json(PREMIUM) });
    renderApp('/en/fantasies/stargazing/', { me: makeMe() });
    fireEvent.click(await screen.findByRole('button', { name: 'Plan a date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stars on the roof' });
    expect(within(dialog).getByRole('switch', { name: 'With my partner' })).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('grid')).toBeTruthy();
    const time = within(dialog).getByRole('group', { name: 'Time' });
    const hours = within(time).getByRole('combobox', { name: 'Hours' });
    // Default: now + 59 minutes rounded down to the hour.
    expect((hours as HTMLSelectElement).value).toBe('19');
    const submit = within(dialog).getByRole('button', { name: 'Plan' });
    expect(submit).toHaveProperty('disabled', false);

    fireEvent.change(hours, { target: { value: '18' } });
    expect(submit).toHaveProperty('disabled', true);
    expect(within(dialog).getByText('Pick a moment later than now.')).toBeTruthy();

    fireEvent.change(hours, { target: { value: '21' } });
    fireEvent.change(within(time).getByRole('combobox', { name: 'Minutes' }), { target: { value: '30' } });
    const moods = within(dialog).getByRole('radiogroup', { name: 'Mood' });
    expect(within(moods).getAllByRole('radio')).toHaveLength(11);
    fireEvent.click(within(moods).getByRole('radio', { name: 'Peach' }));
    fireEvent.click(submit);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo('/events/')[0]?.request.body).toEqual({
      fantasy: 11,
      mood: 'peach',
      target_user: 2,
      happens_at: new Date(2030, 0, 15, 21, 30).toISOString(),
    });
  });

  it('edits only the mood and the time, without the pair toggle or moods', async () => {
    const event = makeEvent(5, { happens_at: new Date(2030, 0, 20, 20, 0).toISOString(), mood: 'candle' });
    const { callsTo } = mockEventsApi({ events: [event] });
    renderApp('/en/events/', { me: makeMe() });
    const card = await screen.findByRole('article', { name: 'Candle-lit dinner' });
    fireEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Candle-lit dinner' });
    expect(within(dialog).queryByRole('switch')).toBeNull();
    expect(within(dialog).queryByRole('radiogroup')).toBeNull();
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Hours' }), { target: { value: '22' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const body = callsTo('/events/5/')[0]?.request.body;
    expect(body).toEqual({ mood: 'candle', happens_at: new Date(2030, 0, 20, 22, 0).toISOString() });
    expect(Object.keys(body as object).sort()).toEqual(['happens_at', 'mood']);
  });
});

describe('events page', () => {
  it('splits invitations into incoming (with Accept / Reject), waiting and declined', async () => {
    const { callsTo } = mockEventsApi({
      events: [
        makeEvent(1, { state: 'received', source_user: 2, target_user: 1, fantasy: 11 }),
        makeEvent(2, { state: 'send', fantasy: 12 }),
        makeEvent(3, { state: 'rejected', fantasy: 10 }),
        makeEvent(4, { state: 'accepted' }),
      ],
    });
    renderApp('/en/events/invitations/', { me: makeMe() });
    const incoming = await screen.findByRole('region', { name: 'Invitations for you' });
    const waiting = screen.getByRole('region', { name: 'Waiting for your partner' });
    const declined = screen.getByRole('region', { name: 'Declined' });
    expect(within(incoming).getAllByRole('article')).toHaveLength(1);
    expect(within(incoming).getByRole('button', { name: 'Reject' })).toBeTruthy();
    expect(within(incoming).getByRole('article', { name: 'Stars on the roof' })).toBeTruthy();
    expect(within(waiting).getAllByRole('article')).toHaveLength(1);
    expect(within(waiting).getByRole('article', { name: 'Blindfold' })).toBeTruthy();
    expect(within(declined).getAllByRole('article')).toHaveLength(1);
    expect(within(declined).getByRole('article', { name: 'Candle-lit dinner' })).toBeTruthy();
    expect(within(waiting).queryByRole('button', { name: 'Accept' })).toBeNull();

    fireEvent.click(within(incoming).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(callsTo('/events/1/accept/')).toHaveLength(1));
    // Accepting refreshes the list: the invitation leaves the tab.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Invitations for you' })).toBeNull());
  });

  it('suggests another time for an invitation: only the time is sent, and the card waits', async () => {
    const invitation = makeEvent(1, {
      state: 'received',
      source_user: 2,
      target_user: 1,
      fantasy: 11,
      happens_at: new Date(2030, 0, 20, 20, 0).toISOString(),
    });
    const { callsTo } = mockEventsApi({ events: [invitation] });
    renderApp('/en/events/invitations/', { me: makeMe() });
    const incoming = await screen.findByRole('region', { name: 'Invitations for you' });
    fireEvent.click(within(incoming).getByRole('button', { name: 'Suggest another time' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stars on the roof' });
    expect(within(dialog).queryByRole('radiogroup')).toBeNull();
    expect(
      within(dialog).getByText('Your partner can accept this time, decline or suggest another.'),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Hours' }), { target: { value: '19' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suggest this time' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo('/events/1/')[0]?.request).toMatchObject({
      method: 'PATCH',
      body: { happens_at: new Date(2030, 0, 20, 19, 0).toISOString() },
    });
    expect(Object.keys(callsTo('/events/1/')[0]?.request.body as object)).toEqual(['happens_at']);
    const waiting = await screen.findByRole('region', { name: 'Waiting for your partner' });
    const card = within(waiting).getByRole('article', { name: 'Stars on the roof' });
    expect(within(card).getByText('You suggested another time')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Invitations for you' })).toBeNull();
  });

  it('shows my plan back with the partner’s time once, and tells Reject from Delete', async () => {
    const friday = new Date(2030, 0, 18, 19, 0).toISOString();
    mockEventsApi({ events: [makeEvent(3, { state: 'received', fantasy: 11, happens_at: friday })] });
    renderApp('/en/events/invitations/', { me: makeMe() });
    const incoming = await screen.findByRole('region', { name: 'Invitations for you' });
    const card = within(incoming).getByRole('article', { name: 'Stars on the roof' });
    // Who suggested it, then the time once, on the card's date line.
    expect(within(card).getByText('bob suggests another time')).toBeTruthy();
    const times = within(card).getAllByText(/19:00/);
    expect(times.map((element) => element.closest('time')?.dateTime)).toEqual([friday]);
    for (const name of ['Accept', 'Reject', 'Suggest another time'])
      expect(within(card).getByRole('button', { name })).toBeTruthy();
    expect(descriptionOf(within(card).getByRole('button', { name: 'Delete' }))).toBe(
      'Reject: your partner is told, and the date stays under Declined. Delete: the date disappears for both of you (your partner is told too).',
    );
  });

  it('says it in Russian too, and an accepted date has no hint', async () => {
    mockEventsApi({
      events: [
        makeEvent(3, { state: 'received', fantasy: 11 }),
        makeEvent(4, { state: 'accepted', fantasy: 12 }),
      ],
    });
    renderApp('/events/events/', { me: makeMe() });
    const incoming = await screen.findByRole('region', { name: 'Приглашения для вас' });
    expect(within(incoming).getByText('bob предлагает другое время')).toBeTruthy();
    expect(within(incoming).getByRole('button', { name: 'Предложить другое время' })).toBeTruthy();
    expect(descriptionOf(within(incoming).getByRole('button', { name: 'Удалить' }))).toMatch(
      /^«Отклонить» — партнёр узнает об отказе/,
    );
    const accepted = within(screen.getByRole('region', { name: 'Впереди' })).getByRole('article');
    expect(descriptionOf(within(accepted).getByRole('button', { name: 'Удалить' }))).toBeUndefined();
  });

  it('lists a plan just sent beside the accepted ones, each under its state', async () => {
    const tomorrow = new Date(2030, 0, 16, 20, 0).toISOString();
    mockEventsApi({
      events: [
        makeEvent(2, { state: 'send', fantasy: 12, happens_at: tomorrow }),
        makeEvent(4, { fantasy: 11, happens_at: tomorrow }),
      ],
    });
    renderApp('/en/events/events/', { me: makeMe() });
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    expect(within(upcoming).getByRole('article', { name: 'Stars on the roof' })).toBeTruthy();
    const sent = screen.getByRole('region', { name: 'Waiting for your partner' });
    expect(within(sent).getByRole('article', { name: 'Blindfold' })).toBeTruthy();
    // Neither has begun: neither can be marked done.
    expect(screen.queryByRole('button', { name: 'Done' })).toBeNull();
  });

  it('completes an accepted date once it has begun, and shows it in experience', async () => {
    const begun = new Date(Date.now() - 60_000).toISOString();
    const { callsTo } = mockEventsApi({
      events: [makeEvent(4, { with_partner: false, target_user: null, happens_at: begun })],
    });
    const { router } = renderApp('/en/events/events/', { me: makeMe() });
    const card = await screen.findByRole('article', { name: 'Candle-lit dinner' });
    expect(within(card).getByText('Just for me')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(callsTo('/events/4/complete/')).toHaveLength(1));
    expect(await screen.findByRole('heading', { name: 'No dates planned yet' })).toBeTruthy();
    await router.navigate('/en/events/experience/');
    expect(await screen.findByRole('article', { name: 'Candle-lit dinner' })).toBeTruthy();
  });

  it('deletes after a compact confirmation', async () => {
    const { callsTo } = mockEventsApi({ events: [makeEvent(4)] });
    renderApp('/en/events/', { me: makeMe() });
    const card = await screen.findByRole('article', { name: 'Candle-lit dinner' });
    fireEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this date?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo('/events/4/')).toHaveLength(1));
    expect(callsTo('/events/4/')[0]?.request.method).toBe('DELETE');
    expect(await screen.findByRole('heading', { name: 'No dates planned yet' })).toBeTruthy();
  });
});

describe('public events', () => {
  it('lists the coming ones with their city, and plans one', async () => {
    mockEventsApi({
      publicEvents: [
        { id: 1, name: 'Past fair', city: 'Moscow', date: '2030-01-10', time: '10:00:00' },
        { id: 2, name: 'Geminids', city: null, date: '2030-01-20', time: '19:00:00' },
        { id: 3, name: 'Scarlet Sails', city: 'Saint Petersburg', date: '2030-06-26', time: '19:00:00' },
      ],
    });
    renderApp('/en/events/', { me: makeMe() });
    const section = await screen.findByRole('region', { name: 'Happening soon' });
    const cards = await within(section).findAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Geminids',
      'Scarlet Sails',
    ]);
    expect(within(cards[1]!).getByText('Saint Petersburg')).toBeTruthy();
    expect(within(cards[0]!).queryByText('Moscow')).toBeNull();
    fireEvent.click(within(cards[1]!).getByRole('button', { name: /Scarlet Sails/ }));
    expect(await screen.findByRole('dialog', { name: 'Scarlet Sails' })).toBeTruthy();
  });
});

describe('experience: how a date went', () => {
  const done = makeEvent(7, { state: 'completed', happens_at: '2030-01-10T18:00:00.000Z' });

  it('asks how it was, saves a mood and a note, and shows the partner’s words', async () => {
    const { callsTo } = mockEventsApi({
      completed: [done],
      memories: [
        {
          event: 7,
          user: { id: 2, username: 'bob' },
          mood: 'candle',
          note: 'Best evening in months',
          updated_at: '2030-01-11T09:00:00.000Z',
        },
      ],
    });
    renderApp('/en/events/experience/', { me: makeMe() });
    const card = await screen.findByRole('article', { name: 'Candle-lit dinner' });
    const memories = await within(card).findByRole('region', { name: 'How was it?' });
    expect(within(memories).getByText('Best evening in months')).toBeTruthy();
    expect(within(memories).getByText('bob')).toBeTruthy();
    // The mood has a label: «Вы Перчинка» read as a name and a word run together.
    expect(within(memories).getByText('· mood: Candle')).toBeTruthy();
    expect(within(memories).getByText('bob will read this too.')).toBeTruthy();

    const moods = within(memories).getByRole('radiogroup', { name: 'How did it feel?' });
    fireEvent.click(within(moods).getByRole('radio', { name: /Boom/ }));
    fireEvent.change(within(memories).getByLabelText('A few words (optional)'), {
      target: { value: 'Again soon' },
    });
    fireEvent.click(within(memories).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('/events/7/memory/')).toHaveLength(1));
    expect(callsTo('/events/7/memory/')[0]!.request).toMatchObject({
      method: 'PUT',
      body: { mood: 'boom', note: 'Again soon' },
    });
    expect(await within(memories).findByText('Again soon')).toBeTruthy();
    expect(within(memories).getByText('You')).toBeTruthy();
    expect(within(memories).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(memories).getByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  describe('with a former partner', () => {
    const history = makeEvent(8, {
      state: 'completed',
      happens_at: '2030-01-05T18:00:00.000Z',
      former_partner: true,
    });
    const memories = [
      {
        event: 8,
        user: { id: 1, username: 'alice' },
        mood: 'candle' as const,
        note: 'Our first real evening',
        updated_at: '2030-01-06T09:00:00.000Z',
      },
      {
        event: 8,
        user: null,
        mood: 'fire' as const,
        note: 'Still smiling',
        updated_at: '2030-01-06T10:00:00.000Z',
      },
    ];

    it('reads both memories as they were, names nobody, and offers nothing to write', async () => {
      mockEventsApi({ completed: [history], memories });
      renderApp('/en/events/experience/', { me: makeMe() });
      const card = await screen.findByRole('article', { name: 'Candle-lit dinner' });
      // partnerName is today's partner (bob): a former partner's date must not carry it.
      expect(within(card).getByText('With a former partner')).toBeTruthy();
      expect(within(card).queryByText(/bob/)).toBeNull();
      const region = await within(card).findByRole('region', { name: 'How was it?' });
      expect(
        within(region).getByText(
          'You are no longer a couple, so these memories stay as they were: nothing can be added or changed.',
        ),
      ).toBeTruthy();
      expect(within(region).getByText('You')).toBeTruthy();
      expect(within(region).getByText('Our first real evening')).toBeTruthy();
      expect(within(region).getByText('Former partner')).toBeTruthy();
      expect(within(region).getByText('Still smiling')).toBeTruthy();
      expect(within(region).queryByRole('radiogroup')).toBeNull();
      expect(within(region).queryByRole('textbox')).toBeNull();
      expect(within(region).queryByRole('button')).toBeNull();
    });

    it('is removed from my history only, and says so first', async () => {
      const { callsTo } = mockEventsApi(
        { completed: [history], memories },
        { [route(endpoints.deleteEvent, { params: { id: 8 } })]: () => new Response(null, { status: 204 }) },
      );
      renderApp('/en/events/experience/', { me: makeMe() });
      const card = await screen.findByRole('article', { name: 'Candle-lit dinner' });
      fireEvent.click(within(card).getByRole('button', { name: 'Delete' }));
      const confirm = await screen.findByRole('dialog', { name: 'Remove this date from your history?' });
      expect(
        within(confirm).getByText(
          "“Candle-lit dinner” and your memory of it will disappear from your history. Your former partner isn't told. This can't be undone.",
        ),
      ).toBeTruthy();
      fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
      await waitFor(() => expect(callsTo('/events/8/')[0]?.request.method).toBe('DELETE'));
      expect(await screen.findByText('Removed from your history')).toBeTruthy();
    });

    it('says it in Russian too', async () => {
      mockEventsApi({ completed: [history], memories });
      renderApp('/events/experience/', { me: makeMe() });
      const card = await screen.findByRole('article', { name: 'Ужин при свечах' });
      expect(within(card).getByText('С бывшим партнёром')).toBeTruthy();
      const region = await within(card).findByRole('region', { name: 'Как всё прошло?' });
      expect(within(region).getByText('Бывший партнёр')).toBeTruthy();
      expect(
        within(region).getByText(
          'Вы больше не пара, поэтому впечатления остаются такими, какими были: ни добавить, ни изменить их нельзя.',
        ),
      ).toBeTruthy();
      expect(within(region).queryByRole('button')).toBeNull();
    });

    it('turns a date read-only when the couple split while its form was open', async () => {
      let split = false;
      const { callsTo } = mockEventsApi(
        { completed: [done] },
        {
          [route(endpoints.saveEventMemory, { params: { id: 7 } })]: () => {
            split = true;
            return errorResponse(409, { code: 'event_history_read_only', detail: 'History.' });
          },
          [route(endpoints.listCompletedEvents)]: () =>
            json([split ? { ...done, former_partner: true } : done]),
        },
      );
      renderApp('/en/events/experience/', { me: makeMe() });
      const region = await screen.findByRole('region', { name: 'How was it?' });
      fireEvent.click(within(region).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(callsTo('/events/7/memory/')).toHaveLength(1));
      expect(
        await screen.findByText(
          'You are no longer a couple, so these memories stay as they were: nothing can be added or changed.',
        ),
      ).toBeTruthy();
      expect(within(screen.getByRole('region', { name: 'How was it?' })).queryByRole('button')).toBeNull();
    });
  });

  it('speaks Russian and waits for the partner', async () => {
    mockEventsApi({ completed: [done] });
    renderApp('/events/experience/', { me: makeMe() });
    const memories = await screen.findByRole('region', { name: 'Как всё прошло?' });
    expect(within(memories).getByText('Пока нет впечатлений от bob.')).toBeTruthy();
    expect(within(memories).getByRole('radiogroup', { name: 'Какое было настроение?' })).toBeTruthy();
  });
});
