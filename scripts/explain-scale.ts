// `npm run explain:scale`: fills a throwaway PostgreSQL database with USERS people (paired into
// couples) and about LIKES_PER_USER likes each, then records the plans and timings of the hot
// queries in docs/scale-explain.md. Needs the local PostgreSQL server (TEST_POSTGRES_URL).
import { writeFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/database.ts';
import { seedCatalogueFromFolder } from '../apps/api/src/features/fantasies/seed-catalogue.ts';

const USERS = Number(process.env.USERS ?? 1_000_000);
const LIKES_PER_USER = Number(process.env.LIKES_PER_USER ?? 50);
const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `duet_scale_${Date.now()}`;

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const client = new pg.Client({ connectionString: url.toString() });

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
try {
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  await database.migrate(seedCatalogueFromFolder);
  await database.close();
  await client.connect();
  const run = async (label: string, sql: string) => {
    await client.query(sql);
    console.log(`${label} (${elapsed()})`);
  };
  await run(
    `${USERS} users`,
    `insert into users (username) select 'user' || i from generate_series(1, ${USERS}) i`,
  );
  await run(
    'couples',
    `update users set partner_id = case when id % 2 = 1 then id + 1 else id - 1 end where id <= ${USERS - (USERS % 2)}`,
  );
  // Each person likes LIKES_PER_USER fantasies out of the catalogue, a different window each.
  await run(
    `${USERS * LIKES_PER_USER} likes`,
    `insert into likes (user_id, fantasy_id)
     select u.id, f.id from users u
     cross join lateral (
       select id from fantasies
       order by (id::bigint * 7919 + u.id::bigint * 104729) % 1000003
       limit ${LIKES_PER_USER}
     ) f`,
  );
  await run('analyze', 'vacuum analyze');

  const sizes = await client.query<{ relname: string; size: string }>(
    `select relname, pg_size_pretty(pg_total_relation_size(oid)) as size from pg_class
     where relname in ('users', 'likes', 'likes_user_id_fantasy_id_pk') order by relname`,
  );
  const me = Math.floor(USERS / 2) + 1;
  const explain = async (title: string, sql: string, params: unknown[]) => {
    const plan = await client.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers, costs off) ${sql}`,
      params,
    );
    return [
      `### ${title}`,
      '',
      '```sql',
      sql.trim(),
      '```',
      '',
      '```',
      ...plan.rows.map((row) => row['QUERY PLAN']),
      '```',
      '',
    ];
  };
  const sections = [
    ...(await explain(
      'Liked: `GET /api/v0/fantasies/liked/`',
      'select fantasy_id from likes where user_id = $1 order by created_at, fantasy_id',
      [me],
    )),
    ...(await explain(
      'Matches: `GET /api/v0/fantasies/matches/`',
      `select l.fantasy_id from likes l
       join users u on u.id = l.user_id
       join likes p on p.user_id = u.partner_id and p.fantasy_id = l.fantasy_id
       where l.user_id = $1 order by l.fantasy_id`,
      [me],
    )),
    ...(await explain(
      'Stats: `GET /api/v0/fantasies/stats/`',
      'select * from fantasy_stats where like_count > 0 or feedback_count > 0',
      [],
    )),
    ...(await explain(
      'Token lookup (every signed-in request)',
      `select u.* from auth_tokens t join users u on u.id = t.user_id where t.token_hash = $1 and t.revoked_at is null`,
      ['0'.repeat(64)],
    )),
  ];
  const count = await client.query<{ n: string }>('select count(*)::bigint as n from likes');
  const version = await client.query<{ server_version: string }>('show server_version');
  const lines = [
    '# Scale: query plans on PostgreSQL',
    '',
    `Measured by \`npm run explain:scale\` on ${new Date().toISOString()} on the local PostgreSQL server (${version.rows[0]?.server_version}), 2 cores. Data: ${USERS.toLocaleString('en')} people in ${Math.floor(USERS / 2).toLocaleString('en')} couples, ${Number(count.rows[0]?.n).toLocaleString('en')} likes. Sizes: ${sizes.rows.map((row) => `${row.relname} ${row.size}`).join(', ')}. Building it took ${elapsed()}.`,
    '',
    'Every per-person query is an index range scan on the likes primary key `(user_id, fantasy_id)`: its cost depends on how many fantasies one person likes (at most the catalogue), never on how many likes exist. Stats read the maintained `fantasy_stats` counters (one row per fantasy), never `likes`.',
    '',
    ...sections,
  ];
  writeFileSync(new URL('../docs/scale-explain.md', import.meta.url), lines.join('\n'));
  console.log(`Wrote docs/scale-explain.md (${elapsed()})`);
} finally {
  await client.end().catch(() => undefined);
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
