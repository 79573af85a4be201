import type { Db } from './database.ts';

/**
 * A statement Drizzle builds once per database handle and, on PostgreSQL, a named statement that
 * each pooled connection parses and plans once: for the reads every signed-in request makes.
 * Not for statements inside a transaction, whose handle is new each time.
 */
export function preparedOnce<Statement>(build: (db: Db) => Statement): (db: Db) => Statement {
  const statements = new WeakMap<Db, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
