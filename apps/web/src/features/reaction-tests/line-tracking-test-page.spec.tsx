import { REACTION_RUN_LIMITS, reactionRunBodySchema } from '@mpu/contracts';
import { buildLineTrackingRun, generateLineTrackingItems, type LineTrackingItem } from '@mpu/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { makeStore, type AppStore } from '../../app/store';
import type { Reply } from '../../test/fetch-stub';
import { reactionTestsApi } from './reaction-tests.api';
import LineTrackingTestPage from './line-tracking-test-page';
import {
  SAVED,
  expectSaveNote,
  openGame,
  playEach,
  postedRuns,
  stimulus,
  type GameView,
} from './reaction-tests.test-helpers';

const SEED = 7;
const tasksOf = (seed: number) => buildLineTrackingRun(generateLineTrackingItems(), seed);

function open({
  seed = SEED as number | null,
  save,
  store,
}: { seed?: number | null; save?: Reply | (() => Reply); store?: AppStore } = {}) {
  const route = '/linienverfolgungstest/test';
  return openGame(<LineTrackingTestPage />, {
    path: seed === null ? route : `${route}?seed=${seed}`,
    route,
    save,
    store,
    routes: { 'GET /api/reaction-tests/runs': { status: 200, body: [] } },
  });
}

type Answer = (task: LineTrackingItem, index: number) => number;
const right: Answer = (task) => task.key;
const wrong: Answer = (task) => (task.key % 5) + 1;

/** Paints each task, lets `ms` pass and clicks the answer. */
function answerAll(view: GameView, pick: Answer, { ms = 1500, tasks = tasksOf(SEED), from = 0 } = {}) {
  playEach(
    view,
    tasks,
    (task, index) => fireEvent.click(screen.getByRole('button', { name: String(pick(task, index)) })),
    { ms, from },
  );
}

