import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buyResultSchema, giftSchema, subscriptionSchema, type Plan } from '@duet/contracts';
import { queryRows } from '../src/db/database.ts';
import { createCodes, type CodeBatch } from '../src/features/activation-codes/codes-repository.ts';
import {
  build,
  callApi,
  createAccount,
  type Account as Session,
  type ApiCallArgs,
  type TestApp,
} from './helper.ts';
import { signedNotification, startFakeAcquirer, type FakeAcquirer } from './fake-acquirer.ts';

let t: TestApp;
let promo: TestApp;
let acquirer: FakeAcquirer;
let plans: Plan[];

beforeAll(async () => {
  acquirer = await startFakeAcquirer();
  t = await build(acquirer.env);
  promo = await build({ ...acquirer.env, PROMO_FREE_MEMBERSHIP: 'true', CODE_RATE_LIMIT_PER_MINUTE: '3' });
  plans = (await t.app.inject({ url: '/api/v0/subscriptions/plans/?paginator=off' })).json<Plan[]>();
});
afterAll(async () => {
  await t.close();
  await promo.close();
  await acquirer.close();
});

let counter = 0;
const account = (on = t) => createAccount(on.app, `gift${++counter}x`);
const call = (method: ApiCallArgs[0], url: string, who: Session | null, payload?: object, on = t) =>
  callApi(on.app, method, url, who, payload);
const subscription = async (who: Session, on = t) =>
  subscriptionSchema.parse((await call('GET', 'subscriptions/', who, undefined, on)).json());
const buyer = { name: 'Вера', email: 'vera@example.com' };

async function buy(who: Session, kind: 'own' | 'gift', on = t) {
  const response = await call(
    'POST',
    `subscriptions/plans/${plans[1]!.id}/buy/`,
    who,
    { ...buyer, kind },
    on,
  );
  expect(response.statusCode, response.body).toBe(200);
  return buyResultSchema.parse(response.json());
}

async function notifyPayment(purchaseId: string, status: 'CONFIRMED' | 'REFUNDED') {
  const notified = await t.app.inject({
    method: 'POST',
    url: '/api/v0/payments/tinkoff/notification/',
    payload: signedNotification({ OrderId: purchaseId, Amount: plans[1]!.amount, Status: status }),
  });
  expect(notified.body).toBe('OK');
}

async function paidGift(who: Session) {
  const { id } = await buy(who, 'gift');
  await notifyPayment(id, 'CONFIRMED');
  const purchase = (await call('GET', `subscriptions/purchases/${id}/`, who)).json<{
    gift: { id: string };
  }>();
  return { giftId: purchase.gift.id, purchaseId: id };
}

describe('gift certificates', () => {
  it('are listed for their buyer and shown to anyone with the link', async () => {
    const who = await account();
    const { giftId } = await paidGift(who);
    const mine = (await call('GET', 'gifts/', who)).json<unknown[]>().map((gift) => giftSchema.parse(gift));
    expect(mine).toEqual([
      expect.objectContaining({ id: giftId, redeemed: false, mine: true, voided: false }),
    ]);
    expect(mine[0]!.plan.months).toBe(3);
    expect((await call('GET', 'gifts/', await account())).json()).toEqual([]);
    expect((await call('GET', 'gifts/', null)).statusCode).toBe(401);
    expect((await call('GET', `gifts/${giftId}/`, null)).json()).toMatchObject({ id: giftId, mine: false });
    expect((await call('GET', `gifts/${giftId}/`, who)).json()).toMatchObject({ mine: true });
  });

  it('are redeemed once, by someone other than the buyer, who is told', async () => {
    const who = await account();
    const { giftId } = await paidGift(who);
    const own = await call('POST', `gifts/${giftId}/accept/`, who);
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ code: 'gift_own' });
    expect((await call('POST', `gifts/${giftId}/accept/`, null)).statusCode).toBe(401);

    const friend = await account();
    const redeemed = await call('POST', `gifts/${giftId}/accept/`, friend);
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect(subscriptionSchema.parse(redeemed.json())).toMatchObject({ active: true, from_partner: false });
    expect((await subscription(who)).active).toBe(false);

    const again = await call('POST', `gifts/${giftId}/accept/`, await account());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'gift_already_redeemed' });
    expect((await call('POST', `gifts/${giftId}/accept/`, friend)).json()).toMatchObject({
      code: 'gift_already_redeemed',
    });
    expect((await call('GET', `gifts/${giftId}/`, null)).json()).toMatchObject({ redeemed: true });
    const kinds = (await call('GET', 'notifications/', who)).json<{ results: { kind: string }[] }>();
    expect(kinds.results.map((n) => n.kind)).toContain('gift_redeemed');
  });

  it.each([
    ['refunded', (purchaseId: string) => notifyPayment(purchaseId, 'REFUNDED')],
    [
      'failed',
      (purchaseId: string) =>
        queryRows(t.database.db, sql`update purchases set status = 'failed' where id = ${purchaseId}`),
    ],
  ])('are void once their purchase is %s: 410 gift_not_paid, and nothing is given', async (_, unpay) => {
    const who = await account();
    const { giftId, purchaseId } = await paidGift(who);
    await unpay(purchaseId);
    const friend = await account();
    for (const response of [
      await call('POST', `gifts/${giftId}/accept/`, friend),
      await call('GET', `gifts/${giftId}/`, null),
      await call('GET', `gifts/${giftId}/`, who),
    ]) {
      expect(response.statusCode).toBe(410);
      expect(response.json()).toMatchObject({ code: 'gift_not_paid' });
    }
    expect((await subscription(friend)).active).toBe(false);
    const [gift] = await queryRows<{ redeemed_by: number | null }>(
      t.database.db,
      sql`select redeemed_by from gift_certificates where id = ${giftId}`,
    );
    expect(gift).toEqual({ redeemed_by: null });
    const kinds = (await call('GET', 'notifications/', who)).json<{ results: { kind: string }[] }>();
    expect(kinds.results.map((n) => n.kind)).not.toContain('gift_redeemed');
    expect((await call('GET', 'gifts/', who)).json()).toEqual([
      expect.objectContaining({ id: giftId, voided: true, redeemed: false }),
    ]);
  });

  it('answer their own codes for an unknown or malformed id', async () => {
    const who = await account();
    const unknown = await call('POST', 'gifts/AAAAAAAAAAAAAAAAAAAAAA/accept/', who);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'gift_not_found' });
    expect((await call('GET', 'gifts/AAAAAAAAAAAAAAAAAAAAAA/', null)).json()).toMatchObject({
      code: 'gift_not_found',
    });
    expect((await call('POST', 'gifts/x%3B/accept/', who)).statusCode).toBe(400);
  });

  it('do not exist before the gift is paid', async () => {
    const who = await account();
    await buy(who, 'gift');
    expect((await call('GET', 'gifts/', who)).json()).toEqual([]);
  });
});

