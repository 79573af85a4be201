import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, listFantasies, mockApi } from '#test/api-mocks.ts';
import { renderApp } from '#test/render-app.tsx';

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

  it('speaks English under /en/', async () => {
    mockApi();
    renderApp('/en/');
    expect(await screen.findByText('3 fantasies')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Blindfold' })).toBeTruthy();
  });

  it('shows skeletons while loading', async () => {
    mockApi({ '/fantasies/?paginator=off': () => new Promise<Response>(() => {}) });
    renderApp('/en/');
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.getByText('Loading fantasies…')).toBeTruthy();
  });

  it('offers a retry when loading fails', async () => {
    let calls = 0;
    mockApi({
      '/fantasies/?paginator=off': () =>
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
    expect(screen.queryByRole('button', { name: /like/i })).toBeNull();
  });
});

describe('background refresh failure', () => {
  it('keeps the cards and tells the user with a toast', async () => {
    let calls = 0;
    mockApi({
      '/fantasies/?paginator=off': (locale) =>
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
