import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyResultSchema, purchaseSchema, subscriptionSchema, type Plan } from '@duet/contracts';
import { users } from '../src/db/schema.ts';
import { issueToken } from '../src/features/auth/tokens.ts';
import { build, createAccount, type TestApp } from './helper.ts';

// The sandbox is a real HTTP round trip: Duet calls its own Init, and the card page notifies Duet.
let t: TestApp;
let origin: string;
let plans: Plan[];

beforeAll(async () => {
  t = await build();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  plans = (await (await fetch(`${origin}/api/v0/subscriptions/plans/?paginator=off`)).json()) as Plan[];
});
afterAll(() => t.close());

let counter = 0;
async function signedIn() {
  const { access } = await createAccount(t.app, `sandbox${++counter}x`);
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${origin}/api/v0/${path}`, {
      ...init,
      redirect: 'manual',
      headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json', ...init.headers },
    });
  return api;
}

async function startPayment(api: Awaited<ReturnType<typeof signedIn>>, kind: 'own' | 'gift' = 'own') {
  const bought = await api(`subscriptions/plans/${plans[0]!.id}/buy/`, {
    method: 'POST',
    body: JSON.stringify({ kind, name: 'Sandbox', email: 'sandbox@example.com' }),
  });
  expect(bought.status).toBe(200);
  return buyResultSchema.parse(await bought.json());
}

const submitCard = (paymentUrl: string, result: 'success' | 'fail') =>
  fetch(paymentUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `card=4300+0000+0000+0777&result=${result}`,
  });

describe('the local payment sandbox', () => {
  it('shows a card page, then notifies Duet with a signed CONFIRMED and returns the buyer', async () => {
    const api = await signedIn();
    const { id, payment_url } = await startPayment(api);
    expect(payment_url).toMatch(new RegExp(`^${origin}/api/v0/payments/sandbox/pay/\\d+/\\?lang=ru$`));

    const page = await fetch(payment_url, { headers: { 'accept-language': 'en' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('490,00');
    expect(html).toContain('Оплатить');
    expect(html).toContain('name="result" value="success"');

    const paid = await submitCard(payment_url, 'success');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${origin}/profile/payment-success/?purchase=${id}`);
    expect(purchaseSchema.parse(await (await api(`subscriptions/purchases/${id}/`)).json()).status).toBe(
      'paid',
    );
    expect(subscriptionSchema.parse(await (await api('subscriptions/')).json()).active).toBe(true);

    expect((await submitCard(payment_url, 'success')).status).toBe(404); // a card page pays once
  });

  it('declines: a signed REJECTED marks the purchase failed and gives nothing', async () => {
    const api = await signedIn();
    const { id, payment_url } = await startPayment(api);
    const declined = await submitCard(payment_url, 'fail');
    expect(declined.status).toBe(303);
    expect(purchaseSchema.parse(await (await api(`subscriptions/purchases/${id}/`)).json()).status).toBe(
      'failed',
    );
    expect(subscriptionSchema.parse(await (await api('subscriptions/')).json()).active).toBe(false);
  });

  it('refuses an Init that is not signed with the sandbox terminal', async () => {
    const response = await fetch(`${origin}/api/v0/payments/sandbox/v2/Init`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ TerminalKey: 'DuetSandbox', Amount: 100, OrderId: 'x', Token: 'f'.repeat(64) }),
    });
    expect(await response.json()).toMatchObject({ Success: false, ErrorCode: '204' });
  });

  it('reports itself in the payment settings', async () => {
    expect(await (await fetch(`${origin}/api/v0/payments/settings/`)).json()).toEqual({
      mode: 'sandbox',
      promo_free_membership: false,
      test_page: true,
    });
  });
});

describe('production without a terminal', () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await build({ NODE_ENV: 'production' });
  });
  afterAll(() => production.close());

  it('refuses to sell, serves no sandbox and hides the test page', async () => {
    // No development sign-in in production: a user and a token straight in the database.
    const [user] = await production.database.db.insert(users).values({ username: 'prodbuyer' }).returning();
    const access = await issueToken(production.database.db, user!.id);
    const bought = await production.app.inject({
      method: 'POST',
      url: `/api/v0/subscriptions/plans/${plans[0]!.id}/buy/`,
      headers: { authorization: `Bearer ${access}` },
      payload: { kind: 'own', name: 'P', email: 'p@example.com' },
    });
    expect(bought.statusCode).toBe(503);
    expect(bought.json()).toMatchObject({ code: 'payments_unavailable' });
    const init = await production.app.inject({
      method: 'POST',
      url: '/api/v0/payments/sandbox/v2/Init',
      payload: {},
    });
    expect(init.statusCode).toBe(404);
    expect((await production.app.inject({ url: '/test-tinkoff/' })).statusCode).toBe(404);
    expect((await production.app.inject({ url: '/api/v0/payments/settings/' })).json()).toMatchObject({
      mode: 'off',
      test_page: false,
    });
    const notified = await production.app.inject({
      method: 'POST',
      url: '/api/v0/payments/tinkoff/notification/',
      payload: { TerminalKey: 'DuetSandbox' },
    });
    expect(notified.statusCode).toBe(503);
  });
});
