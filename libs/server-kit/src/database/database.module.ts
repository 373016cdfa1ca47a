import { Inject, Logger, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { runMigrations } from './run-migrations';

export interface DatabaseModuleOptions {
  createDataSource: () => DataSource;
  schema: string;
  runMigrations: boolean;
}

class DataSourceCloser implements OnApplicationShutdown {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}

/** Provides the service's TypeORM DataSource, initialised and migrated before anything uses it. */
@Module({})
export class DatabaseModule {
  static forRoot(options: DatabaseModuleOptions): DynamicModule {
    return {
      module: DatabaseModule,
      global: true,
      providers: [
        {
          provide: DataSource,
          useFactory: async () => {
            const dataSource = options.createDataSource();
            await dataSource.initialize();
            if (options.runMigrations) {
              const applied = await runMigrations(dataSource, options.schema);
              if (applied.length > 0) new Logger('Database').log(`Applied migrations: ${applied.join(', ')}`);
            }
            return dataSource;
          },
        },
        DataSourceCloser,
      ],
      exports: [DataSource],
    };
  }
}
