type Link = Record<string, unknown>;

/** PostgreSQL's error fields that name things (a constraint, a column), never a value. */
const NAMING_FIELDS = ['code', 'severity', 'schema', 'table', 'column', 'dataType', 'constraint', 'routine'];

/** An error and its causes, outermost first; a cause that loops back ends the chain. */
function chainOf(error: unknown): Link[] {
  const chain: Link[] = [];
  for (let link = error; link && typeof link === 'object' && !chain.includes(link as Link);) {
    chain.push(link as Link);
    link = (link as Link).cause;
  }
  return chain;
}

/** Drizzle's DrizzleQueryError and PGlite's errors carry the query with its values. */
const isFailedQuery = (link: Link) => typeof link.query === 'string' && Array.isArray(link.params);
/** node-postgres and PGlite report PostgreSQL's SQLSTATE and severity. */
const isPostgresError = (link: Link) =>
  typeof link.code === 'string' && /^[0-9A-Z]{5}$/.test(link.code) && typeof link.severity === 'string';

function asText(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'object':
      return JSON.stringify(value);
    case 'number':
    case 'bigint':
    case 'boolean':
      return value.toString();
    default:
      return value === undefined ? 'undefined' : '';
  }
}

/**
 * PostgreSQL quotes the offending value in some messages (`invalid input syntax for type
 * integer: "…"`): each quoted bound value becomes its placeholder.
 */
function withPlaceholders(message: string, params: unknown[]): string {
  return params.reduce<string>(
    (redacted, value, index) => redacted.split(`"${asText(value)}"`).join(`$${index + 1}`),
    message,
  );
}

/** A database failure as it may be logged: named for the original, stripped of every value. */
export class RedactedDatabaseError extends Error {}

/**
 * What the log may keep of a failed query: its SQL with placeholders and PostgreSQL's code,
 * message and the names it gives, never the values bound to it (e-mails, feedback text, ids)
 * nor the `detail` that repeats them ("Failing row contains …"). Other errors pass unchanged.
 */
export function redactDatabaseError(error: unknown): unknown {
  const chain = chainOf(error);
  const failedQuery = chain.find(isFailedQuery);
  const postgres = chain.find(isPostgresError);
  if (!failedQuery && !postgres) return error;
  const params = chain.filter(isFailedQuery).flatMap((link) => link.params as unknown[]);
  const query = failedQuery?.query as string | undefined;
  const redacted = new RedactedDatabaseError(query ? `Failed query: ${query}` : 'Database error');
  const { name, stack } = error as Link;
  redacted.name = typeof name === 'string' ? name : 'Error';
  const frames = (typeof stack === 'string' ? stack : '').split('\n').filter((line) => /^\s+at /.test(line));
  redacted.stack = [`${redacted.name}: ${redacted.message}`, ...frames].join('\n');
  if (query) Object.assign(redacted, { query });
  if (postgres) {
    for (const field of NAMING_FIELDS) {
      if (postgres[field] !== undefined) Object.assign(redacted, { [field]: postgres[field] });
    }
    Object.assign(redacted, { databaseMessage: withPlaceholders(String(postgres.message), params) });
  }
  return redacted;
}

/** pino's `formatters.log`: every logged `err` goes through redactDatabaseError first. */
export function redactLoggedError(object: Record<string, unknown>): Record<string, unknown> {
  return 'err' in object ? { ...object, err: redactDatabaseError(object.err) } : object;
}
