export type AuthValidation = typeof import('./auth-validation');

let pending: Promise<AuthValidation> | undefined;

/** Loads the form schemas once; a failed load (e.g. offline) can be retried. */
export function loadAuthValidation(): Promise<AuthValidation> {
  pending ??= import('./auth-validation').catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}
