import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MOBILE_QUERY } from '#hooks/use-is-mobile.ts';
import { listFantasies, PREMIUM } from '#test/api-mocks.ts';
import { mockLikesApi } from '#test/likes-mocks.ts';
import { stubMatchMedia } from '#test/match-media.ts';
import { renderApp } from '#test/render-app.tsx';

beforeEach(() => stubMatchMedia((query) => query === MOBILE_QUERY));

const findDeck = (name = 'Fantasies, one at a time') => screen.findByRole('region', { name });
const topTitle = (deck: HTMLElement) => within(deck).getByRole('heading', { level: 2 }).textContent;
const idOf = (title: string) => listFantasies('en').find((fantasy) => fantasy.title === title)!.id;
/** Requests that could change anything on the server: a skip must send none. */
const writes = <Call extends { request: { method: string } }>(calls: Call[]) =>
  calls.filter((call) => call.request.method !== 'GET');

/** Drags the top card past the swipe threshold, as a finger would. */
function swipe(deck: HTMLElement, direction: 'left' | 'right') {
  const card = within(deck).getByRole('article').parentElement!;
  const to = direction === 'right' ? 260 : -60;
  fireEvent.pointerDown(card, { clientX: 100, clientY: 100, pointerType: 'touch' });
  fireEvent.pointerMove(card, {
    clientX: direction === 'right' ? 160 : 40,
    clientY: 102,
    pointerType: 'touch',
  });
  fireEvent.pointerMove(card, { clientX: to, clientY: 104, pointerType: 'touch' });
  fireEvent.pointerUp(card, { clientX: to, clientY: 104, pointerType: 'touch' });
}

async function undo(label = 'Undo') {
  fireEvent.click(await screen.findByRole('button', { name: label }));
}

