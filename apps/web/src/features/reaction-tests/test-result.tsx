import type { ReactionTestId } from '@mpu/contracts';
import { REACTION_TEST_TEXTS as T } from '@mpu/ui-texts';
import type { AnswerSummary } from '@mpu/domain';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { formatPercent, formatSeconds } from './format';
import { testResultMessage } from './result-message';
import { SaveStatus } from './save-status';
import { TestHeader } from './test-header';
import type { RunSaver } from './use-run-saver';
import type { SingleAnswerTest } from './use-timed-answer-run';

interface ResultStat {
  label: string;
  value: string;
}

interface TestResultProps {
  test: ReactionTestId;
  /** The test's name (header) and the result's heading. */
  texts: { title: string; resultTitle: string };
  passed: boolean;
  stats: readonly ResultStat[];
  saver: RunSaver;
  onRepeat: () => void;
}

/**
 * The result screen of a test: header, pass/fail box (spec 2 §8), the figures, the save state, repeat and back.
 */
export function TestResult({ test, texts, passed, stats, saver, onRepeat }: TestResultProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const message = testResultMessage(test, passed);

  return (
    <main className="page rt-page">
      <TestHeader title={texts.title} />
      <section className="rt-result" aria-labelledby={headingId}>
        <h2 className="rt-result__title" id={headingId} ref={heading} tabIndex={-1}>
          {texts.resultTitle}
        </h2>
        <div className={`rt-verdict ${passed ? 'rt-verdict--passed' : 'rt-verdict--failed'}`}>
          <p className="rt-verdict__title">{message.title}</p>
          <p>{message.text}</p>
          {message.reason && <p>{message.reason}</p>}
        </div>
        <dl className="rt-stats">
          {stats.map((stat) => (
            <div key={stat.label} className="rt-stats__item">
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
        <SaveStatus saver={saver} />
        <div className="rt-actions">
          <button type="button" className="button button--primary" onClick={onRepeat}>
            {T.game.repeat}
          </button>
          <Link to="/reaktionstests" className="button button--secondary">
            {T.backToOverview}
          </Link>
        </div>
      </section>
    </main>
  );
}

interface AnswerTestResultProps extends Omit<TestResultProps, 'test' | 'passed' | 'stats'> {
  test: SingleAnswerTest;
  summary: AnswerSummary;
}

/** The result of line-tracking or TAPK-2: the right answers of all and the average time per answer. */
export function AnswerTestResult({ summary, ...props }: AnswerTestResultProps) {
  return (
    <TestResult
      {...props}
      passed={summary.passed}
      stats={[
        {
          label: T.game.correctCount,
          value: T.game.ofTotal(summary.correct, summary.total, formatPercent(summary.accuracyPercent)),
        },
        { label: T.game.averageTime, value: formatSeconds(summary.averageTimeMs) },
      ]}
    />
  );
}
