import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '#test/api-mocks.ts';
import { mockLikesApi } from '#test/likes-mocks.ts';
import { renderApp } from '#test/render-app.tsx';
import { requestUrl } from '#test/fetch-input.ts';

const titles = () =>
  screen
    .queryAllByRole('article')
    .map((article) => article.getAttribute('aria-labelledby'))
    .map((id) => document.getElementById(id!)?.textContent);

async function openFilters() {
  fireEvent.click(await screen.findByRole('button', { name: 'Filters' }));
  return screen.findByRole('dialog', { name: 'Filters' });
}

describe('feed filters', () => {
  it('marks the button only while a filter is on', async () => {
    const { me } = mockLikesApi({
      filters: { difficulty: null, sorting: 'likes', tags: [], collection: null },
    });
    renderApp('/en/', { me });
    const button = await screen.findByRole('button', { name: 'Filters' });
    expect(button.hasAttribute('data-active')).toBe(true);
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Filters are on',
    );
  });

  it('is not marked with the defaults', async () => {
    mockApi();
    renderApp('/en/');
    const button = await screen.findByRole('button', { name: 'Filters' });
    expect(button.hasAttribute('data-active')).toBe(false);
    expect(button.getAttribute('aria-describedby')).toBeNull();
  });

  it('lists tags alphabetically, a tag without a title by its id', async () => {
    mockApi();
    renderApp('/en/');
    const dialog = await openFilters();
    const tags = within(within(dialog).getByRole('group', { name: 'Tags' })).getAllByRole('checkbox');
    expect(tags.map((tag) => tag.closest('label')?.textContent)).toEqual(['#3', 'At home', 'Romance']);
  });

  it('applies and saves the filters of a signed-in user, then closes', async () => {
    const { me, callsTo } = mockLikesApi();
    renderApp('/en/', { me });
    const dialog = await openFilters();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'bold' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Most matched' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(titles()).toEqual(['Blindfold']);
    expect(screen.getByText('1 of 3 fantasies')).toBeTruthy();
    const saves = callsTo('/fantasies/user/filters/').filter((call) => call.request.method === 'POST');
    expect(saves.map((call) => call.request.body)).toEqual([
      { difficulty: 'hard', sorting: 'likes', tags: [], collection: null },
    ]);
  });

  it('resets the draft to no difficulty, random order and no tags', async () => {
    const { me, callsTo } = mockLikesApi({
      filters: { difficulty: 'light', sorting: 'comments', tags: [1], collection: null },
    });
    renderApp('/en/', { me });
    const dialog = await openFilters();
    expect(within(dialog).getByRole('checkbox', { name: 'Romance' })).toHaveProperty('checked', true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(within(dialog).getByRole('radio', { name: 'Any' })).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('radio', { name: 'Surprise me' })).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('checkbox', { name: 'Romance' })).toHaveProperty('checked', false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Filters' }).hasAttribute('data-active')).toBe(false),
    );
    expect(callsTo('/fantasies/user/filters/').at(-1)?.request.body).toEqual({
      difficulty: null,
      sorting: 'random',
      tags: [],
      collection: null,
    });
    expect(titles()).toHaveLength(3);
  });

  it('offers a reset when nothing fits', async () => {
    const { me } = mockLikesApi({
      filters: { difficulty: 'hard', sorting: 'random', tags: [1], collection: null },
    });
    renderApp('/en/', { me });
    expect(await screen.findByRole('heading', { name: 'Nothing fits these filters' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(await screen.findByText('3 fantasies')).toBeTruthy();
  });

  it('keeps a visitor’s filters in the tab, without the API', async () => {
    const fetchMock = mockApi();
    renderApp('/en/');
    const dialog = await openFilters();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Romance' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(titles()).toEqual(['Candle-lit dinner']));
    expect(JSON.parse(sessionStorage.getItem('duet.feed-filters')!)).toEqual({
      difficulty: null,
      sorting: 'random',
      tags: [1],
      collection: null,
    });
    expect(fetchMock.mock.calls.some(([url]) => requestUrl(url).includes('/user/filters/'))).toBe(false);
  });
});
