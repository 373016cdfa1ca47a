import { registerSchema } from '@mpu/contracts';
import { ENTRY_TEXTS } from '@mpu/ui-texts';
import * as z from 'zod/mini';

const { username, password, displayName } = registerSchema.shape;

/**
 * The registration form: the fields of the contracts' payload schema (POST /api/register) plus the
 * confirmation, which is checked here, reported on the confirmation field and never sent.
 */
export const registerFormSchema = z
  .object({ username, password, confirmPassword: z.string(), displayName })
  .check(
    z.refine((form) => form.password === form.confirmPassword, {
      error: ENTRY_TEXTS.register.passwordMismatch,
      path: ['confirmPassword'],
    }),
  );
