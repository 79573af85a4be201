import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@duet/contracts/plain';
import { MOBILE_QUERY } from '#hooks/use-is-mobile.ts';
import { errorResponse, json, listFantasies, PREMIUM, route } from '#test/api-mocks.ts';
import { mockLikesApi } from '#test/likes-mocks.ts';
import { stubMatchMedia } from '#test/match-media.ts';
import { renderApp } from '#test/render-app.tsx';

const card = (title: string) => screen.getByRole('article', { name: title });

describe('feed: like states', () => {
  it('shows none, like and match with their marks and words', async () => {
    const { me } = mockLikesApi({ liked: [10, 11], partnerLikes: [11] });
    renderApp('/en/', { me });
    const like = await screen.findByRole('button', { name: 'Like Candle-lit dinner' });
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('true'));
    expect(within(card('Candle-lit dinner')).getByText('You like this')).toBeTruthy();
    expect(within(card('Stars on the roof')).getByText('Matched')).toBeTruthy();
    expect(
      within(card('Stars on the roof')).getByRole('button', { name: 'Like Stars on the roof' }),
    ).toBeTruthy();
    const blindfold = card('Blindfold');
    expect(within(blindfold).queryByText(/You like this|Matched/)).toBeNull();
    expect(
      within(blindfold).getByRole('button', { name: 'Like Blindfold' }).getAttribute('aria-pressed'),
    ).toBe('false');
    expect(within(blindfold).getByRole('button', { name: 'Not for me: Blindfold' })).toBeTruthy();
  });

  it('names the buttons in Russian', async () => {
    const { me } = mockLikesApi();
    renderApp('/', { me });
    expect(await screen.findByRole('button', { name: 'Нравится: Ужин при свечах' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Не моё: Ужин при свечах' })).toBeTruthy();
  });

  it('shows how many couples matched, never a count of likes', async () => {
    const { me } = mockLikesApi({ stats: { '10': { like_count: 4, feedback_count: 0 } } });
    renderApp('/en/', { me });
    expect(await screen.findByText('2 couples want this together')).toBeTruthy();
  });
});

describe('feed: liking', () => {
  it('marks the card at once and puts it back when the like fails', async () => {
    let answer!: (response: Response) => void;
    const { me, callsTo } = mockLikesApi(
      { subscription: PREMIUM },
      {
        [route(endpoints.likeFantasy, { params: { id: 12 } })]: () =>
          new Promise<Response>((resolve) => (answer = resolve)),
      },
    );
    renderApp('/en/', { me });
    const like = await screen.findByRole('button', { name: 'Like Blindfold' });
    await waitFor(() => expect(callsTo('/fantasies/liked/')).toHaveLength(1));
    fireEvent.click(like);
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('true'));
    expect(within(card('Blindfold')).getByText('You like this')).toBeTruthy();
    await waitFor(() => expect(callsTo('/fantasies/12/like/')).toHaveLength(1));
    answer(errorResponse(500, { code: 'server_error', detail: 'Boom' }));
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('false'));
    expect(within(card('Blindfold')).queryByText('You like this')).toBeNull();
    expect(await screen.findByText("Couldn't save your choice")).toBeTruthy();
  });

  it('reads likes, matches and stats again once a like is saved', async () => {
    const { me, callsTo } = mockLikesApi();
    renderApp('/en/', { me });
    const like = await screen.findByRole('button', { name: 'Like Candle-lit dinner' });
    await waitFor(() => expect(callsTo('/fantasies/matches/')).toHaveLength(1));
    expect(callsTo('/fantasies/liked/')).toHaveLength(1);
    expect(callsTo('/fantasies/stats/')).toHaveLength(1);
    fireEvent.click(like);
    await waitFor(() => expect(callsTo('/fantasies/liked/')).toHaveLength(2));
    await waitFor(() => expect(callsTo('/fantasies/matches/')).toHaveLength(2));
    await waitFor(() => expect(callsTo('/fantasies/stats/')).toHaveLength(2));
    expect(within(card('Candle-lit dinner')).getByText('You like this')).toBeTruthy();
  });

  it('celebrates a match and refreshes likes, matches and stats', async () => {
    const { me, callsTo } = mockLikesApi({ partnerLikes: [10] });
    renderApp('/en/', { me });
    const like = await screen.findByRole('button', { name: 'Like Candle-lit dinner' });
    await waitFor(() => expect(callsTo('/fantasies/matches/')).toHaveLength(1));
    fireEvent.click(like);
    // The reveal names the partner once it has read who that is.
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: "It's a match!" }).textContent).toContain(
        'You and bob both want “Candle-lit dinner”. Time to plan a date?',
      ),
    );
    const reveal = screen.getByRole('dialog', { name: "It's a match!" });
    fireEvent.click(within(reveal).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(card('Candle-lit dinner')).getByText('Matched')).toBeTruthy();
    // Refetched after the like; the reveal's own readers may read them once more, so the exact
    // counts are the test above's.
    await waitFor(() => expect(callsTo('/fantasies/matches/').length).toBeGreaterThanOrEqual(2));
    expect(callsTo('/fantasies/liked/').length).toBeGreaterThanOrEqual(2);
    expect(callsTo('/fantasies/stats/').length).toBeGreaterThanOrEqual(2);
    expect(callsTo('/fantasies/10/like/')[0]?.request.method).toBe('POST');
  });

  it('takes a like back when the pressed heart is pressed again', async () => {
    const { me, callsTo } = mockLikesApi({ liked: [10] });
    renderApp('/en/', { me });
    const like = await screen.findByRole('button', { name: 'Like Candle-lit dinner' });
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(like);
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('false'));
    expect(callsTo('/fantasies/10/dislike/')).toHaveLength(1);
  });

  it('answers maybe on a card, shows it, keeps it from the partner until they answer too, and takes it back', async () => {
    const { me, callsTo, data } = mockLikesApi({ liked: [10], partnerMaybes: [10], subscription: PREMIUM });
    renderApp('/en/', { me });
    // A like the partner answered maybe to: the couple's softer match.
    const card = await screen.findByRole('article', { name: 'Candle-lit dinner' });
    expect(await within(card).findByText('Maybe together')).toBeTruthy();
    // A liked fantasy offers no maybe: a maybe never quietly undoes a like.
    expect(within(card).queryByRole('button', { name: 'Maybe: Candle-lit dinner' })).toBeNull();

    const other = screen.getByRole('article', { name: 'Blindfold' });
    const maybe = within(other).getByRole('button', { name: 'Maybe: Blindfold' });
    fireEvent.click(maybe);
    await waitFor(() => expect(maybe.getAttribute('aria-pressed')).toBe('true'));
    expect(await within(other).findByText('Maybe')).toBeTruthy();
    await waitFor(() => expect(data.maybes).toContain(12));
    expect(callsTo('/fantasies/12/like/')).toHaveLength(0);
    fireEvent.click(maybe);
    await waitFor(() => expect(maybe.getAttribute('aria-pressed')).toBe('false'));
    await waitFor(() => expect(data.maybes).not.toContain(12));
  });

  it('tells gently when a maybe together forms, naming the fantasy, and not for a lone maybe', async () => {
    const { me } = mockLikesApi({ partnerMaybes: [10], subscription: PREMIUM });
    renderApp('/en/', { me });
    const lone = await screen.findByRole('button', { name: 'Maybe: Blindfold' });
    fireEvent.click(lone);
    await waitFor(() => expect(lone.getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(screen.getByRole('button', { name: 'Maybe: Candle-lit dinner' }));
    expect(await screen.findByText('Maybe together: “Candle-lit dinner”')).toBeTruthy();
    expect(screen.queryByText('Maybe together: “Blindfold”')).toBeNull();
  });

  it('asks a visitor to sign in instead of liking', async () => {
    mockLikesApi(
      {},
      {
        [route(endpoints.getProviders)]: () =>
          json({ google: null, yandex: null, vk: null, apple: null, dev_login: true }),
      },
    );
    renderApp('/en/');
    fireEvent.click(await screen.findByRole('button', { name: 'Like Blindfold' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in to continue' })).toBeTruthy();
  });
});

describe('feed on a phone', () => {
  it('shows one new card at a time; passing and liking move on, and passing sends no dislike', async () => {
    stubMatchMedia((query) => query === MOBILE_QUERY);
    const { me, calls, callsTo, data } = mockLikesApi({ subscription: PREMIUM });
    renderApp('/en/', { me });
    const deck = await screen.findByRole('region', { name: 'Fantasies, one at a time' });
    expect(within(deck).getAllByRole('article')).toHaveLength(1);
    expect(within(deck).getByText('3 new cards left')).toBeTruthy();
    const first = within(deck).getByRole('article').getAttribute('aria-labelledby')!;
    const firstTitle = document.getElementById(first)!.textContent;
    const firstId = listFantasies('en').find((fantasy) => fantasy.title === firstTitle)!.id;
    fireEvent.click(within(deck).getByRole('button', { name: `Not for me: ${firstTitle}` }));
    expect(await within(deck).findByText('2 new cards left')).toBeTruthy();
    await waitFor(() => expect(callsTo(`/fantasies/${firstId}/pass/`)).toHaveLength(1));

    const card = within(deck).getByRole('article').parentElement!;
    const secondTitle = document.getElementById(
      within(deck).getByRole('article').getAttribute('aria-labelledby')!,
    )!.textContent;
    fireEvent.pointerDown(card, { clientX: 100, clientY: 100, pointerType: 'touch' });
    fireEvent.pointerMove(card, { clientX: 160, clientY: 102, pointerType: 'touch' });
    fireEvent.pointerMove(card, { clientX: 260, clientY: 104, pointerType: 'touch' });
    fireEvent.pointerUp(card, { clientX: 260, clientY: 104, pointerType: 'touch' });
    expect(await within(deck).findByText('1 new card left')).toBeTruthy();
    const id = listFantasies('en').find((fantasy) => fantasy.title === secondTitle)!.id;
    await waitFor(() => expect(callsTo(`/fantasies/${id}/like/`)).toHaveLength(1));
    expect(data.passed).toEqual([firstId]);
    expect(calls.filter((call) => call.path.endsWith('/dislike/'))).toHaveLength(0);
  });

  it('leaves out what was liked, matched or passed before, and a pass never undoes a match', async () => {
    stubMatchMedia((query) => query === MOBILE_QUERY);
    const { me, calls, callsTo, data } = mockLikesApi({
      subscription: PREMIUM,
      liked: [11],
      partnerLikes: [11],
      passed: [10],
    });
    renderApp('/en/', { me });
    const deck = await screen.findByRole('region', { name: 'Fantasies, one at a time' });
    expect(within(deck).getByText('1 new card left')).toBeTruthy();
    expect(within(deck).getByRole('article', { name: 'Blindfold' })).toBeTruthy();
    fireEvent.click(within(deck).getByRole('button', { name: 'Not for me: Blindfold' }));
    expect(await screen.findByRole('heading', { name: "You've seen every card" })).toBeTruthy();
    expect(data.liked).toEqual([11]);
    expect(calls.filter((call) => call.path.endsWith('/dislike/'))).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Show passed cards again' }));
    expect(
      await within(await screen.findByRole('region', { name: 'Fantasies, one at a time' })).findByText(
        '2 new cards left',
      ),
    ).toBeTruthy();
    expect(callsTo('/fantasies/passed/').some((call) => call.request.method === 'DELETE')).toBe(true);
    expect(data.passed).toEqual([]);
  });

  it('lets a maybe answer a card and move on, and leaves out what was answered maybe before', async () => {
    stubMatchMedia((query) => query === MOBILE_QUERY);
    const { me, callsTo, data } = mockLikesApi({ subscription: PREMIUM, maybes: [10] });
    renderApp('/en/', { me });
    const deck = await screen.findByRole('region', { name: 'Fantasies, one at a time' });
    expect(within(deck).getByText('2 new cards left')).toBeTruthy();
    const title = document.getElementById(
      within(deck).getByRole('article').getAttribute('aria-labelledby')!,
    )!.textContent;
    const id = listFantasies('en').find((fantasy) => fantasy.title === title)!.id;
    fireEvent.click(within(deck).getByRole('button', { name: `Maybe: ${title}` }));
    expect(await within(deck).findByText('1 new card left')).toBeTruthy();
    await waitFor(() => expect(callsTo(`/fantasies/${id}/maybe/`)).toHaveLength(1));
    expect(data.maybes).toEqual([10, id]);
    expect(data.liked).toEqual([]);
  });

  it('keeps the card when a like fails and offers to try again', async () => {
    stubMatchMedia((query) => query === MOBILE_QUERY);
    let failures = 1;
    const { me, callsTo, data } = mockLikesApi(
      { subscription: PREMIUM, passed: [10, 11] },
      {
        [route(endpoints.likeFantasy, { params: { id: 12 } })]: () => {
          if (failures-- > 0) return errorResponse(503, { code: 'service_unavailable', detail: 'Busy' });
          data.liked.push(12);
          return json({ fantasy: 12, state: 'like' });
        },
      },
    );
    renderApp('/en/', { me });
    const deck = await screen.findByRole('region', { name: 'Fantasies, one at a time' });
    fireEvent.click(within(deck).getByRole('button', { name: 'Like Blindfold' }));
    expect(await screen.findByText("Couldn't save your choice")).toBeTruthy();
    expect(within(deck).getByRole('article', { name: 'Blindfold' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: "You've seen every card" })).toBeTruthy();
    expect(callsTo('/fantasies/12/like/')).toHaveLength(2);
  });
});
