import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockAccountApi } from '#test/account-mocks.ts';
import { makeMe, renderApp } from '#test/render-app.tsx';

describe('sign-in page, already signed in', () => {
  it('moves on to a `next` on this site', async () => {
    mockAccountApi({ me: makeMe() });
    const { router } = renderApp('/en/auth/login/?next=%2Fen%2Fmatches%2F', { me: makeMe() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Matches' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en/matches/');
  });

  it.each(['%2F%09%2Fevil.example', '%2F%0A%2Fevil.example', 'https%3A%2F%2Fevil.example'])(
    'goes to the main page instead of next=%s',
    async (next) => {
      mockAccountApi({ me: makeMe() });
      const { router } = renderApp(`/en/auth/login/?next=${next}`, { me: makeMe() });
      await waitFor(() => expect(router.state.location.pathname).toBe('/en/'));
      expect(router.state.location.search).toBe('');
    },
  );
});
