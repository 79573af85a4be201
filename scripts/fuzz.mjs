// `npm run fuzz`: starts Duet on loopback with a throwaway data folder, signs in a couple and an
// outsider, and sends every operation of its OpenAPI document bad input (wrong types, ids past a
// PostgreSQL integer, NUL bytes, lone surrogates, long strings, unknown fields, bad JSON, JSON nested
// thousands deep, bodies around and far past the size limits, bad content types and encodings, path
// traversal, others' ids), with and without a session, for
// FUZZ_SECONDS. Counts the answers by status, prints every 5xx with its request, and exits 1 on any.
//
// FUZZ_SECONDS (60), FUZZ_SEED (random; printed, to repeat a run), FUZZ_CONCURRENCY (8),
// FUZZ_POSTGRES_URL (an admin URL: run on a throwaway PostgreSQL database instead of PGlite).
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { createFixtures, repairFixtures } from './fuzz/accounts.mjs';
import { createRandom } from './fuzz/bad-values.mjs';
import { closeConnections, send } from './fuzz/http.mjs';
import { operationsOf, pathVariants, variantsOf } from './fuzz/requests.mjs';
import { fakeWebBuild, startDuet } from './fuzz/server.mjs';
import { createThrowawayPostgres } from './local-test-resources.mjs';

const root = new URL('..', import.meta.url).pathname;
const seconds = Number(process.env.FUZZ_SECONDS ?? 60);
const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 32));
const concurrency = Number(process.env.FUZZ_CONCURRENCY ?? 8);
const REPAIR_EVERY_MS = 2000;

function filesUnder(dir, limit = 20) {
  const files = [];
  const walk = (current) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      if (files.length >= limit) return;
      const path = join(current, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.push(`/${relative(dir, path).split('\\').join('/')}`);
    }
  };
  walk(dir);
  return files;
}

/**
 * Every variant of every operation once, taking turns so that a short run still reaches every
 * operation, then variants of random operations until time is up.
 */
function* requestsToSend(operations, staticFiles, context, random) {
  let turns = [...operations.map((operation) => variantsOf(operation, context)), pathVariants(staticFiles)];
  const pending = [];
  while (turns.length > 0) {
    turns = turns.filter((variants) => {
      const { value, done } = variants.next();
      if (!done) pending.push(value);
      return !done;
    });
    yield* pending.splice(0);
  }
  for (;;) {
    const variants = [...variantsOf(random.pick(operations), context)];
    yield random.pick(variants);
  }
}

const preview = (value, length = 160) => {
  if (value === undefined) return '';
  const text = Buffer.isBuffer(value) ? `<${value.length} bytes>` : String(value);
  return text.length > length ? `${text.slice(0, length)}… (${text.length} chars)` : text;
};

async function main() {
  const scratch = mkdtempSync(join(tmpdir(), 'duet-fuzz-'));
  const builtWeb = join(root, 'apps/web/dist');
  const webDistDir = existsSync(join(builtWeb, 'index.html')) ? builtWeb : fakeWebBuild(join(scratch, 'web'));
  const postgres = process.env.FUZZ_POSTGRES_URL
    ? await createThrowawayPostgres(process.env.FUZZ_POSTGRES_URL, 'duet_fuzz')
    : null;
  const server = await startDuet({ dataDir: join(scratch, 'data'), webDistDir, databaseUrl: postgres?.url });
  console.log(
    `Fuzzing ${server.origin} for ${seconds} s (FUZZ_SEED=${seed}, ${postgres ? 'PostgreSQL' : 'PGlite'}, ` +
      `web ${webDistDir === builtWeb ? 'build' : 'stand-in build'})`,
  );
  try {
    const document = JSON.parse(
      (await send(server.port, { method: 'GET', path: '/api/docs/json' }, { keptChars: Infinity })).body ??
        '',
    );
    const operations = operationsOf(document);
    const fixtures = await createFixtures(server.port);
    const { people } = fixtures;
    const random = createRandom(seed);
    const context = {
      random,
      ids: fixtures.ids,
      get tokens() {
        return [people.a.token, people.b.token, people.c.token, null];
      },
      get signOutToken() {
        return people.e.token;
      },
      get usernames() {
        return [people.a.username, people.b.username, people.c.username, people.d.username, 'nobody_here'];
      },
    };
    const queue = requestsToSend(operations, filesUnder(webDistDir), context, random);
    const byStatus = new Map();
    const failures = [];
    const deadline = Date.now() + seconds * 1000;
    let repairing = Promise.resolve();
    let lastRepair = Date.now();
    let sent = 0;

    const worker = async () => {
      while (Date.now() < deadline && server.isRunning()) {
        await repairing;
        const { value: variant } = queue.next();
        const requestId = `fuzz-${++sent}`;
        const answer = await send(server.port, {
          ...variant,
          headers: { 'x-request-id': requestId, ...variant.headers },
        });
        const key = answer.status ?? answer.error ?? `not sent (${answer.skipped})`;
        byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
        if (answer.status >= 500)
          failures.push({ variant, answer, log: server.errors.get(answer.requestId) });
        if (Date.now() - lastRepair > REPAIR_EVERY_MS) {
          lastRepair = Date.now();
          repairing = repairFixtures(server.port, fixtures).catch((error) =>
            console.error('repair:', error.message),
          );
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));

    console.log(
      `\n${sent} requests to ${operations.length} operations and the web routes. Answers by status:`,
    );
    for (const [status, count] of [...byStatus].sort(([a], [b]) => String(a).localeCompare(String(b)))) {
      console.log(`  ${String(status).padEnd(28)} ${count}`);
    }
    for (const { variant, answer, log } of failures) {
      console.log(`\n${answer.status} ${variant.method} ${preview(variant.path, 200)} — ${variant.label}`);
      console.log(`  headers: ${preview(JSON.stringify(variant.headers), 300)}`);
      if (variant.body !== undefined) console.log(`  body: ${preview(variant.body)}`);
      console.log(`  answer: ${preview(answer.body)}`);
      if (log) console.log(`  server: ${preview(log.err?.message ?? log.msg, 300)}`);
    }
    if (server.unattributed.length > 0) console.log(`\nServer output:\n${server.unattributed.join('\n')}`);
    const crashed = !server.isRunning();
    if (crashed) console.log('\nThe server stopped during the run.');
    console.log(failures.length || crashed ? `\n${failures.length} answers were 5xx.` : '\nNo 5xx.');
    process.exitCode = failures.length || crashed ? 1 : 0;
  } finally {
    closeConnections();
    await server.stop();
    await postgres?.drop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
