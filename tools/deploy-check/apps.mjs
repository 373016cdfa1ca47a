// What the deployment files are checked against: the deployed apps of tools/app-registry.cjs, the
// infrastructure next to them and a few paths of the images.
import registry from '../app-registry.cjs';

/** @typedef {import('../app-registry.cjs').AppSpec} AppSpec */

/** The apps that run as containers (the gateway and the services) by name. */
export const APPS = appsByName(registry.SYSTEM_APPS);

/** @param {AppSpec[]} apps @returns {Record<string, AppSpec>} */
export function appsByName(apps) {
  return Object.fromEntries(apps.map((app) => [app.name, app]));
}

/** Infrastructure the compose stack runs next to the apps, with the port each app reaches it on. */
export const INFRA = {
  postgres: 5432,
  redis: 6379,
  nats: 4222,
  clickhouse: 8123,
};

/** Where the gateway image keeps the web build (Dockerfile copies dist/apps/web there). */
export const WEB_DIST_DIR = '/app/dist/apps/web';

/** Label that marks infrastructure workloads in k8s overlays (exempt from the app rules). */
export const INFRA_COMPONENT = 'infrastructure';
