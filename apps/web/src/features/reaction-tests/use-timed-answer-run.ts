import type { TestAnswer } from '@mpu/domain';
import { useMemo, useState } from 'react';
import { useAnswerKeys } from './use-answer-keys';
import { useRunSaver, type RunSaver } from './use-run-saver';
import { useRunSeed } from './use-run-seed';
import { useStimulusClock } from './use-stimulus-clock';

/** The tests whose tasks are answered with a single answer each (spec 2 §4). */
export type SingleAnswerTest = 'line-tracking' | 'tapk2';

export interface TimedAnswerRunOptions<Task, Value> {
  test: SingleAnswerTest;
  /** The tasks of one run for a seed, in order. Define it outside the component (it must be stable). */
  buildRun: (seed: number) => readonly Task[];
  isCorrect: (task: Task, value: Value) => boolean;
  /** The answer of each key (`KeyboardEvent.key`, see useAnswerKeys), e.g. { j: true, ArrowRight: true }. */
  keys: Readonly<Record<string, Value>>;
}

export interface TimedAnswerRun<Task, Value> {
  /** The task on screen; undefined once all are answered (then show the result). */
  task: Task | undefined;
  /** Index of the task on screen (= the number of answers so far). */
  index: number;
  total: number;
  /** Changes with every task shown; give it to the stimulus' StimulusBoundary as `key`. */
  stimulusKey: string;
  /** The current stimulus is painted; answers count from now on. */
  painted: boolean;
  answers: readonly TestAnswer[];
  /** Answers the task on screen, timed from its paint; ignored before the paint. Saves the run after the last. */
  answer: (value: Value) => void;
  /** "Test wiederholen": forgets the answers and the save, and starts a new random order. */
  repeat: () => void;
  saver: RunSaver;
}

/**
 * One run of line-tracking or TAPK-2: the tasks in the seed's order (`?seed=`, see useRunSeed), one timed answer
 * per task by button or key (see useStimulusClock), and the finished run saved to the history.
 */
export function useTimedAnswerRun<Task, Value>({
  test,
  buildRun,
  isCorrect,
  keys,
}: TimedAnswerRunOptions<Task, Value>): TimedAnswerRun<Task, Value> {
  const [seed, reshuffle] = useRunSeed();
  const tasks = useMemo(() => buildRun(seed), [buildRun, seed]);
  const [answers, setAnswers] = useState<TestAnswer[]>([]);
  const saver = useRunSaver();
  const index = answers.length;
  const task = index < tasks.length ? tasks[index] : undefined;
  const stimulusKey = `${seed}:${index}`;
  const clock = useStimulusClock(task ? stimulusKey : null);

  const answer = (value: Value) => {
    if (!task) return;
    const time = clock.take();
    if (time === null) return; // not painted yet
    const next = [...answers, { correct: isCorrect(task, value), time }];
    setAnswers(next);
    if (next.length === tasks.length) saver.submit({ test, answers: next });
  };

  useAnswerKeys(
    task ? Object.fromEntries(Object.entries(keys).map(([key, value]) => [key, () => answer(value)])) : {},
  );

  const repeat = () => {
    saver.clear();
    setAnswers([]);
    reshuffle();
  };

  return {
    task,
    index,
    total: tasks.length,
    stimulusKey,
    painted: clock.painted,
    answers,
    answer,
    repeat,
    saver,
  };
}
