// The answer rules (ADR 0033) against a model, on random sequences of answers by two partners and a
// stranger, with links, unlinks and account deletions between them: after every step the API and the
// database must say what the model says. Runs on PGlite and on PostgreSQL, as every API suite does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { fantasyStatsSchema } from '@duet/contracts';
import { queryRows } from '../src/db/database.ts';
import { CHANGES_CHANNEL, type Change } from '../src/shared/changes.ts';
import { isPushed } from '../src/shared/notify.ts';
import {
  build,
  callApi,
  createAccount,
  freeFantasies,
  linkAccounts,
  type Account,
  type TestApp,
} from './helper.ts';

/** Kept modest: a run is 8–24 steps of a dozen requests each, on a shared 2-core machine. */
const RUNS = Number(process.env.ANSWER_RULES_RUNS ?? 20);
const PEOPLE = 3;
const FANTASIES = 2;

let t: TestApp;
/** The free fantasies the steps answer: this suite's own, so their counters are only its couples'. */
let fantasies: number[];
/** Every stream message, in commit order, since the suite started. */
const told: (Change & { marker?: number })[] = [];
let stopListening: () => Promise<void>;
beforeAll(async () => {
  t = await build();
  fantasies = (await freeFantasies(t.app)).slice(0, FANTASIES).map((fantasy) => fantasy.id);
  stopListening = await t.database.listen(CHANGES_CHANNEL, (payload) => told.push(JSON.parse(payload)));
});
afterAll(async () => {
  await stopListening();
  await t.close();
});

type AnswerKind = 'like' | 'dislike' | 'maybe' | 'unmaybe' | 'pass' | 'unpass';
type Step =
  | { kind: AnswerKind; who: number; fantasy: number }
  | { kind: 'link'; who: number; other: number }
  | { kind: 'unlink'; who: number }
  | { kind: 'delete'; who: number };

const isAnswer = (step: Step): step is Extract<Step, { fantasy: number }> => 'fantasy' in step;

const person = fc.integer({ min: 0, max: PEOPLE - 1 });
/** Answers come mostly from the couple, where the rules have something to decide. */
const answerer = fc.oneof(
  { weight: 3, arbitrary: fc.constant(0) },
  { weight: 3, arbitrary: fc.constant(1) },
  { weight: 1, arbitrary: fc.constant(2) },
);
/** Most answers are to one fantasy, so that the partners' answers meet often; some to another. */
const mostlyTheFirst = fc.oneof(
  { weight: 3, arbitrary: fc.constant(0) },
  { weight: 1, arbitrary: fc.constant(1) },
);
const answerKind = fc.oneof(
  { weight: 6, arbitrary: fc.constant<AnswerKind>('like') },
  { weight: 3, arbitrary: fc.constant<AnswerKind>('dislike') },
  { weight: 3, arbitrary: fc.constant<AnswerKind>('maybe') },
  { weight: 1, arbitrary: fc.constantFrom<AnswerKind>('unmaybe', 'pass', 'unpass') },
);
const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  { weight: 20, arbitrary: fc.record({ kind: answerKind, who: answerer, fantasy: mostlyTheFirst }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('link' as const), who: person, other: person }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('unlink' as const), who: person }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), who: person }) },
);

/** One person as the model knows them: their account, answers and partner (a slot). */
type Person = {
  account: Account;
  likes: Set<number>;
  maybes: Set<number>;
  passes: Set<number>;
  partner: number | null;
};

/** What a step may make others see: match notices (two notifications) and stream messages. */
type Expected = { notices: number; told: Change[] };

let accounts = 0;
/** Everyone a run made: the next run starts with nobody answering this suite's fantasies. */
const earlier: number[] = [];
const newPerson = async (): Promise<Person> => {
  const account = await createAccount(t.app, `rule${++accounts}q`);
  earlier.push(account.user.id);
  return { account, likes: new Set(), maybes: new Set(), passes: new Set(), partner: null };
};
const sorted = (ids: Iterable<number>) => [...ids].sort((a, b) => a - b);
const idOf = (p: Person) => p.account.user.id;

