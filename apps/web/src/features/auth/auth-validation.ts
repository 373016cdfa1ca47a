/**
 * What the login and registration forms need from @mpu/contracts. Loaded on demand (see
 * load-auth-validation.ts) because the schemas bring zod, the largest part of the signed-out bundle.
 */
import '../../shared/zod-csp';

export { AUTH_MESSAGES, loginSchema, registerFormSchema, validate } from '@mpu/contracts';
