import type { ReactionTestId } from '@mpu/contracts';
import { REACTION_TEST_TEXTS } from '@mpu/ui-texts';

const T = REACTION_TEST_TEXTS.result;

interface TestResultMessage {
  title: string;
  text: string;
  /** Why the run failed, where the spec gives a reason (line-tracking only). */
  reason?: string;
}

/** The message for a finished run (spec 2 §8); a failed line-tracking run also says why (spec 2 §5). */
export function testResultMessage(test: ReactionTestId, passed: boolean): TestResultMessage {
  if (passed) return T.passed;
  return test === 'line-tracking' ? { ...T.failed, reason: T.lineTrackingFailureReason } : T.failed;
}
