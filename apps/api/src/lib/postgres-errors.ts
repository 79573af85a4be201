/** Whether a PostgreSQL error of this SQLSTATE, as either driver reports it (possibly wrapped by Drizzle). */
function hasSqlState(error: unknown, sqlState: string): boolean {
  for (
    let current = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    if ((current as { code?: unknown }).code === sqlState) return true;
  }
  return false;
}

export const isUniqueViolation = (error: unknown) => hasSqlState(error, '23505');
export const isForeignKeyViolation = (error: unknown) => hasSqlState(error, '23503');

/**
 * What the answers' database functions raise without the person's consent to process answers
 * about fantasies (ADR 0035, migration 0026): a SQLSTATE of Duet's own, outside PostgreSQL's classes.
 */
export const isConsentRequired = (error: unknown) => hasSqlState(error, 'DU403');
