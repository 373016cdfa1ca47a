import { REACTION_TEST_IDS, type ReactionRunDto, type ReactionTestId } from '@mpu/contracts';
import { REACTION_TEST_TEXTS } from '@mpu/ui-texts';
import { Spinner } from '../../shared/ui/spinner';
import { AccuracySparkline } from './accuracy-sparkline';
import { formatDateTime, formatPercent, formatSeconds } from './format';
import { useGetReactionRunsQuery } from './reaction-tests.api';

const T = REACTION_TEST_TEXTS.history;
/** Runs listed per test; the sparkline shows a few more. */
const LISTED_RUNS = 5;
const TREND_RUNS = 10;

function TestHistory({ test, runs }: { test: ReactionTestId; runs: readonly ReactionRunDto[] }) {
  const name = REACTION_TEST_TEXTS.tests[test].name;
  const trend = runs
    .slice(0, TREND_RUNS)
    .map((run) => run.accuracyPercent)
    .reverse();
  return (
    <section className="rt-history__test" aria-labelledby={`rt-history-${test}`}>
      <div className="rt-history__head">
        <h3 className="rt-history__name" id={`rt-history-${test}`}>
          {name}
        </h3>
        {trend.length > 1 && <AccuracySparkline values={trend} />}
      </div>
      <ul className="rt-history__runs" aria-label={T.runsLabel(name)}>
        {runs.slice(0, LISTED_RUNS).map((run) => (
          <li key={run.id} className="rt-run">
            <span className="rt-run__date">{formatDateTime(run.completedAt)}</span>
            <span className="rt-run__figures">
              <span className="rt-run__figure">
                {T.accuracy} {formatPercent(run.accuracyPercent)}
              </span>
              {' · '}
              <span className="rt-run__figure">
                {T.averageTime} {formatSeconds(run.averageTimeMs)}
              </span>
            </span>
            <span
              className={`rt-run__verdict ${run.passed ? 'rt-run__verdict--passed' : 'rt-run__verdict--failed'}`}
            >
              {run.passed ? T.passed : T.failed}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The user's finished practice runs per test (newest first), without any comparison with other users. */
export function RunHistory() {
  const { data: runs, isLoading, isError, refetch } = useGetReactionRunsQuery();
  const byTest = REACTION_TEST_IDS.map((test) => ({
    test,
    runs: (runs ?? []).filter((run) => run.test === test),
  })).filter((group) => group.runs.length > 0);

  return (
    <section className="rt-history" aria-labelledby="rt-history-title">
      <h2 className="rt-history__title" id="rt-history-title">
        {T.title}
      </h2>
      <p className="rt-hint">{T.lead}</p>
      {isLoading ? (
        <Spinner />
      ) : isError || !runs ? (
        <div className="rt-history__error" role="alert">
          <p>{T.loadError}</p>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => void refetch()}
          >
            {T.retry}
          </button>
        </div>
      ) : byTest.length === 0 ? (
        <p className="rt-history__empty">{T.empty}</p>
      ) : (
        byTest.map((group) => <TestHistory key={group.test} test={group.test} runs={group.runs} />)
      )}
    </section>
  );
}
