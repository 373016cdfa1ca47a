import path from 'node:path';

export const WORKSPACE_ROOT = path.resolve(__dirname, '../../../..');
/**
 * The built web app the gateway serves. `E2E_WEB_DIST_DIR` points a run at a build of its own (e.g.
 * `vite build --outDir`), so a rebuild of dist/apps/web by someone else on the machine cannot pull the assets
 * away in the middle of a run.
 */
export const WEB_DIST_DIR = process.env.E2E_WEB_DIST_DIR
  ? path.resolve(process.env.E2E_WEB_DIST_DIR)
  : path.join(WORKSPACE_ROOT, 'dist/apps/web');
/** Screenshots of every run (gitignored); emptied at the start of a run. */
export const ARTIFACTS_DIR = path.join(WORKSPACE_ROOT, 'apps/e2e/artifacts');
/** Set by the global setup for the spec files, which run in the same process (maxWorkers 1). */
export const BASE_URL_VARIABLE = 'E2E_BASE_URL';
