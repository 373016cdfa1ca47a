// Pure MPU logic without I/O, shared by the services and the web app.
export * from './offline-interviewer';
export * from './safety';
export * from './report';
export * from './prompts';
export * from './search';
export * from './self-help';
export * from './reaction-tests';