describe('POST /api/v0/activation_code/apply/', () => {
  const batch = (overrides: Partial<CodeBatch> = {}) =>
    createCodes(t.database.db, {
      count: 1,
      months: 1,
      maxUses: 1,
      expiresAt: null,
      label: null,
      ...overrides,
    });
  const apply = (who: Session | null, code: unknown) => call('POST', 'activation_code/apply/', who, { code });

  it('adds its period once per person, however the code is typed', async () => {
    const [code] = await batch({ months: 3, maxUses: 5 });
    const who = await account();
    const applied = await apply(who, ` ${code!.toLowerCase().replaceAll('-', ' ')} `);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ active: true });
    const again = await apply(who, code);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'activation_code_already_applied' });
  });

  it('refuses a used-up, an expired and a wrong code with their own codes, writing nothing', async () => {
    const [single] = await batch();
    expect((await apply(await account(), single)).statusCode).toBe(200);
    const late = await account();
    expect((await apply(late, single)).json()).toMatchObject({ code: 'activation_code_used_up' });
    const [expired] = await batch({ expiresAt: new Date(Date.now() - 1000) });
    expect((await apply(late, expired)).json()).toMatchObject({ code: 'activation_code_expired' });
    expect((await apply(late, 'DUET-NOPE-NOPE-NOPE')).json()).toMatchObject({
      code: 'activation_code_invalid',
    });
    expect((await apply(late, '---')).json()).toMatchObject({ code: 'activation_code_invalid' });
    expect((await subscription(late)).active).toBe(false);
    const [uses] = await queryRows<{ n: string }>(
      t.database.db,
      sql`select count(*) as n from activation_code_uses where user_id = ${late.user.id}`,
    );
    expect(Number(uses!.n)).toBe(0);
  });

  it('refuses bad input and visitors', async () => {
    const who = await account();
    expect((await apply(who, '')).statusCode).toBe(400);
    expect((await apply(who, 42)).statusCode).toBe(400);
    expect((await apply(who, 'x'.repeat(65))).statusCode).toBe(400);
    expect((await apply(null, 'DUET')).statusCode).toBe(401);
  });

  it('is rate limited against guessing', async () => {
    const who = await account(promo);
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (await call('POST', 'activation_code/apply/', who, { code: `GUESS${i}` }, promo)).statusCode,
      );
    }
    expect(statuses).toEqual([404, 404, 404, 429, 429]);
  });
});

describe('POST /api/v0/subscriptions/purchases/{purchaseId}/fake_pay/ (the deal of the day)', () => {
  const fakePay = (who: Session | null, id: string, on = promo) =>
    call('POST', `subscriptions/purchases/${id}/fake_pay/`, who, undefined, on);

  it('is refused while the promo is off', async () => {
    const who = await account();
    const { id, promo_free_membership } = await buy(who, 'own');
    expect(promo_free_membership).toBe(false);
    const response = await fakePay(who, id, t);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'promo_unavailable' });
    expect((await subscription(who)).active).toBe(false);
  });

  it('gives the buyer’s own pending purchase for free, once per person', async () => {
    const who = await account(promo);
    const first = await buy(who, 'own', promo);
    expect(first.promo_free_membership).toBe(true);
    expect((await fakePay(null, first.id)).statusCode).toBe(401);
    expect((await fakePay(await account(promo), first.id)).statusCode).toBe(404);
    const paid = await fakePay(who, first.id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid' });
    expect((await subscription(who, promo)).active).toBe(true);
    expect((await fakePay(who, first.id)).json()).toMatchObject({ code: 'purchase_not_pending' });

    const second = await buy(who, 'own', promo);
    expect(second.promo_free_membership).toBe(false);
    const refused = await fakePay(who, second.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'promo_already_used' });
  });

  it('is not for gifts', async () => {
    const who = await account(promo);
    const gift = await buy(who, 'gift', promo);
    expect(gift.promo_free_membership).toBe(false);
    expect((await fakePay(who, gift.id)).json()).toMatchObject({ code: 'promo_unavailable' });
  });
});
