import { TEST_METHODS, type TestMethod } from '@mpu/contracts';

/**
 * The methods of a first plan: both kinds of proof (spec 2 §2/§4 offer urine and hair; the domain has no other
 * default). The user narrows the set with the toggles.
 */
export const DEFAULT_PLANNER_METHODS: readonly TestMethod[] = TEST_METHODS;

/**
 * Touch: how long a finger rests on an event before it can be dragged (FullCalendar's default is 1 s, which
 * feels broken on phones; much shorter turns every scroll that starts on an event into a drag).
 */
export const EVENT_LONG_PRESS_MS = 300;

/** The range of the date inputs (keeps typed years four-digit and plausible). */
export const DATE_INPUT_MIN = '2000-01-01';
export const DATE_INPUT_MAX = '2099-12-31';
