import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyResultSchema, purchaseSchema, subscriptionSchema, type Plan } from '@duet/contracts';
import { users } from '../src/db/schema.ts';
import { SANDBOX_PASSWORD } from '../src/shared/payments/acquirer.ts';
import { tinkoffToken } from '../src/shared/payments/tinkoff-token.ts';
import { issueToken } from '../src/shared/session/tokens.ts';
import { build, createAccount, freePort, type TestApp } from './helper.ts';

// The sandbox is a real HTTP round trip: Duet calls its own Init, and the card page notifies Duet.
let t: TestApp;
let origin: string;
let plans: Plan[];

// Without PUBLIC_URL, as in development: links and the sandbox's own calls go to localhost:PORT.
beforeAll(async () => {
  const port = await freePort();
  origin = `http://localhost:${port}`;
  t = await build({ PUBLIC_URL: '', PORT: String(port) });
  await t.app.listen({ host: 'localhost', port });
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
  return Object.assign(api, { access });
}

type Api = Awaited<ReturnType<typeof signedIn>>;

const buyBody = (kind: 'own' | 'gift') =>
  JSON.stringify({ kind, name: 'Sandbox', email: 'sandbox@example.com' });

async function startPayment(api: Api, kind: 'own' | 'gift' = 'own') {
  const bought = await api(`subscriptions/plans/${plans[0]!.id}/buy/`, {
    method: 'POST',
    body: buyBody(kind),
  });
  expect(bought.status).toBe(200);
  return buyResultSchema.parse(await bought.json());
}

/** Presses Pay or Decline on the card page, in the browser of the person signed in as `payer`. */
const submitCard = (paymentUrl: string, result: 'success' | 'fail', payer: Api | null) =>
  fetch(paymentUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(payer ? { cookie: `token=${payer.access}` } : {}),
    },
    body: `card=4300+0000+0000+0777&result=${result}`,
  });

/** A sandbox Init signed with the public sandbox terminal, as anyone could send it. */
function sandboxInit(fields: Record<string, string | number>) {
  const body = { TerminalKey: 'DuetSandbox', Amount: 100, OrderId: 'order-1', ...fields };
  return fetch(`${origin}/api/v0/payments/sandbox/v2/Init`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, Token: tinkoffToken(body, SANDBOX_PASSWORD) }),
  });
}

/** A server standing in for an attacker's host, which records whatever reaches it. */
async function listeningAttacker() {
  const received: IncomingMessage[] = [];
  const server = createServer((request, response) => {
    received.push(request);
    response.end(JSON.stringify({ Success: true, PaymentURL: 'https://evil.example/pay' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { host, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

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
    // Its policy lets in its own stylesheet (by hash), and no script.
    const policy = page.headers.get('content-security-policy') ?? '';
    const style = /<style>(.*?)<\/style>/s.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(policy).toContain(`style-src 'sha256-${hash}'`);
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain('unsafe-inline');
    expect(html).not.toContain('<script');

    const paid = await submitCard(payment_url, 'success', api);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${origin}/profile/payment-success/?purchase=${id}`);
    expect(purchaseSchema.parse(await (await api(`subscriptions/purchases/${id}/`)).json()).status).toBe(
      'paid',
    );
    expect(subscriptionSchema.parse(await (await api('subscriptions/')).json()).active).toBe(true);

    expect((await submitCard(payment_url, 'success', api)).status).toBe(404); // a card page pays once
  });

  it('declines: a signed REJECTED marks the purchase failed and gives nothing', async () => {
    const api = await signedIn();
    const { id, payment_url } = await startPayment(api);
    const declined = await submitCard(payment_url, 'fail', api);
    expect(declined.status).toBe(303);
    expect(purchaseSchema.parse(await (await api(`subscriptions/purchases/${id}/`)).json()).status).toBe(
      'failed',
    );
    expect(subscriptionSchema.parse(await (await api('subscriptions/')).json()).active).toBe(false);
  });

  it('takes card details only from the buyer: not from a visitor, nor from someone else signed in', async () => {
    const buyer = await signedIn();
    const stranger = await signedIn();
    const { id, payment_url } = await startPayment(buyer);

    const anonymous = await submitCard(payment_url, 'success', null);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: 'not_authenticated' });
    const someoneElse = await submitCard(payment_url, 'success', stranger);
    expect(someoneElse.status).toBe(404);
    expect(purchaseSchema.parse(await (await buyer(`subscriptions/purchases/${id}/`)).json()).status).toBe(
      'pending',
    );

    expect((await submitCard(payment_url, 'success', buyer)).status).toBe(303);
  });

  it('notifies only Duet: an Init naming another NotificationURL is refused', async () => {
    const attacker = await listeningAttacker();
    try {
      const init = await sandboxInit({ NotificationURL: `http://${attacker.host}/hook` });
      expect(await init.json()).toMatchObject({ Success: false, ErrorCode: '9999' });
    } finally {
      await attacker.close();
    }
    expect(attacker.received).toHaveLength(0);
  });

  it.each(['SuccessURL', 'FailURL'])(
    'is no open redirect: an Init whose %s leaves Duet is refused',
    async (field) => {
      const init = await sandboxInit({ [field]: 'https://evil.example/phish' });
      expect(await init.json()).toMatchObject({ Success: false, ErrorCode: '9999' });
      const ownPage = await sandboxInit({ [field]: `${origin}/profile/payment-success/` });
      expect(await ownPage.json()).toMatchObject({ Success: true });
    },
  );

  it('calls the acquirer on its own origin whatever Host the buyer sends', async () => {
    const api = await signedIn();
    const attacker = await listeningAttacker();
    try {
      const bought = await t.app.inject({
        method: 'POST',
        url: `/api/v0/subscriptions/plans/${plans[0]!.id}/buy/`,
        headers: {
          host: attacker.host,
          authorization: `Bearer ${api.access}`,
          'content-type': 'application/json',
        },
        payload: buyBody('own'),
      });
      expect(bought.statusCode).toBe(200);
      expect(buyResultSchema.parse(bought.json()).payment_url.startsWith(`${origin}/`)).toBe(true);
    } finally {
      await attacker.close();
    }
    expect(attacker.received).toHaveLength(0);
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
