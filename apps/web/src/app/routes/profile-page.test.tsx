import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import type { ErrorCode } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { errorResponse, json, route, THIS_DEVICE } from '#test/api-mocks.ts';
import { makeInvite, mockAccountApi } from '#test/account-mocks.ts';
import { makeMe, renderApp } from '#test/render-app.tsx';
import { formatMoment } from '#lib/format-date.ts';

const me = makeMe();

// The page's chunk is transformed on first import; doing it up front keeps the first test's waits honest.
beforeAll(() => import('./profile-page.tsx'));

/** The user's queries still holding data; the feed's signed-out observers may leave empty, disabled ones. */
const userDataLeftIn = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .findAll({ queryKey: ['me'] })
    .filter((query) => query.state.data !== undefined);

describe('profile: inviting a partner', () => {
  const refusals: [ErrorCode, number, string][] = [
    ['invite_self', 400, "You can't invite yourself."],
    [
      'invite_user_not_found',
      404,
      'No one with this username can be invited. Check the spelling — or the person may already have a partner.',
    ],
    ['invite_already_sent', 400, 'You have already invited this person.'],
    ['invite_already_received', 400, 'This person has already invited you — accept their invitation below.'],
    ['already_has_partner', 400, 'You already have a partner.'],
    ['user_has_partner', 400, 'This person already has a partner.'],
    ['invalid', 400, 'Check the username and try again.'],
  ];

  it.each(refusals)('says %s in words under the input', async (code, status, words) => {
    mockAccountApi(
      { me },
      { [route(endpoints.createInvite)]: () => errorResponse(status, { code, detail: 'No.' }) },
    );
    renderApp('/en/profile/', { me });
    const input = await screen.findByLabelText("Partner's username");
    fireEvent.change(input, { target: { value: 'bob' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText(words)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('says in Russian that the username cannot be invited, without saying why', async () => {
    mockAccountApi(
      { me },
      {
        [route(endpoints.createInvite)]: () =>
          errorResponse(404, {
            code: 'invite_user_not_found',
            detail: 'No user with that username can be invited.',
          }),
      },
    );
    renderApp('/profile/', { me });
    fireEvent.change(await screen.findByLabelText('Имя пользователя партнёра'), { target: { value: 'bob' } });
    fireEvent.click(screen.getByRole('button', { name: 'Пригласить' }));
    expect(
      await screen.findByText(
        'По этому имени никого нельзя пригласить. Проверьте написание — или у этого человека уже есть партнёр.',
      ),
    ).toBeTruthy();
  });

  it('sends the invitation and lists it as pending', async () => {
    let invites = { outgoing: [] as ReturnType<typeof makeInvite>[], incoming: [] };
    const api = mockAccountApi(
      { me },
      {
        [route(endpoints.createInvite)]: () => {
          const invite = makeInvite(7, 'alice', 'bob');
          invites = { ...invites, outgoing: [invite] };
          return json(invite, 201);
        },
        [route(endpoints.listInvites)]: () => json(invites),
      },
    );
    renderApp('/en/profile/', { me });
    fireEvent.change(await screen.findByLabelText("Partner's username"), { target: { value: ' bob ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Invitation sent to bob.')).toBeTruthy();
    expect(await screen.findByText('Waiting for bob to answer')).toBeTruthy();
    expect(api.callsTo('/invites/create/')[0]?.request.body).toEqual({ username: 'bob' });
  });

  it('accepts an incoming invitation, which makes a couple', async () => {
    let partner: { id: number; username: string } | null = null;
    const api = mockAccountApi(
      { me, invites: { outgoing: [], incoming: [makeInvite(3, 'bob', 'alice')] } },
      {
        [route(endpoints.acceptInvite, { params: { id: 3 } })]: () => {
          partner = { id: 30, username: 'bob' };
          return json(partner);
        },
        [route(endpoints.getPartner, { query: { absent: 'null' } })]: () => json(partner),
      },
    );
    renderApp('/en/profile/', { me });
    expect(await screen.findByText('1 invitation for you')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('You are a couple with bob')).toBeTruthy();
    expect(api.callsTo('/invites/3/accept/')[0]?.request.method).toBe('POST');
    expect(document.cookie).toContain('partner=');
  });

  it('rejects an incoming invitation', async () => {
    let incoming = [makeInvite(4, 'carol', 'alice')];
    mockAccountApi(
      { me },
      {
        [route(endpoints.listInvites)]: () => json({ outgoing: [], incoming }),
        [route(endpoints.rejectInvite, { params: { id: 4 } })]: () => {
          incoming = [];
          return new Response(null, { status: 204 });
        },
      },
    );
    renderApp('/ru/profile/', { me });
    expect(await screen.findByText('1 приглашение для вас')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Отклонить' }));
    await waitFor(() => expect(screen.queryByText('carol приглашает вас в пару')).toBeNull());
  });
});

describe('profile: the current partner', () => {
  it('removes the partner after a confirmation', async () => {
    let partner: { id: number; username: string } | null = { id: 30, username: 'bob' };
    const api = mockAccountApi(
      { me },
      {
        [route(endpoints.getPartner, { query: { absent: 'null' } })]: () => json(partner),
        [route(endpoints.removePartner)]: () => {
          partner = null;
          return new Response(null, { status: 204 });
        },
      },
    );
    renderApp('/en/profile/', { me });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove partner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove bob as your partner?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByLabelText("Partner's username")).toBeTruthy();
    expect(api.callsTo('/partner/current/remove/')[0]?.request.method).toBe('DELETE');
    expect(document.cookie).not.toContain('partner=');
  });
});

describe('profile: logout', () => {
  it('revokes the token, clears the session cookies and leaves for the main page', async () => {
    const api = mockAccountApi({ me, partner: { id: 30, username: 'bob' } });
    const { router, queryClient } = renderApp('/en/profile/', { me });
    expect(await screen.findByText('You are a couple with bob')).toBeTruthy();
    expect(document.cookie).toContain('partner=');
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('3 fantasies')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en/');
    expect(api.callsTo('/user/logout/')[0]?.request.headers.get('Authorization')).toBe('Bearer test-token');
    expect(document.cookie).not.toMatch(/(^|; )(token|profile|partner)=/);
    expect(userDataLeftIn(queryClient)).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });
});

describe('profile: logout on all devices', () => {
  it('asks first, then revokes every token, forgets the session and leaves for the main page', async () => {
    const api = mockAccountApi(
      { me, partner: { id: 30, username: 'bob' } },
      { [route(endpoints.logoutAll)]: () => json({ revoked: 3 }) },
    );
    const { router, queryClient } = renderApp('/en/profile/', { me });
    expect(await screen.findByText('You are a couple with bob')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log out on all devices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out on all devices?' });
    expect(api.callsTo('/user/logout_all/')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log out everywhere' }));
    expect(await screen.findByText('3 fantasies')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en/');
    const call = api.callsTo('/user/logout_all/')[0];
    expect(call?.request.method).toBe('POST');
    expect(call?.request.headers.get('Authorization')).toBe('Bearer test-token');
    expect(api.callsTo('/user/logout/')).toHaveLength(0);
    expect(document.cookie).not.toMatch(/(^|; )(token|profile|partner)=/);
    expect(userDataLeftIn(queryClient)).toHaveLength(0);
  });

  it('changes nothing when cancelled', async () => {
    const api = mockAccountApi({ me });
    const { router } = renderApp('/ru/profile/', { me });
    fireEvent.click(await screen.findByRole('button', { name: 'Выйти на всех устройствах' }));
    const dialog = await screen.findByRole('dialog', { name: 'Выйти на всех устройствах?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('/user/logout_all/')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/ru/profile/');
    expect(document.cookie).toContain('token=');
  });

  it('stays signed in and says so when the server fails', async () => {
    mockAccountApi(
      { me },
      { [route(endpoints.logoutAll)]: () => errorResponse(500, { code: 'server_error', detail: 'Boom' }) },
    );
    const { router } = renderApp('/en/profile/', { me });
    fireEvent.click(await screen.findByRole('button', { name: 'Log out on all devices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out on all devices?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log out everywhere' }));
    expect(await within(dialog).findByText('Something went wrong. Please try again.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en/profile/');
    expect(document.cookie).toContain('token=');
  });
});

describe('profile: privacy', () => {
  const laptop = {
    id: 5,
    created_at: '2026-02-10T08:00:00.000Z',
    last_used_at: '2026-02-12T08:00:00.000Z',
    user_agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
    current: false,
  };

  it('lists the signed-in devices and signs another one out', async () => {
    let sessions = [THIS_DEVICE, laptop];
    const api = mockAccountApi(
      { me },
      {
        [route(endpoints.listSessions)]: () => json({ results: sessions }),
        [route(endpoints.endSession, { params: { id: 5 } })]: () => {
          sessions = [THIS_DEVICE];
          return new Response(null, { status: 204 });
        },
      },
    );
    renderApp('/en/profile/', { me });
    const privacy = await screen.findByRole('region', { name: 'Privacy and data' });
    expect(await within(privacy).findByText('2 devices', { exact: false })).toBeTruthy();
    expect(within(privacy).getByText('This device')).toBeTruthy();
    expect(within(privacy).getByText('Chrome on Android 14')).toBeTruthy();
    fireEvent.click(within(privacy).getByRole('button', { name: /^Sign out Firefox on Windows 10/ }));
    expect(await within(privacy).findByText('1 device', { exact: false })).toBeTruthy();
    expect(api.callsTo('/user/sessions/5/')[0]?.request.method).toBe('DELETE');
  });

  it('tells two browsers of one kind apart by when each signed in, and shows this one as active now', async () => {
    const twin = {
      ...laptop,
      id: 6,
      created_at: '2026-02-11T19:30:00.000Z',
      last_used_at: '2026-02-13T09:15:00.000Z',
    };
    mockAccountApi(
      { me },
      { [route(endpoints.listSessions)]: () => json({ results: [THIS_DEVICE, laptop, twin] }) },
    );
    renderApp('/en/profile/', { me });
    const privacy = await screen.findByRole('region', { name: 'Privacy and data' });
    const at = (iso: string) => formatMoment(iso, 'en');
    await within(privacy).findByText('Active now');
    // The section's first list is the devices'; the documents' links follow it.
    const devices = within(privacy).getAllByRole('list')[0]!;
    const items = within(devices).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `Chrome on Android 14This deviceSigned in ${at(THIS_DEVICE.created_at)}Active now`,
      `Firefox on Windows 10Signed in ${at(laptop.created_at)}Last active ${at(laptop.last_used_at)}Sign out`,
      `Firefox on Windows 10Signed in ${at(twin.created_at)}Last active ${at(twin.last_used_at)}Sign out`,
    ]);
    // Each button says which of the two it signs out.
    expect(
      within(privacy).getByRole('button', {
        name: `Sign out Firefox on Windows 10, signed in ${at(twin.created_at)}`,
      }),
    ).toBeTruthy();
    cleanup();

    renderApp('/profile/', { me });
    const ru = await screen.findByRole('region', { name: 'Приватность и данные' });
    expect(await within(ru).findByText('Активность: сейчас')).toBeTruthy();
    expect(within(ru).getByText(`Вход: ${formatMoment(twin.created_at, 'ru')}`)).toBeTruthy();
    expect(
      within(ru).getByRole('button', {
        name: `Выйти на устройстве Firefox, Windows 10, вход: ${formatMoment(laptop.created_at, 'ru')}`,
      }),
    ).toBeTruthy();
  });

  it('writes the sign-in time to the second for two of a kind that signed in within one minute', async () => {
    const twin = { ...laptop, id: 6, created_at: '2026-02-10T08:00:41.000Z' };
    mockAccountApi(
      { me },
      { [route(endpoints.listSessions)]: () => json({ results: [THIS_DEVICE, laptop, twin] }) },
    );
    renderApp('/en/profile/', { me });
    const privacy = await screen.findByRole('region', { name: 'Privacy and data' });
    const withSeconds = (iso: string) => formatMoment(iso, 'en', new Date(), { seconds: true });
    expect(await within(privacy).findByText(`Signed in ${withSeconds(laptop.created_at)}`)).toBeTruthy();
    expect(within(privacy).getByText(`Signed in ${withSeconds(twin.created_at)}`)).toBeTruthy();
    // This device, alone of its kind, keeps the shorter time.
    expect(within(privacy).getByText(`Signed in ${formatMoment(THIS_DEVICE.created_at, 'en')}`)).toBeTruthy();
  });

  it('counts devices with the three Russian plural forms', async () => {
    const many = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ ...laptop, id: index + 10, current: index === 0 }));
    let sessions = many(5);
    mockAccountApi({ me }, { [route(endpoints.listSessions)]: () => json({ results: sessions }) });
    const { queryClient } = renderApp('/profile/', { me });
    const privacy = await screen.findByRole('region', { name: 'Приватность и данные' });
    expect(await within(privacy).findByText('5 устройств', { exact: false })).toBeTruthy();
    sessions = many(3);
    await queryClient.invalidateQueries({ queryKey: ['me', 'sessions'] });
    expect(await within(privacy).findByText('3 устройства', { exact: false })).toBeTruthy();
  });

  it('downloads everything held about me as one file', async () => {
    const data = { exported_at: '2026-02-14T18:00:00.000Z', profile: { username: me.username } };
    const api = mockAccountApi({ me }, { [route(endpoints.exportAccount)]: () => json(data) });
    const created: Blob[] = [];
    // jsdom has no object URLs; the page needs one for the file it hands the browser.
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        created.push(blob);
        return 'blob:duet';
      },
      revokeObjectURL: () => undefined,
    });
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    renderApp('/en/profile/', { me });
    fireEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(clicked).toEqual([`duet-${me.username}-2026-02-14.json`]));
    expect(JSON.parse(await created[0]!.text())).toEqual(data);
    expect(api.callsTo('/user/export/')).toHaveLength(1);
    click.mockRestore();
  });

  it('deletes the account only once the username is typed, then leaves signed out', async () => {
    const api = mockAccountApi(
      { me },
      {
        [route(endpoints.deleteAccount)]: (_locale, request) =>
          request.method === 'DELETE' ? new Response(null, { status: 204 }) : json(me),
      },
    );
    const { router } = renderApp('/en/profile/', { me });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(
      within(dialog).getByText(`Your username ${me.username} becomes free for others in 30 days.`),
    ).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Delete forever' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Type your username to confirm'), {
      target: { value: me.username.toUpperCase() },
    });
    expect((confirm as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/'));
    expect(api.calls.filter((call) => call.request.method === 'DELETE').map((call) => call.path)).toEqual([
      '/user/profile/',
    ]);
    expect(document.cookie).not.toMatch(/(^|; )(token|profile)=/);
  });
});

describe('profile: interview invitation', () => {
  const fresh = makeMe({ reg_for_interview_showed: false });
  // Offered once the person has a partner and a first match.
  const mockDueAccountApi = (state: Parameters<typeof mockAccountApi>[0], overrides = {}) =>
    mockAccountApi(
      { partner: { id: 30, username: 'bob' }, ...state },
      { [route(endpoints.listMatches)]: () => json([10]), ...overrides },
    );

  it('is not offered to someone who has no partner or no match yet', async () => {
    for (const [partner, matches] of [
      [null, [10]],
      [{ id: 30, username: 'bob' }, []],
    ] as const) {
      const api = mockAccountApi(
        { me: fresh, partner },
        { [route(endpoints.listMatches)]: () => json(matches) },
      );
      const { unmount } = renderApp('/en/profile/', { me: fresh });
      expect(await screen.findByRole('heading', { name: 'Partner' })).toBeTruthy();
      await waitFor(() => expect(api.callsTo('/fantasies/matches/').length).toBeGreaterThan(0));
      await waitFor(() => expect(api.callsTo('/partner/current/?absent=null').length).toBeGreaterThan(0));
      expect(screen.queryByRole('region', { name: 'Help us shape Duet' })).toBeNull();
      unmount();
    }
  });

  it('is offered once; an invalid name shows the error line and sends nothing', async () => {
    const api = mockDueAccountApi(
      { me: fresh },
      { [route(endpoints.registerForInterview)]: () => json({ tg_username: 'anna_k' }, 201) },
    );
    renderApp('/en/profile/', { me: fresh });
    const offer = await screen.findByRole('region', { name: 'Help us shape Duet' });
    expect(screen.queryByRole('dialog')).toBeNull();
    const input = within(offer).getByLabelText('Telegram username');
    fireEvent.change(input, { target: { value: 'ab' } });
    fireEvent.click(within(offer).getByRole('button', { name: 'Sign me up' }));
    expect(await within(offer).findByText('From 5 to 32 Latin letters, digits or underscores.')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'anna-k!' } });
    fireEvent.click(within(offer).getByRole('button', { name: 'Sign me up' }));
    expect(api.callsTo('/forms/reg_for_interview/')).toHaveLength(0);

    fireEvent.change(input, { target: { value: '@anna_k' } });
    expect(within(offer).queryByText('From 5 to 32 Latin letters, digits or underscores.')).toBeNull();
    fireEvent.click(within(offer).getByRole('button', { name: 'Sign me up' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Help us shape Duet' })).toBeNull());
    expect(api.callsTo('/forms/reg_for_interview/')[0]?.request.body).toEqual({ tg_username: 'anna_k' });
    expect(api.callsTo('/user/profile/').find((call) => call.request.method === 'PUT')?.request.body).toEqual(
      {
        reg_for_interview_showed: true,
      },
    );
  });

  it('records that it was shown when put off with Not now', async () => {
    const api = mockDueAccountApi({ me: fresh });
    renderApp('/en/profile/', { me: fresh });
    const offer = await screen.findByRole('region', { name: 'Help us shape Duet' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(within(offer).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: 'Help us shape Duet' })).toBeNull();
    await waitFor(() =>
      expect(api.callsTo('/user/profile/').some((call) => call.request.method === 'PUT')).toBe(true),
    );
    expect(api.callsTo('/forms/reg_for_interview/')).toHaveLength(0);
  });

  it('says error.common when the registration fails', async () => {
    mockDueAccountApi(
      { me: fresh },
      {
        [route(endpoints.registerForInterview)]: () =>
          errorResponse(500, { code: 'server_error', detail: 'Boom' }),
      },
    );
    renderApp('/en/profile/', { me: fresh });
    const offer = await screen.findByRole('region', { name: 'Help us shape Duet' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.change(within(offer).getByLabelText('Telegram username'), { target: { value: 'anna_k' } });
    fireEvent.click(within(offer).getByRole('button', { name: 'Sign me up' }));
    expect(await within(offer).findByText('Something went wrong. Please try again.')).toBeTruthy();
  });
});

describe('profile: premium', () => {
  it('shows the status with links to the plans and to gifts', async () => {
    mockAccountApi(
      { me },
      {
        [route(endpoints.getSubscription)]: () =>
          json({ active: true, expires_at: '2027-03-08T12:00:00.000Z', from_partner: true }),
      },
    );
    renderApp('/en/profile/', { me });
    expect(await screen.findByText('Premium is on until March 8, 2027')).toBeTruthy();
    expect(screen.getByText('It comes with your partner’s subscription — enjoy it together.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose a plan' }).getAttribute('href')).toBe(
      '/en/profile/plans/',
    );
    expect(screen.getByRole('link', { name: 'Gifts' }).getAttribute('href')).toBe('/en/gift/');
  });

  it('applies an activation code, says so and rereads the subscription', async () => {
    let subscription = { active: false, expires_at: null as string | null, from_partner: false };
    const api = mockAccountApi(
      { me },
      {
        [route(endpoints.getSubscription)]: () => json(subscription),
        [route(endpoints.applyActivationCode)]: () => {
          subscription = { active: true, expires_at: '2027-03-08T12:00:00.000Z', from_partner: false };
          return json(subscription);
        },
      },
    );
    renderApp('/ru/profile/', { me });
    expect(await screen.findByText('Премиум пока не подключён')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Код активации'), { target: { value: ' LOVE-2027 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Активировать' }));
    expect(await screen.findByText('Код принят — премиум открыт!')).toBeTruthy();
    expect(await screen.findByText('Премиум открыт до 8 марта 2027 г.')).toBeTruthy();
    expect(api.callsTo('/activation_code/apply/')[0]?.request).toMatchObject({
      method: 'POST',
      body: { code: 'LOVE-2027' },
    });
    await waitFor(() => expect(api.callsTo('/subscriptions/').length).toBeGreaterThanOrEqual(4), {
      timeout: 2000,
    });
  });

  it.each([
    ['activation_code_invalid', 404, 'There is no such code. Check it for typos.'],
    ['activation_code_expired', 410, 'This code has expired.'],
    ['activation_code_used_up', 409, 'This code has been used as many times as it allows.'],
    ['activation_code_already_applied', 409, 'You have already activated this code.'],
    ['throttled', 429, 'Too many attempts. Take a breather and try again in a minute.'],
  ] as [ErrorCode, number, string][])('says %s in words under the code', async (code, status, words) => {
    mockAccountApi(
      { me },
      { [route(endpoints.applyActivationCode)]: () => errorResponse(status, { code, detail: 'No.' }) },
    );
    renderApp('/en/profile/', { me });
    const input = await screen.findByLabelText('Activation code');
    fireEvent.change(input, { target: { value: 'OLD-CODE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText(words)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('offers the gift instead of sending a pasted gift link as a code', async () => {
    const api = mockAccountApi(
      { me },
      {
        [route(endpoints.applyActivationCode)]: () =>
          errorResponse(404, { code: 'activation_code_invalid', detail: 'No.' }),
      },
    );
    renderApp('/ru/profile/', { me });
    const input = await screen.findByLabelText('Код активации');
    fireEvent.change(input, { target: { value: 'https://duet.example/gift/k3Jq9_xYz-12AbCdEf/' } });
    fireEvent.click(screen.getByRole('button', { name: 'Активировать' }));
    expect(
      await screen.findByText('Это ссылка на подарок, а не код: подарок принимают на его странице.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Открыть подарок' }).getAttribute('href')).toBe(
      '/ru/gift/k3Jq9_xYz-12AbCdEf/',
    );
    expect(api.callsTo('/activation_code/apply/')).toHaveLength(0);

    // A bare gift id is tried as a code first; unknown as one, the gift is offered.
    fireEvent.change(input, { target: { value: 'k3Jq9_xYz-12AbCdEf' } });
    fireEvent.click(screen.getByRole('button', { name: 'Активировать' }));
    expect(
      await screen.findByText('Если это из ссылки на подарок, его принимают на странице подарка.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Открыть подарок' })).toBeTruthy();
    expect(api.callsTo('/activation_code/apply/')).toHaveLength(1);
  });
});

describe('profile: documents', () => {
  it('links the privacy policy, the terms and the accessibility statement', async () => {
    mockAccountApi({ me });
    renderApp('/profile/', { me });
    const documents = within(await screen.findByRole('navigation', { name: 'Документы' }));
    expect(
      documents.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Политика конфиденциальности', '/privacy/'],
      ['Условия использования', '/terms/'],
      ['Заявление о доступности', '/accessibility/'],
    ]);
  });
});
