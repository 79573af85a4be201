import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Notification } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { mockAccountApi, makeInvite } from '#test/account-mocks.ts';
import { json, route } from '#test/api-mocks.ts';
import { mockLikesApi } from '#test/likes-mocks.ts';
import { makeMe, renderApp } from '#test/render-app.tsx';

const page = (results: Notification[]) => ({ count: results.length, next: null, previous: null, results });
const item = (id: number, kind: Notification['kind'], is_read: boolean, fantasy: number | null = null) => ({
  id,
  kind,
  is_read,
  created_at: '2030-01-15T18:00:00.000Z',
  fantasy,
  event: null,
  actor: { id: 2, username: 'bob' },
});

describe('notifications page', () => {
  it('reads the page with mark_read=true, words each item and marks the unread ones', async () => {
    const unread = [item(2, 'match', false, 11), item(1, 'event_received', false)];
    let markedRead = false;
    const { callsTo } = mockLikesApi(
      {},
      {
        [route(endpoints.listNotifications, { query: { mark_read: 'false' } })]: () =>
          json(page(markedRead ? unread.map((one) => ({ ...one, is_read: true })) : unread)),
        [route(endpoints.listNotifications, { query: { mark_read: 'true' } })]: () => {
          markedRead = true;
          return json(page(unread));
        },
      },
    );
    renderApp('/en/notifications/', { me: makeMe() });
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const links = within(list).getAllByRole('link');
    expect(links[0]?.textContent).toContain("It's a match with bob: “Stars on the roof”");
    expect(links[0]?.getAttribute('href')).toBe('/en/matches/');
    expect(links[1]?.getAttribute('href')).toBe('/en/events/invitations/');
    expect(within(list).getAllByText('New')).toHaveLength(2);
    expect(callsTo('/notifications/?mark_read=true')).toHaveLength(1);
    // The badge in the navigation catches up once the page was read.
    await waitFor(() => expect(screen.queryByText('2 unread', { exact: false })).toBeNull());
  });

  it('shows the unread count on the Notifications tab', async () => {
    mockLikesApi(
      {},
      {
        [route(endpoints.listNotifications, { query: { mark_read: 'false' } })]: () =>
          json(page([item(1, 'match', false), item(2, 'match', true)])),
      },
    );
    renderApp('/en/matches/', { me: makeMe() });
    const nav = await screen.findByRole('navigation', { name: 'Main sections' });
    expect(await within(nav).findByText(', 1 unread')).toBeTruthy();
  });

  it('answers an open invitation from its notification, and offers nothing for one answered', async () => {
    const invite = makeInvite(3, 'bob', 'alice');
    const fromBob = { ...item(2, 'invite_received', false), actor: invite.from_user };
    const fromCid = { ...item(1, 'invite_received', true), actor: { id: 40, username: 'cid' } };
    const api = mockAccountApi(
      { me: makeMe(), partner: null, invites: { outgoing: [], incoming: [invite] } },
      {
        [route(endpoints.listNotifications, { query: { mark_read: 'true' } })]: () =>
          json(page([fromBob, fromCid])),
        [route(endpoints.acceptInvite, { params: { id: 3 } })]: () => json(invite.from_user),
      },
    );
    renderApp('/en/notifications/', { me: makeMe() });
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const accept = await within(list).findByRole('button', { name: 'Accept' });
    expect(accept.getAttribute('aria-describedby')).toBe('notification-2-text');
    // Cid's invitation is no longer open: his notification only tells of it.
    expect(within(list).getAllByRole('button', { name: 'Accept' })).toHaveLength(1);
    fireEvent.click(accept);
    await waitFor(() => expect(api.callsTo('/invites/3/accept/')).toHaveLength(1));
  });
});
