// Building blocks of the NATS services: TypeORM data source and migrations, typed service errors,
// health endpoints and the `runService()` bootstrap.
export * from './nats/nats-options';
export * from './errors/service.exception';
export * from './errors/invalid-input';
export * from './messaging/handles.decorator';
export * from './deadline/request-deadline';
export * from './deadline/deadline.interceptor';
export * from './database/create-data-source';
export * from './database/run-migrations';
export * from './database/database.module';
export * from './database/raw-sql';
export * from './database/pg-errors';
export * from './health/service-health.module';
export * from './bootstrap/bootstrap-service';
export * from './bootstrap/run-cli';
export * from './bootstrap/run-service';
export * from './mail/mail.service';
