import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * The `set` and `setWhere` of an upsert from a seed file: take the incoming (`excluded`) values
 * of `keys`, and only where one of them differs from the stored row, so seeding twice writes nothing.
 */
export function takeIncoming<T extends PgTable>(
  table: T,
  keys: readonly (keyof T['_']['columns'] & string)[],
) {
  const columns = getTableColumns(table);
  const tableName = getTableName(table);
  const names = keys.map((key) => columns[key]!.name);
  return {
    set: Object.fromEntries(keys.map((key, index) => [key, sql.raw(`excluded.${names[index]}`)])) as Record<
      (typeof keys)[number],
      SQL
    >,
    setWhere: sql.raw(
      names.map((name) => `"${tableName}"."${name}" is distinct from excluded."${name}"`).join(' or '),
    ),
  };
}
