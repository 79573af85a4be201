import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hasValidTinkoffToken, tinkoffToken } from '../src/shared/payments/tinkoff-token.ts';

export const TERMINAL = { key: 'TestTerminal', password: 'test-terminal-password' };

export type FakeAcquirer = Awaited<ReturnType<typeof startFakeAcquirer>>;

/**
 * A small stand-in for T-Bank's acquiring API on 127.0.0.1: it checks each Init's Token as the
 * bank does and keeps what it received, so tests can look at the request Duet sent.
 */
export async function startFakeAcquirer() {
  const inits: Record<string, unknown>[] = [];
  let refuseNext = false;
  let nextPaymentId = 1000;
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const body = JSON.parse(raw) as Record<string, unknown>;
      response.setHeader('content-type', 'application/json');
      if (request.url !== '/v2/Init') {
        response.statusCode = 404;
        return response.end('{}');
      }
      inits.push(body);
      const signed = body.TerminalKey === TERMINAL.key && hasValidTinkoffToken(body, TERMINAL.password);
      if (!signed || refuseNext) {
        refuseNext = false;
        return response.end(JSON.stringify({ Success: false, ErrorCode: '204', Message: 'Неверный токен' }));
      }
      const paymentId = nextPaymentId++;
      response.end(
        JSON.stringify({
          Success: true,
          ErrorCode: '0',
          TerminalKey: TERMINAL.key,
          Status: 'NEW',
          PaymentId: String(paymentId),
          OrderId: body.OrderId,
          Amount: body.Amount,
          PaymentURL: `https://pay.example.test/new/${paymentId}`,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    env: {
      TINKOFF_TERMINAL_KEY: TERMINAL.key,
      TINKOFF_PASSWORD: TERMINAL.password,
      TINKOFF_API_URL: `http://127.0.0.1:${port}/v2/`,
    },
    inits,
    refuseNextInit() {
      refuseNext = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A notification as the acquirer sends it, signed with the terminal password unless told otherwise. */
export function signedNotification(
  fields: { OrderId: string; Amount: number; Status: string; Success?: boolean; PaymentId?: string },
  password = TERMINAL.password,
) {
  const body = {
    TerminalKey: TERMINAL.key,
    OrderId: fields.OrderId,
    Success: fields.Success ?? !['REJECTED', 'AUTH_FAIL'].includes(fields.Status),
    Status: fields.Status,
    PaymentId: fields.PaymentId ?? '1000',
    ErrorCode: '0',
    Amount: fields.Amount,
    CardId: 7,
    Pan: '430000******0777',
    ExpDate: '1230',
  };
  return { ...body, Token: tinkoffToken(body, password) };
}
