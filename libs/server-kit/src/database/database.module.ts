import { Logger, Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { RawSql } from './raw-sql';
import { runMigrations } from './run-migrations';

export interface DatabaseModuleOptions {
  /** The service's data source (the same one `main.js migrate` uses): options, entities, migrations. */
  createDataSource: () => DataSource;
  schema: string;
  runMigrations: boolean;
}

/**
 * The service's TypeORM data source through `@nestjs/typeorm` (`TypeOrmModule.forRootAsync`: repositories
 * with `@InjectRepository`, closed on shutdown), initialised and migrated under an advisory lock before
 * anything uses it; `synchronize` is never on. `RawSql` is the one way to plain SQL where a hot path needs it.
 */
@Module({})
export class DatabaseModule {
  static forRoot(options: DatabaseModuleOptions): DynamicModule {
    return {
      module: DatabaseModule,
      global: true,
      imports: [
        TypeOrmModule.forRootAsync({
          // A failed migration must stop the start, not be retried.
          useFactory: () => ({ ...options.createDataSource().options, retryAttempts: 0 }),
          dataSourceFactory: async () => {
            const dataSource = options.createDataSource();
            await dataSource.initialize();
            if (options.runMigrations) {
              const applied = await runMigrations(dataSource, options.schema);
              if (applied.length > 0) new Logger('Database').log(`Applied migrations: ${applied.join(', ')}`);
            }
            return dataSource;
          },
        }),
      ],
      providers: [RawSql],
      exports: [TypeOrmModule, RawSql],
    };
  }
}
