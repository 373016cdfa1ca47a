/** Unit tests (`*.spec.ts`) of the Nest apps and libs. Web uses Vitest, integration specs jest.integration.config.cjs. */
const { swcTransform, moduleNameMapper } = require('./tools/jest/jest-shared.cjs');

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/apps', '<rootDir>/libs'],
  testMatch: ['**/*.spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/apps/web/', '<rootDir>/apps/e2e/'],
  transform: swcTransform,
  moduleNameMapper,
};
