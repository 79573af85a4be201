import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { inviteSchema, invitesListSchema } from '@duet/contracts';
import { queryRows } from '../src/db/database.ts';
import {
  bearer,
  build,
  callApi,
  createAccount,
  createCouple,
  signIn,
  type Account as Session,
  type ApiCallArgs,
  type TestApp,
} from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const call = (...args: ApiCallArgs) => callApi(t.app, ...args);
const invite = (from: Session, username: string) => call('POST', 'invites/create/', from, { username });
const accept = (who: Session, id: number) => call('POST', `invites/${id}/accept/`, who);
const reject = (who: Session, id: number) => call('POST', `invites/${id}/reject/`, who);
const withdraw = (who: Session, id: number) => call('DELETE', `invites/${id}/`, who);
const partnerOf = (who: Session) => call('GET', 'partner/current/', who);
const invitesOf = async (who: Session) =>
  invitesListSchema.parse((await call('GET', 'invites/list/', who)).json());
const inviteRows = () =>
  queryRows(t.app.db, sql`select id, from_user_id, to_user_id, status from invites order by id`);

let counter = 0;
const account = (name: string) => createAccount(t.app, `${name}${++counter}`);

async function couple() {
  const a = await account('ann');
  const b = await account('ben');
  const sent = inviteSchema.parse((await invite(a, b.user.username)).json());
  expect((await accept(b, sent.id)).statusCode).toBe(200);
  return { a, b };
}

