/** Integration specs (`*.integration-spec.ts`): the built apps against the real Postgres, Redis and NATS. */
const { swcTransform, moduleNameMapper } = require('./tools/jest/jest-shared.cjs');

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/apps', '<rootDir>/libs'],
  testMatch: ['**/*.integration-spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: swcTransform,
  moduleNameMapper,
  maxWorkers: 1,
  testTimeout: 60_000,
};
