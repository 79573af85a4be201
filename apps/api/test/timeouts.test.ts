import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, signIn, type TestApp } from './helper.ts';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await build({ REQUEST_TIMEOUT_MS: '500', STREAM_HEARTBEAT_MS: '200' });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const GIVE_UP_MS = 3000;

/**
 * Writes `request` on a fresh connection and resolves, once the server closes it, with what it
 * answered and when; a connection still open after GIVE_UP_MS is dropped by the client instead.
 */
function sendAndWaitForClose(request: string) {
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (answer += chunk));
  socket.write(request);
  const started = Date.now();
  const giveUp = setTimeout(() => socket.destroy(), GIVE_UP_MS);
  return new Promise<{ answer: string; afterMs: number }>((resolve) =>
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ answer, afterMs: Date.now() - started });
    }),
  );
}

describe('request timeouts', () => {
  it('answers 408 and closes a connection whose body stalls half-way', async () => {
    const body = JSON.stringify({ username: 'slowloris' });
    const { answer, afterMs } = await sendAndWaitForClose(
      'POST /api/v0/user/dev_login/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(afterMs).toBeLessThan(2000);
  });

  it('closes a connection whose headers never end', async () => {
    const { afterMs } = await sendAndWaitForClose('GET /api/v0/fantasies/ HTTP/1.1\r\nHost: localhost\r\n');
    expect(afterMs).toBeLessThan(2000);
  });

  it('leaves an open live-update stream alone long past the request timeout', async () => {
    const { access } = await signIn(t.app, 'streamer');
    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}/api/v0/stream/`, {
      headers: { authorization: `Bearer ${access}` },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    const until = Date.now() + 2000;
    while (Date.now() < until) {
      const { value, done } = await reader.read();
      expect(done).toBe(false);
      received += decoder.decode(value);
    }
    expect(received).toContain(': ping');
    controller.abort();
  });
});
