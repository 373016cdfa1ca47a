// The MPU knowledge library. Article bodies of premium topics must never reach the web bundle (issue 4):
// the web imports only what this entry exports.
export * from './content.types';
