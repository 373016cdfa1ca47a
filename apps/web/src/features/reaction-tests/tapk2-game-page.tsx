import '../../styles/reaction-tests.css';
import { REACTION_TEST_TEXTS } from '@mpu/contracts';
import {
  buildTapk2Run,
  generateTapk2Trials,
  isTapk2AnswerCorrect,
  summariseTapk2,
  testResultMessage,
  type TestAnswer,
} from '@mpu/domain';
import { useMemo, useState } from 'react';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { formatPercent, formatSeconds } from './format';
import { StimulusBoundary } from './stimulus-boundary';
import { Tapk2Image } from './tapk2-image';
import { TestHeader } from './test-header';
import { TestProgress } from './test-progress';
import { TestResult } from './test-result';
import { useAnswerKeys } from './use-answer-keys';
import { useRunSaver } from './use-run-saver';
import { useRunSeed } from './use-run-seed';
import { useStimulusClock } from './use-stimulus-clock';

const T = REACTION_TEST_TEXTS.tapk2;
const G = REACTION_TEST_TEXTS.game;
/** The 20 fixed trials (spec 2 §3); every run shows each three times in its own order. */
const TRIALS = generateTapk2Trials();

/**
 * /tapk2-game (spec 2 §2/§4): 60 trials; each answer (NEIN left, JA right; keys N/J and ←/→) moves on and
 * restarts the timer. `?seed=<int>` fixes the order of the run (see useRunSeed), for the e2e test.
 */
export default function Tapk2GamePage() {
  usePageTitle(T.title);
  const [seed, reshuffle] = useRunSeed();
  const trials = useMemo(() => buildTapk2Run(TRIALS, seed), [seed]);
  const [answers, setAnswers] = useState<TestAnswer[]>([]);
  const saver = useRunSaver();
  const index = answers.length;
  const trial = index < trials.length ? trials[index] : undefined;
  const stimulusKey = `${seed}:${index}`;
  const clock = useStimulusClock(trial ? stimulusKey : null);

  const answer = (present: boolean) => {
    if (!trial) return;
    const time = clock.take();
    if (time === null) return; // not painted yet
    const next = [...answers, { correct: isTapk2AnswerCorrect(trial, present), time }];
    setAnswers(next);
    if (next.length === trials.length) saver.submit({ test: 'tapk2', answers: next });
  };

  const no = () => answer(false);
  const yes = () => answer(true);
  useAnswerKeys(trial ? { n: no, ArrowLeft: no, j: yes, ArrowRight: yes } : {});

  const repeat = () => {
    saver.clear();
    setAnswers([]);
    reshuffle();
  };

  if (!trial) {
    const summary = summariseTapk2(answers);
    return (
      <main className="page rt-page">
        <TestHeader title={T.title} />
        <TestResult
          title={T.resultTitle}
          passed={summary.passed}
          message={testResultMessage('tapk2', summary.passed)}
          stats={[
            {
              label: G.correctCount,
              value: G.ofTotal(summary.correct, summary.total, formatPercent(summary.accuracyPercent)),
            },
            { label: G.averageTime, value: formatSeconds(summary.averageTimeMs) },
          ]}
          saver={saver}
          onRepeat={repeat}
        />
      </main>
    );
  }

  return (
    <main className="page rt-page">
      <TestHeader title={T.title} />
      <TestProgress current={index + 1} total={trials.length} />
      <p className="rt-question">{T.question}</p>
      <div className="rt-stimulus tapk2-stimulus" aria-busy={!clock.painted}>
        <StimulusBoundary key={stimulusKey}>
          <Tapk2Image trial={trial} />
        </StimulusBoundary>
      </div>
      <div className="tapk2-answers">
        <button type="button" className="button tapk2-answer tapk2-answer--no" onClick={no}>
          {T.no}
        </button>
        <button type="button" className="button tapk2-answer tapk2-answer--yes" onClick={yes}>
          {T.yes}
        </button>
      </div>
      <p className="rt-hint">{T.keysHint}</p>
    </main>
  );
}
