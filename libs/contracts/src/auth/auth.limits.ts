/** Registration limits of spec 1 §9, plus upper bounds that protect the server. */
export const AUTH_LIMITS = {
  usernameMin: 4,
  usernameMax: 254,
  passwordMin: 6,
  passwordMax: 256,
  displayNameMax: 60,
} as const;
