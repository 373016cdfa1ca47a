// zod/mini keeps these schemas small enough for the web app's signed-out bundle (spec budget 120 kB).
import * as z from 'zod/mini';
import { AUTH_LIMITS } from './auth.limits';
import { AUTH_MESSAGES } from './auth.messages';
import { isValidUsername } from './username.rules';

const M = AUTH_MESSAGES;

/** POST /api/login — spec 1 §5 "Login". */
export const loginSchema = z.object({
  username: z
    .string({ error: M.loginUsernameRequired })
    .check(z.trim(), z.minLength(1, M.loginUsernameRequired)),
  password: z
    .string({ error: M.loginPasswordRequired })
    .check(z.minLength(1, M.loginPasswordRequired), z.maxLength(AUTH_LIMITS.passwordMax, M.passwordTooLong)),
});
export type LoginInput = z.infer<typeof loginSchema>;

const usernameField = z
  .string({ error: M.usernameTooShort })
  .check(
    z.trim(),
    z.minLength(AUTH_LIMITS.usernameMin, M.usernameTooShort),
    z.maxLength(AUTH_LIMITS.usernameMax, M.usernameTooLong),
    z.refine(isValidUsername, M.usernameInvalid),
  );

const passwordField = z
  .string({ error: M.passwordTooShort })
  .check(
    z.minLength(AUTH_LIMITS.passwordMin, M.passwordTooShort),
    z.maxLength(AUTH_LIMITS.passwordMax, M.passwordTooLong),
  );

const displayNameField = z.pipe(
  z.optional(
    z.nullable(z.string().check(z.trim(), z.maxLength(AUTH_LIMITS.displayNameMax, M.displayNameTooLong))),
  ),
  z.transform((value: string | null | undefined) => (value ? value : null)),
);

/** POST /api/register body — spec 1 §3 "Registration payload" (the confirmation is not sent). */
export const registerSchema = z.object({
  username: usernameField,
  password: passwordField,
  displayName: displayNameField,
});
export type RegisterPayload = z.output<typeof registerSchema>;

/** The user as the API returns it; used for the OpenAPI document. */
export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.nullable(z.string()),
  isAdmin: z.boolean(),
  createdAt: z.string(),
});
