import { spawn, type ChildProcess } from 'node:child_process';
import { request, Agent } from 'node:http';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from './helper.ts';

const root = new URL('../../../', import.meta.url).pathname;
const SHUTDOWN_TIMEOUT_MS = 8000;

let server: ChildProcess | undefined;
afterEach(() => {
  if (server?.exitCode === null) server.kill('SIGKILL');
});

/** The real server process (`src/server.ts` through tsx), on an in-memory database, once it answers. */
async function startServer(port: number) {
  let output = '';
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: 'memory://',
      DATABASE_URL: '',
      SEED_ON_START: 'false',
      LOG_LEVEL: 'warn',
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => server!.once('exit', (code) => resolve(code)));
  for (let attempt = 0; attempt < 300; attempt++) {
    if (server.exitCode !== null) throw new Error(`the server exited at start:\n${output}`);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
    if (ready?.ok) return { exited, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not start:\n${output}`);
}

describe('shutting down on SIGTERM', () => {
  it('ends open streams, finishes requests in flight, closes every connection and exits 0', async () => {
    const port = await freePort();
    const { exited, output } = await startServer(port);
    const origin = `http://127.0.0.1:${port}`;
    const signedIn = await fetch(`${origin}/api/v0/user/dev_login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'leaving' }),
    });
    const { access } = (await signedIn.json()) as { access: string };

    // A keep-alive connection, idle after its request.
    const agent = new Agent({ keepAlive: true });
    await new Promise((resolve) =>
      request(`${origin}/healthz`, { agent }, (response) => response.resume().on('end', resolve)).end(),
    );

    // An open live-update stream.
    const streamEnded = new Promise<void>((resolve, reject) => {
      request(`${origin}/api/v0/stream/`, { headers: { authorization: `Bearer ${access}` } }, (response) => {
        response.on('data', () => undefined);
        response.on('close', resolve);
      })
        .on('error', reject)
        .end();
    });

    // A request in flight: its body arrives only once the shutdown has begun.
    const body = JSON.stringify({ username: 'latecomer' });
    const inFlight = connect(port, '127.0.0.1');
    let inFlightAnswer = '';
    inFlight.setEncoding('utf8').on('data', (chunk: string) => (inFlightAnswer += chunk));
    const inFlightClosed = new Promise((resolve) => inFlight.on('close', resolve));
    inFlight.write(
      'POST /api/v0/user/dev_login/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 4)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));

    const signalled = Date.now();
    server!.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    inFlight.write(body.slice(4));

    const code = await exited;
    const tookMs = Date.now() - signalled;
    agent.destroy();
    expect(code, output()).toBe(0);
    expect(tookMs).toBeLessThan(SHUTDOWN_TIMEOUT_MS / 2);
    await streamEnded;
    await inFlightClosed;
    expect(inFlightAnswer).toMatch(/^HTTP\/1\.1 200 /);
  }, 60_000);
});
