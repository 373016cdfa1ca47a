export const HEALTH_NATS_CLIENT = Symbol('HEALTH_NATS_CLIENT');
export const HEALTH_OPTIONS = Symbol('HEALTH_OPTIONS');
