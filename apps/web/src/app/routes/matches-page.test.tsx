import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@duet/contracts/plain';
import { errorResponse, mockApi, route } from '#test/api-mocks.ts';
import { mockLikesApi } from '#test/likes-mocks.ts';
import { renderApp } from '#test/render-app.tsx';

describe('matches page', () => {
  it('asks a visitor to sign in on every tab', async () => {
    mockApi();
    renderApp('/en/matches/deepid/');
    expect(await screen.findByRole('heading', { name: 'Sign in to see your matches' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('invites to link a partner when there is none', async () => {
    const { me } = mockLikesApi({ partner: null, liked: [10] });
    renderApp('/en/matches/', { me });
    expect(await screen.findByRole('heading', { name: 'Matches need two' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Link a partner' }).getAttribute('href')).toBe('/en/profile/');
  });

  it('encourages a couple without matches yet', async () => {
    const { me } = mockLikesApi({ liked: [10] });
    renderApp('/en/matches/', { me });
    expect(await screen.findByRole('heading', { name: 'No matches yet' })).toBeTruthy();
  });

  it('lists the matched fantasies, each labelled "Matched"', async () => {
    const { me } = mockLikesApi({ liked: [10, 11], partnerLikes: [11] });
    renderApp('/en/matches/', { me });
    const article = await screen.findByRole('article', { name: 'Stars on the roof' });
    expect(within(article).getByText('Matched')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByText('1 shared wish')).toBeTruthy();
  });

  it('shows the couple’s maybe-matches under the matches, never a one-sided maybe', async () => {
    const { me } = mockLikesApi({ liked: [10, 11], partnerLikes: [11], maybes: [12], partnerMaybes: [10] });
    renderApp('/en/matches/', { me });
    const section = await screen.findByRole('region', { name: 'Maybe together' });
    expect(within(section).getAllByRole('article')).toHaveLength(1);
    expect(within(section).getByRole('article', { name: 'Candle-lit dinner' })).toBeTruthy();
    expect(within(section).getByText('1 maybe together')).toBeTruthy();
    // The match stays above; Blindfold, only maybe'd by me, is nowhere on this tab.
    expect(screen.getByRole('article', { name: 'Stars on the roof' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Blindfold' })).toBeNull();
  });

  it('lists my maybes under my likes, in Russian with its plural', async () => {
    const { me } = mockLikesApi({ liked: [], maybes: [10, 11, 12] });
    renderApp('/matches/likes/', { me });
    const section = await screen.findByRole('region', { name: 'Ваши «может быть»' });
    expect(within(section).getByText('3 ответа «может быть»')).toBeTruthy();
    expect(within(section).getAllByRole('article')).toHaveLength(3);
  });

  it('lists likes and takes one back', async () => {
    const { me, callsTo } = mockLikesApi({ liked: [10, 12] });
    renderApp('/en/matches/likes/', { me });
    expect(await screen.findByText('You like 2 fantasies')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Like Blindfold' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Blindfold' })).toBeNull());
    expect(callsTo('/fantasies/12/dislike/')).toHaveLength(1);
    // A plain like goes without asking, and comes back from the toast.
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('article', { name: 'Blindfold' })).toBeTruthy();
    expect(callsTo('/fantasies/12/like/')).toHaveLength(1);
  });
});

describe('deep id', () => {
  it('shows the chosen first, then the rest by like count, chosen ones marked', async () => {
    const { me } = mockLikesApi({
      deepid: [12],
      stats: { '11': { like_count: 4, feedback_count: 0 }, '10': { like_count: 2, feedback_count: 0 } },
    });
    renderApp('/en/matches/deepid/', { me });
    const grid = await screen.findByRole('list', { name: 'Your deep id' });
    const items = within(grid).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').getAttribute('aria-label'))).toEqual([
      'Blindfold',
      'Stars on the roof',
      'Candle-lit dinner',
    ]);
    // Long words carry soft hyphens, so narrow tiles break them with a hyphen in any browser.
    await waitFor(() =>
      expect(within(items[2]!).getByRole('link').textContent).toBe('Can\u00ADdle-lit din\u00ADner'),
    );
    expect(within(items[0]!).getByText('In your deep id')).toBeTruthy();
    expect(within(items[1]!).queryByText('In your deep id')).toBeNull();
  });

  it('saves the selection in the chosen order', async () => {
    const { me, callsTo } = mockLikesApi({ deepid: [12] });
    renderApp('/en/matches/deepid/', { me });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit deep id' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose your deep id' });
    expect(within(dialog).getByText('1 of 9')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Candle-lit dinner/ }));
    expect(within(dialog).getByText('2 of 9')).toBeTruthy();
    expect(within(dialog).getByText('You can add 7 more')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo('/fantasies/deepid_set/')[0]?.request.body).toEqual([12, 10]);
    expect(await screen.findByText('Deep id saved')).toBeTruthy();
  });

  it('says error.unknown when saving fails', async () => {
    const { me } = mockLikesApi(
      {},
      {
        [route(endpoints.setDeepid)]: () => errorResponse(500, { code: 'server_error', detail: 'Boom' }),
      },
    );
    renderApp('/ru/matches/deepid/', { me });
    fireEvent.click(await screen.findByRole('button', { name: 'Изменить девятку' }));
    const dialog = await screen.findByRole('dialog', { name: 'Соберите заветную девятку' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Неизвестная ошибка. Мы уже разбираемся.',
    );
  });
});
