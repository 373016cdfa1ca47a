/** End-to-end specs (`*.e2e-spec.ts`): Chromium (playwright-core) against the built system, started once per run. */
const path = require('node:path');

const rootDir = path.resolve(__dirname, '../..');
// Workspace tooling, not a project: required by path so the module-boundary rule does not treat it as one.
const { swcTransform, moduleNameMapper } = require(path.join(rootDir, 'tools/jest/jest-shared.cjs'));

module.exports = {
  rootDir,
  testEnvironment: 'node',
  roots: ['<rootDir>/apps/e2e'],
  testMatch: ['**/*.e2e-spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/artifacts/'],
  transform: swcTransform,
  moduleNameMapper,
  globalSetup: '<rootDir>/apps/e2e/src/support/global-setup.ts',
  globalTeardown: '<rootDir>/apps/e2e/src/support/global-teardown.ts',
  maxWorkers: 1,
  testTimeout: 60_000,
  slowTestThreshold: 20,
};
