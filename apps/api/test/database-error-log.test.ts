import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Fantasy } from '@duet/contracts';
import { bearer, build, createAccount, type TestApp } from './helper.ts';

const SECRET = 'buyer-7f3a@example.com wrote this';

let t: TestApp;
let log = '';
beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      log += String(chunk);
      done();
    },
  });
  t = await build({ LOG_LEVEL: 'warn' }, { logStream });
});
afterAll(() => t.close());

describe('a failed query in the log', () => {
  it('shows its SQL with placeholders and PostgreSQL’s code, never the values bound to it', async () => {
    // A constraint only this test has, so that storing the distinctive feedback fails in the database.
    await t.database.db.execute(
      sql.raw(`alter table fantasy_feedback add constraint no_secrets check (text not like '%7f3a%')`),
    );
    const [fantasy] = (await t.app.inject({ url: '/api/v0/fantasies/?paginator=off' })).json<Fantasy[]>();
    const author = await createAccount(t.app, 'logged');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v0/fantasies/${fantasy!.id}/feedback/`,
      headers: bearer(author.access),
      payload: { text: SECRET },
    });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('7f3a');

    expect(log).not.toContain('7f3a');
    const failure = log
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { msg: string; err?: Record<string, unknown> })
      .find((entry) => entry.msg === 'unhandled error');
    expect(failure?.err).toMatchObject({
      message: expect.stringMatching(/^Failed query: insert into "fantasy_feedback" .*values \(.*\$1/),
      code: '23514',
      constraint: 'no_secrets',
      databaseMessage: expect.stringContaining('violates check constraint "no_secrets"'),
    });
    expect(failure?.err).not.toHaveProperty('params');
    expect(failure?.err).not.toHaveProperty('detail');
  });
});
