import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Purchase } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { mockAccountApi } from '#test/account-mocks.ts';
import { errorResponse, json, route } from '#test/api-mocks.ts';
import { activePremium, makePurchase, PLANS, PURCHASE_ID } from '#test/premium-mocks.ts';
import { makeMe, renderApp } from '#test/render-app.tsx';
import { storePartner } from '#lib/session.ts';

const me = makeMe();

// Transform the page's chunk up front, so the first test's waits measure the page, not the bundler.
beforeAll(() => import('./payment-success-page.tsx'));
const PATH = `/ru/profile/payment-success/?purchase=${PURCHASE_ID}`;

const BOB = { id: 2, username: 'bob' };

/** The purchase endpoints for a person with a partner unless told otherwise. */
function mockPurchase(answer: () => Purchase | Response, partner: typeof BOB | null = BOB) {
  return mockAccountApi(
    { me, partner },
    {
      [route(endpoints.getSubscription)]: () => json(activePremium()),
      [route(endpoints.getPurchase, { params: { purchaseId: PURCHASE_ID } })]: () => {
        const purchase = answer();
        return purchase instanceof Response ? purchase : json(purchase);
      },
    },
  );
}

afterEach(() => vi.useRealTimers());

describe('payment success page', () => {
  it('shows premium with its end date once an own purchase is paid, and rereads the subscription', async () => {
    const api = mockPurchase(() => makePurchase());
    renderApp(PATH, { me });
    storePartner(BOB);
    expect(await screen.findByRole('heading', { name: 'Премиум открыт!' })).toBeTruthy();
    expect(
      await screen.findByText('Всё получилось: премиум действует до 8 марта 2027 г. — для вас обоих.'),
    ).toBeTruthy();
    // At once, after 100 ms and after 1 s.
    await waitFor(() => expect(api.callsTo('/subscriptions/').length).toBeGreaterThanOrEqual(3), {
      timeout: 2000,
    });
  });

  it('tells one without a partner that premium will be shared once they link, not that it is', async () => {
    mockPurchase(() => makePurchase(), null);
    renderApp(PATH, { me });
    expect(
      await screen.findByText(
        'Всё получилось: премиум действует до 8 марта 2027 г. — пригласите партнёра, и он станет общим.',
      ),
    ).toBeTruthy();
  });

  it('polls a pending purchase until it is paid', async () => {
    let status: Purchase['status'] = 'pending';
    const api = mockPurchase(() => makePurchase({ status, paid_at: null }));
    renderApp(PATH, { me });
    expect(await screen.findByRole('heading', { name: 'Ждём подтверждения от банка' })).toBeTruthy();
    status = 'paid';
    expect(await screen.findByRole('heading', { name: 'Премиум открыт!' }, { timeout: 3500 })).toBeTruthy();
    expect(api.callsTo(`/subscriptions/purchases/${PURCHASE_ID}/`).length).toBe(2);
  });

  it('stops polling after two minutes and promises a notification', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockPurchase(() => makePurchase({ status: 'pending', paid_at: null }));
    renderApp(PATH, { me });
    expect(await screen.findByRole('heading', { name: 'Ждём подтверждения от банка' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(await screen.findByRole('heading', { name: 'Платёж всё ещё в обработке' })).toBeTruthy();
    const polls = api.callsTo(`/subscriptions/purchases/${PURCHASE_ID}/`).length;
    expect(polls).toBeGreaterThan(50);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(api.callsTo(`/subscriptions/purchases/${PURCHASE_ID}/`).length).toBe(polls);
  });

  it('says a failed payment did not go through and leads back to the plans', async () => {
    mockPurchase(() => makePurchase({ status: 'failed', paid_at: null }));
    renderApp(PATH, { me });
    expect(await screen.findByRole('heading', { name: 'Оплата не прошла' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'К тарифам' }).getAttribute('href')).toBe('/ru/profile/plans/');
  });

  it('hands out the certificate link of a paid gift, to copy or share', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText },
      share: vi.fn(() => Promise.resolve()),
    });
    const plan = PLANS[2]!;
    mockPurchase(() =>
      makePurchase({
        kind: 'gift',
        plan,
        amount: plan.amount,
        gift: {
          id: 'gift_0123456789abcdef',
          plan,
          redeemed: false,
          redeemed_at: null,
          created_at: '2026-11-21T10:01:00.000Z',
          mine: true,
          voided: false,
        },
      }),
    );
    renderApp(PATH, { me });
    expect(await screen.findByRole('heading', { name: 'Подарок готов!' })).toBeTruthy();
    const url = `${window.location.origin}/gift/gift_0123456789abcdef/`;
    expect(screen.getByRole('textbox', { name: 'Ссылка на подарок: 12 месяцев' })).toHaveProperty(
      'value',
      url,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Копировать ссылку на подарок: 12 месяцев' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByText('Ссылка скопирована')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Поделиться подарком: 12 месяцев' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Все мои подарки' }).getAttribute('href')).toBe('/ru/gift/');
  });

  it('says so when the purchase is unknown', async () => {
    mockPurchase(() => errorResponse(404, { code: 'not_found', detail: 'Not found.' }));
    renderApp(PATH, { me });
    expect(await screen.findByRole('heading', { name: 'Покупка не найдена' })).toBeTruthy();
  });

  it('asks a visitor to sign in', async () => {
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Войдите, чтобы увидеть покупку' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Войти' })).toBeTruthy();
  });
});