class Model {
  /** Couples (lower id first) and fantasies already notified: a match redone within a day is not. */
  readonly notices = new Set<string>();
  constructor(readonly people: Person[]) {}

  partnerOf(who: number) {
    const slot = this.people[who]!.partner;
    return slot === null ? null : this.people[slot]!;
  }

  private noticeKey(a: Person, b: Person, fantasy: number) {
    const [first, second] = sorted([idOf(a), idOf(b)]);
    return `${first}-${second}-${fantasy}`;
  }

  /** Applies an answer; its answer body's state, and what it may make others see. */
  answer(kind: AnswerKind, who: number, fantasy: number): { state?: string; expected: Expected } {
    const me = this.people[who]!;
    const partner = this.partnerOf(who);
    const expected: Expected = { notices: 0, told: [] };
    const couple = partner ? [idOf(me), idOf(partner)] : [];
    const partnerAnswered = () => !!partner && (partner.likes.has(fantasy) || partner.maybes.has(fantasy));
    switch (kind) {
      case 'like': {
        if (!me.likes.has(fantasy)) {
          const wasMaybe = me.maybes.delete(fantasy);
          me.likes.add(fantasy);
          if (partner?.likes.has(fantasy)) {
            const key = this.noticeKey(me, partner, fantasy);
            if (!this.notices.has(key)) {
              this.notices.add(key);
              expected.notices = 1;
              expected.told.push({ users: couple, topics: ['notifications', 'matches'] });
            }
          }
          if (!wasMaybe && partner?.maybes.has(fantasy))
            expected.told.push({ users: couple, topics: ['matches'] });
        }
        return { state: partner?.likes.has(fantasy) ? 'match' : 'like', expected };
      }
      case 'dislike':
        me.likes.delete(fantasy);
        return { state: 'none', expected };
      case 'maybe': {
        if (!me.maybes.has(fantasy)) {
          const wasLiked = me.likes.delete(fantasy);
          me.maybes.add(fantasy);
          if (!wasLiked && partnerAnswered()) expected.told.push({ users: couple, topics: ['matches'] });
        }
        return { state: partnerAnswered() ? 'maybe_match' : 'maybe', expected };
      }
      case 'unmaybe':
        me.maybes.delete(fantasy);
        return { expected };
      case 'pass':
        me.passes.add(fantasy);
        return { expected };
      case 'unpass':
        me.passes.delete(fantasy);
        return { expected };
    }
  }

  matchesOf(who: number) {
    const partner = this.partnerOf(who);
    return partner ? sorted([...this.people[who]!.likes].filter((f) => partner.likes.has(f))) : [];
  }

  maybeMatchesOf(who: number) {
    const me = this.people[who]!;
    const partner = this.partnerOf(who);
    if (!partner) return [];
    const answered = (p: Person, f: number) => p.likes.has(f) || p.maybes.has(f);
    return sorted(
      fantasies.filter(
        (f) => answered(me, f) && answered(partner, f) && (me.maybes.has(f) || partner.maybes.has(f)),
      ),
    );
  }
}

const answerRequest = (kind: AnswerKind): ['POST' | 'DELETE', string] =>
  ({
    like: ['POST', 'like'],
    dislike: ['POST', 'dislike'],
    maybe: ['POST', 'maybe'],
    unmaybe: ['DELETE', 'maybe'],
    pass: ['POST', 'pass'],
    unpass: ['DELETE', 'pass'],
  })[kind] as ['POST' | 'DELETE', string];

let markers = 0;
/**
 * The stream messages committed since the last call: a marker sent now arrives after all of them,
 * as NOTIFY delivers in commit order.
 */
