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
 * (never its private pool): for chat-service's hot path, where an ORM call would cost measurable time
 * (decision 0008). Everything else goes through TypeORM repositories.
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
