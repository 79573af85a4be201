import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { latencyAtRate } from './open-loop.mjs';

let server: Server | undefined;

afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server on 127.0.0.1 that answers each request `delayMs` after it arrives, one at a time. */
async function serverAnsweringOneAtATime(delayMs: number) {
  let busyUntil = 0;
  server = createServer((request, response) => {
    busyUntil = Math.max(busyUntil, Date.now()) + delayMs;
    const status = request.url === '/fails' ? 500 : 200;
    setTimeout(() => response.writeHead(status).end('ok'), busyUntil - Date.now());
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** One second of `latencyAtRate` at `rate`, no warm-up, against a server answering in `delayMs`. */
async function oneSecondAt(
  delayMs: number,
  {
    rate,
    connections,
    path = () => '/',
  }: { rate: number; connections?: number; path?: (i: number) => string },
) {
  const origin = await serverAnsweringOneAtATime(delayMs);
  return latencyAtRate({
    origin,
    rate,
    connections,
    seconds: 1,
    warmUpSeconds: 0,
    request: (i) => ({ path: path(i) }),
  });
}

describe('latencyAtRate', () => {
  it('sends at the rate asked and measures a quick server as quick', async () => {
    const result = await oneSecondAt(1, { rate: 100 });
    expect(result.requests).toBe(100);
    expect(result.failures).toBe(0);
    expect(result.requestsPerSecond).toBeGreaterThan(80);
    expect(result.p50).toBeLessThan(50);
  });

  it('counts the time a request waited behind slower answers from when it was due', async () => {
    // 40 requests due over 1 s on one connection, answered one per 50 ms: the last is answered
    // about 2 s after the start, a second after it was due, though each answer itself takes 50 ms.
    const result = await oneSecondAt(50, { rate: 40, connections: 1 });
    expect(result.requests).toBe(40);
    expect(result.p99).toBeGreaterThan(800);
    expect(result.p50).toBeGreaterThan(300);
  });

  it('counts answers other than 2xx as failures, not latencies', async () => {
    const result = await oneSecondAt(1, { rate: 20, path: (i) => (i % 2 === 0 ? '/' : '/fails') });
    expect(result.failures).toBe(10);
    expect(result.requests).toBe(10);
  });
});
