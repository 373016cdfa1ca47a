/**
 * The web app's own wording (plain constant objects without imports), so the specs assert exactly what
 * users read instead of retyping it. The e2e project may otherwise depend only on contracts and
 * server-kit; these three files are the deliberate exception.
 */
// eslint-disable-next-line @nx/enforce-module-boundaries
export { APP_TEXTS } from '../../../web/src/shared/texts/app.texts';
// eslint-disable-next-line @nx/enforce-module-boundaries
export { COMMON_TEXTS } from '../../../web/src/shared/texts/common.texts';
// eslint-disable-next-line @nx/enforce-module-boundaries
export { ENTRY_TEXTS } from '../../../web/src/shared/texts/entry.texts';
