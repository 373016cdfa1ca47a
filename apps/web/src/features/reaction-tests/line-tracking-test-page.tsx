import '../../styles/reaction-tests.css';
import { REACTION_TEST_TEXTS } from '@mpu/ui-texts';
import {
  LINE_NUMBERS,
  buildLineTrackingRun,
  generateLineTrackingItems,
  isLineTrackingAnswerCorrect,
  summariseLineTracking,
} from '@mpu/domain';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { LineTrackingImage } from './line-tracking-image';
import { StimulusBoundary } from './stimulus-boundary';
import { TestHeader } from './test-header';
import { TestProgress } from './test-progress';
import { AnswerTestResult } from './test-result';
import { useTimedAnswerRun } from './use-timed-answer-run';

const T = REACTION_TEST_TEXTS.lineTracking;
/** The 18 fixed images (spec 2 §3); every run shows each twice in its own order. */
const ITEMS = generateLineTrackingItems();
const buildRun = (seed: number) => buildLineTrackingRun(ITEMS, seed);
/** The keys 1–5 answer like the buttons. */
const KEYS = Object.fromEntries(LINE_NUMBERS.map((value) => [String(value), value]));

/**
 * /linienverfolgungstest/test (spec 2 §2/§4): 36 tasks in turn, answered with the buttons 1–5 (or the keys
 * 1–5), then the result. `?seed=<int>` fixes the order of the run (see useRunSeed), for the e2e test.
 */
export default function LineTrackingTestPage() {
  usePageTitle(T.title);
  const run = useTimedAnswerRun({
    test: 'line-tracking',
    buildRun,
    isCorrect: isLineTrackingAnswerCorrect,
    keys: KEYS,
  });
  const { task, answer } = run;

  if (!task) {
    return (
      <AnswerTestResult
        test="line-tracking"
        texts={T}
        summary={summariseLineTracking(run.answers)}
        saver={run.saver}
        onRepeat={run.repeat}
      />
    );
  }

  return (
    <main className="page rt-page">
      <TestHeader title={T.title} />
      <TestProgress current={run.index + 1} total={run.total} />
      <p className="rt-question">{T.question}</p>
      <div className="rt-stimulus lt-stimulus" aria-busy={!run.painted}>
        <StimulusBoundary key={run.stimulusKey}>
          <LineTrackingImage item={task} />
        </StimulusBoundary>
      </div>
      <div className="lt-answers" role="group" aria-label={T.answersLabel}>
        {LINE_NUMBERS.map((value) => (
          <button key={value} type="button" className="button lt-answer" onClick={() => answer(value)}>
            {value}
          </button>
        ))}
      </div>
      <p className="rt-hint">{T.answerHint}</p>
    </main>
  );
}
