// The raw reference of the signed-in endpoints: bare Fastify running the same SQL as Duet straight on
// the driver (named prepared statements, on PGlite through its node-postgres connection), without
// Duet's framework around it. Each read runs what Duet runs: one statement that checks the token and
// does the work; each answer (like, dislike, maybe, pass) is one statement doing the same writes. It
// answers the same JSON, so the bench compares like with like.
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import pg from 'pg';

const IDLE_DAYS = 30;
const LIFETIME_DAYS = 365;

const LIVE_TOKEN = `select t.user_id from auth_tokens t
  where t.token_hash = $1 and t.revoked_at is null
    and t.last_used_at > now() - make_interval(days => $2::int)
    and t.created_at > now() - make_interval(days => $3::int)`;

/** The token's user and their partner, for the answers. Its placeholders: $1 the hash, $3 and $4 the days. */
const COUPLE_OF_TOKEN = `select u.id, u.partner_id from auth_tokens t join users u on u.id = t.user_id
  where t.token_hash = $1 and t.revoked_at is null
    and t.last_used_at > now() - make_interval(days => $3::int)
    and t.created_at > now() - make_interval(days => $4::int)`;

/** The fantasy $2 if the user of `me` may answer it: light, or the couple has premium. */
const ALLOWED = `allowed as (
  select f.id from fantasies f, me
  where f.id = $2 and (f.difficulty = 'light' or exists (
    select 1 from subscriptions s where s.user_id in (me.id, me.partner_id) and s.active and s.expires_at > now())))`;

/** After `deleted` removed the user's like of $2: a match it undid moves the counter and the notice. */
const UNMATCHED = `unmatched as (
    select me.id, me.partner_id from me, deleted
    where exists (select 1 from likes p where p.user_id = me.partner_id and p.fantasy_id = $2)
  ), counted as (
    update fantasy_stats set like_count = greatest(like_count - 2, 0)
    from unmatched where fantasy_stats.fantasy_id = $2
  ), undone as (
    update match_notices set undone_at = now() from unmatched
    where first_user_id = least(unmatched.id, unmatched.partner_id)
      and second_user_id = greatest(unmatched.id, unmatched.partner_id) and fantasy_id = $2
  )`;

