import { buildTapk2Run, generateTapk2Trials, type Tapk2Trial } from '@mpu/domain';
import { TAPK_SYMBOL_LABELS } from '@mpu/ui-texts';
import { fireEvent, screen } from '@testing-library/react';
import type { Reply } from '../../test/fetch-stub';
import {
  SAVED,
  expectSaveNote,
  openGame,
  playEach,
  postedRuns,
  stimulus,
  type GameView,
} from './reaction-tests.test-helpers';
import Tapk2GamePage from './tapk2-game-page';

const SEED = 5;
const runOf = (seed: number) => buildTapk2Run(generateTapk2Trials(), seed);
const TRIALS = runOf(SEED);

function open({ save }: { save?: Reply | (() => Reply) } = {}) {
  return openGame(<Tapk2GamePage />, { path: `/tapk2-game?seed=${SEED}`, route: '/tapk2-game', save });
}

const YES = 'JA (dabei)';
const NO = 'NEIN (nicht dabei)';

/** Paints each trial, lets `ms` pass and answers JA (true) or NEIN (false). */
function answerAll(
  view: GameView,
  pick: (trial: Tapk2Trial, index: number) => boolean = (trial) => trial.correctAnswer,
  { ms = 2000, trials = TRIALS } = {},
) {
  playEach(
    view,
    trials,
    (trial, index) => fireEvent.click(screen.getByRole('button', { name: pick(trial, index) ? YES : NO })),
    { ms },
  );
}

describe('/tapk2-game', () => {
  it('shows progress, the question, the trial image and NEIN left, JA right', () => {
    open();
    const [first] = TRIALS;
    expect(screen.getByRole('heading', { level: 1, name: 'TAPK-2-Test' })).toBeInTheDocument();
    expect(screen.getByText('Aufgabe 1 von 60')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Fortschritt' })).toHaveAttribute('aria-valuemax', '60');
    expect(screen.getByText('Ist das untere Symbol in der oberen Reihe enthalten?')).toBeInTheDocument();
    const image = screen.getByRole('img', {
      name: `Obere Reihe: ${first.row.map((symbol) => TAPK_SYMBOL_LABELS[symbol]).join(', ')}. Unteres Symbol: ${TAPK_SYMBOL_LABELS[first.probe]}.`,
    });
    expect(image).toHaveAttribute('data-trial', first.id);
    expect(image.querySelectorAll('svg')).toHaveLength(first.row.length + 1);
    const buttons = [...document.querySelectorAll('.tapk2-answers button')].map(
      (button) => button.textContent,
    );
    expect(buttons).toEqual([NO, YES]);
  });

  it('passes with all 60 answers right and saves them', async () => {
    const view = open();
    answerAll(view);

    expect(screen.getByRole('heading', { level: 2, name: 'TAPK-2-Test abgeschlossen!' })).toBeInTheDocument();
    expect(screen.getByText('Test bestanden')).toBeInTheDocument();
    expect(screen.getByText('Richtige Antworten').nextSibling).toHaveTextContent('60 von 60 (100 %)');
    expect(screen.getByText('Durchschnittliche Zeit').nextSibling).toHaveTextContent('2,00 s');
    expect(screen.getByRole('link', { name: 'Zurück zur Übersicht' })).toHaveAttribute(
      'href',
      '/reaktionstests',
    );
    await expectSaveNote('Ergebnis gespeichert');
    const [run] = await postedRuns(view.stub);
    expect(run).toEqual({
      test: 'tapk2',
      answers: Array.from({ length: 60 }, () => ({ correct: true, time: 2000 })),
    });
  });

  it('fails with too many wrong answers', async () => {
    const view = open();
    // 35 of 60 right = 58 % < 60 %
    answerAll(view, (trial, index) => (index < 35 ? trial.correctAnswer : !trial.correctAnswer));
    expect(screen.getByText('Test nicht bestanden')).toBeInTheDocument();
    expect(screen.getByText('Richtige Antworten').nextSibling).toHaveTextContent('35 von 60 (58 %)');
    const [run] = (await postedRuns(view.stub)) as [{ answers: { correct: boolean }[] }];
    expect(run.answers.filter((answer) => answer.correct)).toHaveLength(35);
  });

  it('answers with N/J and the arrow keys; the timer restarts for each trial', async () => {
    const view = open();
    const keyFor = (trial: Tapk2Trial, index: number) =>
      (trial.correctAnswer ? ['j', 'J', 'ArrowRight'] : ['n', 'N', 'ArrowLeft'])[index % 3];
    TRIALS.forEach((trial, index) => {
      expect(screen.getByText(`Aufgabe ${index + 1} von 60`)).toBeInTheDocument();
      fireEvent.keyDown(window, { key: keyFor(trial, index) }); // before the paint: ignored
      view.frames.paint();
      view.clock.advance(index === 0 ? 16_000 : 1000);
      fireEvent.keyDown(window, { key: keyFor(trial, index) });
    });
    expect(screen.getByText('Test bestanden')).toBeInTheDocument();
    const [run] = (await postedRuns(view.stub)) as [{ answers: { correct: boolean; time: number }[] }];
    expect(run.answers.map((answer) => answer.time)).toEqual([16_000, ...Array(59).fill(1000)]);
    expect(run.answers.every((answer) => answer.correct)).toBe(true);
  });

  it('fails when the answers take more than 15 s on average', () => {
    const view = open();
    answerAll(view, undefined, { ms: 15_001 });
    expect(screen.getByText('Test nicht bestanden')).toBeInTheDocument();
  });

  it('"Test wiederholen" starts a new order at trial 1', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.1);
    const view = open();
    answerAll(view);
    fireEvent.click(screen.getByRole('button', { name: 'Test wiederholen' }));
    const fresh = runOf(Math.floor(0.1 * 0xffff_ffff));
    expect(screen.getByText('Aufgabe 1 von 60')).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAttribute('data-trial', fresh[0].id);
    expect(stimulus()).toHaveAttribute('aria-busy', 'true');
    answerAll(view, (trial) => !trial.correctAnswer, { trials: fresh });
    expect(screen.getByText('Test nicht bestanden')).toBeInTheDocument();
  });

  it('shows a note with a retry when saving fails', async () => {
    let fail = true;
    const view = open({
      save: () => (fail ? { status: 503, body: { message: 'Nicht erreichbar' } } : SAVED),
    });
    answerAll(view);
    await expectSaveNote('Ergebnis konnte nicht gespeichert werden');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Erneut speichern' }));
    await expectSaveNote('Ergebnis gespeichert');
    expect(screen.getByText('Test bestanden')).toBeInTheDocument();
  });
});
