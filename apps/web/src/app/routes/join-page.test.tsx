import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InviteLinkPreview } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { mockAccountApi } from '#test/account-mocks.ts';
import { errorResponse, json, route } from '#test/api-mocks.ts';
import { makeMe, renderApp } from '#test/render-app.tsx';

const TOKEN = 'Tok3n_with-32-characters-exactly';
const PREVIEW_PATH = route(endpoints.previewInviteLink, { params: { token: TOKEN } });
const ACCEPT_PATH = route(endpoints.acceptInviteLink, { params: { token: TOKEN } });
const PREVIEW: InviteLinkPreview = {
  from_user: { id: 7, username: 'alice' },
  expires_at: '2026-12-01T12:00:00.000Z',
};
const me = makeMe({ username: 'bob' });

describe('invite link page', () => {
  it('shows who invites a visitor, asks them to sign in, then accepts', async () => {
    const api = mockAccountApi(
      { me },
      {
        [PREVIEW_PATH]: () => json(PREVIEW),
        [ACCEPT_PATH]: () => json(PREVIEW.from_user),
        [route(endpoints.devLogin)]: () => json({ access: 'new-token', user: me }),
      },
    );
    renderApp(`/en/join/${TOKEN}/`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'alice invites you to be a couple' }),
    ).toBeTruthy();
    expect(screen.getByText('Sign in or create an account to accept — it takes a minute.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Sign in to accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to continue' });
    // It speaks of what the visitor was doing, not of likes.
    expect(
      within(dialog).getByText(
        'Becoming a couple needs an account — it takes a minute, and your answers stay yours alone.',
      ),
    ).toBeTruthy();
    expect(api.callsTo(ACCEPT_PATH)).toHaveLength(0);
    fireEvent.change(await within(dialog).findByLabelText('Name'), { target: { value: 'bob' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'You are a couple with alice' })).toBeTruthy();
    expect(api.callsTo(ACCEPT_PATH)).toHaveLength(1);
    expect(api.callsTo(ACCEPT_PATH)[0]!.request.headers.get('Authorization')).toBe('Bearer new-token');
    expect(screen.getByRole('link', { name: 'Go to fantasies' }).getAttribute('href')).toBe('/en/');
  });

  it('accepts for a signed-in reader in Russian and refreshes the partner', async () => {
    let partner: { id: number; username: string } | null = null;
    const api = mockAccountApi(
      { me },
      {
        [PREVIEW_PATH]: () => json(PREVIEW),
        [route(endpoints.getPartner, { query: { absent: 'null' } })]: () => json(partner),
        [ACCEPT_PATH]: () => {
          partner = PREVIEW.from_user;
          return json(partner);
        },
      },
    );
    const { queryClient } = renderApp(`/join/${TOKEN}/`, { me });
    fireEvent.click(await screen.findByRole('button', { name: 'Принять приглашение' }));
    const heading = await screen.findByRole('heading', { name: 'Теперь вы пара с alice' });
    await waitFor(() => expect(document.activeElement).toBe(heading.closest('[role="status"]')));
    expect(api.callsTo(ACCEPT_PATH)[0]!.request.method).toBe('POST');
    await waitFor(() => expect(queryClient.getQueryData(['me', 'partner'])).toEqual(PREVIEW.from_user));
  });

  it('says why a link no longer works, in words', async () => {
    mockAccountApi(
      { me },
      { [PREVIEW_PATH]: () => errorResponse(404, { code: 'invite_link_invalid', detail: 'Gone' }) },
    );
    renderApp(`/en/join/${TOKEN}/`, { me });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This invite link no longer works' }),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('This invite link no longer works — Duet'));
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).toBeNull();
  });

  it('tells the owner it is their own link, and someone in a couple that they have a partner', async () => {
    mockAccountApi({ me: makeMe({ username: 'alice' }) }, { [PREVIEW_PATH]: () => json(PREVIEW) });
    const own = renderApp(`/en/join/${TOKEN}/`, { me: makeMe({ username: 'alice' }) });
    expect(await screen.findByRole('heading', { name: 'This is your own invite link' })).toBeTruthy();
    own.unmount();

    const api = mockAccountApi(
      { me, partner: { id: 9, username: 'carol' } },
      { [PREVIEW_PATH]: () => json(PREVIEW) },
    );
    renderApp(`/en/join/${TOKEN}/`, { me });
    expect(await screen.findByRole('heading', { name: 'You already have a partner' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the profile' }).getAttribute('href')).toBe('/en/profile/');
    expect(api.callsTo(ACCEPT_PATH)).toHaveLength(0);
  });

  it('shows a refusal from the server under the button', async () => {
    mockAccountApi(
      { me },
      {
        [PREVIEW_PATH]: () => json(PREVIEW),
        [ACCEPT_PATH]: () => errorResponse(404, { code: 'invite_link_invalid', detail: 'Gone' }),
      },
    );
    renderApp(`/en/join/${TOKEN}/`, { me });
    fireEvent.click(await screen.findByRole('button', { name: 'Accept the invitation' }));
    expect(await screen.findByText('This invite link no longer works. Ask for a new one.')).toBeTruthy();
  });

  it('answers a malformed token with the not-found page', async () => {
    mockAccountApi({ me });
    renderApp('/en/join/short/', { me });
    expect(await screen.findByText('Address: /en/join/short/')).toBeTruthy();
  });
});
