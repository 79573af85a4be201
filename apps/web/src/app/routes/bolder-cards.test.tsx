import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { errorResponse, mockApi, route } from '#test/api-mocks.ts';
import { endpoints } from '@duet/contracts/plain';
import { mockLikesApi } from '#test/likes-mocks.ts';
import { makeMe, renderApp } from '#test/render-app.tsx';
import { requestUrl } from '#test/fetch-input.ts';

afterEach(() => localStorage.clear());

const cardTitles = () =>
  screen
    .queryAllByRole('article')
    .map((article) => document.getElementById(article.getAttribute('aria-labelledby')!)?.textContent);

async function openFilters() {
  fireEvent.click(await screen.findByRole('button', { name: 'Filters' }));
  return screen.findByRole('dialog', { name: 'Filters' });
}

describe('show bolder cards', () => {
  it('is chosen in the filters: saved through the API, and the feed shows only gentle cards', async () => {
    const { me, callsTo } = mockLikesApi();
    renderApp('/en/', { me });
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    const dialog = await openFilters();
    const group = within(dialog).getByRole('group', { name: 'Show bolder cards' });
    expect(within(group).getByRole('radio', { name: 'All' })).toHaveProperty('checked', true);
    expect(within(group).getByRole('radio', { name: 'Off' }).getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(within(group).getByRole('radio', { name: 'Off' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Candle-lit dinner']));
    expect(screen.getByText('1 fantasy')).toBeTruthy();
    expect(screen.getByText(/2 bolder cards are tucked away, as you chose\./)).toBeTruthy();
    const saves = callsTo('/fantasies/user/intensity/').filter((call) => call.request.method === 'PUT');
    expect(saves.map((call) => call.request.body)).toEqual([{ bolder_cards: 'off' }]);
    // The filters were saved as they were: the setting is not one of them.
    expect(callsTo('/fantasies/user/filters/').at(-1)?.request.body).toEqual({
      difficulty: null,
      sorting: 'random',
      tags: [],
      collection: null,
    });
  });

  it('fails closed: a setting that cannot be read shows gentle cards only', async () => {
    const { me } = mockLikesApi(
      { bolderCards: 'all' },
      {
        [route(endpoints.getCardIntensity)]: () =>
          errorResponse(500, { code: 'server_error', detail: 'Down.' }),
      },
    );
    renderApp('/en/', { me });
    await waitFor(() => expect(cardTitles()).toEqual(['Candle-lit dinner']));
    expect(screen.getByText(/2 bolder cards are tucked away/)).toBeTruthy();
  });

  it('applies the stored setting on load; a filter reset leaves it be', async () => {
    const { me, callsTo } = mockLikesApi({
      bolderCards: 'some',
      filters: { difficulty: null, sorting: 'likes', tags: [], collection: null },
    });
    renderApp('/en/', { me });
    await waitFor(() =>
      expect(cardTitles()).toEqual(expect.arrayContaining(['Candle-lit dinner', 'Stars on the roof'])),
    );
    expect(cardTitles()).toHaveLength(2);
    expect(screen.getByText(/^1 bolder card is tucked away, as you chose\./)).toBeTruthy();
    const dialog = await openFilters();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(within(dialog).getByRole('radio', { name: 'Some' })).toHaveProperty('checked', true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cardTitles()).toHaveLength(2);
    expect(callsTo('/fantasies/user/intensity/').filter((call) => call.request.method === 'PUT')).toEqual([]);
  });

  it("is changed from the feed's note, in Russian", async () => {
    const { me, callsTo } = mockLikesApi({ bolderCards: 'off' });
    renderApp('/', { me });
    expect(await screen.findByText(/2 смелые карточки скрыты — как вы и выбрали\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Изменить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Показывать смелые карточки' });
    expect(within(dialog).getByText('Этот выбор видите только вы. Партнёр о нём не узнает.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Все' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Применить' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    expect(screen.queryByText(/скрыт/)).toBeNull();
    await waitFor(() =>
      expect(
        callsTo('/fantasies/user/intensity/')
          .filter((call) => call.request.method === 'PUT')
          .map((call) => call.request.body),
      ).toEqual([{ bolder_cards: 'all' }]),
    );
    // The note is gone with its button: focus goes back to the page, not nowhere.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  });

  it("keeps a visitor's choice on this device, never asking the API", async () => {
    const fetchMock = mockApi();
    renderApp('/en/');
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    const dialog = await openFilters();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Some' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(2));
    expect(localStorage.getItem('duet.bolder-cards')).toBe('some');
    const urls = fetchMock.mock.calls.map(([input]) => requestUrl(input));
    expect(urls.some((url) => url.includes('/intensity/'))).toBe(false);
  });

  it('is a setting of the profile, saved as soon as it is chosen', async () => {
    const me = makeMe();
    const { callsTo } = mockLikesApi({ me, bolderCards: 'some' });
    renderApp('/en/profile/', { me });
    const group = await screen.findByRole('group', { name: 'Show bolder cards' });
    expect(within(group).getByRole('radio', { name: 'Some' })).toHaveProperty('checked', true);
    expect(within(group).getByText('Adds sensual ones')).toBeTruthy();
    fireEvent.click(within(group).getByRole('radio', { name: 'Off' }));
    await waitFor(() =>
      expect(
        callsTo('/fantasies/user/intensity/')
          .filter((call) => call.request.method === 'PUT')
          .map((call) => call.request.body),
      ).toEqual([{ bolder_cards: 'off' }]),
    );
    expect(within(group).getByRole('radio', { name: 'Off' })).toHaveProperty('checked', true);
  });
});

describe('collection filter', () => {
  it('chooses one collection in the filters and saves it with them', async () => {
    const { me, callsTo } = mockLikesApi();
    renderApp('/en/', { me });
    const dialog = await openFilters();
    const select = within(dialog).getByRole('combobox', { name: 'Collection' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All collections', '🕯️ Slow evenings', '👁️ The five senses', '☕ Mornings together']);
    fireEvent.change(select, { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(cardTitles()).toEqual(expect.arrayContaining(['Stars on the roof', 'Blindfold'])),
    );
    expect(cardTitles()).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Collection: The five senses' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Filters' }).hasAttribute('data-active')).toBe(true);
    expect(callsTo('/fantasies/user/filters/').at(-1)?.request.body).toEqual({
      difficulty: null,
      sorting: 'random',
      tags: [],
      collection: 2,
    });
  });
});
