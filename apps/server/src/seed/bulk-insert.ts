import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

// Serial types name a sequence default, not a type a record definition accepts.
const RECORD_TYPES: Record<string, string> = { bigserial: 'bigint', serial: 'integer' };

/**
 * Inserts rows sent as one JSON parameter and unpacked by `json_to_recordset`. Much cheaper than a
 * VALUES list with a bind parameter per cell for thousands of rows, and not capped at 65,535 cells.
 * Every row must have the keys of the first one.
 */
export async function insertJsonRows<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
) {
  const [first] = rows;
  if (!first) return;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in first);
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const record: SQL = sql.join(
    columns.map(([, column]) => {
      const type = column.getSQLType();
      return sql`${sql.identifier(column.name)} ${sql.raw(RECORD_TYPES[type] ?? type)}`;
    }),
    sql`, `,
  );
  const json = JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(
        columns.map(([key, column]) => [column.name, (row as Record<string, unknown>)[key]]),
      ),
    ),
  );
  await db.execute(
    sql`insert into ${table} (${names}) select ${names} from json_to_recordset(${json}::json) as r(${record})`,
  );
}
