import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactDatabaseError, redactLoggedError } from './redact-database-error.ts';

const client = new PGlite();
const db = drizzle(client);
// Starting PGlite takes seconds on a busy machine.
beforeAll(() => client.waitReady, 60_000);
afterAll(() => client.close());

async function failureOf(query: ReturnType<typeof sql>): Promise<unknown> {
  try {
    await db.execute(query);
  } catch (error) {
    return error;
  }
  throw new Error('the query did not fail');
}

describe('redactDatabaseError', () => {
  it('keeps the SQL and SQLSTATE and puts placeholders where PostgreSQL quotes a value', async () => {
    const error = await failureOf(sql`select ${'not-a-number-5e1f'}::int as n`);
    const redacted = redactDatabaseError(error) as Record<string, unknown> & Error;
    expect(redacted.message).toBe('Failed query: select $1::int as n');
    expect(redacted).toMatchObject({
      code: '22P02',
      databaseMessage: 'invalid input syntax for type integer: $1',
    });
    expect(JSON.stringify({ ...redacted, stack: redacted.stack })).not.toContain('5e1f');
  });

  it('redacts a database failure wrapped as the cause of another error', async () => {
    const cause = await failureOf(sql`select ${'not-a-number-5e1f'}::int as n`);
    const wrapped = new Error('could not save', { cause });
    const redacted = redactDatabaseError(wrapped) as Error;
    expect(redacted.message).toBe('Failed query: select $1::int as n');
    expect(redacted.cause).toBeUndefined();
  });

  it('leaves other errors and log lines without an error as they are', () => {
    const plain = new Error('plain');
    expect(redactDatabaseError(plain)).toBe(plain);
    const line = { msg: 'hello' };
    expect(redactLoggedError(line)).toBe(line);
  });
});
