import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import type { Terminal } from './acquirer.ts';
import { tinkoffInit, type InitRequest } from './tinkoff-client.ts';
import { tinkoffToken } from './tinkoff-token.ts';

/** A one-route stand-in for T-Bank's API: records what came and answers what the test set. */
let server: Server;
let baseUrl: string;
let received: { path: string; method: string; contentType: string; body: Record<string, unknown> }[] = [];
let answer: () => { status?: number; body: string; delayMs?: number } = () => ({ body: '{}' });

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text));
  });

beforeAll(async () => {
  server = createServer((request, response) => void answerFake(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2`;
});

async function answerFake(request: IncomingMessage, response: ServerResponse) {
  const text = await readBody(request);
  received.push({
    path: request.url ?? '',
    method: request.method ?? '',
    contentType: request.headers['content-type'] ?? '',
    body: JSON.parse(text) as Record<string, unknown>,
  });
  const { status = 200, body, delayMs = 0 } = answer();
  setTimeout(() => response.writeHead(status, { 'content-type': 'application/json' }).end(body), delayMs);
}
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received = [];
});

const terminal: Terminal = { terminalKey: 'TinkoffBankTest', password: 'secret', sandbox: false };
const request: InitRequest = {
  Amount: 49000,
  OrderId: 'order-1',
  Description: 'Duet Premium',
  Language: 'ru',
  SuccessURL: 'https://duet.example/ok/',
  FailURL: 'https://duet.example/fail/',
  NotificationURL: 'https://duet.example/api/v0/payments/tinkoff/notification/',
  Receipt: { Email: 'anna@example.com', Taxation: 'usn_income', Items: [] },
};
const accepted = (extra: object = {}) =>
  JSON.stringify({
    Success: true,
    ErrorCode: '0',
    PaymentId: 3093639567,
    PaymentURL: 'https://securepay.tinkoff.ru/new/fU1ppgqa',
    Status: 'NEW',
    ...extra,
  });

describe('tinkoffInit', () => {
  it('posts the signed order as JSON to Init under the API address, with or without its trailing slash', async () => {
    answer = () => ({ body: accepted() });
    for (const apiUrl of [baseUrl, `${baseUrl}/`]) {
      expect(await tinkoffInit(apiUrl, terminal, request, 2000)).toEqual({
        paymentId: '3093639567',
        paymentUrl: 'https://securepay.tinkoff.ru/new/fU1ppgqa',
        status: 'NEW',
      });
    }
    expect(received.map((call) => [call.method, call.path, call.contentType])).toEqual([
      ['POST', '/v2/Init', 'application/json'],
      ['POST', '/v2/Init', 'application/json'],
    ]);
    const { Token, ...signed } = received[0]!.body;
    expect(signed).toEqual({ TerminalKey: 'TinkoffBankTest', ...request });
    expect(Token).toBe(tinkoffToken(signed, 'secret'));
  });

  it('keeps a string payment id and takes a missing status for NEW', async () => {
    answer = () => ({ body: accepted({ PaymentId: 'p-7', Status: undefined }) });
    expect(await tinkoffInit(baseUrl, terminal, request, 2000)).toMatchObject({
      paymentId: 'p-7',
      status: 'NEW',
    });
    answer = () => ({ body: accepted({ Status: 'FORM_SHOWED' }) });
    expect((await tinkoffInit(baseUrl, terminal, request, 2000)).status).toBe('FORM_SHOWED');
  });

  it.each([
    ['a refusal', accepted({ Success: false, ErrorCode: '8', Message: 'Bad terminal' })],
    ['a success with an error code', accepted({ ErrorCode: '9' })],
    ['no payment page', accepted({ PaymentURL: undefined })],
    ['no payment id', accepted({ PaymentId: undefined })],
    ['a body that is not its answer', JSON.stringify({ hello: 'world' })],
    ['a page address that is not a URL', accepted({ PaymentURL: 'not a url' })],
    ['not JSON', '<html>busy</html>'],
  ])('answers payment_provider_error (502) for %s', async (_case, body) => {
    answer = () => ({ body });
    const failure = await tinkoffInit(baseUrl, terminal, request, 2000).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ code: 'payment_provider_error', statusCode: 502 });
  });

  it('keeps the acquirer’s reason as the cause, for the log', async () => {
    answer = () => ({
      body: accepted({ Success: false, ErrorCode: '8', Message: 'Bad terminal', Details: 'key' }),
    });
    const failure = (await tinkoffInit(baseUrl, terminal, request, 2000).catch(
      (error: unknown) => error,
    )) as Error;
    expect((failure.cause as Error).message).toBe('Init refused: 8 Bad terminal key');
    answer = () => ({ body: accepted({ ErrorCode: '9' }) });
    const bare = (await tinkoffInit(baseUrl, terminal, request, 2000).catch(
      (error: unknown) => error,
    )) as Error;
    expect((bare.cause as Error).message).toBe('Init refused: 9  ');
  });

  it('gives up after its timeout', async () => {
    answer = () => ({ body: accepted(), delayMs: 500 });
    const started = Date.now();
    const failure = await tinkoffInit(baseUrl, terminal, request, 100).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'payment_provider_error' });
    expect(Date.now() - started).toBeLessThan(450);
  });
});
