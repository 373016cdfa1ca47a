import '../../styles/reaction-tests.css';
import { REACTION_TEST_TEXTS } from '@mpu/contracts';
import {
  LINE_NUMBERS,
  buildLineTrackingRun,
  generateLineTrackingItems,
  isLineTrackingAnswerCorrect,
  summariseLineTracking,
  testResultMessage,
  type TestAnswer,
} from '@mpu/domain';
import { useMemo, useState } from 'react';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { formatPercent, formatSeconds } from './format';
import { LineTrackingImage } from './line-tracking-image';
import { StimulusBoundary } from './stimulus-boundary';
import { TestHeader } from './test-header';
import { TestProgress } from './test-progress';
import { TestResult } from './test-result';
import { useAnswerKeys } from './use-answer-keys';
import { useRunSaver } from './use-run-saver';
import { useRunSeed } from './use-run-seed';
import { useStimulusClock } from './use-stimulus-clock';

const T = REACTION_TEST_TEXTS.lineTracking;
const G = REACTION_TEST_TEXTS.game;
/** The 18 fixed images (spec 2 §3); every run shows each twice in its own order. */
const ITEMS = generateLineTrackingItems();

/**
 * /linienverfolgungstest/test (spec 2 §2/§4): 36 tasks in turn, answered with the buttons 1–5 (or the keys
 * 1–5), then the result. `?seed=<int>` fixes the order of the run (see useRunSeed), for the e2e test.
 */
export default function LineTrackingTestPage() {
  usePageTitle(T.title);
  const [seed, reshuffle] = useRunSeed();
  const tasks = useMemo(() => buildLineTrackingRun(ITEMS, seed), [seed]);
  const [answers, setAnswers] = useState<TestAnswer[]>([]);
  const saver = useRunSaver();
  const index = answers.length;
  const task = index < tasks.length ? tasks[index] : undefined;
  const stimulusKey = `${seed}:${index}`;
  const clock = useStimulusClock(task ? stimulusKey : null);

  const answer = (value: number) => {
    if (!task) return;
    const time = clock.take();
    if (time === null) return; // not painted yet
    const next = [...answers, { correct: isLineTrackingAnswerCorrect(task, value), time }];
    setAnswers(next);
    if (next.length === tasks.length) saver.submit({ test: 'line-tracking', answers: next });
  };

  useAnswerKeys(
    task ? Object.fromEntries(LINE_NUMBERS.map((value) => [String(value), () => answer(value)])) : {},
  );

  const repeat = () => {
    saver.clear();
    setAnswers([]);
    reshuffle();
  };

  if (!task) {
    const summary = summariseLineTracking(answers);
    return (
      <main className="page rt-page">
        <TestHeader title={T.title} />
        <TestResult
          title={T.resultTitle}
          passed={summary.passed}
          message={testResultMessage('line-tracking', summary.passed)}
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
      <TestProgress current={index + 1} total={tasks.length} />
      <p className="rt-question">{T.question}</p>
      <div className="rt-stimulus lt-stimulus" aria-busy={!clock.painted}>
        <StimulusBoundary key={stimulusKey}>
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
