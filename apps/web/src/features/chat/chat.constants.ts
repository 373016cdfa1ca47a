/** Timings and sizes of the chat pages (spec 1 §9 and §4). */
export const CHAT_TIMING = {
  /** Hovering (or focusing) a session-list entry this long loads its preview. */
  previewHoverDelayMs: 300,
  /** A touch held this long on a session-list entry shows its preview instead of opening the session. */
  longPressMs: 500,
  previewTimeoutMs: 3000,
  /** Cache lifetimes in seconds (RTK Query `keepUnusedDataFor`). */
  previewCacheSeconds: 60,
  sessionsCacheSeconds: 30,
  historyCacheSeconds: 30,
  /** Type picker: repeated choices are ignored for about 2 s, opening the dialog is guarded for 0.5 s. */
  typePickGuardMs: 2000,
  dialogOpenGuardMs: 500,
  /** 'Seite neu laden' reloads after 1 s. */
  reloadDelayMs: 1000,
  /** MediaRecorder timeslice: a chunk every second. */
  recordingTimesliceMs: 1000,
} as const;

/** The too-many-sessions state lists up to three existing sessions. */
export const TOO_MANY_SESSIONS_LISTED = 3;
