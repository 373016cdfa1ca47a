import path from 'node:path';

export const WORKSPACE_ROOT = path.resolve(__dirname, '../../../..');
export const WEB_DIST_DIR = path.join(WORKSPACE_ROOT, 'dist/apps/web');
/** Screenshots of every run (gitignored); emptied at the start of a run. */
export const ARTIFACTS_DIR = path.join(WORKSPACE_ROOT, 'apps/e2e/artifacts');
/** Set by the global setup for the spec files, which run in the same process (maxWorkers 1). */
export const BASE_URL_VARIABLE = 'E2E_BASE_URL';
