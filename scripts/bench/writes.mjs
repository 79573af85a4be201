// The answer writes `npm run bench` measures (issue 33): like only, dislike only, like and dislike
// alternating, maybe and pass, each on Duet and on the raw reference from the same copy of the
// database; and, on PostgreSQL, 1,000 couples matching one fantasy at once against 1,000 couples
// matching a fantasy each, which tells whether the shared counter row serialises the matches.
import { createHash, randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { INTIMATE_CONSENT_VERSION } from '../../packages/contracts/src/legal.ts';
import { DUET_ORIGIN, inTurn } from './duet-under-load.mjs';

/** Of the fantasies each person has not answered yet, this many warm a write run up; the rest are measured. */
export const WRITE_WARM_UP = 16;
/** Fantasies each person answers in a measured write run: 128 people make 8,192 new answers. */
const WRITE_MEASURED = 64;
const WRITE_SET = WRITE_WARM_UP + WRITE_MEASURED;
export const TARGET_WRITE_RATIO = 0.5;
export const TARGET_WRITE_P99_MS = 30;
const SHARED_COUNTER_COUPLES = 1000;

const answerPath = (id, action) => `/api/v0/fantasies/${id}/${action}/`;

/**
 * Everyone sends each of `paths` once, one path after another, partners at about the same time;
 * counted, not timed, so that every answer is new.
 */
export function eachOnce(tokens, paths) {
  return {
    requests: inTurn(tokens, 'POST', paths),
    amount: tokens.length * paths.length,
    // autocannon notices the last answer at its next sample: every second by default, which would
    // add up to a second to a run of a few seconds.
    sampleInt: 50,
  };
}

/** The free fantasies nobody answered yet: those the runs answer, and those everyone likes before a dislike run. */
function writeSets(freshFree) {
  if (freshFree.length < 2 * WRITE_SET)
    throw new Error(`${freshFree.length} free fantasies, need ${2 * WRITE_SET}`);
  return { answered: freshFree.slice(0, WRITE_SET), disliked: freshFree.slice(WRITE_SET, 2 * WRITE_SET) };
}

/**
 * The write runs, as autocannon options with their warm-up. Each run starts from the same copy of
 * the database (`prepareWrites` made it), so every answer is new and Duet and the raw reference make
 * the same writes; partners answer about together, so half the likes make a match and half the
 * maybes a maybe-match.
 */
export function writeScenarios(people) {
  const { answered, disliked } = writeSets(people.freshFree);
  const once = (action, ids) =>
    eachOnce(
      people.tokens,
      ids.map((id) => answerPath(id, action)),
    );
  const alternating = (ids) =>
    eachOnce(
      people.tokens,
      ids.flatMap((id) => [answerPath(id, 'like'), answerPath(id, 'dislike')]),
    );
  const measured = answered.slice(WRITE_WARM_UP);
  const warmUp = answered.slice(0, WRITE_WARM_UP);
  return [
    {
      name: 'like only',
      endpoint: 'POST /api/v0/fantasies/{id}/like/',
      options: () => ({ ...once('like', measured), warmUp: once('like', warmUp) }),
    },
    {
      // Every dislike removes a like: the first of each couple undoes a match, the second a one-sided like.
      name: 'dislike only',
      endpoint: 'POST /api/v0/fantasies/{id}/dislike/',
      options: () => ({
        ...once('dislike', disliked.slice(WRITE_WARM_UP)),
        warmUp: once('dislike', disliked.slice(0, WRITE_WARM_UP)),
      }),
    },
    {
      // Everyone likes a fantasy, then everyone dislikes it: each couple's match forms and is undone.
      name: 'like and dislike alternating',
      endpoint: 'POST /api/v0/fantasies/{id}/like/ and …/dislike/',
      options: () => ({
        ...alternating(measured.slice(0, WRITE_MEASURED / 2)),
        warmUp: alternating(warmUp.slice(0, WRITE_WARM_UP / 2)),
      }),
    },
    {
      name: 'maybe',
      endpoint: 'POST /api/v0/fantasies/{id}/maybe/',
      options: () => ({ ...once('maybe', measured), warmUp: once('maybe', warmUp) }),
    },
    {
      name: 'pass',
      endpoint: 'POST /api/v0/fantasies/{id}/pass/',
      options: () => ({ ...once('pass', measured), warmUp: once('pass', warmUp) }),
    },
  ];
}

/** Before the write runs' copy of the database is taken: everyone likes what the dislike run removes. */
export async function prepareWrites(origin, people) {
  const { disliked } = writeSets(people.freshFree);
  const result = await autocannon({
    url: `${origin}/`,
    connections: 64,
    ...eachOnce(
      people.tokens,
      disliked.map((id) => answerPath(id, 'like')),
    ),
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`preparing the dislikes: ${result.non2xx} non-2xx`);
}

const sha256 = (text) => createHash('sha256').update(text).digest('hex');

/**
 * Adds `SHARED_COUNTER_COUPLES` linked couples with a session each, and as many light catalogue
 * fantasies of their own (so "a fantasy each" is really one each), straight into the database.
 * Answers the couples' tokens and the fantasies' ids.
 */
async function addCounterCouples(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tag = randomBytes(3).toString('hex');
    const { rows: people } = await client.query(
      `insert into users (username, accept_18_disclaimer, intimate_answers_consent_version, intimate_answers_consent_given_at)
       select 'counter_' || $1 || '_' || i, true, $3, now() from generate_series(1, $2::int) i returning id`,
      [tag, 2 * SHARED_COUNTER_COUPLES, INTIMATE_CONSENT_VERSION],
    );
    const ids = people.map((row) => row.id).sort((a, b) => a - b);
    const firsts = ids.filter((_, i) => i % 2 === 0);
    const seconds = ids.filter((_, i) => i % 2 === 1);
    await client.query(
      `update users set partner_id = pair.partner
       from unnest($1::int[], $2::int[]) as pair(person, partner) where users.id = pair.person`,
      [
        [...firsts, ...seconds],
        [...seconds, ...firsts],
      ],
    );
    const tokens = ids.map(() => randomBytes(32).toString('base64url'));
    await client.query(
      `insert into auth_tokens (user_id, token_hash) select * from unnest($1::int[], $2::text[])`,
      [ids, tokens.map(sha256)],
    );
    const { rows: fantasies } = await client.query(
      `insert into fantasies (slug, title_ru, title_en, description_ru, description_en, difficulty)
       select 'counter-' || $1 || '-' || i, 'Счётчик', 'Counter', '…', '…', 'light'
       from generate_series(1, $2::int) i returning id`,
      [tag, SHARED_COUNTER_COUPLES],
    );
    const tokenOf = new Map(ids.map((id, i) => [id, tokens[i]]));
    return {
      firsts,
      secondTokens: seconds.map((id) => tokenOf.get(id)),
      fantasies: fantasies.map((row) => row.id).sort((a, b) => a - b),
    };
  } finally {
    await client.end();
  }
}

async function sql(databaseUrl, text, values) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * 1,000 couples whose first partners already like a fantasy; the measured run is the second
 * partners' 1,000 likes at once (64 connections, after a 2 s warm-up of reads by the same people),
 * each making a match that moves the counter: all on one fantasy (`same`), or each couple on a
 * fantasy of its own. `first`: a first match, notified; `again`: a match redone within the renotify
 * delay (ADR 0010), which notifies no one and so takes no NOTIFY, whose commit lock serialises every
 * notifying transaction, leaving the counter row as the only thing the couples share. Each run
 * starts from the same copy of the database. PostgreSQL only: PGlite is one connection, nothing runs
 * at once there.
 */
export async function measureSharedCounter({
  databaseUrl,
  dataDir,
  rounds,
  startDuet,
  stop,
  snapshotDatabase,
}) {
  const couples = await addCounterCouples(databaseUrl);
  const snapshot = await snapshotDatabase(databaseUrl, dataDir);
  const runs = ['first', 'again'].flatMap((match) =>
    ['same', 'different'].map((fantasy) => ({ match, fantasy })),
  );
  const results = new Map(runs.map((run) => [run, []]));
  try {
    for (let round = 0; round < rounds; round++) {
      for (const run of runs) {
        await snapshot.restore();
        const fantasyOf = (i) => (run.fantasy === 'same' ? couples.fantasies[0] : couples.fantasies[i]);
        await sql(
          databaseUrl,
          `insert into likes (user_id, fantasy_id) select * from unnest($1::int[], $2::int[])`,
          [couples.firsts, couples.firsts.map((_, i) => fantasyOf(i))],
        );
        if (run.match === 'again')
          await sql(
            databaseUrl,
            `insert into match_notices (first_user_id, second_user_id, fantasy_id, undone_at)
             select least(u.id, u.partner_id), greatest(u.id, u.partner_id), l.fantasy_id, now()
             from likes l join users u on u.id = l.user_id where u.id = any($1::int[])`,
            [couples.firsts],
          );
        const duet = await startDuet(databaseUrl, dataDir);
        try {
          const bearerOf = (i) => ({ authorization: `Bearer ${couples.secondTokens[i]}` });
          let read = 0;
          await autocannon({
            url: `${DUET_ORIGIN}/api/v0/fantasies/liked/`,
            connections: 64,
            duration: 2,
            requests: [
              {
                setupRequest: (request) => ({
                  ...request,
                  headers: bearerOf(read++ % SHARED_COUNTER_COUPLES),
                }),
              },
            ],
          });
          let sent = 0;
          const result = await autocannon({
            url: `${DUET_ORIGIN}/`,
            connections: 64,
            amount: SHARED_COUNTER_COUPLES,
            sampleInt: 50,
            requests: [
              {
                method: 'POST',
                setupRequest: (request) => {
                  const i = sent++ % SHARED_COUNTER_COUPLES;
                  return { ...request, path: answerPath(fantasyOf(i), 'like'), headers: bearerOf(i) };
                },
              },
            ],
          });
          const name = `${SHARED_COUNTER_COUPLES} ${run.match} matches on ${run.fantasy === 'same' ? 'one fantasy' : 'a fantasy each'}`;
          if (result.non2xx > 0 || result.errors > 0)
            throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
          const [{ counted }] = await sql(
            databaseUrl,
            `select coalesce(sum(like_count), 0)::int as counted from fantasy_stats where fantasy_id = any($1::int[])`,
            [couples.fantasies],
          );
          if (counted !== 2 * SHARED_COUNTER_COUPLES)
            throw new Error(`${name}: counted ${counted}, not ${2 * SHARED_COUNTER_COUPLES}`);
          const row = {
            requestsPerSecond: result.requests.total / result.duration,
            p50: result.latency.p50,
            p99: result.latency.p99,
          };
          console.log(
            `${name}: ${row.requestsPerSecond.toFixed(0)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms`,
          );
          results.get(run).push(row);
        } finally {
          await stop(duet);
        }
      }
    }
  } finally {
    await snapshot.drop();
  }
  const middle = (rows) =>
    [...rows].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor((rows.length - 1) / 2)];
  return runs.map((run) => ({ ...run, median: middle(results.get(run)), all: results.get(run) }));
}

