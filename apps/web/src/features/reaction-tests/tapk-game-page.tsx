import '../../styles/reaction-tests.css';
import { REACTION_TEST_TEXTS } from '@mpu/ui-texts';
import {
  generateTapkTasks,
  summariseTapk,
  tapkRoundResult,
  type TapkPlacedSymbol,
  type TapkRoundResult,
} from '@mpu/domain';
import { TAPK_SYMBOL_LABELS } from '@mpu/ui-texts';
import { useMemo, useState } from 'react';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { formatPercent, formatSeconds } from './format';
import { StimulusBoundary } from './stimulus-boundary';
import { SymbolGraphic } from './symbol-graphic';
import { TapkField } from './tapk-field';
import { TestHeader } from './test-header';
import { TestProgress } from './test-progress';
import { TestResult } from './test-result';
import { useRunSaver } from './use-run-saver';
import { useRunSeed } from './use-run-seed';
import { useStimulusClock } from './use-stimulus-clock';

const T = REACTION_TEST_TEXTS.tapk;
const G = REACTION_TEST_TEXTS.game;
const NO_CLICKS: ReadonlySet<string> = new Set();

/**
 * /tapk-game (spec 2 §2/§4): 20 rounds; in each the user clicks every target symbol and ends the round with
 * "Nächste Aufgabe" ("Test beenden" on the last). A round's time runs from the painted field to that button.
 * `?seed=<int>` fixes the rounds (see useRunSeed), for the e2e test; "Test wiederholen" generates new ones.
 */
export default function TapkGamePage() {
  usePageTitle(T.title);
  const [seed, reshuffle] = useRunSeed();
  const tasks = useMemo(() => generateTapkTasks(seed), [seed]);
  const [rounds, setRounds] = useState<TapkRoundResult[]>([]);
  const [clicked, setClicked] = useState<ReadonlySet<string>>(NO_CLICKS);
  const saver = useRunSaver();
  const index = rounds.length;
  const task = index < tasks.length ? tasks[index] : undefined;
  const stimulusKey = `${seed}:${index}`;
  const clock = useStimulusClock(task ? stimulusKey : null);

  const select = (symbol: TapkPlacedSymbol) => {
    if (!clock.painted || clicked.has(symbol.id)) return;
    setClicked(new Set(clicked).add(symbol.id));
  };

  const next = () => {
    if (!task) return;
    const time = clock.take();
    if (time === null) return; // not painted yet
    const all = [...rounds, tapkRoundResult(task, clicked, time)];
    setRounds(all);
    setClicked(NO_CLICKS);
    if (all.length === tasks.length) saver.submit({ test: 'tapk', rounds: all });
  };

  const repeat = () => {
    saver.clear();
    setRounds([]);
    setClicked(NO_CLICKS);
    reshuffle();
  };

  if (!task) {
    const summary = summariseTapk(rounds);
    return (
      <TestResult
        test="tapk"
        texts={T}
        passed={summary.passed}
        stats={[
          {
            label: T.fullyCorrect,
            value: G.ofTotal(summary.fullyCorrect, summary.tasks, formatPercent(summary.accuracyPercent)),
          },
          { label: T.averageTime, value: formatSeconds(summary.averageTimeMs) },
          { label: T.detectionRate, value: formatPercent(summary.detectionPercent) },
        ]}
        saver={saver}
        onRepeat={repeat}
      />
    );
  }

  const targets = task.symbols.filter((symbol) => symbol.isTarget);
  const found = targets.filter((symbol) => clicked.has(symbol.id)).length;
  const isLast = index === tasks.length - 1;

  return (
    <main className="page rt-page">
      <TestHeader title={T.title} />
      <TestProgress current={index + 1} total={tasks.length} extra={T.found(found, targets.length)} />
      <div className="tapk-prompt">
        <SymbolGraphic symbol={task.targetSymbol} className="tapk-prompt__symbol" />
        <div>
          <p className="tapk-prompt__text">{T.prompt(TAPK_SYMBOL_LABELS[task.targetSymbol])}</p>
          <p className="rt-hint">{T.hint}</p>
        </div>
      </div>
      <div className="rt-stimulus tapk-stimulus" aria-busy={!clock.painted}>
        <StimulusBoundary key={stimulusKey}>
          <TapkField task={task} clicked={clicked} onSelect={select} />
        </StimulusBoundary>
      </div>
      <button type="button" className="button button--primary button--block" onClick={next}>
        {isLast ? T.finish : T.next}
      </button>
    </main>
  );
}