async function toldSinceLastStep(): Promise<Change[]> {
  const marker = ++markers;
  await t.app.db.execute(
    sql`select pg_notify(${CHANGES_CHANNEL}, ${JSON.stringify({ users: [], topics: [], marker })})`,
  );
  await expect
    .poll(() => told.some((message) => message.marker === marker), { timeout: 15_000, interval: 5 })
    .toBe(true);
  const until = told.findIndex((message) => message.marker === marker);
  return told.splice(0, until + 1).filter((message) => message.marker === undefined);
}

async function newNotifications(since: number, ids: number[]) {
  return queryRows<{
    id: number;
    user_id: number;
    kind: string;
    actor_user_id: number | null;
    push_pending: boolean;
  }>(
    t.app.db,
    sql`select id, user_id, kind, actor_user_id, push_pending from notifications
        where id > ${since} and (user_id in ${ids} or actor_user_id in ${ids})
        order by id`,
  );
}

async function lastNotificationId() {
  const [row] = await queryRows<{ id: number }>(
    t.app.db,
    sql`select coalesce(max(id), 0)::int as id from notifications`,
  );
  return row!.id;
}

/** Every invariant, after every step. */
async function checkInvariants(model: Model) {
  const ids = model.people.map(idOf);
  // What each person has stored is exactly their answers.
  const rows = await queryRows<{ user_id: number; kind: string; fantasy_id: number }>(
    t.app.db,
    sql`select user_id, 'like' as kind, fantasy_id from likes where user_id in ${ids}
        union all select user_id, 'maybe', fantasy_id from maybes where user_id in ${ids}
        union all select user_id, 'pass', fantasy_id from passes where user_id in ${ids}`,
  );
  for (const [slot, p] of model.people.entries()) {
    const stored = (kind: string) =>
      sorted(rows.filter((row) => row.user_id === idOf(p) && row.kind === kind).map((row) => row.fantasy_id));
    expect(
      { likes: stored('like'), maybes: stored('maybe'), passes: stored('pass') },
      `person ${slot}`,
    ).toEqual({
      likes: sorted(p.likes),
      maybes: sorted(p.maybes),
      passes: sorted(p.passes),
    });
    // A match iff both like; a maybe-match iff both answered like or maybe, one of them maybe.
    const read = async (url: string) => (await callApi(t.app, 'GET', url, p.account)).json<number[]>();
    expect(await read('fantasies/matches/'), `matches of ${slot}`).toEqual(model.matchesOf(slot));
    expect(await read('fantasies/maybe_matches/'), `maybe-matches of ${slot}`).toEqual(
      model.maybeMatchesOf(slot),
    );
  }
  // The public counters are two per couple that both like the fantasy now.
  const stats = fantasyStatsSchema.parse((await t.app.inject({ url: '/api/v0/fantasies/stats/' })).json());
  for (const f of fantasies) {
    const mutual = model.people.filter((p, slot) => model.matchesOf(slot).includes(f)).length;
    expect(stats[String(f)]?.like_count ?? 0, `like_count of ${f}`).toBe(mutual);
  }
}

