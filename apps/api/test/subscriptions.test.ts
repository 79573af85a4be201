import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  buyResultSchema,
  fantasyDetailSchema,
  pageSchema,
  planSchema,
  purchaseSchema,
  subscriptionSchema,
  type Fantasy,
  type Plan,
} from '@duet/contracts';
import { queryRows } from '../src/db/database.ts';
import { createCodes } from '../src/features/activation-codes/codes-repository.ts';
import {
  build,
  callApi,
  createAccount,
  createCouple,
  type Account as Session,
  type ApiCallArgs,
  type TestApp,
} from './helper.ts';
import { signedNotification, startFakeAcquirer, TERMINAL, type FakeAcquirer } from './fake-acquirer.ts';

let t: TestApp;
let acquirer: FakeAcquirer;
let plans: Plan[];
let light: Fantasy;
let medium: Fantasy;
let hard: Fantasy;

beforeAll(async () => {
  acquirer = await startFakeAcquirer();
  t = await build({ ...acquirer.env, PUBLIC_URL: 'https://duet.example' });
  plans = (await t.app.inject({ url: '/api/v0/subscriptions/plans/?paginator=off' })).json<Plan[]>();
  const catalogue = (await t.app.inject({ url: '/api/v0/fantasies/?paginator=off' })).json<Fantasy[]>();
  light = catalogue.find((fantasy) => fantasy.difficulty === 'light')!;
  medium = catalogue.find((fantasy) => fantasy.difficulty === 'medium')!;
  hard = catalogue.find((fantasy) => fantasy.difficulty === 'hard')!;
});
afterAll(async () => {
  await t.close();
  await acquirer.close();
});

let counter = 0;
const account = () => createAccount(t.app, `sub${++counter}x`);
const couple = () => createCouple(t.app, [`suba${++counter}x`, `subb${counter}x`]);
const call = (...args: ApiCallArgs) => callApi(t.app, ...args);
const subscription = async (who: Session) =>
  subscriptionSchema.parse((await call('GET', 'subscriptions/', who)).json());
const notify = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v0/payments/tinkoff/notification/', payload });
const purchaseCount = async () =>
  Number((await queryRows<{ n: string }>(t.database.db, sql`select count(*) as n from purchases`))[0]!.n);
const buyer = { name: 'Анна', email: 'anna@example.com', phone: '' };

