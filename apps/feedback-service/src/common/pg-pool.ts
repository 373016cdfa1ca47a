import type { DataSource } from 'typeorm';

/** What node-postgres' Pool offers (TypeORM's postgres driver keeps one as `driver.master`). */
export interface PgPool {
  query<R>(config: { text: string; values?: unknown[] }): Promise<{ rows: R[] }>;
}

export function pgPoolOf(dataSource: DataSource): PgPool {
  return (dataSource.driver as unknown as { master: PgPool }).master;
}

/** The row an `INSERT … RETURNING` always gives. */
export function returnedRow<R>(rows: R[]): R {
  const row = rows[0];
  if (row === undefined) throw new Error('INSERT … RETURNING returned no row');
  return row;
}
