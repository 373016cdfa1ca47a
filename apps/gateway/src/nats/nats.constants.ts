export const NATS_REQUESTER = Symbol('NATS_REQUESTER');
