import '../../styles/reaction-tests.css';
import { REACTION_TEST_TEXTS } from '@mpu/ui-texts';
import { buildTapk2Run, generateTapk2Trials, isTapk2AnswerCorrect, summariseTapk2 } from '@mpu/domain';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { StimulusBoundary } from './stimulus-boundary';
import { Tapk2Image } from './tapk2-image';
import { TestHeader } from './test-header';
import { TestProgress } from './test-progress';
import { AnswerTestResult } from './test-result';
import { useTimedAnswerRun } from './use-timed-answer-run';

const T = REACTION_TEST_TEXTS.tapk2;
/** The 20 fixed trials (spec 2 §3); every run shows each three times in its own order. */
const TRIALS = generateTapk2Trials();
const buildRun = (seed: number) => buildTapk2Run(TRIALS, seed);
/** NEIN: N or ←; JA: J or →. */
const KEYS = { n: false, ArrowLeft: false, j: true, ArrowRight: true };

/**
 * /tapk2-game (spec 2 §2/§4): 60 trials; each answer (NEIN left, JA right; keys N/J and ←/→) moves on and
 * restarts the timer. `?seed=<int>` fixes the order of the run (see useRunSeed), for the e2e test.
 */
export default function Tapk2GamePage() {
  usePageTitle(T.title);
  const run = useTimedAnswerRun({ test: 'tapk2', buildRun, isCorrect: isTapk2AnswerCorrect, keys: KEYS });
  const { task: trial, answer } = run;

  if (!trial) {
    return (
      <AnswerTestResult
        test="tapk2"
        texts={T}
        summary={summariseTapk2(run.answers)}
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
      <div className="rt-stimulus tapk2-stimulus" aria-busy={!run.painted}>
        <StimulusBoundary key={run.stimulusKey}>
          <Tapk2Image trial={trial} />
        </StimulusBoundary>
      </div>
      <div className="tapk2-answers">
        <button type="button" className="button tapk2-answer tapk2-answer--no" onClick={() => answer(false)}>
          {T.no}
        </button>
        <button type="button" className="button tapk2-answer tapk2-answer--yes" onClick={() => answer(true)}>
          {T.yes}
        </button>
      </div>
      <p className="rt-hint">{T.keysHint}</p>
    </main>
  );
}