/** Nothing refers to a deleted person: no row of any table that points at people, no event, no session. */
async function checkForgotten(gone: Account) {
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    t.app.db,
    sql`select kcu.table_name, kcu.column_name
        from information_schema.referential_constraints rc
        join information_schema.key_column_usage kcu on kcu.constraint_name = rc.constraint_name
        join information_schema.constraint_column_usage ccu on ccu.constraint_name = rc.unique_constraint_name
        where ccu.table_name = 'users' and ccu.column_name = 'id'`,
  );
  expect(columns.length).toBeGreaterThan(10);
  for (const { table_name: table, column_name: column } of [
    ...columns,
    { table_name: 'users', column_name: 'id' },
  ]) {
    const [row] = await queryRows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${gone.user.id}`,
    );
    expect(row!.n, `${table}.${column}`).toBe(0);
  }
  const [events] = await queryRows<{ n: number }>(
    t.app.db,
    sql`select count(*)::int as n from analytics_events where user_id = ${String(gone.user.id)}`,
  );
  expect(events!.n).toBe(0);
  expect((await callApi(t.app, 'GET', 'fantasies/liked/', gone)).statusCode).toBe(401);
}

async function runSteps(steps: Step[]) {
  if (earlier.length > 0) {
    await t.app.db.execute(sql`delete from users where id in ${earlier.splice(0)}`);
    await t.app.db.execute(sql`update fantasy_stats set like_count = 0 where fantasy_id in ${fantasies}`);
  }
  const people = [await newPerson(), await newPerson(), await newPerson()];
  const model = new Model(people);
  await linkAccounts(t.app, people[0]!.account, people[1]!.account);
  [people[0]!.partner, people[1]!.partner] = [1, 0];
  await toldSinceLastStep();
  for (const step of steps) {
    const me = people[step.who]!;
    const before = await lastNotificationId();
    if (step.kind === 'link') {
      const other = people[step.other]!;
      if (step.other === step.who || me.partner !== null || other.partner !== null) continue;
      await linkAccounts(t.app, me.account, other.account);
      [me.partner, other.partner] = [step.other, step.who];
    } else if (step.kind === 'unlink') {
      if (me.partner === null) continue;
      expect((await callApi(t.app, 'DELETE', 'partner/current/remove/', me.account)).statusCode).toBe(204);
      people[me.partner]!.partner = null;
      me.partner = null;
    } else if (step.kind === 'delete') {
      expect((await callApi(t.app, 'DELETE', 'user/profile/', me.account)).statusCode).toBe(204);
      if (me.partner !== null) people[me.partner]!.partner = null;
      await checkForgotten(me.account);
      people[step.who] = await newPerson();
    } else if (isAnswer(step)) {
      const fantasy = fantasies[step.fantasy]!;
      const [method, action] = answerRequest(step.kind);
      const response = await callApi(t.app, method, `fantasies/${fantasy}/${action}/`, me.account);
      const { state, expected } = model.answer(step.kind, step.who, fantasy);
      expect(response.statusCode, `${step.kind}: ${response.body}`).toBe(method === 'DELETE' ? 204 : 200);
      if (state) expect(response.json(), step.kind).toEqual({ fantasy, state });
      // Only a match reaches the partner, once; a one-sided answer is told to no one and pushes nothing
      // (a push goes out only for a notification row marked push_pending, ADR 0024).
      const written = await newNotifications(before, people.map(idOf));
      const partner = model.partnerOf(step.who);
      expect(written, `notifications after ${step.kind}`).toEqual(
        expected.notices && partner
          ? [
              { user_id: idOf(me), actor_user_id: idOf(partner) },
              { user_id: idOf(partner), actor_user_id: idOf(me) },
            ].map((row) => ({
              ...row,
              id: expect.any(Number),
              kind: 'match',
              push_pending: isPushed('match'),
            }))
          : [],
      );
      const ours = new Set(people.map(idOf));
      const toldUs = (await toldSinceLastStep()).filter((change) => change.users.some((id) => ours.has(id)));
      expect(toldUs, `stream after ${step.kind}`).toEqual(expected.told);
    }
    // Links, unlinks and deletions tell the partner by design; their messages are not an answer's.
    if (!isAnswer(step)) await toldSinceLastStep();
    await checkInvariants(model);
  }
}

describe('the answer rules', () => {
  it('hold after every step of random answers, links, unlinks and deletions of two partners and a stranger', async () => {
    const steps = fc.array(stepArbitrary, { minLength: 8, maxLength: 24, size: 'max' });
    // Unbiased: fast-check's bias toward small values would mostly make sequences that never match.
    const property = fc.assert(fc.asyncProperty(steps, runSteps), {
      numRuns: RUNS,
      plugins: [fc.unbiased()],
    });
    await expect(property).resolves.toBeUndefined();
  }, 300_000);
});
