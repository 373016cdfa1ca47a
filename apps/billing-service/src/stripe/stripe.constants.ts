export const STRIPE_CLIENT = Symbol('STRIPE_CLIENT');
