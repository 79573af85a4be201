import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupErrorHandler } from './error-handler.ts';

type Line = { level: number; msg: string };
const lines: Line[] = [];
const app = Fastify({
  logger: {
    level: 'debug',
    stream: new Writable({
      write(chunk, _encoding, done) {
        lines.push(
          ...String(chunk)
            .trim()
            .split('\n')
            .map((line) => JSON.parse(line) as Line),
        );
        done();
      },
    }),
  },
});
const prematureClose = () =>
  Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
let origin = '';

beforeAll(async () => {
  setupErrorHandler(app);
  // What @fastify/static hands the error handler when the browser left before the file started.
  app.get('/left', async (request) => {
    request.raw.socket.destroy();
    throw prematureClose();
  });
  app.get('/broken', async () => {
    throw prematureClose();
  });
  // What walking a value nested thousands deep does, in JSON.stringify or a driver.
  app.get('/deep', async () => {
    const walk = (depth: number): number => walk(depth + 1) + 1;
    return { depth: walk(0) };
  });
  // What either driver reports when a write points at a row another request just deleted.
  app.get('/vanished', async () => {
    throw Object.assign(new Error('insert violates foreign key constraint'), {
      cause: Object.assign(new Error('fk'), { code: '23503' }),
    });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => app.close());

const request = (path: string) =>
  new Promise<void>((resolve) => {
    const call = get(`${origin}${path}`, (response) => response.resume().on('end', resolve));
    call.on('error', () => resolve());
  });

const messagesAt = (level: number) => lines.filter((line) => line.level === level).map((line) => line.msg);

describe('the error handler on a download the client abandoned', () => {
  it('logs it at info, not as an error', async () => {
    await request('/left');
    await expect.poll(() => messagesAt(30)).toContain('client aborted the response');
    expect(messagesAt(50)).toEqual([]);
  });

  it('still logs the same failure as an error while the client is there', async () => {
    await request('/broken');
    await expect.poll(() => messagesAt(50)).toContain('unhandled error');
  });
});

describe('the error handler on a stack overflow', () => {
  it('answers 400 invalid, a warning in the log, not a 500', async () => {
    const response = await app.inject({ url: '/deep' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid', detail: 'The request is nested too deeply.' });
    expect(messagesAt(40)).toContain('request nested too deeply to handle');
  });
});

describe('the error handler on a write racing a deletion', () => {
  it('answers 409 conflict, a warning in the log, not a 500', async () => {
    const response = await app.inject({ url: '/vanished' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'conflict' });
    expect(messagesAt(40)).toContain('a referenced row was removed concurrently');
  });
});
