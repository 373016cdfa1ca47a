import { useCallback, useEffect, useRef, useState } from 'react';
import { ACTIVITY_EVENTS } from './inactivity.constants';

export interface IdleTimerOptions {
  timeoutMs: number;
  warningMs: number;
  checkIntervalMs: number;
  onTimeout: () => void;
}

export interface IdleTimer {
  /** Seconds until the automatic logout while the warning shows, otherwise null. */
  secondsLeft: number | null;
  /** 'Angemeldet bleiben': ends the warning and starts counting idle time afresh. */
  stayActive: () => void;
}

/**
 * Spec 3 §4.5: idle time is checked every interval; the warning starts at timeout minus warning time.
 * Activity resets the idle time only while no warning is showing — once warned, only an explicit choice counts.
 */
export function useIdleTimer({
  timeoutMs,
  warningMs,
  checkIntervalMs,
  onTimeout,
}: IdleTimerOptions): IdleTimer {
  const lastActivity = useRef(Date.now());
  const warning = useRef(false);
  const onTimeoutRef = useRef(onTimeout);
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);

  useEffect(() => {
    onTimeoutRef.current = onTimeout;
  }, [onTimeout]);

  const stayActive = useCallback(() => {
    lastActivity.current = Date.now();
    warning.current = false;
    setSecondsLeft(null);
  }, []);

  useEffect(() => {
    const onActivity = () => {
      if (!warning.current) lastActivity.current = Date.now();
    };
    const options = { passive: true, capture: true };
    ACTIVITY_EVENTS.forEach((name) => window.addEventListener(name, onActivity, options));
    return () => ACTIVITY_EVENTS.forEach((name) => window.removeEventListener(name, onActivity, options));
  }, []);

  useEffect(() => {
    const timer = setInterval(() => {
      const idle = Date.now() - lastActivity.current;
      if (idle >= timeoutMs) {
        stayActive();
        onTimeoutRef.current();
      } else if (idle >= timeoutMs - warningMs) {
        warning.current = true;
        setSecondsLeft(Math.ceil((timeoutMs - idle) / 1000));
      }
    }, checkIntervalMs);
    return () => clearInterval(timer);
  }, [timeoutMs, warningMs, checkIntervalMs, stayActive]);

  return { secondsLeft, stayActive };
}