const STATEMENTS = {
  // Reads that check the token in their own statement, as Duet's do.
  matches: `with me as (${LIVE_TOKEN}) select (select coalesce(array_agg(l.fantasy_id order by l.fantasy_id), '{}')
      from likes l join users u on u.id = l.user_id
      join likes p on p.user_id = u.partner_id and p.fantasy_id = l.fantasy_id
      where l.user_id = me.user_id) as ids from me`,
  liked: `with me as (${LIVE_TOKEN}) select (select coalesce(array_agg(fantasy_id order by created_at, fantasy_id), '{}')
      from likes where user_id = me.user_id) as ids from me`,
  subscription: `with me as (${LIVE_TOKEN}) select me.user_id as me, s.user_id, s.expires_at,
      (s.active and s.expires_at > now()) as live
    from me left join subscriptions s
      on s.user_id = me.user_id or s.user_id = (select partner_id from users where id = me.user_id)`,
  actualEvents: `with me as (${LIVE_TOKEN}) select me.user_id as me, e.id, e.source_user_id, e.target_user_id,
      e.fantasy_id, e.public_event_id, e.mood, e.happens_at, e.status, e.created_at,
      pe.slug, pe.name_ru, pe.name_en, pe.city_ru, pe.city_en, pe.starts_at
    from me left join events e
      on (e.source_user_id = me.user_id or e.target_user_id = me.user_id) and e.status <> 'completed'
    left join public_events pe on pe.id = e.public_event_id
    order by e.happens_at, e.id`,
  notificationPage: `with me as (${LIVE_TOKEN}) select me.user_id as me, (
      select json_build_object('total', coalesce(max(p.total), 0),
        'results', coalesce(json_agg(p.notification order by p.created_at desc, p.id desc), '[]'))
      from (
        select n.id, n.created_at, count(*) over () as total, json_build_object('id', n.id, 'kind', n.kind,
          'is_read', n.is_read,
          'created_at', to_char(n.created_at at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'fantasy', n.fantasy_id, 'event', n.event_id,
          'actor', case when a.username is null then null else json_build_object('id', a.id, 'username', a.username) end
        ) as notification
        from notifications n left join users a on a.id = n.actor_user_id
        where n.user_id = me.user_id order by n.created_at desc, n.id desc limit 20
      ) p) as page from me`,
  // The like in one round trip: the token's user, the premium rule, the like, and on a new match
  // the mutual-like counter, the couple's notice and both notifications.
  like: `with me as (
      select u.id, u.partner_id from auth_tokens t join users u on u.id = t.user_id
      where t.token_hash = $1 and t.revoked_at is null
        and t.last_used_at > now() - make_interval(days => $3::int)
        and t.created_at > now() - make_interval(days => $4::int)
    ), allowed as (
      select f.id from fantasies f, me
      where f.id = $2 and (f.difficulty = 'light' or exists (
        select 1 from subscriptions s where s.user_id in (me.id, me.partner_id) and s.active and s.expires_at > now()))
    ), inserted as (
      insert into likes (user_id, fantasy_id) select me.id, allowed.id from me, allowed
      on conflict do nothing returning fantasy_id
    ), dropped_maybe as (
      delete from maybes using me, allowed where maybes.user_id = me.id and maybes.fantasy_id = allowed.id
      returning maybes.fantasy_id
    ), matched as (
      select me.id, me.partner_id from me, inserted
      where exists (select 1 from likes p where p.user_id = me.partner_id and p.fantasy_id = $2)
    ), counted as (
      insert into fantasy_stats (fantasy_id, like_count) select $2, 2 from matched
      on conflict (fantasy_id) do update set like_count = fantasy_stats.like_count + 2
    ), noticed as (
      insert into match_notices (first_user_id, second_user_id, fantasy_id)
      select least(id, partner_id), greatest(id, partner_id), $2 from matched
      on conflict do nothing returning first_user_id, second_user_id
    ), notified as (
      insert into notifications (user_id, kind, fantasy_id, actor_user_id)
      select first_user_id, 'match'::notification_kind, $2, second_user_id from noticed
      union all select second_user_id, 'match'::notification_kind, $2, first_user_id from noticed
    )
    select (select id from me) as user_id, (select id from allowed) as fantasy_id,
      exists (select 1 from me, likes p where p.user_id = me.partner_id and p.fantasy_id = $2) as is_match,
      exists (select 1 from me, maybes p where p.user_id = me.partner_id and p.fantasy_id = $2) as partner_maybe,
      exists (select 1 from dropped_maybe) as was_maybe,
      (select pg_notify('duet_changes', '{}') from noticed limit 1) is not null as notified`,
  // A dislike in one round trip: the token's user, the like removed, and when it undid a match the
  // counter and the couple's notice; when there was nothing to remove, whether the fantasy exists.
  dislike: `with me as (${COUPLE_OF_TOKEN}), deleted as (
      delete from likes using me where likes.user_id = me.id and likes.fantasy_id = $2 returning likes.fantasy_id
    ), ${UNMATCHED}
    select (select id from me) as user_id,
      exists (select 1 from deleted) or exists (select 1 from fantasies where id = $2) as known`,
  // A maybe: the premium rule, the like replaced (a match it made undone), the maybe, and a new
  // maybe-match told to the stream.
  maybe: `with me as (${COUPLE_OF_TOKEN}), ${ALLOWED}, deleted as (
      delete from likes using me, allowed where likes.user_id = me.id and likes.fantasy_id = allowed.id
      returning likes.fantasy_id
    ), ${UNMATCHED}, inserted as (
      insert into maybes (user_id, fantasy_id) select me.id, allowed.id from me, allowed
      on conflict do nothing returning fantasy_id
    ), partner as (
      select exists (select 1 from likes p where p.user_id = me.partner_id and p.fantasy_id = $2)
        or exists (select 1 from maybes p where p.user_id = me.partner_id and p.fantasy_id = $2) as answered
      from me
    )
    select (select id from me) as user_id, (select id from allowed) as fantasy_id,
      coalesce((select answered from partner), false) as maybe_match,
      (select pg_notify('duet_changes', '{}') from inserted, partner
        where partner.answered and not exists (select 1 from deleted) limit 1) is not null as notified`,
  // A pass: the token's user and the pass of a fantasy they may see.
  pass: `with me as (${COUPLE_OF_TOKEN}), visible as (
      select me.id as user_id, fantasy_visible_to($2, me.id) as visible from me
    ), inserted as (
      insert into passes (user_id, fantasy_id) select user_id, $2 from visible where visible
      on conflict do nothing
    )
    select user_id, visible from visible`,
};

