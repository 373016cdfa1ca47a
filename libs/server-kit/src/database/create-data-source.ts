import { DataSource, type MixedList, type EntitySchema } from 'typeorm';
import { SafeTypeOrmLogger } from './safe-typeorm-logger';

export interface ServiceDataSourceOptions {
  url: string;
  /** Postgres schema the service owns; its tables and its migrations table live there. */
  schema: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function | string>;
}

export function createServiceDataSource(options: ServiceDataSourceOptions): DataSource {
  return new DataSource({
    type: 'postgres',
    url: options.url,
    schema: options.schema,
    entities: options.entities,
    migrations: options.migrations,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: ['error', 'warn', 'migration'],
    logger: new SafeTypeOrmLogger(),
    extra: { max: 10, application_name: options.schema },
  });
}
