import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InviteLink } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { makeInvite, mockAccountApi } from '#test/account-mocks.ts';
import { errorResponse, json, route } from '#test/api-mocks.ts';
import { makeMe, renderApp } from '#test/render-app.tsx';
import { stubShareApis } from '#test/share-apis.ts';

const me = makeMe({ username: 'alice' });
const LINK: InviteLink = {
  token: 'Tok3n_with-32-characters-exactly',
  expires_at: '2026-12-01T12:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('inviting by link from the profile', () => {
  it('makes a link without a language prefix, copies it and ends it', async () => {
    const { writeText } = stubShareApis();
    const api = mockAccountApi(
      { me },
      {
        [route(endpoints.createInviteLink)]: (_locale, request) =>
          request.method === 'DELETE' ? new Response(null, { status: 204 }) : json(LINK, 201),
      },
    );
    renderApp('/en/profile/', { me });
    fireEvent.click(await screen.findByRole('button', { name: 'Create an invite link' }));
    const url = await screen.findByLabelText<HTMLInputElement>('Your invite link');
    // Unprefixed: the partner's own language applies when they open it.
    expect(url.value).toBe(`${window.location.origin}/join/${LINK.token}/`);
    expect(
      screen.getByText(
        'Whoever accepts this link becomes your partner, so send it only to them. It works once, until December 1, 2026; a new link ends this one.',
      ),
    ).toBeTruthy();
    // No share sheet on this device: only Copy.
    expect(screen.queryByRole('button', { name: 'Share the invite link' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Copy the invite link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(url.value));

    fireEvent.click(screen.getByRole('button', { name: 'End this link' }));
    expect(await screen.findByRole('button', { name: 'Create an invite link' })).toBeTruthy();
    expect(screen.queryByLabelText('Your invite link')).toBeNull();
    expect(api.callsTo('/invites/link/').map((call) => call.request.method)).toEqual(['POST', 'DELETE']);
  });

  it('hands a Russian link to the share sheet where the device has one', async () => {
    const { share } = stubShareApis({ withShare: true });
    mockAccountApi({ me }, { [route(endpoints.createInviteLink)]: () => json(LINK, 201) });
    renderApp('/profile/', { me });
    fireEvent.click(await screen.findByRole('button', { name: 'Создать ссылку-приглашение' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Поделиться ссылкой-приглашением' }));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({
        title: 'Давай станем парой в Duet',
        text: expect.stringContaining('Открой ссылку'),
        url: `${window.location.origin}/join/${LINK.token}/`,
      }),
    );
  });

  it('says a refusal in words', async () => {
    mockAccountApi(
      { me },
      {
        [route(endpoints.createInviteLink)]: () =>
          errorResponse(400, { code: 'already_has_partner', detail: 'No.' }),
      },
    );
    renderApp('/en/profile/', { me });
    fireEvent.click(await screen.findByRole('button', { name: 'Create an invite link' }));
    expect(await screen.findByText('You already have a partner.')).toBeTruthy();
  });
});

describe('the nudge to invite a partner on the feed', () => {
  const nudge = () => screen.queryByRole('region', { name: 'Duet works for two' });

  it('greets someone without a partner, offers the link, and stays hidden once hidden', async () => {
    mockAccountApi({ me }, { [route(endpoints.createInviteLink)]: () => json(LINK, 201) });
    const first = renderApp('/en/', { me });
    const region = await screen.findByRole('region', { name: 'Duet works for two' });
    expect(within(region).getByRole('link', { name: 'Invite by username' }).getAttribute('href')).toBe(
      '/en/profile/',
    );
    fireEvent.click(within(region).getByRole('button', { name: 'Create an invite link' }));
    expect(await within(region).findByLabelText('Your invite link')).toBeTruthy();

    fireEvent.click(within(region).getByRole('button', { name: 'Hide the reminder to invite a partner' }));
    expect(nudge()).toBeNull();
    first.unmount();

    mockAccountApi({ me });
    renderApp('/en/', { me });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fantasies' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeGreaterThan(0));
    expect(nudge()).toBeNull();
  });

  it('is not shown with a partner or with an invitation pending', async () => {
    for (const state of [
      { partner: { id: 2, username: 'bob' } },
      { invites: { outgoing: [makeInvite(1, 'alice', 'bob')], incoming: [] } },
    ]) {
      const api = mockAccountApi({ me, ...state });
      const view = renderApp('/en/', { me });
      await waitFor(() => expect(api.callsTo('/invites/list/').length).toBeGreaterThan(0));
      await waitFor(() => expect(screen.getAllByRole('article').length).toBeGreaterThan(0));
      expect(nudge()).toBeNull();
      view.unmount();
    }
  });
});
