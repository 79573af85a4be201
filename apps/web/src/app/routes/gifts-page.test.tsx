import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@duet/contracts/plain';
import { mockAccountApi } from '#test/account-mocks.ts';
import { errorResponse, json, route } from '#test/api-mocks.ts';
import { makeGift, makePlan } from '#test/gifts-mocks.ts';
import { stubShareApis } from '#test/share-apis.ts';
import { makeMe, renderApp } from '#test/render-app.tsx';

const me = makeMe();

const GIFTS = [
  makeGift({ id: 'gift_waiting_000000001', plan: makePlan(3), created_at: '2026-02-14T12:00:00.000Z' }),
  makeGift({
    id: 'gift_redeemed_00000002',
    plan: makePlan(12),
    redeemed: true,
    redeemed_at: '2026-03-08T09:00:00.000Z',
    created_at: '2026-03-01T12:00:00.000Z',
  }),
  makeGift({ id: 'gift_waiting_000000003', plan: makePlan(1), created_at: '2026-01-05T12:00:00.000Z' }),
  makeGift({
    id: 'gift_refunded_0000004',
    plan: makePlan(6),
    voided: true,
    created_at: '2025-12-20T12:00:00.000Z',
  }),
];

const EN_GIFT = makeGift({ id: 'gift_waiting_000000001', plan: makePlan(3, 'en') });

const item = (name: string) => screen.getByRole('article', { name });

describe('my gifts page', () => {
  it('lists my certificates with their period, date and state, and copies a waiting link', async () => {
    const { writeText } = stubShareApis();
    mockAccountApi({ me }, { [route(endpoints.listGifts)]: () => json(GIFTS) });
    renderApp('/gift/', { me });
    expect(await screen.findByRole('heading', { level: 1, name: 'Подарите премиум' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Мои подарочные сертификаты' });
    expect(within(list).getAllByRole('article')).toHaveLength(4);

    const quarter = item('3 месяца');
    expect(within(quarter).getByText('Ждёт получателя')).toBeTruthy();
    expect(within(quarter).getByText('Куплен 14 февраля 2026 г.')).toBeTruthy();
    const url = `${window.location.origin}/gift/gift_waiting_000000001/`;
    expect(within(quarter).getByLabelText('Ссылка на подарок: 3 месяца')).toHaveProperty('value', url);
    // No share sheet on this device: only Copy.
    expect(within(quarter).queryByRole('button', { name: /Поделиться/ })).toBeNull();
    fireEvent.click(within(quarter).getByRole('button', { name: 'Копировать ссылку на подарок: 3 месяца' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(url));
    expect(await screen.findByText('Ссылка скопирована')).toBeTruthy();

    const year = item('12 месяцев');
    expect(within(year).getByText('Принят')).toBeTruthy();
    expect(within(year).getByText(/принят 8 марта 2026 г\./)).toBeTruthy();
    expect(within(year).queryByRole('button', { name: /Копировать/ })).toBeNull();
    expect(within(year).queryByRole('textbox')).toBeNull();

    expect(item('1 месяц')).toBeTruthy();

    const refunded = item('6 месяцев');
    expect(within(refunded).getByText('Больше не действует')).toBeTruthy();
    expect(within(refunded).getByText(/ссылка больше не работает/)).toBeTruthy();
    expect(within(refunded).queryByRole('textbox')).toBeNull();
    expect(within(refunded).queryByRole('button', { name: /Копировать/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Купить подарок' }).getAttribute('href')).toBe(
      '/profile/plans/?gift=1',
    );
  });

  it('shares a waiting link where the device can', async () => {
    const { share } = stubShareApis({ withShare: true });
    mockAccountApi({ me }, { [route(endpoints.listGifts)]: () => json([EN_GIFT]) });
    renderApp('/en/gift/', { me });
    const quarter = await screen.findByRole('article', { name: '3 months' });
    fireEvent.click(within(quarter).getByRole('button', { name: 'Share the gift: 3 months' }));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith(
        expect.objectContaining({ url: `${window.location.origin}/gift/gift_waiting_000000001/` }),
      ),
    );
  });

  it('tells what to do when there are no gifts yet', async () => {
    mockAccountApi({ me }, { [route(endpoints.listGifts)]: () => json([]) });
    renderApp('/en/gift/', { me });
    expect(await screen.findByRole('heading', { name: 'No gifts yet' })).toBeTruthy();
    const buy = screen.getAllByRole('link', { name: 'Buy a gift' });
    expect(buy.map((link) => link.getAttribute('href'))).toEqual([
      '/en/profile/plans/?gift=1',
      '/en/profile/plans/?gift=1',
    ]);
  });

  it('shows skeletons while loading and a retry when loading fails', async () => {
    let calls = 0;
    let answer!: (response: Response) => void;
    mockAccountApi(
      { me },
      {
        [route(endpoints.listGifts)]: () =>
          ++calls === 1 ? new Promise<Response>((resolve) => (answer = resolve)) : json([EN_GIFT]),
      },
    );
    renderApp('/en/gift/', { me });
    expect(await screen.findByText('Loading your gifts…')).toBeTruthy();
    // The loading text can show before the request goes out (while the screen's code loads).
    await waitFor(() => expect(calls).toBe(1));
    answer(errorResponse(503, { code: 'service_unavailable', detail: 'Down' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("Couldn't load your gifts")).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: '3 months' })).toBeTruthy();
  });
});
