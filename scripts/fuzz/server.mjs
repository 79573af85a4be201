// Duet from its sources on loopback, with a throwaway data folder (and database), for the fuzzer.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../local-test-resources.mjs';

const root = new URL('../..', import.meta.url).pathname;
const UNLIMITED = '1000000000';

/** A two-file web build, so that the static file routes exist when the real one is not built. */
export function fakeWebBuild(dir) {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="ru"><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, 'assets', 'index-fuzz.js'), 'console.log("fuzz");\n'.repeat(100));
  return dir;
}

/** Fastify's own line for every request, which says nothing about why it failed. */
const REQUEST_LIFECYCLE = new Set(['incoming request', 'request completed']);

/**
 * Starts the API (development mode, for its sign-in; every rate limit lifted, since one client is
 * one IP) and resolves once it is ready. `errors` collects, by request id, the server's last log
 * line about each request other than Fastify's own.
 */

export async function startDuet({ dataDir, webDistDir, databaseUrl }) {
  const port = await freePort();
  const { DATABASE_URL: _ignored, ...parentEnv } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...parentEnv,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDistDir,
      // Info, so a 5xx answered without an error (a client abort, a provider's refusal) still names why.
      LOG_LEVEL: 'info',
      LOGIN_RATE_LIMIT_PER_MINUTE: UNLIMITED,
      CODE_RATE_LIMIT_PER_MINUTE: UNLIMITED,
      INVITE_RATE_LIMIT_PER_MINUTE: UNLIMITED,
      FEEDBACK_RATE_LIMIT_PER_HOUR: UNLIMITED,
      ANALYTICS_RATE_LIMIT_PER_MINUTE: UNLIMITED,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const errors = new Map();
  const unattributed = [];
  let buffered = '';
  const onOutput = (chunk) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop();
    for (const line of lines) {
      let entry = null;
      try {
        entry = JSON.parse(line);
      } catch {
        // Not a log line (a crash's stack trace): kept as it is.
      }
      if (entry?.reqId) {
        if (!REQUEST_LIFECYCLE.has(entry.msg)) errors.set(entry.reqId, entry);
      } else if (line.trim()) unattributed.push(line);
    }
  };
  child.stdout.setEncoding('utf8').on('data', onOutput);
  child.stderr.setEncoding('utf8').on('data', onOutput);

  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited at start:\n${unattributed.join('\n')}`);
    try {
      if ((await fetch(`${origin}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    port,
    errors,
    unattributed,
    isRunning: () => child.exitCode === null && child.signalCode === null,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
