import { z } from 'zod';
import { AUTH_LIMITS } from './auth.limits';
import { AUTH_MESSAGES } from './auth.messages';
import { isValidUsername } from './username.rules';

const M = AUTH_MESSAGES;

/** POST /api/login — spec 1 §5 "Login". */
export const loginSchema = z.object({
  username: z.string({ error: M.loginUsernameRequired }).trim().min(1, M.loginUsernameRequired),
  password: z.string({ error: M.loginPasswordRequired }).min(1, M.loginPasswordRequired).max(AUTH_LIMITS.passwordMax, M.passwordTooLong),
});
export type LoginInput = z.infer<typeof loginSchema>;

const usernameField = z
  .string({ error: M.usernameTooShort })
  .trim()
  .min(AUTH_LIMITS.usernameMin, M.usernameTooShort)
  .max(AUTH_LIMITS.usernameMax, M.usernameTooLong)
  .refine(isValidUsername, M.usernameInvalid);

const passwordField = z
  .string({ error: M.passwordTooShort })
  .min(AUTH_LIMITS.passwordMin, M.passwordTooShort)
  .max(AUTH_LIMITS.passwordMax, M.passwordTooLong);

const displayNameField = z
  .string()
  .trim()
  .max(AUTH_LIMITS.displayNameMax, M.displayNameTooLong)
  .optional()
  .nullable()
  .transform((value) => (value ? value : null));

/** POST /api/register body — spec 1 §3 "Registration payload" (the confirmation is not sent). */
export const registerSchema = z.object({
  username: usernameField,
  password: passwordField,
  displayName: displayNameField,
});
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterPayload = z.output<typeof registerSchema>;

/** The registration form: the payload plus the confirmation field, checked on the confirmation field. */
export const registerFormSchema = z
  .object({
    username: usernameField,
    password: passwordField,
    confirmPassword: z.string(),
    displayName: displayNameField,
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: M.passwordMismatch,
    path: ['confirmPassword'],
  });
export type RegisterFormInput = z.input<typeof registerFormSchema>;

/** The user as the API returns it; used for the OpenAPI document. */
export const userSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  displayName: z.string().nullable(),
  isAdmin: z.boolean(),
  createdAt: z.iso.datetime(),
});
