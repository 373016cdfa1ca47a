/** Spec 3 §9: timeout 5 minutes, warning 1 minute before (60 s countdown), checked every second. */
export const INACTIVITY = {
  timeoutMs: 5 * 60_000,
  warningMs: 60_000,
  checkIntervalMs: 1000,
} as const;

/** Spec 3 §4.5: what counts as activity. */
export const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'scroll'] as const;