describe('the free deck', () => {
  it('puts the cards a free person can answer first, then the locked ones', async () => {
    const { me } = mockLikesApi();
    renderApp('/en/', { me });
    const deck = await findDeck();
    // Only "Candle-lit dinner" is light: whatever the shuffle, it comes first.
    expect(topTitle(deck)).toBe('Candle-lit dinner');
    expect(within(deck).getByText('3 new cards left')).toBeTruthy();
    expect(within(deck).queryByText('Premium')).toBeNull();
    fireEvent.click(within(deck).getByRole('button', { name: 'Like Candle-lit dinner' }));
    expect(await within(deck).findByText('2 new cards left')).toBeTruthy();
    const locked = topTitle(deck);
    expect(['Stars on the roof', 'Blindfold']).toContain(locked);
    expect(within(deck).getByText('Premium')).toBeTruthy();
    // A locked card is not answered here: it offers a skip and premium instead.
    expect(within(deck).queryByRole('button', { name: `Like ${locked}` })).toBeNull();
    expect(within(deck).queryByRole('button', { name: `Not for me: ${locked}` })).toBeNull();
    expect(within(deck).getByRole('button', { name: `Skip: ${locked}` })).toBeTruthy();
    expect(
      within(deck).getByText(
        'This card opens with premium. Skip it: nothing is saved, and the card comes back another time.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(deck).getByRole('button', { name: 'Unlock with premium' }));
    expect(await screen.findByRole('dialog', { name: 'Open up more for two' })).toBeTruthy();
  });

  it('skips locked cards by button and by swipe, sending nothing, until the next visit', async () => {
    const { me, calls } = mockLikesApi({ liked: [10] });
    const view = renderApp('/en/', { me });
    let deck = await findDeck();
    const first = topTitle(deck);
    const callsBefore = calls.length;
    fireEvent.click(within(deck).getByRole('button', { name: `Skip: ${first}` }));
    expect(await within(deck).findByText('1 new card left')).toBeTruthy();
    const second = topTitle(deck);
    expect(second).not.toBe(first);
    // Either way: a locked card is moved past, never liked nor passed.
    swipe(deck, 'right');
    expect(await screen.findByRole('heading', { name: "You've seen every card" })).toBeTruthy();
    expect(
      screen.getByText(
        'Your answers are saved. 2 more cards open with premium — one subscription for both of you.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(`duet.deck-skipped.${me.id}`)!)).toEqual([
      idOf(first),
      idOf(second),
    ]);

    // The skips are kept for this tab: the deck picks up where it stopped.
    view.unmount();
    renderApp('/en/', { me });
    expect(await screen.findByRole('heading', { name: "You've seen every card" })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show passed cards again' }));
    deck = await findDeck();
    expect(within(deck).getByText('2 new cards left')).toBeTruthy();
    swipe(deck, 'left');
    expect(await within(deck).findByText('1 new card left')).toBeTruthy();
    expect(writes(calls.slice(callsBefore))).toEqual([]);
  });

  it('counts skipped cards in Russian, with the plural form', async () => {
    const { me, calls } = mockLikesApi({ passed: [10] });
    renderApp('/', { me });
    const deck = await findDeck('Фантазии по одной');
    expect(within(deck).getByText('Осталось 2 новые карточки')).toBeTruthy();
    fireEvent.click(within(deck).getByRole('button', { name: `Пропустить: ${topTitle(deck)}` }));
    expect(await screen.findByText('Пропустили — ничего не сохранено')).toBeTruthy();
    expect(await within(deck).findByText('Осталась 1 новая карточка')).toBeTruthy();
    fireEvent.click(within(deck).getByRole('button', { name: `Пропустить: ${topTitle(deck)}` }));
    expect(
      await screen.findByText(
        'Ваши ответы сохранены. Ещё 2 карточки откроются с премиумом — одна подписка сразу на двоих.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Открыть с премиумом' })).toBeTruthy();
    expect(writes(calls)).toEqual([]);
  });
});

describe('undo in the deck', () => {
  it('takes a like back with a dislike and puts the card back on top', async () => {
    const { me, callsTo, data } = mockLikesApi({ subscription: PREMIUM });
    renderApp('/en/', { me });
    const deck = await findDeck();
    const title = topTitle(deck);
    fireEvent.click(within(deck).getByRole('button', { name: `Like ${title}` }));
    expect(await screen.findByText('Saved: you like it')).toBeTruthy();
    await waitFor(() => expect(data.liked).toEqual([idOf(title)]));
    expect(topTitle(deck)).not.toBe(title);
    await undo();
    await waitFor(() => expect(callsTo(`/fantasies/${idOf(title)}/dislike/`)).toHaveLength(1));
    expect(data.liked).toEqual([]);
    await waitFor(() => expect(topTitle(deck)).toBe(title));
    expect(within(deck).getByText('3 new cards left')).toBeTruthy();
  });

  it('takes a maybe back, leaving likes alone', async () => {
    const { me, calls, data } = mockLikesApi({ subscription: PREMIUM });
    renderApp('/en/', { me });
    const deck = await findDeck();
    const title = topTitle(deck);
    fireEvent.click(within(deck).getByRole('button', { name: `Maybe: ${title}` }));
    expect(await screen.findByText('Saved: maybe')).toBeTruthy();
    await waitFor(() => expect(data.maybes).toEqual([idOf(title)]));
    await undo();
    await waitFor(() => expect(data.maybes).toEqual([]));
    await waitFor(() => expect(topTitle(deck)).toBe(title));
    expect(writes(calls).map((call) => `${call.request.method} ${call.path}`)).toEqual([
      `POST /fantasies/${idOf(title)}/maybe/`,
      `DELETE /fantasies/${idOf(title)}/maybe/`,
    ]);
    expect(data.liked).toEqual([]);
  });

  it('takes a pass back, by the button or the swipe', async () => {
    const { me, calls, data } = mockLikesApi({ subscription: PREMIUM });
    renderApp('/en/', { me });
    const deck = await findDeck();
    const title = topTitle(deck);
    fireEvent.click(within(deck).getByRole('button', { name: `Not for me: ${title}` }));
    expect(await screen.findByText('Saved: not for me')).toBeTruthy();
    await undo();
    await waitFor(() => expect(data.passed).toEqual([]));
    await waitFor(() => expect(topTitle(deck)).toBe(title));

    swipe(deck, 'left');
    await waitFor(() => expect(data.passed).toEqual([idOf(title)]));
    await undo();
    await waitFor(() => expect(data.passed).toEqual([]));
    await waitFor(() => expect(topTitle(deck)).toBe(title));
    expect(writes(calls).map((call) => `${call.request.method} ${call.path}`)).toEqual([
      `POST /fantasies/${idOf(title)}/pass/`,
      `DELETE /fantasies/${idOf(title)}/pass/`,
      `POST /fantasies/${idOf(title)}/pass/`,
      `DELETE /fantasies/${idOf(title)}/pass/`,
    ]);
    expect(data.liked).toEqual([]);
    expect(data.maybes).toEqual([]);
  });

  it('takes a swiped like back, and undoes only the last of several answers', async () => {
    const { me, data } = mockLikesApi({ subscription: PREMIUM });
    renderApp('/en/', { me });
    const deck = await findDeck();
    const first = topTitle(deck);
    swipe(deck, 'right');
    await within(deck).findByText('2 new cards left');
    const second = topTitle(deck);
    fireEvent.click(within(deck).getByRole('button', { name: `Maybe: ${second}` }));
    await waitFor(() => expect(data.maybes).toEqual([idOf(second)]));
    expect(await screen.findByText('Saved: maybe')).toBeTruthy();
    expect(screen.queryByText('Saved: you like it')).toBeNull();
    // One toast at a time: the maybe's replaced the like's.
    expect(screen.getAllByRole('button', { name: 'Undo' })).toHaveLength(1);
    await undo();
    await waitFor(() => expect(data.maybes).toEqual([]));
    expect(data.liked).toEqual([idOf(first)]);
    await waitFor(() => expect(topTitle(deck)).toBe(second));

    swipe(deck, 'right');
    await waitFor(() => expect(data.liked).toEqual([idOf(first), idOf(second)]));
    await undo();
    await waitFor(() => expect(data.liked).toEqual([idOf(first)]));
    await waitFor(() => expect(topTitle(deck)).toBe(second));
  });

  it('brings a skipped card back, in Russian, with nothing sent', async () => {
    const { me, calls } = mockLikesApi({ liked: [10] });
    renderApp('/', { me });
    const deck = await findDeck('Фантазии по одной');
    const title = topTitle(deck);
    swipe(deck, 'left');
    await within(deck).findByText('Осталась 1 новая карточка');
    expect(topTitle(deck)).not.toBe(title);
    await undo('Отменить');
    expect(await within(deck).findByText('Осталось 2 новые карточки')).toBeTruthy();
    await waitFor(() => expect(topTitle(deck)).toBe(title));
    expect(sessionStorage.getItem(`duet.deck-skipped.${me.id}`)).toBeNull();
    expect(writes(calls)).toEqual([]);
  });

  it("undoes a visitor's pass on this device", async () => {
    const { fetchMock } = mockLikesApi();
    renderApp('/en/');
    const deck = await findDeck();
    const title = topTitle(deck);
    fireEvent.click(within(deck).getByRole('button', { name: `Not for me: ${title}` }));
    await within(deck).findByText('2 new cards left');
    await undo();
    expect(await within(deck).findByText('3 new cards left')).toBeTruthy();
    await waitFor(() => expect(topTitle(deck)).toBe(title));
    await act(() => Promise.resolve());
    const methods = fetchMock.mock.calls.map(([, init]) => init?.method ?? 'GET');
    expect(methods.filter((method) => method !== 'GET')).toEqual([]);
  });
});
