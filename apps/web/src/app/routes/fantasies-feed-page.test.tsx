import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@duet/contracts/plain';
import { DEV_ONLY_PROVIDERS, mockAccountApi } from '#test/account-mocks.ts';
import { errorResponse, json, listFantasies, mockApi, route } from '#test/api-mocks.ts';
import { GRID_STEP } from './feed-grid.tsx';
import { makeMe, renderApp } from '#test/render-app.tsx';

describe('fantasies feed', () => {
  it('lists the catalogue with a plural count, asking the API in the page language', async () => {
    const fetchMock = mockApi();
    renderApp('/');
    expect(await screen.findByText('3 фантазии')).toBeTruthy();
    const list = screen.getAllByRole('list').find((element) => element.classList.contains('feed-grid'))!;
    expect(within(list).getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Ужин при свечах' })).toBeTruthy();
    const headers = new Headers(fetchMock.mock.calls[0]![1]?.headers);
    expect(headers.get('Accept-Language')).toBe('ru, en;q=0.9');
    expect(document.title).toBe('Фантазии — Duet');
  });

  it('shows the grid in steps: "show more" adds the next cards and moves the focus to the first of them', async () => {
    const [template] = listFantasies('en');
    const many = Array.from({ length: GRID_STEP * 2 + 3 }, (_, index) => ({
      ...template!,
      id: 1000 + index,
      slug: `idea-${index}`,
      title: `Idea ${index}`,
    }));
    mockApi({ [route(endpoints.listFantasies, { query: { paginator: 'off' } })]: () => json(many) });
    renderApp('/en/');
    expect(await screen.findByText(`${many.length} fantasies`)).toBeTruthy();
    const grid = () =>
      screen.getAllByRole('list').find((element) => element.classList.contains('feed-grid'))!;
    expect(within(grid()).getAllByRole('article')).toHaveLength(GRID_STEP);
    fireEvent.click(screen.getByRole('button', { name: `Show ${GRID_STEP} more fantasies` }));
    expect(within(grid()).getAllByRole('article')).toHaveLength(GRID_STEP * 2);
    const firstAdded = within(grid()).getAllByRole('article')[GRID_STEP]!;
    await waitFor(() => expect(document.activeElement).toBe(within(firstAdded).getAllByRole('link')[0]));
    fireEvent.click(screen.getByRole('button', { name: 'Show 3 more fantasies' }));
    expect(within(grid()).getAllByRole('article')).toHaveLength(many.length);
    expect(screen.queryByRole('button', { name: /^Show \d+ more/ })).toBeNull();
  });

  it('offers the next cards with a Russian plural', async () => {
    const [template] = listFantasies('ru');
    const many = Array.from({ length: GRID_STEP + 2 }, (_, index) => ({ ...template!, id: 2000 + index }));
    mockApi({ [route(endpoints.listFantasies, { query: { paginator: 'off' } })]: () => json(many) });
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Показать ещё 2 фантазии' })).toBeTruthy();
  });

  it("opens a visitor's grid on cards they can answer, the locked ones after them", async () => {
    const catalogue = listFantasies('en');
    const bolderFirst = [...catalogue].sort(
      (a, b) => (a.difficulty === 'light' ? 1 : 0) - (b.difficulty === 'light' ? 1 : 0),
    );
    mockApi({ [route(endpoints.listFantasies, { query: { paginator: 'off' } })]: () => json(bolderFirst) });
    renderApp('/en/');
    await screen.findByText('3 fantasies');
    const grid = screen.getAllByRole('list').find((element) => element.classList.contains('feed-grid'))!;
    const titles = within(grid)
      .getAllByRole('article')
      .map((card) => within(card).getAllByRole('link')[0]!.textContent);
    const light = catalogue
      .filter((fantasy) => fantasy.difficulty === 'light')
      .map((fantasy) => fantasy.title);
    expect(light.length).toBeGreaterThan(0);
    expect(titles.slice(0, light.length)).toEqual(light);
  });

  it('speaks English under /en/', async () => {
    mockApi();
    renderApp('/en/');
    expect(await screen.findByText('3 fantasies')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Blindfold' })).toBeTruthy();
  });

  it('shows skeletons while loading', async () => {
    mockApi({
      [route(endpoints.listFantasies, { query: { paginator: 'off' } })]: () =>
        new Promise<Response>(() => {}),
    });
    renderApp('/en/');
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.getByText('Loading fantasies…')).toBeTruthy();
  });

  it('offers a retry when loading fails', async () => {
    let calls = 0;
    mockApi({
      [route(endpoints.listFantasies, { query: { paginator: 'off' } })]: () =>
        ++calls === 1
          ? errorResponse(503, { code: 'service_unavailable', detail: 'Down' })
          : Response.json([]),
    });
    renderApp('/en/');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("Couldn't load fantasies")).toBeTruthy();
    expect(
      within(alert).getByText('The service is temporarily unavailable. Please try again shortly.'),
    ).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No fantasies yet' })).toBeTruthy();
  });

  it('says honestly that liking arrives with sign-in', async () => {
    mockApi();
    renderApp('/en/');
    expect(await screen.findByText('Likes and matches arrive with sign-in')).toBeTruthy();
    // No like buttons that pretend to work: a visitor is offered sign-in instead.
    expect(screen.queryByRole('button', { name: /^(like|dislike)$/i })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in to like' })).toBeTruthy();
  });

  it('opens the need-login popup with the sign-in panel for a visitor', async () => {
    mockApi({ [route(endpoints.getProviders)]: () => json(DEV_ONLY_PROVIDERS) });
    renderApp('/en/');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in to like' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to continue' });
    expect(await within(dialog).findByLabelText('Name')).toBeTruthy();
  });

  it('keeps the popup open for the account-creation step after signing in', async () => {
    const user = makeMe({ username: 'oauth2_new' });
    mockAccountApi({ me: user }, { [route(endpoints.devLogin)]: () => json({ access: 'new-token', user }) });
    renderApp('/en/');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in to like' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to continue' });
    fireEvent.change(await within(dialog).findByLabelText('Name'), { target: { value: 'newbie' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    const username = await within(dialog).findByLabelText('Username');
    // One heading per step: the dialog now says 'Your account', with no 'Sign in' title above it.
    expect(screen.getByRole('dialog', { name: 'Your account' })).toBe(dialog);
    expect(
      within(dialog)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Your account']);
    fireEvent.change(username, { target: { value: 'newbie' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('link', { name: 'Profile' })).toBeTruthy();
  });
});

describe('background refresh failure', () => {
  it('keeps the cards and tells the user with a toast', async () => {
    let calls = 0;
    mockApi({
      [route(endpoints.listFantasies, { query: { paginator: 'off' } })]: (locale) =>
        ++calls === 1
          ? Response.json(listFantasies(locale))
          : errorResponse(500, { code: 'server_error', detail: 'Boom' }),
    });
    const { queryClient } = renderApp('/en/');
    expect(await screen.findByText('3 fantasies')).toBeTruthy();
    await queryClient.refetchQueries({ queryKey: ['fantasies', 'list'] });
    expect(await screen.findByText("Couldn't refresh the data")).toBeTruthy();
    expect(screen.getByText('3 fantasies')).toBeTruthy();
  });
});