const verdict = (ok) => (ok ? 'met' : '**missed**');

/** What changed for each write in issue 33 and why it is faster (ADR 0033), below the figures. */
const PROFILE_NOTE = [
  '### Profile: what each change saved',
  '',
  "Statements sent to the database per request, before → after, counted at the driver by `answer-round-trips.test.ts` on the build before issue 33 and on this one (the token check included; the token's last use is written at most once an hour besides). Node's CPU per request, in the table, fell with them: each round trip is a `writev`, a parse of the answer and, inside a transaction, a Drizzle build of the statement again.",
  '',
  "- **dislike**: the token, `begin`, the couple's lock, the delete, the partner's like, on an undone match the counter and the notice, `commit`: 8 → 1; with nothing to remove (then a visibility check): 6 → 1. `dislike_fantasy` takes no lock when there is nothing to remove.",
  "- **maybe**: the token, the premium rule's two reads, `begin`, the lock, the visibility, the like's removal, the insert, the partner's answer, the stream message, `commit`: 10 for a new maybe-match → 1 (`maybe_fantasy`; a saved maybe answers without the lock). Its removal: 2–3 → 1; a 403 for premium: 3 → 1.",
  '- **pass**, its removal and forgetting all: the token and the write, 2 → 1 each.',
  "- **like**: 1 already (migration 0018). It now shares the lock, the counter and the undo with the other answers instead of its own copy, updates the counter last (its row is held for the commit only), and locks the couple `FOR NO KEY UPDATE`, which other rows' foreign-key checks do not wait for.",
  "- **deep id**: 9 → 1 (`set_deepid`); **filters**: 3 → 1 (`save_filters`); **mark read**: 2 → 1 (`mark_notifications_read`, in the page's own statement); refusals (unknown ids, premium): 2–6 → 1.",
  '',
  "What is left is mostly the database. The couple's lock makes a partner's answer wait for the other's commit when both answer one fantasy at once, as this bench's couples do; the raw reference takes no lock (and so, answering together, both partners can miss their match). And on PostgreSQL a match's or a new maybe-match's transaction sends a NOTIFY, whose commit PostgreSQL serialises cluster-wide (each notifying commit waits for the one before to be flushed), for Duet and the raw reference alike; on a disk with a slow `fdatasync` the writes that form matches queue there.",
];

