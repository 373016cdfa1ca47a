export * from './test-system';
export * from './api-client';