async function buy(who: Session, kind: 'own' | 'gift' = 'own', plan = plans[0]!) {
  const response = await call('POST', `subscriptions/plans/${plan.id}/buy/`, who, { ...buyer, kind });
  expect(response.statusCode, response.body).toBe(200);
  return buyResultSchema.parse(response.json());
}
async function purchase(who: Session, id: string) {
  const response = await call('GET', `subscriptions/purchases/${id}/`, who);
  expect(response.statusCode, response.body).toBe(200);
  return purchaseSchema.parse(response.json());
}
async function confirm(id: string, amount = plans[0]!.amount) {
  const response = await notify(signedNotification({ OrderId: id, Amount: amount, Status: 'CONFIRMED' }));
  expect(response.statusCode, response.body).toBe(200);
  expect(response.body).toBe('OK');
}
async function givePremium(who: Session, months = 1) {
  const [code] = await createCodes(t.database.db, {
    count: 1,
    months,
    maxUses: 1,
    expiresAt: null,
    label: 'test',
  });
  expect((await call('POST', 'activation_code/apply/', who, { code })).statusCode).toBe(200);
}
const monthsBetween = (from: string, to: string) => {
  const a = new Date(from);
  const b = new Date(to);
  return (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + b.getUTCMonth() - a.getUTCMonth();
};

describe('GET /api/v0/subscriptions/plans/', () => {
  it('lists a month, three months and a year in kopecks, localised, paginated unless switched off', async () => {
    expect(plans.map((plan) => plan.months)).toEqual([1, 3, 12]);
    for (const plan of plans) {
      planSchema.parse(plan);
      expect(plan.amount % 100).toBe(0);
      expect(plan.title).toMatch(/[а-яё]/i);
    }
    const page = pageSchema(planSchema).parse(
      (
        await t.app.inject({ url: '/api/v0/subscriptions/plans/', headers: { 'accept-language': 'en' } })
      ).json(),
    );
    expect(page.count).toBe(3);
    expect(page.results[2]!.title).toBe('One year');
  });
});

describe('GET /api/v0/subscriptions/', () => {
  it('needs a sign-in', async () => {
    expect((await call('GET', 'subscriptions/', null)).statusCode).toBe(401);
  });

  it('is inactive for a new account', async () => {
    expect(await subscription(await account())).toEqual({
      active: false,
      expires_at: null,
      from_partner: false,
    });
  });

  it('is shared by the couple and stops being shared when they part', async () => {
    const { a, b } = await couple();
    await givePremium(a);
    const mine = await subscription(a);
    expect(mine.active).toBe(true);
    expect(await subscription(b)).toEqual({ ...mine, from_partner: true });
    expect((await call('DELETE', 'partner/current/remove/', b)).statusCode).toBe(204);
    expect((await subscription(b)).active).toBe(false);
    expect((await subscription(a)).active).toBe(true);
  });

  it('counts a subscription only while its flag is set and its expiry is ahead', async () => {
    const who = await account();
    await givePremium(who);
    await t.database.db.execute(sql`update subscriptions set active = false where user_id = ${who.user.id}`);
    expect((await subscription(who)).active).toBe(false);
    await t.database.db.execute(
      sql`update subscriptions set active = true, expires_at = now() - interval '1 minute' where user_id = ${who.user.id}`,
    );
    const expired = await subscription(who);
    expect(expired.active).toBe(false);
    expect(expired.expires_at).not.toBeNull();
  });
});

describe('the premium lock', () => {
  it('lets a free account like light fantasies only, and writes nothing when refusing', async () => {
    const who = await account();
    expect((await call('POST', `fantasies/${light.id}/like/`, who)).statusCode).toBe(200);
    for (const fantasy of [medium, hard]) {
      const refused = await call('POST', `fantasies/${fantasy.id}/like/`, who);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'premium_required' });
    }
    expect((await call('GET', 'fantasies/liked/', who)).json()).toEqual([light.id]);
  });

  it('refuses locked fantasies in the deep id and in plans', async () => {
    const who = await account();
    const deepid = await call('POST', 'fantasies/deepid_set/', who, [light.id, hard.id]);
    expect(deepid.json()).toMatchObject({ code: 'premium_required' });
    expect((await call('GET', 'fantasies/deepid/', who)).json()).toEqual([]);
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    const event = await call('POST', 'events/', who, {
      fantasy: medium.id,
      mood: 'fire',
      happens_at: inAnHour,
    });
    expect(event.json()).toMatchObject({ code: 'premium_required' });
  });

  it('withholds a locked fantasy’s description and tips from visitors and free accounts only', async () => {
    const visitor = fantasyDetailSchema.parse((await call('GET', `fantasies/${hard.id}/`, null)).json());
    expect(visitor).toMatchObject({ locked: true, description: null, preparation: null });
    const who = await account();
    expect((await call('GET', `fantasies/${hard.id}/`, who)).json()).toMatchObject({
      locked: true,
      description: null,
      preparation: null,
    });
    await givePremium(who);
    const unlocked = fantasyDetailSchema.parse((await call('GET', `fantasies/${hard.id}/`, who)).json());
    expect(unlocked.locked).toBe(false);
    expect(unlocked.description).toMatch(/\S/);
    expect(unlocked.preparation?.length).toBeGreaterThan(0);
  });

  it('opens for both partners when one of them has premium', async () => {
    const { a, b } = await couple();
    await givePremium(a);
    expect((await call('POST', `fantasies/${medium.id}/like/`, b)).statusCode).toBe(200);
    expect((await call('POST', `fantasies/${medium.id}/like/`, a)).json()).toEqual({
      fantasy: medium.id,
      state: 'match',
    });
  });

  it('opens for someone who bought nothing when only the partner paid', async () => {
    const { a, b } = await couple();
    await confirm((await buy(b)).id);
    const [own] = await queryRows<{ n: string }>(
      t.database.db,
      sql`select count(*) as n from subscriptions where user_id = ${a.user.id}`,
    );
    expect(Number(own!.n)).toBe(0);
    expect(await subscription(a)).toMatchObject({ active: true, from_partner: true });
    for (const fantasy of [medium, hard]) {
      expect((await call('POST', `fantasies/${fantasy.id}/like/`, a)).statusCode).toBe(200);
      const detail = fantasyDetailSchema.parse((await call('GET', `fantasies/${fantasy.id}/`, a)).json());
      expect(detail.locked).toBe(false);
      expect(detail.description).toMatch(/\S/);
    }
    expect((await call('GET', 'fantasies/liked/', a)).json()).toEqual(
      expect.arrayContaining([medium.id, hard.id]),
    );
  });
});

