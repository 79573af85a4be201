import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { inviteLinkPreviewSchema, inviteLinkSchema, inviteSchema } from '@duet/contracts';
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
const makeLink = async (who: Session) => {
  const response = await call('POST', 'invites/link/', who);
  expect(response.statusCode).toBe(201);
  return inviteLinkSchema.parse(response.json());
};
const preview = (token: string, who: Session | null = null) => call('GET', `invites/link/${token}/`, who);
const acceptLink = (who: Session, token: string) => call('POST', `invites/link/${token}/accept/`, who);
const partnerOf = async (who: Session) => (await call('GET', 'partner/current/?absent=null', who)).json();
const notificationsOf = async (who: Session) =>
  (await call('GET', 'notifications/?paginator=off', who)).json<{ kind: string; actor: unknown }[]>();
const linkRows = () =>
  queryRows(t.app.db, sql`select user_id, token_hash from invite_links order by user_id`);

let counter = 0;
const account = (name: string) => createAccount(t.app, `${name}link${++counter}`);
const UNKNOWN_TOKEN = 'A'.repeat(32);

describe('invite links', () => {
  it('make the person who accepts the owner’s partner, tell the owner, and are used up', async () => {
    const alice = await account('alice');
    const bob = await account('bob');
    const link = await makeLink(alice);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const lifetime = Date.parse(link.expires_at) - Date.now();
    expect(lifetime).toBeGreaterThan(6.9 * 86_400_000);
    expect(lifetime).toBeLessThanOrEqual(7 * 86_400_000);

    const seen = await preview(link.token);
    expect(seen.statusCode).toBe(200);
    expect(inviteLinkPreviewSchema.parse(seen.json())).toEqual({
      from_user: alice.user,
      expires_at: link.expires_at,
    });

    const accepted = await acceptLink(bob, link.token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual(alice.user);
    expect(await partnerOf(alice)).toEqual(bob.user);
    expect(await partnerOf(bob)).toEqual(alice.user);
    expect(await notificationsOf(alice)).toContainEqual(
      expect.objectContaining({ kind: 'invite_accepted', actor: bob.user }),
    );

    for (const response of [
      await preview(link.token),
      await acceptLink(await account('carol'), link.token),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('invite_link_invalid');
    }
  });

  it('are stored only as a hash, one per person: a new link ends the previous one', async () => {
    const alice = await account('alice');
    const first = await makeLink(alice);
    const second = await makeLink(alice);
    expect(second.token).not.toBe(first.token);
    const rows = (await linkRows()).filter((row) => row.user_id === alice.user.id);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(second.token);
    expect((await preview(first.token)).json().code).toBe('invite_link_invalid');
    expect((await preview(second.token)).statusCode).toBe(200);
  });

  it('can be ended by their owner', async () => {
    const alice = await account('alice');
    const link = await makeLink(alice);
    expect((await call('DELETE', 'invites/link/', alice)).statusCode).toBe(204);
    expect((await preview(link.token)).json().code).toBe('invite_link_invalid');
    expect((await acceptLink(await account('bob'), link.token)).json().code).toBe('invite_link_invalid');
    expect((await call('DELETE', 'invites/link/', alice)).statusCode).toBe(204);
  });

  it('are refused once expired', async () => {
    const alice = await account('alice');
    const link = await makeLink(alice);
    await t.app.db.execute(
      sql`update invite_links set expires_at = now() - interval '1 second' where user_id = ${alice.user.id}`,
    );
    expect((await preview(link.token)).json().code).toBe('invite_link_invalid');
    const bob = await account('bob');
    expect((await acceptLink(bob, link.token)).json().code).toBe('invite_link_invalid');
    expect(await partnerOf(bob)).toBeNull();
  });

  it('die when their owner becomes part of a couple another way, and with the other pending invites', async () => {
    const alice = await account('alice');
    const bob = await account('bob');
    const carol = await account('carol');
    const link = await makeLink(alice);
    const bobsLink = await makeLink(bob);
    const sent = inviteSchema.parse(
      (await call('POST', 'invites/create/', carol, { username: alice.user.username })).json(),
    );
    expect((await call('POST', `invites/${sent.id}/accept/`, alice)).statusCode).toBe(200);
    expect((await acceptLink(bob, link.token)).json().code).toBe('invite_link_invalid');
    expect(await partnerOf(bob)).toBeNull();
    expect((await linkRows()).some((row) => row.user_id === alice.user.id)).toBe(false);

    // Accepting a link cancels every other pending invite of both.
    const dan = await account('dan');
    const pending = inviteSchema.parse(
      (await call('POST', 'invites/create/', dan, { username: bob.user.username })).json(),
    );
    const erin = await account('erin');
    expect((await acceptLink(erin, bobsLink.token)).statusCode).toBe(200);
    expect((await call('GET', 'invites/list/', dan)).json().outgoing).toEqual([]);
    expect((await call('POST', `invites/${pending.id}/accept/`, bob)).statusCode).toBe(404);
  });

  it('refuse their owner, someone already in a couple, and an owner in a couple asking for one', async () => {
    const alice = await account('alice');
    const link = await makeLink(alice);
    const own = await acceptLink(alice, link.token);
    expect(own.statusCode).toBe(400);
    expect(own.json().code).toBe('invite_self');

    const { a: taken } = await createCouple(t.app, [`tana${++counter}`, `tomo${counter}`]);
    const partnered = await acceptLink(taken, link.token);
    expect(partnered.json().code).toBe('already_has_partner');
    expect(await partnerOf(alice)).toBeNull();
    const refused = await call('POST', 'invites/link/', taken);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('already_has_partner');
    expect((await preview(link.token)).statusCode).toBe(200);
  });

  it('are neither made nor accepted by an unfinished account', async () => {
    const unfinished = await signIn(t.app, `dev-unfinished-link-${++counter}`);
    const link = await makeLink(await account('alice'));
    for (const [method, url] of [
      ['POST', 'invites/link/'],
      ['POST', `invites/link/${link.token}/accept/`],
    ] as const) {
      const response = await t.app.inject({
        method,
        url: `/api/v0/${url}`,
        headers: bearer(unfinished.access),
      });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().code).toBe('permission_denied');
    }
    expect((await preview(link.token)).statusCode).toBe(200);
  });

  it('answer a malformed token with 400 and an unknown one with 404', async () => {
    const bob = await account('bob');
    for (const token of ['short', 'A'.repeat(33), `${'A'.repeat(31)}!`]) {
      const seen = await preview(encodeURIComponent(token));
      expect(seen.statusCode, token).toBe(400);
      expect(seen.json().code).toBe('invalid');
      expect((await acceptLink(bob, encodeURIComponent(token))).statusCode).toBe(400);
    }
    expect((await preview(UNKNOWN_TOKEN)).statusCode).toBe(404);
    expect((await acceptLink(bob, UNKNOWN_TOKEN)).json().code).toBe('invite_link_invalid');
  });

  it('need a token to be made, ended or accepted, not to be previewed', async () => {
    for (const [method, url] of [
      ['POST', 'invites/link/'],
      ['DELETE', 'invites/link/'],
      ['POST', `invites/link/${UNKNOWN_TOKEN}/accept/`],
    ] as const) {
      expect((await call(method, url, null)).statusCode, url).toBe(401);
    }
    expect((await preview(UNKNOWN_TOKEN)).statusCode).toBe(404);
  });

  it('link exactly one couple when two people accept the same link at once', async () => {
    const alice = await account('alice');
    const link = await makeLink(alice);
    const bob = await account('bob');
    const carol = await account('carol');
    const answers = await Promise.all([acceptLink(bob, link.token), acceptLink(carol, link.token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
    const partner = await partnerOf(alice);
    expect([bob.user, carol.user]).toContainEqual(partner);
    const other = partner.id === bob.user.id ? carol : bob;
    expect(await partnerOf(other)).toBeNull();
  });
});
