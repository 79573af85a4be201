import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BuyResult } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { mockAccountApi } from '#test/account-mocks.ts';
import { errorResponse, json, route } from '#test/api-mocks.ts';
import { activePremium, makePurchase, NO_PREMIUM, PLANS, PURCHASE_ID } from '#test/premium-mocks.ts';
import { makeMe, renderApp } from '#test/render-app.tsx';
import { goToPayment } from '#features/subscriptions/utils/go-to-payment.ts';
import { storePartner } from '#lib/session.ts';

vi.mock('#features/subscriptions/utils/go-to-payment.ts', () => ({ goToPayment: vi.fn() }));
beforeEach(() => vi.mocked(goToPayment).mockClear());

const me = makeMe();

// Transform the page's chunk up front, so the first test's waits measure the page, not the bundler.
beforeAll(() => import('./plans-page.tsx'));
const PAYMENT_URL = 'https://pay.example.test/form/abc';
/** Intl puts no-break spaces into prices; the tests read them as plain spaces. */
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

function mockPremiumApi(
  buy: () => Response,
  extra: Parameters<typeof mockAccountApi>[1] = {},
  partner: { id: number; username: string } | null = null,
) {
  return mockAccountApi(
    { me, partner },
    {
      [route(endpoints.listPlans, { query: { paginator: 'off' } })]: () => json(PLANS),
      [route(endpoints.getSubscription)]: () => json(NO_PREMIUM),
      [route(endpoints.buyPlan, { params: { planId: 3 } })]: buy,
      [route(endpoints.buyPlan, { params: { planId: 2 } })]: buy,
      ...extra,
    },
  );
}

const toPayment = (overrides: Partial<BuyResult> = {}) =>
  json({ id: PURCHASE_ID, payment_url: PAYMENT_URL, promo_free_membership: false, ...overrides }, 201);

async function fillBuyer({ name = 'Аня', email = '', phone = '' } = {}) {
  fireEvent.change(await screen.findByLabelText('Имя'), { target: { value: name } });
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
  // The phone mask listens to input events, as a browser sends them while typing.
  fireEvent.input(screen.getByLabelText('Телефон'), { target: { value: phone } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: /Оплатить/ }));

