import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/** A parameterised statement; a `name` makes Postgres prepare it once per connection (hot paths). */
export interface SqlStatement {
  name?: string;
  text: string;
  values?: unknown[];
}

interface PgClient {
  query<R>(statement: SqlStatement): Promise<{ rows: R[] }>;
}

/**
 * Plain SQL on the service's own connection pool, through the driver's public `obtainMasterConnection`
 * (never its private pool): for the few statements where an ORM call would cost measurable time (the chat
 * turn, decision 0008) or cannot say what is needed (CTEs, ON CONFLICT, advisory locks).
 */
@Injectable()
export class RawSql {
  constructor(private readonly dataSource: DataSource) {}

  async query<R>(statement: SqlStatement): Promise<R[]> {
    const driver = this.dataSource.driver as PostgresDriver;
    const [client, release] = (await driver.obtainMasterConnection()) as [
      PgClient,
      (error?: unknown) => void,
    ];
    let rows: R[];
    try {
      rows = (await client.query<R>(statement)).rows;
    } catch (error) {
      // As pg's own pool.query does: a client whose statement failed is not handed out again.
      release(error);
      throw error;
    }
    release();
    return rows;
  }
}

/** The row an `INSERT … RETURNING` always gives. */
export function returnedRow<R>(rows: R[]): R {
  const row = rows[0];
  if (row === undefined) throw new Error('INSERT … RETURNING returned no row');
  return row;
}
