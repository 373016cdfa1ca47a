import { useEffect, useRef } from 'react';

/** Spec 3 §9 tracked feature keys (the spec's list is not complete; self_assessment is ours). */
export type FeatureKey =
  | 'mpu_coach'
  | 'traffic_coach'
  | 'mpu_simulator'
  | 'traffic_simulator'
  | 'mpu_learning'
  | 'alcohol_calculator'
  | 'hypothesen_navigator'
  | 'abstinenz_calculator'
  | 'self_assessment';

/** Receives each feature use; it may be async (a rejected promise is swallowed like a throw). */
export type FeatureSink = (name: FeatureKey) => void | Promise<unknown>;

const noSink: FeatureSink = () => undefined;
let sink: FeatureSink = noSink;

/**
 * Replaces where feature uses go; `null` restores the default, which records nothing. For now nothing is
 * sent anywhere: a later analytics issue connects this to the usage-tracking call (spec 2 §7, spec 3 §9).
 */
export function setFeatureSink(next: FeatureSink | null): void {
  sink = next ?? noSink;
}

/** Reports that a feature was used. Never throws: tracking must not break a page. */
export function trackFeature(name: FeatureKey): void {
  try {
    const pending = sink(name);
    if (pending instanceof Promise) pending.catch(() => undefined);
  } catch {
    // Tracking is best effort.
  }
}

/** Tracks the feature once when the screen opens (also under StrictMode's double effect run). */
export function useTrackFeature(name: FeatureKey): void {
  const tracked = useRef<FeatureKey | null>(null);
  useEffect(() => {
    if (tracked.current === name) return;
    tracked.current = name;
    trackFeature(name);
  }, [name]);
}