describe('plans page in Russian', () => {
  it('lists the plans with prices, the monthly price and the savings; the best value is chosen', async () => {
    mockPremiumApi(toPayment);
    renderApp('/ru/profile/plans/', { me });
    const group = await screen.findByRole('radiogroup', { name: 'Выберите срок' });
    const options = within(group).getAllByRole<HTMLInputElement>('radio');
    expect(options).toHaveLength(3);
    const labels = options.map((option) => plain(option.closest('label')!.textContent));
    expect(labels[0]).toBe('Месяц490 ₽490 ₽ в месяц');
    expect(labels[1]).toBe('Три месяцаВыгоднее на 19 %1 190 ₽397 ₽ в месяц');
    expect(labels[2]).toBe('ГодВыгоднее на 49 %2 990 ₽249 ₽ в месяц');
    expect(options.map((option) => option.checked)).toEqual([false, false, true]);
    expect(screen.getByText('Премиум пока не подключён')).toBeTruthy();
    expect(screen.getByText('Средние и смелые фантазии открываются вам обоим')).toBeTruthy();
  });

  it('says premium opens for both only to someone who has a partner', async () => {
    mockPremiumApi(toPayment);
    const { unmount } = renderApp('/ru/profile/plans/', { me });
    const own = await screen.findByRole('radio', { name: /Для нас/ });
    expect(own.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      screen.getByText('Премиум откроется сразу, а когда вы пригласите партнёра — станет общим'),
    ).toBeTruthy();
    expect(screen.queryByText('Премиум откроется сразу вам и партнёру')).toBeNull();
    unmount();

    const bob = { id: 30, username: 'bob' };
    mockPremiumApi(toPayment, {}, bob);
    renderApp('/ru/profile/plans/', { me });
    storePartner(bob);
    expect(await screen.findByText('Премиум откроется сразу вам и партнёру')).toBeTruthy();
  });

  it('buys the chosen plan for the couple and goes to the payment page', async () => {
    const api = mockPremiumApi(toPayment);
    renderApp('/ru/profile/plans/', { me });
    fireEvent.click(await screen.findByRole('radio', { name: /Три месяца/ }));
    await fillBuyer({ name: ' Аня ', email: 'anya@example.com', phone: '9991234567' });
    expect(screen.getByLabelText<HTMLInputElement>('Телефон').value).toBe('+7 (999) 123-45-67');
    expect(plain(screen.getByRole('button', { name: /Оплатить/ }).textContent)).toBe('Оплатить 1 190 ₽');
    submit();
    await waitFor(() => expect(goToPayment).toHaveBeenCalledWith(PAYMENT_URL));
    expect(api.callsTo('/subscriptions/plans/2/buy/')[0]?.request).toMatchObject({
      method: 'POST',
      body: { kind: 'own', name: 'Аня', email: 'anya@example.com', phone: '+7 (999) 123-45-67' },
    });
  });

  it('preselects a gift from ?gift=1', async () => {
    const api = mockPremiumApi(toPayment);
    renderApp('/ru/profile/plans/?gift=1', { me });
    expect((await screen.findByRole<HTMLInputElement>('radio', { name: /В подарок/ })).checked).toBe(true);
    await fillBuyer({ phone: '9991234567' });
    submit();
    await waitFor(() => expect(api.callsTo('/subscriptions/plans/3/buy/')).toHaveLength(1));
    expect(api.callsTo('/subscriptions/plans/3/buy/')[0]?.request.body).toEqual({
      kind: 'gift',
      name: 'Аня',
      email: '',
      phone: '+7 (999) 123-45-67',
    });
  });

  it("starts a second purchase from the first one's contact", async () => {
    mockPremiumApi(toPayment, {
      [route(endpoints.getLastBuyer)]: () => json({ name: 'Аня', email: null, phone: '+79991234567' }),
    });
    renderApp('/ru/profile/plans/', { me });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Имя').value).toBe('Аня'));
    expect(screen.getByLabelText<HTMLInputElement>('Телефон').value).toBe('+7 (999) 123-45-67');
    expect(screen.getByLabelText<HTMLInputElement>('E-mail').value).toBe('');
  });

  it('asks for a name and a contact before sending anything', async () => {
    const api = mockPremiumApi(toPayment);
    renderApp('/ru/profile/plans/', { me });
    await screen.findByRole('radiogroup', { name: 'Выберите срок' });
    // The name is required, and says so before anything is sent; the contacts are not, alone.
    const nameField = screen.getByLabelText('Имя').closest('.field')!;
    expect(nameField.textContent).toContain('обязательно');
    expect(screen.getByLabelText('E-mail').closest('.field')!.textContent).not.toContain('обязательно');
    submit();
    expect(await screen.findByText('Как к вам обращаться? Впишите имя.')).toBeTruthy();
    expect(screen.getByText('Укажите e-mail или телефон — туда придёт чек.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Имя'));
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');

    await fillBuyer({ name: 'Аня', email: 'anya@', phone: '999' });
    submit();
    expect(await screen.findByText('Кажется, в адресе опечатка.')).toBeTruthy();
    expect(screen.getByText('Номер неполный — не хватает пары цифр.')).toBeTruthy();
    expect(api.callsTo('/subscriptions/plans/3/buy/')).toHaveLength(0);
  });

  it("shows the server's field errors under the fields", async () => {
    mockPremiumApi(() =>
      errorResponse(400, { code: 'invalid', detail: 'Invalid input.', email: ['Invalid email address'] }),
    );
    renderApp('/ru/profile/plans/', { me });
    await fillBuyer({ email: 'anya@example.com' });
    submit();
    expect(await screen.findByText('Кажется, в адресе опечатка.')).toBeTruthy();
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(goToPayment).not.toHaveBeenCalled();
  });

  it.each([
    [503, 'payments_unavailable', 'Оплата сейчас недоступна. Мы уже разбираемся — загляните чуть позже.'],
    [502, 'payment_provider_error', 'Платёжный сервис не ответил. Попробуйте ещё раз через минутку.'],
  ] as const)('says so when the answer is %s %s', async (status, code, words) => {
    mockPremiumApi(() => errorResponse(status, { code, detail: 'No.' }));
    renderApp('/ru/profile/plans/', { me });
    await fillBuyer({ email: 'anya@example.com' });
    submit();
    expect(await screen.findByText(words)).toBeTruthy();
    expect(goToPayment).not.toHaveBeenCalled();
  });

  it('offers the deal of the day, which pays with fake_pay and leads to the result', async () => {
    const api = mockPremiumApi(() => toPayment({ promo_free_membership: true }), {
      [route(endpoints.fakePay, { params: { purchaseId: PURCHASE_ID } })]: () => json(makePurchase()),
      [route(endpoints.getPurchase, { params: { purchaseId: PURCHASE_ID } })]: () => json(makePurchase()),
    });
    const { router } = renderApp('/ru/profile/plans/', { me });
    await fillBuyer({ email: 'anya@example.com' });
    submit();
    const dialog = await screen.findByRole('dialog', { name: 'Вам повезло!' });
    expect(within(dialog).getByText('Предложение дня — бесплатное членство')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Начать пользоваться' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ru/profile/payment-success/'));
    expect(router.state.location.search).toBe(`?purchase=${PURCHASE_ID}`);
    expect(api.callsTo(`/subscriptions/purchases/${PURCHASE_ID}/fake_pay/`)[0]?.request.method).toBe('POST');
    expect(goToPayment).not.toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: 'Премиум открыт!' })).toBeTruthy();
  });

  it('stays on the plans page when the deal popup is closed', async () => {
    const api = mockPremiumApi(() => toPayment({ promo_free_membership: true }));
    const { router } = renderApp('/ru/profile/plans/', { me });
    await fillBuyer({ email: 'anya@example.com' });
    submit();
    const dialog = await screen.findByRole('dialog', { name: 'Вам повезло!' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/ru/profile/plans/');
    expect(api.calls.some((call) => call.path.endsWith('/fake_pay/'))).toBe(false);
    expect(goToPayment).not.toHaveBeenCalled();
  });

  it("shows the partner's premium with its end date", async () => {
    mockPremiumApi(toPayment, {
      [route(endpoints.getSubscription)]: () => json(activePremium({ from_partner: true })),
    });
    renderApp('/ru/profile/plans/', { me });
    expect(await screen.findByText('Премиум открыт до 8 марта 2027 г.')).toBeTruthy();
    expect(screen.getByText('Его подарила подписка вашего партнёра — наслаждайтесь вместе.')).toBeTruthy();
  });
});

describe('plans page in English', () => {
  it('explains that premium is sold in Russian and switches there', async () => {
    const api = mockPremiumApi(toPayment);
    const { router } = renderApp('/en/profile/plans/?gift=1', { me });
    expect(
      await screen.findByRole('heading', { name: 'Premium is sold in the Russian version of Duet' }),
    ).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByLabelText('Name')).toBeNull();
    const link = screen.getByRole('link', { name: 'Switch to the Russian version' });
    expect(link.getAttribute('href')).toBe('/ru/profile/plans/?gift=1');
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/ru/profile/plans/'));
    expect(document.cookie).toContain('locale=ru');
    expect(await screen.findByRole('radiogroup', { name: 'Выберите срок' })).toBeTruthy();
    expect(api.callsTo('/subscriptions/plans/?paginator=off')).toHaveLength(1);
  });
});