describe('POST /api/v0/subscriptions/plans/{planId}/buy/', () => {
  it('creates the purchase and calls Init with a valid Token, the amount, the receipt and the return URLs', async () => {
    const who = await account();
    const plan = plans[1]!;
    const result = await buy(who, 'own', plan);
    const init = acquirer.inits.at(-1)!;
    expect(init).toMatchObject({
      TerminalKey: TERMINAL.key,
      Amount: plan.amount,
      OrderId: result.id,
      SuccessURL: `https://duet.example/profile/payment-success/?purchase=${result.id}`,
      FailURL: `https://duet.example/profile/payment-success/?purchase=${result.id}`,
      NotificationURL: 'https://duet.example/api/v0/payments/tinkoff/notification/',
      Receipt: {
        Email: buyer.email,
        Taxation: 'usn_income',
        Items: [
          { Price: plan.amount, Quantity: 1, Amount: plan.amount, Tax: 'none', PaymentObject: 'service' },
        ],
      },
    });
    expect(init.Description).toContain(plan.title);
    expect(result.payment_url).toMatch(/^https:\/\/pay\.example\.test\/new\/\d+$/);
    expect(result.promo_free_membership).toBe(false);
    expect(await purchase(who, result.id)).toMatchObject({
      status: 'pending',
      kind: 'own',
      amount: plan.amount,
      gift: null,
    });
  });

  it('takes a phone instead of an e-mail, normalised for the receipt', async () => {
    const who = await account();
    const response = await call('POST', `subscriptions/plans/${plans[0]!.id}/buy/`, who, {
      kind: 'gift',
      name: 'Борис',
      phone: '+7 (999) 123-45-67',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((acquirer.inits.at(-1)!.Receipt as { Phone: string }).Phone).toBe('+79991234567');
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const who = await account();
    const before = await purchaseCount();
    for (const [body, field] of [
      [{ kind: 'own', name: 'A' }, 'email'],
      [{ kind: 'own', name: 'A', email: 'not-an-email' }, 'email'],
      [{ kind: 'own', name: 'A', phone: '12' }, 'phone'],
      [{ kind: 'both', name: 'A', email: 'a@example.com' }, 'kind'],
      [{ kind: 'own', name: '  ', email: 'a@example.com' }, 'name'],
    ] as const) {
      const response = await call('POST', `subscriptions/plans/${plans[0]!.id}/buy/`, who, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid', [field]: [expect.any(String)] });
    }
    expect(
      (await call('POST', 'subscriptions/plans/999999/buy/', who, { ...buyer, kind: 'own' })).json(),
    ).toMatchObject({
      code: 'not_found',
    });
    expect(
      (await call('POST', 'subscriptions/plans/abc/buy/', who, { ...buyer, kind: 'own' })).statusCode,
    ).toBe(400);
    expect(await purchaseCount()).toBe(before);
  });

  it('needs a sign-in', async () => {
    expect(
      (await call('POST', `subscriptions/plans/${plans[0]!.id}/buy/`, null, { ...buyer, kind: 'own' }))
        .statusCode,
    ).toBe(401);
  });

  it('answers payment_provider_error when the acquirer refuses, and the purchase is failed', async () => {
    const who = await account();
    acquirer.refuseNextInit();
    const response = await call('POST', `subscriptions/plans/${plans[0]!.id}/buy/`, who, {
      ...buyer,
      kind: 'own',
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: 'payment_provider_error' });
    const [row] = await queryRows<{ status: string }>(
      t.database.db,
      sql`select status from purchases where user_id = ${who.user.id}`,
    );
    expect(row!.status).toBe('failed');
  });
});

describe('GET /api/v0/subscriptions/purchases/{purchaseId}/', () => {
  it('shows a purchase to its buyer only', async () => {
    const who = await account();
    const { id } = await buy(who);
    expect((await purchase(who, id)).id).toBe(id);
    expect((await call('GET', `subscriptions/purchases/${id}/`, await account())).statusCode).toBe(404);
    expect((await call('GET', `subscriptions/purchases/${id}/`, null)).statusCode).toBe(401);
    expect((await call('GET', 'subscriptions/purchases/not-a-uuid/', who)).statusCode).toBe(400);
  });
});

describe('GET /api/v0/subscriptions/buyer/', () => {
  it("answers the latest purchase's contact to its buyer only, null before any", async () => {
    const who = await account();
    const lastBuyer = async (caller: Session | null) => call('GET', 'subscriptions/buyer/', caller);
    expect((await lastBuyer(who)).json()).toBeNull();
    await buy(who);
    expect((await lastBuyer(who)).json()).toEqual({ name: 'Анна', email: 'anna@example.com', phone: null });
    const phoned = await call('POST', `subscriptions/plans/${plans[0]!.id}/buy/`, who, {
      kind: 'gift',
      name: 'Анна К.',
      phone: '+7 (999) 123-45-67',
    });
    expect(phoned.statusCode, phoned.body).toBe(200);
    expect((await lastBuyer(who)).json()).toEqual({ name: 'Анна К.', email: null, phone: '+79991234567' });
    // Nobody else has any of it.
    expect((await lastBuyer(await account())).json()).toBeNull();
    expect((await lastBuyer(null)).statusCode).toBe(401);
  });
});

describe('POST /api/v0/payments/tinkoff/notification/', () => {
  it('extends the buyer’s premium exactly once by the plan’s period, from now', async () => {
    const who = await account();
    const { id } = await buy(who);
    await notify(signedNotification({ OrderId: id, Amount: plans[0]!.amount, Status: 'AUTHORIZED' }));
    expect((await purchase(who, id)).status).toBe('pending');
    await confirm(id);
    const paid = await purchase(who, id);
    expect(paid.status).toBe('paid');
    expect(paid.paid_at).not.toBeNull();
    const after = await subscription(who);
    expect(after.active).toBe(true);
    expect(monthsBetween(new Date().toISOString(), after.expires_at!)).toBe(1);

    await confirm(id); // replayed
    await notify(signedNotification({ OrderId: id, Amount: plans[0]!.amount, Status: 'AUTHORIZED' })); // late
    await notify(signedNotification({ OrderId: id, Amount: plans[0]!.amount, Status: 'REJECTED' })); // out of order
    expect(await subscription(who)).toEqual(after);
    expect((await purchase(who, id)).status).toBe('paid');
  });

  it('extends a running subscription from its end', async () => {
    const who = await account();
    await confirm((await buy(who)).id);
    const first = (await subscription(who)).expires_at!;
    await confirm((await buy(who, 'own', plans[2])).id, plans[2]!.amount);
    expect(monthsBetween(first, (await subscription(who)).expires_at!)).toBe(12);
  });

  it('refuses a forged notification with 403 and changes nothing', async () => {
    const who = await account();
    const { id } = await buy(who);
    const forged = signedNotification(
      { OrderId: id, Amount: plans[0]!.amount, Status: 'CONFIRMED' },
      'guessed',
    );
    const response = await notify(forged);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'payment_signature_invalid' });
    const unsigned = {
      ...signedNotification({ OrderId: id, Amount: plans[0]!.amount, Status: 'CONFIRMED' }),
    };
    delete (unsigned as { Token?: string }).Token;
    expect((await notify(unsigned)).statusCode).toBe(403);
    const tampered = {
      ...signedNotification({ OrderId: id, Amount: 1, Status: 'REJECTED' }),
      Status: 'CONFIRMED',
    };
    expect((await notify(tampered)).statusCode).toBe(403);
    expect((await purchase(who, id)).status).toBe('pending');
    expect((await subscription(who)).active).toBe(false);
  });

  it('refuses a signed notification whose amount, order or terminal does not match', async () => {
    const who = await account();
    const { id } = await buy(who);
    for (const fields of [
      { OrderId: id, Amount: plans[0]!.amount - 100, Status: 'CONFIRMED' },
      { OrderId: '00000000-0000-4000-8000-000000000000', Amount: plans[0]!.amount, Status: 'CONFIRMED' },
      { OrderId: 'not-ours', Amount: plans[0]!.amount, Status: 'CONFIRMED' },
    ]) {
      const response = await notify(signedNotification(fields));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'payment_mismatch' });
    }
    expect((await purchase(who, id)).status).toBe('pending');
    expect((await subscription(who)).active).toBe(false);
  });

  it('marks a rejected payment failed, and still lets a later confirmation through', async () => {
    const who = await account();
    const { id } = await buy(who);
    await notify(signedNotification({ OrderId: id, Amount: plans[0]!.amount, Status: 'REJECTED' }));
    expect((await purchase(who, id)).status).toBe('failed');
    await confirm(id);
    expect((await purchase(who, id)).status).toBe('paid');
    expect((await subscription(who)).active).toBe(true);
  });

  it('shares a confirmed purchase with the partner and tells them', async () => {
    const { a, b } = await couple();
    await confirm((await buy(a)).id);
    expect(await subscription(b)).toMatchObject({ active: true, from_partner: true });
    const notifications = (await call('GET', 'notifications/', b)).json<{ results: { kind: string }[] }>();
    expect(notifications.results.map((n) => n.kind)).toContain('premium_shared');
  });

  it('turns a confirmed gift purchase into a certificate, not premium for the buyer', async () => {
    const who = await account();
    const { id } = await buy(who, 'gift');
    await confirm(id);
    const paid = await purchase(who, id);
    expect(paid.gift).toMatchObject({ redeemed: false, mine: true });
    expect(paid.gift!.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await subscription(who)).active).toBe(false);
    await confirm(id);
    const [row] = await queryRows<{ n: string }>(
      t.database.db,
      sql`select count(*) as n from gift_certificates where purchase_id = ${id}`,
    );
    expect(Number(row!.n)).toBe(1);
  });
});
