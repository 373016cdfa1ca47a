import { REACTION_TEST_TEXTS } from '@mpu/ui-texts';
import { testResultMessage } from './result-message';

const T = REACTION_TEST_TEXTS.result;

describe('testResultMessage (spec 2 §5/§8)', () => {
  it('adds the line-tracking reason (more than 10 s or more than 60 % errors) to its failure only', () => {
    expect(testResultMessage('line-tracking', false)).toEqual({
      ...T.failed,
      reason: T.lineTrackingFailureReason,
    });
    expect(testResultMessage('line-tracking', true)).toEqual(T.passed);
    expect(testResultMessage('tapk', false)).toEqual(T.failed);
    expect(testResultMessage('tapk', true)).toEqual(T.passed);
    expect(testResultMessage('tapk2', false)).toEqual(T.failed);
    expect(testResultMessage('tapk2', true)).toEqual(T.passed);
  });
});
