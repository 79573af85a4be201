import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@duet/contracts/plain';
import { errorResponse, mockApi, route } from '#test/api-mocks.ts';
import { mockLikesApi } from '#test/likes-mocks.ts';
import { renderApp } from '#test/render-app.tsx';
import { requestUrl } from '#test/fetch-input.ts';

// The pages' chunks are transformed on first import; doing it up front keeps the first waits honest.
beforeAll(() => Promise.all([import('./collections-page.tsx'), import('./collection-page.tsx')]));
afterEach(() => localStorage.clear());

const WHOLE_LIST = { query: { paginator: 'off' } } as const;

const covers = () =>
  within(screen.getAllByRole('list').find((list) => list.classList.contains('collections-grid'))!)
    .getAllByRole('article')
    .map((article) => article.textContent);

const cardTitles = () =>
  screen
    .queryAllByRole('article')
    .map((article) => document.getElementById(article.getAttribute('aria-labelledby')!)?.textContent);

describe('collections page', () => {
  it('shows every collection as a cover with its title, line and a Russian plural count', async () => {
    const fetchMock = mockApi();
    renderApp('/collections/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Подборки' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(covers()).toEqual([
      '🕯️Медленные вечераНикуда не спешить и быть вдвоём2 фантазии',
      '👁️Пять чувствВкус, запах, звук2 фантазии',
      '☕Утро вдвоёмПока мир ещё спит1 фантазия',
    ]);
    expect(screen.getByRole('link', { name: 'Медленные вечера' }).getAttribute('href')).toBe(
      '/collections/slow-evenings/',
    );
    expect(document.title).toBe('Подборки — Duet');
    const asked = fetchMock.mock.calls.find(([input]) => requestUrl(input).includes('/collections/'));
    expect(new Headers(asked?.[1]?.headers).get('Accept-Language')).toBe('ru, en;q=0.9');
  });

  it('counts only the cards the person chose to see', async () => {
    localStorage.setItem('duet.bolder-cards', 'off');
    mockApi();
    renderApp('/en/collections/');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(covers()).toEqual([
      '🕯️Slow eveningsNowhere to be but with each other1 fantasy',
      '👁️The five sensesTaste, scent, sound0 fantasies',
      '☕Mornings togetherWhile the world is still asleep1 fantasy',
    ]);
  });

  it('offers a retry when the collections fail to load', async () => {
    mockApi({
      [route(endpoints.listCollections, WHOLE_LIST)]: () =>
        errorResponse(503, { code: 'service_unavailable', detail: 'Down' }),
    });
    renderApp('/en/collections/');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("Couldn't load collections")).toBeTruthy();
  });

  it('opens a collection from its cover', async () => {
    mockApi();
    const { router } = renderApp('/en/collections/');
    fireEvent.click(await screen.findByRole('link', { name: 'The five senses' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The five senses' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en/collections/five-senses/');
  });
});

describe('collection page', () => {
  it("shows the collection's cover header and its fantasies as the feed's cards", async () => {
    mockApi();
    renderApp('/en/collections/slow-evenings/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Slow evenings' })).toBeTruthy();
    expect(screen.getByText('Nowhere to be but with each other')).toBeTruthy();
    await waitFor(() => expect(cardTitles()).toEqual(['Candle-lit dinner', 'Stars on the roof']));
    expect(screen.getByText('2 fantasies')).toBeTruthy();
    // A visitor's medium card shows the premium lock, as in the feed.
    const stars = screen.getAllByRole('article')[1]!;
    expect(within(stars).getByText('Premium')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Like Candle-lit dinner' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All collections' }).getAttribute('href')).toBe(
      '/en/collections/',
    );
    expect(document.title).toBe('Slow evenings — Duet');
  });

  it('puts what was answered before the page opened last, and keeps it there when answered now', async () => {
    const { me } = mockLikesApi({ liked: [10] });
    renderApp('/en/collections/slow-evenings/', { me });
    await waitFor(() => expect(cardTitles()).toEqual(['Stars on the roof', 'Candle-lit dinner']));
    fireEvent.click(screen.getByRole('button', { name: 'Not for me: Stars on the roof' }));
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Not for me: Stars on the roof' }).getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    expect(cardTitles()).toEqual(['Stars on the roof', 'Candle-lit dinner']);
  });

  it('likes a card through the API for a signed-in person', async () => {
    const { me, callsTo } = mockLikesApi();
    renderApp('/en/collections/slow-evenings/', { me });
    const like = await screen.findByRole('button', { name: 'Like Candle-lit dinner' });
    await waitFor(() => expect(callsTo('/fantasies/liked/')).toHaveLength(1));
    fireEvent.click(like);
    await waitFor(() => expect(callsTo('/fantasies/10/like/')).toHaveLength(1));
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('true'));
  });

  it('keeps bolder cards back and says so, with a way to change it', async () => {
    localStorage.setItem('duet.bolder-cards', 'off');
    mockApi();
    renderApp('/en/collections/five-senses/');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Every card here is a bolder one' }),
    ).toBeTruthy();
    expect(screen.getByText(/2 bolder cards are tucked away, as you chose\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Show bolder cards' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'All' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Stars on the roof', 'Blindfold']));
    expect(localStorage.getItem('duet.bolder-cards')).toBe('all');
    expect(screen.queryByText(/tucked away/)).toBeNull();
  });

  it('answers an unknown collection with "page not found"', async () => {
    mockApi();
    renderApp('/en/collections/no-such-collection/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByText('Address: /en/collections/no-such-collection/')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All collections' })).toBeTruthy();
  });

  it('opens the feed with this collection chosen, and the chip there clears it', async () => {
    mockApi();
    const { router } = renderApp('/en/collections/mornings/');
    fireEvent.click(await screen.findByRole('button', { name: 'Show in the feed' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/'));
    expect(await screen.findByRole('link', { name: 'Collection: Mornings together' })).toBeTruthy();
    await waitFor(() => expect(cardTitles()).toEqual(['Candle-lit dinner']));
    expect(screen.getByText('1 of 3 fantasies')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show all collections' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    expect(screen.queryByRole('link', { name: /Collection:/ })).toBeNull();
  });
});

describe('fantasy page', () => {
  it('links to the collections the fantasy is in', async () => {
    mockApi();
    const { router } = renderApp('/en/fantasies/candle-dinner/');
    const chips = await screen.findByRole('region', { name: 'In collections' });
    const links = within(chips).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['🕯️Slow evenings', '☕Mornings together']);
    fireEvent.click(links[1]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mornings together' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en/collections/mornings/');
  });
});
