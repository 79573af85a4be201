import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@duet/contracts/plain';
import { DEV_ONLY_PROVIDERS, mockAccountApi } from '#test/account-mocks.ts';
import { json, mockApi, route } from '#test/api-mocks.ts';
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

describe('sign-in page', () => {
  it('says what signing in accepts and links the terms and the privacy policy', async () => {
    mockApi({ [route(endpoints.getProviders)]: () => json(DEV_ONLY_PROVIDERS) });
    renderApp('/en/auth/login/');
    expect(await screen.findByText(/By signing in you accept the terms of use/)).toBeTruthy();
    const panel = within(screen.getByRole('main'));
    expect(panel.getByRole('link', { name: 'Terms of use' }).getAttribute('href')).toBe('/en/terms/');
    expect(panel.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/en/privacy/');
  });
});