describe('invites', () => {
  it('are listed for both sides, case-insensitively addressed', async () => {
    const a = await account('alice');
    const b = await account('bob');
    const response = await invite(a, b.user.username.toUpperCase());
    expect(response.statusCode).toBe(201);
    const sent = inviteSchema.parse(response.json());
    expect(sent).toMatchObject({ from_user: a.user, to_user: b.user });
    expect(await invitesOf(a)).toEqual({ outgoing: [sent], incoming: [] });
    expect(await invitesOf(b)).toEqual({ outgoing: [], incoming: [sent] });
  });

  it('link both people on accept and cancel every other pending invite of either', async () => {
    const a = await account('alice');
    const b = await account('bob');
    const c = await account('carol');
    const d = await account('dan');
    const ab = inviteSchema.parse((await invite(a, b.user.username)).json());
    const ac = inviteSchema.parse((await invite(a, c.user.username)).json());
    const db = inviteSchema.parse((await invite(d, b.user.username)).json());
    const accepted = await accept(b, ab.id);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual(a.user);
    expect((await partnerOf(a)).json()).toEqual(b.user);
    expect((await partnerOf(b)).json()).toEqual(a.user);
    expect(await invitesOf(a)).toEqual({ outgoing: [], incoming: [] });
    expect(await invitesOf(c)).toEqual({ outgoing: [], incoming: [] });
    expect(await invitesOf(d)).toEqual({ outgoing: [], incoming: [] });
    const statuses = Object.fromEntries((await inviteRows()).map((row) => [row.id, row.status]));
    expect([statuses[ab.id], statuses[ac.id], statuses[db.id]]).toEqual([
      'accepted',
      'cancelled',
      'cancelled',
    ]);
  });

  it('can be rejected by the invitee only, and then invited again', async () => {
    const a = await account('alice');
    const b = await account('bob');
    const sent = inviteSchema.parse((await invite(a, b.user.username)).json());
    const byInviter = await reject(a, sent.id);
    expect(byInviter.statusCode).toBe(403);
    expect(byInviter.json().code).toBe('permission_denied');
    expect((await reject(b, sent.id)).statusCode).toBe(204);
    expect(await invitesOf(a)).toEqual({ outgoing: [], incoming: [] });
    expect((await accept(b, sent.id)).json().code).toBe('not_found');
    expect((await invite(a, b.user.username)).statusCode).toBe(201);
  });

  it('can be withdrawn by the sender only, taking the invitation notification with it', async () => {
    const a = await account('alice');
    const b = await account('bob');
    const stranger = await account('eve');
    const sent = inviteSchema.parse((await invite(a, b.user.username)).json());
    const notificationsOf = async (who: Session) =>
      (await call('GET', 'notifications/?paginator=off', who)).json<{ kind: string }[]>();
    expect((await notificationsOf(b)).map((n) => n.kind)).toEqual(['invite_received']);

    for (const [who, status, code] of [
      [b, 403, 'permission_denied'],
      [stranger, 404, 'not_found'],
    ] as const) {
      const refused = await withdraw(who, sent.id);
      expect(refused.statusCode).toBe(status);
      expect(refused.json().code).toBe(code);
    }
    expect((await invitesOf(b)).incoming).toHaveLength(1);

    expect((await withdraw(a, sent.id)).statusCode).toBe(204);
    expect(await invitesOf(a)).toEqual({ outgoing: [], incoming: [] });
    expect(await invitesOf(b)).toEqual({ outgoing: [], incoming: [] });
    expect(await notificationsOf(b)).toEqual([]);
    expect((await accept(b, sent.id)).json().code).toBe('not_found');
    expect((await withdraw(a, sent.id)).statusCode).toBe(404);
    // Sent again to the right person, it is a new invite.
    expect((await invite(a, b.user.username)).statusCode).toBe(201);
  });

  it('cannot be withdrawn once answered', async () => {
    const { a } = await couple();
    const [row] = await queryRows<{ id: number }>(
      t.app.db,
      sql`select id from invites where from_user_id = ${a.user.id} order by id desc limit 1`,
    );
    const refused = await withdraw(a, row!.id);
    expect(refused.statusCode).toBe(404);
    expect((await partnerOf(a)).statusCode).toBe(200);
  });

  it.each([
    ['yourself', async (a: Session) => a.user.username, 400, 'invite_self'],
    ['an unknown username', async () => 'nobody-here', 404, 'invite_user_not_found'],
    [
      'an unfinished account',
      async () => (await signIn(t.app, `unfinished-${++counter}`)).user.username,
      404,
      'invite_user_not_found',
    ],
    ['someone with a partner', async () => (await couple()).a.user.username, 404, 'invite_user_not_found'],
  ])('refuse %s and write nothing', async (_name, target, status, code) => {
    const a = await account('alice');
    const username = await target(a);
    const before = await inviteRows();
    const response = await invite(a, username);
    expect(response.statusCode).toBe(status);
    expect(response.json().code).toBe(code);
    expect(await inviteRows()).toEqual(before);
  });

  it('answer an unknown username and someone in a couple alike, and tell the one in a couple nothing', async () => {
    const a = await account('alice');
    const { a: taken } = await couple();
    const notificationsOf = (who: Session) => call('GET', 'notifications/', who).then((r) => r.json());
    const before = await notificationsOf(taken);
    const unknown = await invite(a, `nobody${++counter}`);
    const inCouple = await invite(a, taken.user.username);
    expect(inCouple.statusCode).toBe(unknown.statusCode);
    expect(inCouple.json()).toEqual(unknown.json());
    expect(await notificationsOf(taken)).toEqual(before);

    const inviterInCouple = (await couple()).a;
    for (const username of [`nobody${++counter}`, a.user.username, taken.user.username]) {
      expect((await invite(inviterInCouple, username)).json().code).toBe('already_has_partner');
    }
  });

  it('are rate limited per signed-in person, not per address', async () => {
    const limited = await build({ INVITE_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const first = await createAccount(limited.app, 'limited1');
      const second = await createAccount(limited.app, 'limited2');
      const create = (who: Session) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/v0/invites/create/',
          headers: bearer(who.access),
          payload: { username: 'nobody-here' },
        });
      expect((await create(first)).statusCode).toBe(404);
      expect((await create(first)).statusCode).toBe(404);
      const throttled = await create(first);
      expect(throttled.statusCode).toBe(429);
      expect(throttled.json().code).toBe('throttled');
      expect((await create(second)).statusCode).toBe(404);
    } finally {
      await limited.close();
    }
  });

  it('refuse a second invite either way, and an inviter who already has a partner', async () => {
    const a = await account('alice');
    const b = await account('bob');
    expect((await invite(a, b.user.username)).statusCode).toBe(201);
    expect((await invite(a, b.user.username)).json().code).toBe('invite_already_sent');
    expect((await invite(b, a.user.username)).json().code).toBe('invite_already_received');
    const { a: taken } = await couple();
    expect((await invite(taken, b.user.username)).json().code).toBe('already_has_partner');
  });

  it('tell the other person, by name, of an invite, an answer and a parting', async () => {
    const latest = async (who: Session) =>
      (await call('GET', 'notifications/?paginator=off', who)).json()[0] as { kind: string; actor: unknown };
    const a = await account('alice');
    const b = await account('bob');
    const c = await account('carol');
    const ab = inviteSchema.parse((await invite(a, b.user.username)).json());
    expect(await latest(b)).toMatchObject({ kind: 'invite_received', actor: a.user });
    expect((await reject(b, ab.id)).statusCode).toBe(204);
    expect(await latest(a)).toMatchObject({ kind: 'invite_rejected', actor: b.user });
    const ca = inviteSchema.parse((await invite(c, a.user.username)).json());
    expect((await accept(a, ca.id)).statusCode).toBe(200);
    expect(await latest(c)).toMatchObject({ kind: 'invite_accepted', actor: a.user });
    expect((await call('DELETE', 'partner/current/remove/', a)).statusCode).toBe(204);
    expect(await latest(c)).toMatchObject({ kind: 'partner_removed', actor: a.user });
    // Each was told only what concerns them.
    expect(await latest(b)).toMatchObject({ kind: 'invite_received' });
  });

  it('stop counting an invitation as new once it is answered, and nothing else', async () => {
    const notices = async (who: Session) =>
      (await call('GET', 'notifications/?paginator=off', who)).json<
        { kind: string; is_read: boolean; actor: { id: number } | null }[]
      >();
    const a = await account('amy');
    const b = await account('bea');
    const c = await account('cid');
    const ab = inviteSchema.parse((await invite(a, b.user.username)).json());
    const cb = inviteSchema.parse((await invite(c, b.user.username)).json());
    expect((await notices(b)).map((notice) => notice.is_read)).toEqual([false, false]);
    expect((await reject(b, cb.id)).statusCode).toBe(204);
    const afterReject = await notices(b);
    expect(afterReject.find((notice) => notice.actor?.id === c.user.id)?.is_read).toBe(true);
    expect(afterReject.find((notice) => notice.actor?.id === a.user.id)?.is_read).toBe(false);
    expect((await accept(b, ab.id)).statusCode).toBe(200);
    expect((await notices(b)).every((notice) => notice.is_read)).toBe(true);
    // The inviter's own news stays new until read.
    expect((await notices(a)).find((notice) => notice.kind === 'invite_accepted')?.is_read).toBe(false);
  });

  it("hide someone else's invite and refuse to accept one's own", async () => {
    const a = await account('alice');
    const b = await account('bob');
    const stranger = await account('eve');
    const sent = inviteSchema.parse((await invite(a, b.user.username)).json());
    for (const response of [await accept(stranger, sent.id), await reject(stranger, sent.id)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('not_found');
    }
    const own = await accept(a, sent.id);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({
      code: 'permission_denied',
      detail: 'Only the invited person can answer.',
    });
    expect((await partnerOf(a)).statusCode).toBe(404);
  });

  it('cannot be accepted once the inviter found another partner', async () => {
    const a = await account('alice');
    const b = await account('bob');
    const c = await account('carol');
    const ab = inviteSchema.parse((await invite(a, b.user.username)).json());
    const ca = inviteSchema.parse((await invite(c, a.user.username)).json());
    expect((await accept(a, ca.id)).statusCode).toBe(200);
    const late = await accept(b, ab.id);
    expect(late.statusCode).toBe(404);
    expect((await partnerOf(b)).statusCode).toBe(404);
  });

  it('answer bad input with 400 and unknown ids with 404', async () => {
    const a = await account('alice');
    for (const payload of [{}, { username: '' }, { username: 42 }]) {
      const response = await call('POST', 'invites/create/', a, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('invalid');
    }
    expect((await call('POST', 'invites/abc/accept/', a)).statusCode).toBe(400);
    expect((await call('POST', 'invites/0/reject/', a)).statusCode).toBe(400);
    expect((await call('DELETE', 'invites/abc/', a)).json().code).toBe('invalid');
    expect((await accept(a, 999_999)).statusCode).toBe(404);
  });

  it('need a token', async () => {
    for (const [method, url] of [
      ['GET', 'invites/list/'],
      ['POST', 'invites/create/'],
      ['POST', 'invites/1/accept/'],
      ['POST', 'invites/1/reject/'],
      ['DELETE', 'invites/1/'],
      ['GET', 'partner/current/'],
      ['DELETE', 'partner/current/remove/'],
    ] as const) {
      const response = await call(method, url, null, method === 'POST' ? {} : undefined);
      expect(response.statusCode, url).toBe(401);
    }
  });
});

describe('an account whose username is not chosen yet', () => {
  it('can neither invite nor accept, by name or by link: it answers 403 and writes nothing', async () => {
    const unfinished = await signIn(t.app, `unfinished-${++counter}`);
    const session = { access: unfinished.access, user: unfinished.user };
    const member = await account('mia');
    const before = await inviteRows();
    for (const [method, url] of [
      ['POST', 'invites/create/'],
      ['POST', 'invites/link/'],
      ['POST', 'invites/1/accept/'],
      ['POST', 'invites/link/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa/accept/'],
    ] as const) {
      const response = await call(method, url, session, { username: member.user.username });
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toMatchObject({ code: 'permission_denied' });
      expect(response.headers['www-authenticate'], url).toBeUndefined();
    }
    expect(await inviteRows()).toEqual(before);
    // Its own invites list, like everything else only about itself, stays open.
    expect((await call('GET', 'invites/list/', session)).statusCode).toBe(200);
  });
});

describe('invites at the same moment', () => {
  const pendingBetween = async (ids: number[]) =>
    (await inviteRows()).filter(
      (row) =>
        row.status === 'pending' &&
        (ids.includes(row.from_user_id as number) || ids.includes(row.to_user_id as number)),
    );

  it('leave one pending invite when two people invite each other', async () => {
    for (let round = 0; round < 5; round++) {
      const a = await account('alice');
      const b = await account('bob');
      const results = await Promise.all([invite(a, b.user.username), invite(b, a.user.username)]);
      expect(results.map((response) => response.statusCode).sort()).toEqual([201, 400]);
      expect(results.map((response) => response.json().code)).toContain('invite_already_received');
      expect(await pendingBetween([a.user.id, b.user.id])).toHaveLength(1);
    }
  });

  it('leave no pending invite to someone who has just become part of a couple', async () => {
    for (let round = 0; round < 5; round++) {
      const a = await account('alice');
      const b = await account('bob');
      const c = await account('carol');
      const cb = inviteSchema.parse((await invite(c, b.user.username)).json());
      const [sent, accepted] = await Promise.all([invite(a, b.user.username), accept(b, cb.id)]);
      expect(accepted.statusCode).toBe(200);
      expect([201, 404]).toContain(sent.statusCode);
      expect(await pendingBetween([a.user.id, b.user.id, c.user.id])).toEqual([]);
    }
  });
});

describe('partners', () => {
  it('answer 404 no_partner without a partner', async () => {
    const a = await account('single');
    const response = await partnerOf(a);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('no_partner');
    expect((await call('DELETE', 'partner/current/remove/', a)).json().code).toBe('no_partner');
  });

  it('answer null instead of the 404 when asked with ?absent=null, and the partner when there is one', async () => {
    const a = await account('lone');
    const absent = await call('GET', 'partner/current/?absent=null', a);
    expect(absent.statusCode).toBe(200);
    expect(absent.json()).toBeNull();
    expect((await call('GET', 'partner/current/?absent=nothing', a)).statusCode).toBe(400);
    expect((await call('GET', 'partner/current/?absent=null', null)).statusCode).toBe(401);
    const { a: linked, b } = await createCouple(t.app, [`pa${Date.now() % 1e6}`, `pb${Date.now() % 1e6}`]);
    expect((await call('GET', 'partner/current/?absent=null', linked)).json()).toEqual(b.user);
  });

  it('are unlinked on both sides by either of them', async () => {
    const { a, b } = await couple();
    expect((await call('DELETE', 'partner/current/remove/', b)).statusCode).toBe(204);
    expect((await partnerOf(a)).statusCode).toBe(404);
    expect((await partnerOf(b)).statusCode).toBe(404);
    expect((await invite(a, b.user.username)).statusCode).toBe(201);
  });

  it('stay one per person when two invites are accepted at the same moment', async () => {
    const a = await account('popular');
    const b = await account('bob');
    const c = await account('carol');
    const ab = inviteSchema.parse((await invite(a, b.user.username)).json());
    const ac = inviteSchema.parse((await invite(a, c.user.username)).json());
    const results = await Promise.all([accept(b, ab.id), accept(c, ac.id)]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 404]);
    const [pairs] = await queryRows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from users where partner_id is not null and id in (${a.user.id}, ${b.user.id}, ${c.user.id})`,
    );
    expect(pairs!.n).toBe(2);
  });
});
