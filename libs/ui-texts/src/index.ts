// The web app's German wording (web only: ESLint keeps the gateway, the services and the shared libs from
// importing it). What crosses the wire — schemas, subjects, the messages the server sends — is @mpu/contracts.
export * from './common.texts';
export * from './entry.texts';
export * from './shared.texts';
export * from './app.texts';
export * from './chat.texts';
export * from './info.texts';
export * from './self-help.texts';
export * from './planner.texts';
export * from './questionnaire.texts';
export * from './reaction-tests.texts';
export * from './subscription.texts';
export * from './cancellation.texts';
