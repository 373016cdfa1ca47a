/** Spec 2 §9: speed 0.5 to 2.0, step 0.25, default 1. */
export const AUDIO_SPEED = { min: 0.5, max: 2, step: 0.25, initial: 1 } as const;

/** Arrow keys on the progress bar move this many seconds. */
export const AUDIO_SEEK_STEP_SECONDS = 5;

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Seconds as m:ss ('0:00', '1:05', '12:30'); unknown or negative times read '0:00'. */
export function formatAudioTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** A playback rate as spec 2 §2 writes it: two decimals with a point, then 'x' ('1.00x', '0.75x'). */
export function formatAudioSpeed(rate: number): string {
  return `${rate.toFixed(2)}x`;
}
