import { REACTION_TEST_TEXTS as T } from '@mpu/contracts';
import type { TestResultMessage } from '@mpu/domain';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { SaveStatus } from './save-status';
import type { RunSaver } from './use-run-saver';

export interface ResultStat {
  label: string;
  value: string;
}

interface TestResultProps {
  title: string;
  passed: boolean;
  message: TestResultMessage;
  stats: readonly ResultStat[];
  saver: RunSaver;
  onRepeat: () => void;
}

/** The result screen of a test: pass/fail box (spec 2 §8), the figures, the save state, repeat and back. */
export function TestResult({ title, passed, message, stats, saver, onRepeat }: TestResultProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className="rt-result" aria-labelledby={headingId}>
      <h2 className="rt-result__title" id={headingId} ref={heading} tabIndex={-1}>
        {title}
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
  );
}
