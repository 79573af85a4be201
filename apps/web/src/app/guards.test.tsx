import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@duet/contracts/plain';
import { json, route } from '#test/api-mocks.ts';
import { mockAccountApi } from '#test/account-mocks.ts';
import { makeMe, renderApp } from '#test/render-app.tsx';

describe('route guards', () => {
  it('authenticated: sends a visitor to sign-in with the page as `next`', async () => {
    mockAccountApi({ me: makeMe() });
    const { router } = renderApp('/en/profile/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Duet' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en/auth/login/');
    expect(router.state.location.search).toBe('?next=%2Fen%2Fprofile%2F');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('check-username: lets a visitor who confirmed 18+ browse the feed, with a way to sign in', async () => {
    mockAccountApi({ me: makeMe() });
    renderApp('/en/');
    expect(await screen.findByText('3 fantasies')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/en/auth/login/?next=%2Fen%2F',
    );
  });

  it('check-username: asks a new visitor to confirm 18+ first, remembers it, then continues', async () => {
    mockAccountApi({ me: makeMe() });
    const { router } = renderApp('/en/matches/likes/', { accepted18p: false });
    const confirm = await screen.findByRole('button', { name: 'I am 18 or older' });
    expect(router.state.location.pathname).toBe('/en/18p/');
    fireEvent.click(confirm);
    expect(await screen.findByRole('heading', { level: 1, name: 'Matches' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en/matches/likes/');
    expect(document.cookie).toContain('accepted18p=1');
  });

  it('check-username: a gift link asks a new visitor to confirm 18+ before the certificate', async () => {
    mockAccountApi({ me: makeMe() });
    const { router } = renderApp('/en/gift/abc123/', { accepted18p: false });
    expect(await screen.findByRole('button', { name: 'I am 18 or older' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en/18p/');
    expect(router.state.location.search).toBe('?next=%2Fen%2Fgift%2Fabc123%2F');
  });

  it('the age gate says goodbye in place when there is nowhere to go back to', async () => {
    mockAccountApi({ me: makeMe() });
    renderApp('/en/matches/', { accepted18p: false });
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'See you later' })).toBeTruthy();
    expect(document.cookie).not.toContain('accepted18p=1');
  });

  it('check-username: sends an unfinished account to the account-creation step', async () => {
    mockAccountApi({ me: makeMe({ username: 'oauth2_abc' }) });
    const { router } = renderApp('/en/events/', { me: makeMe({ username: 'oauth2_abc' }) });
    expect(await screen.findByLabelText('Username')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Your account' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en/auth/login/');
    expect(router.state.location.search).toBe('?next=%2Fen%2Fevents%2F');
  });

  it('check-username: a finished account that has not accepted 18+ saves the answer on the account', async () => {
    const me = makeMe({ accept_18_disclaimer: false });
    const api = mockAccountApi({ me });
    const { router } = renderApp('/matches/', { me, accepted18p: false });
    fireEvent.click(await screen.findByRole('button', { name: 'Мне есть 18 лет' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Совпадения' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/matches/');
    expect(api.callsTo('/user/profile/')[0]?.request).toMatchObject({
      method: 'PUT',
      body: { accept_18_disclaimer: true },
    });
    expect(api.callsTo('/user/profile/')[0]?.request.headers.get('Authorization')).toBe('Bearer test-token');
  });

  it('opens a guarded page for a finished, confirmed account', async () => {
    mockAccountApi({ me: makeMe() });
    renderApp('/en/profile/', { me: makeMe() });
    expect(await screen.findByRole('button', { name: 'Log out' })).toBeTruthy();
  });
});

describe('sign-in page', () => {
  it('shows only configured providers and signs in with the development form', async () => {
    const provisional = makeMe({ username: 'oauth2_dev_anna', accept_18_disclaimer: false });
    const api = mockAccountApi(
      { me: provisional },
      { [route(endpoints.devLogin)]: () => json({ access: 'new-token', user: provisional }) },
    );
    renderApp('/en/auth/login/?next=%2Fen%2Fmatches%2F');
    const name = await screen.findByLabelText('Name');
    expect(screen.queryByRole('button', { name: 'Sign in with Apple' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Sign-in options' })).toBeNull();
    fireEvent.change(name, { target: { value: 'anna' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    // An `oauth2…` username: the account-creation step follows on the same page.
    expect(await screen.findByLabelText('Username')).toBeTruthy();
    expect(api.callsTo('/user/dev_login/')[0]?.request.body).toEqual({ username: 'anna' });
    expect(api.callsTo('/user/dev_login/')[0]?.request.headers.get('Authorization')).toBeNull();
    // The visitor's 18+ confirmation moves to the account; partner and invites load.
    await waitFor(() =>
      expect(api.callsTo('/user/profile/')[0]?.request.body).toEqual({ accept_18_disclaimer: true }),
    );
    await waitFor(() => expect(api.callsTo('/invites/list/')).toHaveLength(1));
    expect(api.callsTo('/partner/current/?absent=null')).toHaveLength(1);
    expect(document.cookie).toContain('token=new-token');
  });

  it('goes to `next` after signing in to a finished account', async () => {
    mockAccountApi(
      { me: makeMe() },
      { [route(endpoints.devLogin)]: () => json({ access: 'new-token', user: makeMe() }) },
    );
    const { router } = renderApp('/en/auth/login/?next=%2Fen%2Fmatches%2F');
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'alice' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Matches' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en/matches/');
    expect(screen.getByRole('link', { name: 'Profile' })).toBeTruthy();
  });

  it('ignores a `next` that leaves the site', async () => {
    mockAccountApi(
      { me: makeMe() },
      { [route(endpoints.devLogin)]: () => json({ access: 'new-token', user: makeMe() }) },
    );
    const { router } = renderApp('/en/auth/login/?next=%2F%2Fevil.example%2F');
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'alice' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/'));
  });

  it('says a failed sign-in in words', async () => {
    mockAccountApi(
      { me: makeMe() },
      {
        [route(endpoints.devLogin)]: () =>
          new Response(JSON.stringify({ code: 'authentication_failed', detail: 'No.' }), { status: 401 }),
      },
    );
    renderApp('/auth/login/');
    fireEvent.change(await screen.findByLabelText('Имя'), { target: { value: 'anna' } });
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Что-то пошло не так. Попробуйте ещё раз.',
    );
  });
});
