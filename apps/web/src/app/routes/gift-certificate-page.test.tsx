import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Subscription } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { USER_SCOPE } from '#lib/session.ts';
import { mockAccountApi } from '#test/account-mocks.ts';
import { errorResponse, json, type MockRequest, route } from '#test/api-mocks.ts';
import { GIFT_ID, makeGift, makePlan } from '#test/gifts-mocks.ts';
import { stubShareApis } from '#test/share-apis.ts';
import { makeMe, renderApp } from '#test/render-app.tsx';

const PATH = `/en/gift/${GIFT_ID}/`;
const GIFT_PATH = route(endpoints.getGift, { params: { giftId: GIFT_ID } });
const ACCEPT_PATH = route(endpoints.acceptGift, { params: { giftId: GIFT_ID } });
const PREMIUM_UNTIL: Subscription = {
  active: true,
  expires_at: '2026-05-14T12:00:00.000Z',
  from_partner: false,
};
const me = makeMe();

function mockGift(gift = makeGift({ plan: makePlan(3, 'en') }), accept?: () => Response) {
  let redeemed = gift.redeemed;
  return mockAccountApi(
    { me },
    {
      [GIFT_PATH]: (_locale, request: MockRequest) =>
        json({ ...gift, redeemed, mine: gift.mine && request.headers.has('Authorization') }),
      [ACCEPT_PATH]: () => {
        if (accept) return accept();
        redeemed = true;
        return json(PREMIUM_UNTIL);
      },
    },
  );
}

describe('gift certificate page', () => {
  it('shows the certificate and asks a visitor to sign in, then redeems', async () => {
    const user = makeMe({ username: 'carol' });
    const signIn = mockAccountApi(
      { me: user },
      {
        [GIFT_PATH]: () => json(makeGift({ plan: makePlan(3, 'en') })),
        [ACCEPT_PATH]: () => json(PREMIUM_UNTIL),
        [route(endpoints.devLogin)]: () => json({ access: 'new-token', user }),
      },
    );
    renderApp(PATH);
    const certificate = await screen.findByRole('region', { name: 'Duet Premium' });
    expect(within(certificate).getByText('3 months')).toBeTruthy();
    expect(within(certificate).getByText('Gift certificate')).toBeTruthy();

    fireEvent.click(within(certificate).getByRole('button', { name: 'Redeem the gift' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to continue' });
    // It speaks of what the visitor was doing, not of likes.
    expect(
      within(dialog).getByText('A gift goes to an account — sign in and premium opens at once.'),
    ).toBeTruthy();
    expect(signIn.callsTo(ACCEPT_PATH)).toHaveLength(0);

    fireEvent.change(await within(dialog).findByLabelText('Name'), { target: { value: 'carol' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Premium is yours!' })).toBeTruthy();
    expect(signIn.callsTo(ACCEPT_PATH)).toHaveLength(1);
    expect(signIn.callsTo(ACCEPT_PATH)[0]!.request.headers.get('Authorization')).toBe('Bearer new-token');
  });

  it('redeems for a signed-in reader and says until when premium lasts', async () => {
    const api = mockGift();
    const { queryClient } = renderApp(PATH, { me });
    fireEvent.click(await screen.findByRole('button', { name: 'Redeem the gift' }));
    const heading = await screen.findByRole('heading', { name: 'Premium is yours!' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(
      screen.getByText("Enjoy each other: premium is yours (and your partner's) until May 14, 2026."),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'To the fantasies' }).getAttribute('href')).toBe('/en/');
    expect(api.callsTo(ACCEPT_PATH)[0]!.request.method).toBe('POST');
    expect(queryClient.getQueryData([USER_SCOPE, 'subscription'])).toEqual(PREMIUM_UNTIL);
    expect(screen.queryByRole('button', { name: 'Redeem the gift' })).toBeNull();
  });

  it('speaks Russian, with the plural of the period', async () => {
    mockGift(makeGift({ plan: makePlan(12) }));
    renderApp(`/gift/${GIFT_ID}/`, { me });
    const certificate = await screen.findByRole('region', { name: 'Duet Premium' });
    expect(within(certificate).getByText('12 месяцев')).toBeTruthy();
    expect(within(certificate).getByRole('button', { name: 'Принять подарок' })).toBeTruthy();
  });

  it('offers the buyer the link to share instead of redeeming', async () => {
    const { writeText } = stubShareApis();
    const api = mockGift(makeGift({ plan: makePlan(3, 'en'), mine: true }));
    renderApp(PATH, { me });
    expect(await screen.findByRole('heading', { name: 'This is the gift you bought' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Redeem the gift' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Copy the gift link: 3 months' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/gift/${GIFT_ID}/`));
    expect(api.callsTo(ACCEPT_PATH)).toHaveLength(0);
  });

  it('says when the certificate has already been redeemed', async () => {
    mockGift(makeGift({ plan: makePlan(3, 'en'), redeemed: true, redeemed_at: '2026-03-01T10:00:00Z' }));
    renderApp(PATH, { me });
    expect(
      await screen.findByRole('heading', { name: 'This certificate has already been redeemed' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Redeem the gift' })).toBeNull();
  });

  it('shows not found for an unknown certificate', async () => {
    mockAccountApi(
      { me },
      { [GIFT_PATH]: () => errorResponse(404, { code: 'gift_not_found', detail: 'No such gift.' }) },
    );
    renderApp(PATH, { me });
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificate not found' })).toBeTruthy();
    expect(document.title).toBe('Certificate not found — Duet');
  });

  it('says a certificate whose payment was refunded is no longer valid, in both languages', async () => {
    mockAccountApi(
      { me },
      { [GIFT_PATH]: () => errorResponse(410, { code: 'gift_not_paid', detail: 'Void.' }) },
    );
    const { unmount } = renderApp(PATH, { me });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This certificate is no longer valid' }),
    ).toBeTruthy();
    expect(document.title).toBe('This certificate is no longer valid — Duet');
    expect(screen.queryByRole('button', { name: 'Redeem the gift' })).toBeNull();
    unmount();
    renderApp(`/gift/${GIFT_ID}/`, { me });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Сертификат больше не действует' }),
    ).toBeTruthy();
  });

  for (const [code, status, text] of [
    ['gift_already_redeemed', 409, 'This certificate has already been redeemed.'],
    ['gift_not_paid', 410, 'This certificate is no longer valid: its payment was cancelled or refunded.'],
    ['gift_own', 400, "This is your own gift — send the link to someone you'd like to delight."],
    ['gift_not_found', 404, 'There is no such certificate — check the link.'],
  ] as const) {
    it(`explains ${code} in words`, async () => {
      mockAccountApi(
        { me },
        {
          [GIFT_PATH]: () => json(makeGift({ plan: makePlan(3, 'en') })),
          [ACCEPT_PATH]: () => errorResponse(status, { code, detail: 'No.' }),
        },
      );
      renderApp(PATH, { me });
      fireEvent.click(await screen.findByRole('button', { name: 'Redeem the gift' }));
      expect((await screen.findByRole('alert')).textContent).toBe(text);
    });
  }
});
