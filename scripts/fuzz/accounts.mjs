// The people and rows the fuzzer's requests name: a couple, an outsider, and ids of each kind.
import { send } from './http.mjs';
import { INTIMATE_CONSENT_VERSION } from '../../packages/contracts/src/legal.ts';

const API = '/api/v0';

async function call(port, method, path, token, body) {
  const response = await send(
    port,
    {
      method,
      path: `${API}/${path}`,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    },
    { keptChars: Infinity },
  );
  let json = null;
  try {
    json = JSON.parse(response.body);
  } catch {
    // not JSON, or cut short
  }
  return { status: response.status, json };
}

const inADay = () => new Date(Date.now() + 86_400_000).toISOString();

/** Signs `person` in (again) through the development sign-in; the same name is the same account. */
async function signIn(port, person) {
  const login = await call(port, 'POST', 'user/dev_login/', null, { username: person.login });
  if (login.status !== 200) throw new Error(`dev_login ${person.login}: ${login.status}`);
  person.token = login.json.access;
  person.id = login.json.user.id;
  const profile = await call(port, 'PUT', 'user/profile/', person.token, { username: person.login });
  person.username = profile.json?.username ?? login.json.user.username;
  await consentToAnswers(port, person);
}

/** Without it every like, maybe and pass is a 403 (ADR 0035), and the fuzz would never get past it. */
async function consentToAnswers(port, person) {
  await call(port, 'PUT', 'user/consents/intimate_answers/', person.token, {
    version: INTIMATE_CONSENT_VERSION,
  });
}

async function link(port, from, to) {
  const invite = await call(port, 'POST', 'invites/create/', from.token, { username: to.username });
  if (invite.status === 201 || invite.status === 200) {
    await call(port, 'POST', `invites/${invite.json.id}/accept/`, to.token);
  }
}

/** Signs everyone in and creates one row of each kind the API takes an id of; returns them. */
export async function createFixtures(port) {
  const people = Object.fromEntries(
    ['a', 'b', 'c', 'd', 'e'].map((name) => [name, { login: `fuzz${name}${name}${name}${name}` }]),
  );
  for (const person of Object.values(people)) await signIn(port, person);
  const { a, b, c, d } = people;
  await link(port, a, b);

  const list = async (path) => (await call(port, 'GET', path, a.token)).json ?? [];
  const ids = {
    fantasy: (await list('fantasies/?paginator=off')).map((row) => row.id),
    tag: (await list('fantasies/tags/?paginator=off')).map((row) => row.id),
    publicEvent: (await list('public_events/')).map((row) => row.id),
    plan: (await list('subscriptions/plans/?paginator=off')).map((row) => row.id),
    user: Object.values(people).map((person) => person.id),
    event: [],
    invite: [],
    purchase: [],
    gift: [],
    payment: [],
  };
  const fantasy = ids.fantasy[0];
  for (const [person, target] of [
    [a, b.id],
    [c, null],
  ]) {
    const event = await call(port, 'POST', 'events/', person.token, {
      fantasy,
      target_user: target,
      happens_at: inADay(),
    });
    if (event.json?.id) ids.event.push(event.json.id);
  }
  const invite = await call(port, 'POST', 'invites/create/', c.token, { username: d.username });
  if (invite.json?.id) ids.invite.push(invite.json.id);
  for (const [person, kind] of [
    [c, 'own'],
    [a, 'gift'],
  ]) {
    const buy = await call(port, 'POST', `subscriptions/plans/${ids.plan[0]}/buy/`, person.token, {
      kind,
      name: 'Fuzz',
      email: 'fuzz@example.com',
    });
    if (!buy.json?.id) continue;
    ids.purchase.push(buy.json.id);
    const payment = /\/pay\/(\d+)\//.exec(buy.json.payment_url ?? '');
    if (payment) ids.payment.push(Number(payment[1]));
  }
  if (ids.purchase[1])
    await call(port, 'POST', `subscriptions/purchases/${ids.purchase[1]}/fake_pay/`, a.token);
  ids.gift = (await list('gifts/')).map((gift) => gift.id);
  return { people, ids };
}

/**
 * Puts back what the fuzzed requests undid: a session that was logged out, a couple that was
 * unlinked, a username that was changed, the consent to process answers withdrawn.
 */
export async function repairFixtures(port, { people }) {
  for (const person of Object.values(people)) {
    const profile = await call(port, 'GET', 'user/profile/', person.token);
    if (profile.status === 401) await signIn(port, person);
    else if (profile.json?.username && profile.json.username !== person.login) await signIn(port, person);
    else if (profile.json && !profile.json.intimate_answers_consent) await consentToAnswers(port, person);
  }
  const { a, b } = people;
  const partner = await call(port, 'GET', 'partner/current/', a.token);
  if (partner.json?.id === b.id) return;
  for (const person of [a, b]) await call(port, 'DELETE', 'partner/current/remove/', person.token);
  await link(port, a, b);
}