/** PostgreSQL's pool, or PGlite's own node-postgres connection, as Duet opens them. */
async function openPool() {
  if (process.env.DATABASE_URL) return new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  const db = new PGlite(process.env.DATA_DIR);
  await db.waitReady;
  return new pg.Pool({ ...createPgConfig(db), idleTimeoutMillis: 0 });
}

const pool = await openPool();
/** Runs a statement by name: each connection parses and plans it once. */
const run = async (name, values) => (await pool.query({ name, text: STATEMENTS[name], values })).rows;
const app = Fastify({ logger: false });

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;
const tokenHash = (request) => {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  return token ? createHash('sha256').update(token).digest('hex') : '';
};
/** A read whose one statement checks the token and answers rows: none for a dead token. */
const tokenRead = (path, name, answer) =>
  app.get(path, async (request, reply) => {
    const rows = await run(name, [tokenHash(request), IDLE_DAYS, LIFETIME_DAYS]);
    return rows.length > 0
      ? answer(rows[0].me, rows)
      : reply.code(401).send({ detail: 'Authentication credentials were not provided.' });
  });

tokenRead('/api/v0/fantasies/matches/', 'matches', (me, [row]) => row.ids);
tokenRead('/api/v0/fantasies/liked/', 'liked', (me, [row]) => row.ids);
tokenRead('/api/v0/subscriptions/', 'subscription', (me, rows) => {
  const held = rows.filter((row) => row.user_id !== null);
  const best = held.filter((row) => row.live).sort((a, b) => b.expires_at - a.expires_at)[0];
  const shown = best ?? held.find((row) => row.user_id === me);
  return {
    active: !!best,
    expires_at: shown ? new Date(shown.expires_at).toISOString() : null,
    from_partner: !!best && best.user_id !== me,
  };
});
tokenRead('/api/v0/events/actual/', 'actualEvents', (me, rows) =>
  rows
    .filter((row) => row.id !== null)
    .map((row) => ({
      id: row.id,
      fantasy: row.fantasy_id,
      public_event: row.public_event_id,
      mood: row.mood,
      date: new Date(row.happens_at).toISOString(),
      status: row.status,
      is_mine: row.source_user_id === me,
    })),
);
tokenRead('/api/v0/notifications/', 'notificationPage', (me, [{ page }]) => ({
  count: page.total,
  next: null,
  previous: null,
  results: page.results,
}));
app.post('/api/v0/fantasies/:id/like/', async (request, reply) => {
  const [row] = await run('like', [tokenHash(request), Number(request.params.id), IDLE_DAYS, LIFETIME_DAYS]);
  if (!row.user_id) return reply.code(401).send({ detail: 'Authentication credentials were not provided.' });
  if (!row.fantasy_id) return reply.code(403).send({ detail: 'Premium required.' });
  return { fantasy: row.fantasy_id, state: row.is_match ? 'match' : 'like' };
});
const refuseToken = (reply) =>
  reply.code(401).send({ detail: 'Authentication credentials were not provided.' });
/** An answer's one statement: $1 the token's hash, $2 the fantasy, $3 and $4 the token's lifetime. */
const answer = (name, request) =>
  run(name, [tokenHash(request), Number(request.params.id), IDLE_DAYS, LIFETIME_DAYS]);
app.post('/api/v0/fantasies/:id/dislike/', async (request, reply) => {
  const [row] = await answer('dislike', request);
  if (!row.user_id) return refuseToken(reply);
  if (!row.known) return reply.code(404).send({ detail: 'Not found.' });
  return { fantasy: Number(request.params.id), state: 'none' };
});
app.post('/api/v0/fantasies/:id/maybe/', async (request, reply) => {
  const [row] = await answer('maybe', request);
  if (!row.user_id) return refuseToken(reply);
  if (!row.fantasy_id) return reply.code(403).send({ detail: 'Premium required.' });
  return { fantasy: row.fantasy_id, state: row.maybe_match ? 'maybe_match' : 'maybe' };
});
app.post('/api/v0/fantasies/:id/pass/', async (request, reply) => {
  const [row] = await answer('pass', request);
  if (!row) return refuseToken(reply);
  if (!row.visible) return reply.code(404).send({ detail: 'Not found.' });
  return { fantasy: Number(request.params.id) };
});
app.get('/readyz', async () => ({ status: 'ok' }));

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
