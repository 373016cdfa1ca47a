export * from './test-system';
export * from './api-client';
export * from './server-sent-events';
export * from './openai-double';
export * from './arrivals';
export * from './start-timeout';
export * from './subscriber';
export * from './stripe-double';
