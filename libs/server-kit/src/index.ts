// What the gateway and the services share. Database, Nest-microservice and bootstrap parts live in
// '@mpu/server-kit/service' so the gateway does not load TypeORM.
export * from './env/load-env';
export * from './env/service-env.schema';
export * from './logging/pino-logger';
export * from './logging/describe-error';
export * from './nats/nats-requester';
export * from './health/with-timeout';
export * from './demo/demo-accounts';