describe('/linienverfolgungstest/test', () => {
  it('shows task 1 of 36 with the progress bar, the image of the item and the answers 1–5', () => {
    open();
    const [first] = tasksOf(SEED);
    expect(screen.getByRole('heading', { level: 1, name: 'Linienverfolgungstest' })).toBeInTheDocument();
    expect(screen.getByText('Aufgabe 1 von 36')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Fortschritt' })).toHaveAttribute(
      'aria-valuetext',
      'Aufgabe 1 von 36',
    );
    const image = screen.getByRole('img', {
      name: `Fünf verschlungene Linien; die markierte Linie beginnt links bei ${first.markedStart}.`,
    });
    expect(image).toHaveAttribute('data-item', first.id);
    expect(image.querySelectorAll('path')).toHaveLength(5);
    expect(image.querySelector('.lt-terminal--marked')).toHaveTextContent(String(first.markedStart));
    const answers = screen.getByRole('group', { name: 'Ende der Linie' });
    expect([...answers.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    expect(screen.getByRole('link', { name: 'Zurück zu den Reaktionstests' })).toHaveAttribute(
      'href',
      '/reaktionstests',
    );
  });

  it('passes with all 36 answers right, shows the figures and saves the run', async () => {
    const view = open();
    answerAll(view, right);

    expect(
      screen.getByRole('heading', { level: 2, name: 'Linienverfolgungstest abgeschlossen!' }),
    ).toHaveFocus();
    expect(screen.getByText('Test bestanden')).toBeInTheDocument();
    expect(
      screen.getByText('Deine Aufmerksamkeitsleistung liegt im akzeptablen Bereich für die MPU.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Richtige Antworten').nextSibling).toHaveTextContent('36 von 36 (100 %)');
    expect(screen.getByText('Durchschnittliche Zeit').nextSibling).toHaveTextContent('1,50 s');

    await expectSaveNote('Ergebnis gespeichert');
    const [run] = await postedRuns(view.stub);
    expect(run).toEqual({
      test: 'line-tracking',
      answers: Array.from({ length: 36 }, () => ({ correct: true, time: 1500 })),
    });
  });

  it('a saved run refreshes the history (tag ReactionRuns)', async () => {
    const store = makeStore();
    store.dispatch(reactionTestsApi.endpoints.getReactionRuns.initiate());
    const view = open({ store });
    await waitFor(() => expect(view.stub.calls).toEqual(['GET /api/reaction-tests/runs']));
    answerAll(view, right);
    await waitFor(() =>
      expect(view.stub.calls).toEqual([
        'GET /api/reaction-tests/runs',
        'POST /api/reaction-tests/runs',
        'GET /api/reaction-tests/runs',
      ]),
    );
  });

  it('fails with wrong answers and names the reason', async () => {
    const view = open();
    answerAll(view, (task, index) => (index < 14 ? right(task, index) : wrong(task, index)));

    expect(screen.getByText('Test nicht bestanden')).toBeInTheDocument();
    expect(
      screen.getByText('Deine Performance war nicht ausreichend. Mehr Aufmerksamkeitstraining empfohlen.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/mehr als 10 Sekunden pro Aufgabe gebraucht oder mehr als 60 % Fehler/),
    ).toBeInTheDocument();
    expect(screen.getByText('Richtige Antworten').nextSibling).toHaveTextContent('14 von 36 (38 %)');
    const [run] = (await postedRuns(view.stub)) as [{ answers: { correct: boolean }[] }];
    expect(run.answers.filter((answer) => answer.correct)).toHaveLength(14);
  });

  it('fails when the answers are right but take more than 10 s on average', () => {
    const view = open();
    answerAll(view, right, { ms: 10_001 });
    expect(screen.getByText('Test nicht bestanden')).toBeInTheDocument();
    expect(screen.getByText('Durchschnittliche Zeit').nextSibling).toHaveTextContent('10,01 s');
  });

  it('answers with the keys 1–5 and ignores other keys and held-down keys', async () => {
    const view = open();
    const tasks = tasksOf(SEED);
    view.frames.paint();
    fireEvent.keyDown(window, { key: '9' });
    fireEvent.keyDown(window, { key: String(tasks[0].key), repeat: true });
    expect(screen.getByText('Aufgabe 1 von 36')).toBeInTheDocument();

    playEach(view, tasks, (task) => fireEvent.keyDown(window, { key: String(task.key) }), { ms: 800 });
    expect(screen.getByText('Test bestanden')).toBeInTheDocument();
    const [run] = (await postedRuns(view.stub)) as [{ answers: { correct: boolean; time: number }[] }];
    expect(run.answers.every((answer) => answer.correct && answer.time === 800)).toBe(true);
  });

  it('ignores answers before the image is painted and times from the paint', async () => {
    const view = open();
    expect(stimulus()).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(screen.getByRole('button', { name: '1' }));
    expect(screen.getByText('Aufgabe 1 von 36')).toBeInTheDocument();

    view.clock.advance(5000); // time before the paint does not count
    view.frames.paint();
    expect(stimulus()).toHaveAttribute('aria-busy', 'false');
    view.clock.advance(1200);
    fireEvent.click(screen.getByRole('button', { name: String(tasksOf(SEED)[0].key) }));
    // the second click lands before task 2 is painted
    fireEvent.click(screen.getByRole('button', { name: '1' }));
    expect(screen.getByText('Aufgabe 2 von 36')).toBeInTheDocument();
    expect(stimulus()).toHaveAttribute('aria-busy', 'true');

    answerAll(view, right, { from: 1, ms: 1000 });
    expect(screen.getByText('Test bestanden')).toBeInTheDocument();
    const [run] = (await postedRuns(view.stub)) as [{ answers: { correct: boolean; time: number }[] }];
    expect(run.answers[0]).toEqual({ correct: true, time: 1200 });
    expect(run.answers.slice(1).every((answer) => answer.correct && answer.time === 1000)).toBe(true);
  });

  it('"Test wiederholen" starts again at task 1 with a new order', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const view = open();
    answerAll(view, right);
    fireEvent.click(screen.getByRole('button', { name: 'Test wiederholen' }));

    expect(screen.getByText('Aufgabe 1 von 36')).toBeInTheDocument();
    expect(screen.queryByText('Test bestanden')).not.toBeInTheDocument();
    const reshuffled = tasksOf(Math.floor(0.5 * 0xffff_ffff));
    expect(screen.getByRole('img')).toHaveAttribute('data-item', reshuffled[0].id);
    expect(reshuffled.map((task) => task.id)).not.toEqual(tasksOf(SEED).map((task) => task.id));
    answerAll(view, right, { tasks: reshuffled });
    expect(screen.getByText('Test bestanden')).toBeInTheDocument();
  });

  it('uses a random order without ?seed', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.25);
    open({ seed: null });
    const expected = tasksOf(Math.floor(0.25 * 0xffff_ffff));
    expect(screen.getByRole('img')).toHaveAttribute('data-item', expected[0].id);
  });

  it('keeps the result when saving fails and saves again on request', async () => {
    let fail = true;
    const view = open({ save: () => (fail ? { status: 500, body: { message: 'Fehler' } } : SAVED) });
    answerAll(view, right);
    await expectSaveNote('Ergebnis konnte nicht gespeichert werden');
    expect(screen.getByText('Test bestanden')).toBeInTheDocument();

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Erneut speichern' }));
    await expectSaveNote('Ergebnis gespeichert');
    const runs = await postedRuns(view.stub);
    expect(runs).toHaveLength(2);
    expect(runs[1]).toEqual(runs[0]);
  });

  it('counts an answer after more than 10 minutes (phone locked) as 10 minutes, so the run can be saved', async () => {
    const view = open();
    const tasks = tasksOf(SEED);
    view.frames.paint();
    view.clock.advance(REACTION_RUN_LIMITS.timeMaxMs + 5 * 60_000);
    fireEvent.click(screen.getByRole('button', { name: String(tasks[0].key) }));
    answerAll(view, right, { from: 1, ms: 1000 });

    // shown as saved: (600 000 + 35 · 1000) / 36 = 17 638.9 ms
    expect(screen.getByText('Test nicht bestanden')).toBeInTheDocument();
    expect(screen.getByText('Durchschnittliche Zeit').nextSibling).toHaveTextContent('17,64 s');
    await expectSaveNote('Ergebnis gespeichert');
    const [run] = await postedRuns(view.stub);
    expect(reactionRunBodySchema.safeParse(run).success).toBe(true);
    expect(run).toEqual({
      test: 'line-tracking',
      answers: [
        { correct: true, time: REACTION_RUN_LIMITS.timeMaxMs },
        ...Array.from({ length: 35 }, () => ({ correct: true, time: 1000 })),
      ],
    });
  });
});