/**
 * The writes section of docs/benchmarks.md: every write beside its raw reference, the goals, and
 * the shared counter's runs. `before` holds PGlite's req/s before issue 33, by workload name.
 */
export function writesSection({ rows, sharedCounter, before, rounds, measuredOn }) {
  const rate = (row) => row.requestsPerSecond.toFixed(0);
  const cpu = (row) => row.serverCpuPerRequestUs?.toFixed(0) ?? '—';
  const withBefore = rows.some((row) => row.before);
  const line = ({ engine, name, endpoint, duet, reference, before: old, ratio, ratios, gain, gains }) => {
    const range = (values, scale = 100, digits = 0) =>
      values.length > 1 ? ` (${values.map((r) => (r * scale).toFixed(digits)).join(', ')})` : '';
    const goals = [`≥ ${TARGET_WRITE_RATIO * 100} %: ${verdict(ratio >= TARGET_WRITE_RATIO)}`];
    if (engine === 'PostgreSQL')
      goals.push(
        `p99 < ${TARGET_WRITE_P99_MS} ms: ${verdict(duet.p99 < TARGET_WRITE_P99_MS)} (the raw reference's: ${reference.p99} ms)`,
      );
    const earlier = engine === 'PGlite' ? before[name] : undefined;
    // Where the build before made one or two round trips, not even the raw reference runs at 3× it.
    const referenceGain = old
      ? ` (the raw reference: ${(reference.requestsPerSecond / old.requestsPerSecond).toFixed(1)}× before)`
      : '';
    if (engine === 'PGlite' && gain !== null)
      goals.push(`3× before: ${verdict(gain >= 3)}${gain >= 3 ? '' : referenceGain}`);
    else if (earlier)
      goals.push(
        `${(duet.requestsPerSecond / earlier).toFixed(1)}× the ${earlier} before, 3×: ${verdict(duet.requestsPerSecond >= 3 * earlier)}`,
      );
    const beforeColumns = withBefore
      ? ` ${old ? `${rate(old)} | ${old.p50} / ${old.p99} | ${cpu(old)}` : '— | — | —'} | ${gain === null ? '—' : `${gain.toFixed(1)}×${range(gains, 1, 1)}`} |`
      : '';
    return `| ${name} — ${engine} | \`${endpoint}\` | ${rate(duet)} | ${duet.p50} / ${duet.p99} | ${cpu(duet)} |${beforeColumns} ${rate(reference)} | ${reference.p50} / ${reference.p99} | ${cpu(reference)} | ${(ratio * 100).toFixed(0)} %${range(ratios)} | ${goals.join('; ')} |`;
  };
  const lines = [
    '## Answer writes against the raw reference',
    '',
    `Measured ${measuredOn}.`,
    '',
    `Each write run is counted, not timed: each of the 128 people sends each of ${WRITE_MEASURED} fantasy answers once (${WRITE_MEASURED * 128} requests, after ${WRITE_WARM_UP} per person as the warm-up), partners at about the same time, over 64 connections; every run, Duet's and the raw reference's, starts from the same copy of the database, so every answer is new and both make the same writes. "dislike only" removes likes everyone made before that copy was taken (the first of each couple undoes a match, the second a one-sided like); "alternating" is everyone liking a fantasy, then everyone disliking it, so each couple's match forms and is undone. The raw reference (\`scripts/bench/raw-server.mjs\`) runs each answer as one statement with the same token check and the same writes (the counter, the notice, the notification, the stream message), without the couple's lock. Median of ${rounds} rounds by the ratio, every round's ratio in brackets; CPU is the server's per request. Goals (issue 33): ≥ ${TARGET_WRITE_RATIO * 100} % of the reference for each, p99 < ${TARGET_WRITE_P99_MS} ms on PostgreSQL, and ≥ 3× the figures before on PGlite. With 64 requests always in flight the mean latency is 64 ÷ throughput (Little's law), so a p99 under ${TARGET_WRITE_P99_MS} ms needs well over ${Math.ceil(64 / (TARGET_WRITE_P99_MS / 1000))} req/s, for Duet and the raw reference alike.${withBefore ? ' "Before" is the build before issue 33 (its TypeScript transactions; its like already one statement) run in every round between Duet and the reference, on the same copy of the database; "Duet / before" is the median of the rounds\' ratios (every round\'s in brackets).' : ''}`,
    '',
    `| workload | endpoint | Duet req/s | Duet p50 / p99 ms | Duet CPU µs/req |${withBefore ? ' before req/s | before p50 / p99 ms | before CPU µs/req | Duet / before |' : ''} raw req/s | raw p50 / p99 ms | raw CPU µs/req | Duet / raw | goals |`,
    `|---|---|---:|---:|---:|${withBefore ? '---:|---:|---:|---:|' : ''}---:|---:|---:|---:|---|`,
    ...rows.map(line),
    '',
    ...PROFILE_NOTE,
  ];
  if (sharedCounter) {
    const each = (rows) => rows.map((row) => row.requestsPerSecond.toFixed(0)).join(', ');
    const of = (match, fantasy) =>
      sharedCounter.find((run) => run.match === match && run.fantasy === fantasy);
    const share = (match) =>
      (
        (of(match, 'same').median.requestsPerSecond / of(match, 'different').median.requestsPerSecond) *
        100
      ).toFixed(0);
    const n = SHARED_COUNTER_COUPLES.toLocaleString('en');
    lines.push(
      '',
      `### ${n} matches at once, on one fantasy and on a fantasy each (PostgreSQL)`,
      '',
      `${n} linked couples whose first partners like the fantasy; the second partners' ${n} likes at once (64 connections, after 2 s of reads by the same people), each making a match that moves the mutual-like counter (ADR 0009): all on one fantasy, or each couple on a fantasy of its own. "First" matches are notified (two notifications and a NOTIFY each); "again" are matches redone within the renotify delay (ADR 0010), which notify no one. The counter is checked after every run (${2 * SHARED_COUNTER_COUPLES} in all). Median of ${of('first', 'same').all.length} rounds (every round in brackets).`,
      '',
      '| matches | on | req/s | p50 / p99 ms |',
      '|---|---|---:|---:|',
      ...sharedCounter.map(
        ({ match, fantasy, median: row, all }) =>
          `| ${match} | ${fantasy === 'same' ? 'one fantasy' : 'a fantasy each'} | ${row.requestsPerSecond.toFixed(0)} (${each(all)}) | ${row.p50} / ${row.p99} |`,
      ),
      '',
      `On one fantasy, first matches ran at ${share('first')} % and matches again at ${share('again')} % of a fantasy each.`,
    );
  }
  return lines;
}
