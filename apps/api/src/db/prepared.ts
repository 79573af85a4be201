import type { Db } from './database.ts';

/**
 * A statement Drizzle builds once per database handle, and a named statement each connection
 * (PostgreSQL's pooled ones, PGlite's one) parses and plans once: for what every signed-in request
 * runs. Not for statements inside a transaction, whose handle is new each time.
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
