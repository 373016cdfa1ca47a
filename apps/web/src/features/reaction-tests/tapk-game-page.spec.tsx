import { generateTapkTasks, type TapkTask } from '@mpu/domain';
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
import { fieldPosition } from './tapk-field';
import TapkGamePage from './tapk-game-page';

const SEED = 11;
const TASKS = generateTapkTasks(SEED);

function open({ save }: { save?: Reply | (() => Reply) } = {}) {
  return openGame(<TapkGamePage />, { path: `/tapk-game?seed=${SEED}`, route: '/tapk-game', save });
}

const symbolButton = (id: string) => {
  const button = document.querySelector<HTMLButtonElement>(`[data-symbol-id="${id}"]`);
  if (!button) throw new Error(`no symbol ${id}`);
  return button;
};
const targetsOf = (task: TapkTask) => task.symbols.filter((symbol) => symbol.isTarget);

/** Paints each round, lets `ms` pass, clicks the symbols `pick` chooses and ends the round. */
function playAll(
  view: GameView,
  pick: (task: TapkTask, index: number) => string[] = (task) => targetsOf(task).map((symbol) => symbol.id),
  { ms = 4000, tasks = TASKS } = {},
) {
  playEach(
    view,
    tasks,
    (task, index) => {
      for (const id of pick(task, index)) fireEvent.click(symbolButton(id));
      const last = index === tasks.length - 1;
      // by text: role queries over the ~30 symbol buttons per round make a full run slow
      fireEvent.click(screen.getByText(last ? 'Test beenden' : 'Nächste Aufgabe', { selector: 'button' }));
    },
    { ms },
  );
}

describe('/tapk-game', () => {
  it('shows the round: progress, found count, prompt with the target, hint and the symbols of the field', () => {
    const view = open();
    const [first] = TASKS;
    expect(screen.getByRole('heading', { level: 1, name: 'TAPK-Test' })).toBeInTheDocument();
    expect(screen.getByText('Aufgabe 1 von 20')).toBeInTheDocument();
    expect(screen.getByText(`0/${targetsOf(first).length} gefunden`)).toBeInTheDocument();
    expect(
      screen.getByText(`Finde alle ${TAPK_SYMBOL_LABELS[first.targetSymbol]}-Symbole!`),
    ).toBeInTheDocument();
    expect(screen.getByText('Klicke auf jedes gefundene Symbol')).toBeInTheDocument();
    const field = screen.getByRole('group', { name: 'Spielfeld' });
    expect(field.querySelectorAll('button')).toHaveLength(first.symbols.length);
    const { left, top } = fieldPosition(first.symbols[0]);
    expect(symbolButton(first.symbols[0].id).style.left).toBe(`${left}%`);
    expect(symbolButton(first.symbols[0].id).style.top).toBe(`${top}%`);
    expect(screen.getByRole('button', { name: 'Nächste Aufgabe' })).toBeInTheDocument();

    // a click before the field is painted does not count
    const [target] = targetsOf(first);
    fireEvent.click(symbolButton(target.id));
    expect(symbolButton(target.id)).toHaveAttribute('aria-pressed', 'false');
    view.frames.paint();
    fireEvent.click(symbolButton(target.id));
    expect(symbolButton(target.id)).toHaveAttribute('aria-pressed', 'true');
    expect(symbolButton(target.id)).toHaveClass('tapk-symbol--found');
    // a second click on the same target counts once
    fireEvent.click(symbolButton(target.id));
    expect(screen.getByText(`1/${targetsOf(first).length} gefunden`)).toBeInTheDocument();

    const distractor = first.symbols.find((symbol) => !symbol.isTarget)!;
    fireEvent.click(symbolButton(distractor.id));
    expect(symbolButton(distractor.id)).toHaveClass('tapk-symbol--wrong');
    expect(screen.getByText(`1/${targetsOf(first).length} gefunden`)).toBeInTheDocument();
  });

  it('passes when every target of every round is found, shows the figures and saves the rounds', async () => {
    const view = open();
    playAll(view);

    expect(screen.getByRole('heading', { level: 2, name: 'TAPK-Test abgeschlossen!' })).toBeInTheDocument();
    expect(screen.getByText('Test bestanden')).toBeInTheDocument();
    expect(screen.getByText('Vollständig richtige Aufgaben').nextSibling).toHaveTextContent(
      '20 von 20 (100 %)',
    );
    expect(screen.getByText('Durchschnittliche Zeit pro Aufgabe').nextSibling).toHaveTextContent('4,00 s');
    expect(screen.getByText('Entdeckungsrate').nextSibling).toHaveTextContent('100 %');

    await expectSaveNote('Ergebnis gespeichert');
    const [run] = await postedRuns(view.stub);
    expect(run).toEqual({
      test: 'tapk',
      rounds: TASKS.map((task) => ({
        targetsTotal: targetsOf(task).length,
        targetsFound: targetsOf(task).length,
        wrongClicks: 0,
        time: 4000,
      })),
    });
  });

  it('fails when wrong symbols are clicked: a round counts only with no wrong click', async () => {
    const view = open();
    // all targets everywhere, plus a distractor in 9 of 20 rounds: 55 % fully correct < 60 %
    playAll(view, (task, index) => [
      ...targetsOf(task).map((symbol) => symbol.id),
      ...(index < 9 ? [task.symbols.find((symbol) => !symbol.isTarget)!.id] : []),
    ]);

    expect(screen.getByText('Test nicht bestanden')).toBeInTheDocument();
    expect(
      screen.getByText('Deine Performance war nicht ausreichend. Mehr Aufmerksamkeitstraining empfohlen.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Vollständig richtige Aufgaben').nextSibling).toHaveTextContent(
      '11 von 20 (55 %)',
    );
    expect(screen.getByText('Entdeckungsrate').nextSibling).toHaveTextContent('100 %');
    const [run] = (await postedRuns(view.stub)) as [{ rounds: { wrongClicks: number }[] }];
    expect(run.rounds.map((round) => round.wrongClicks)).toEqual([...Array(9).fill(1), ...Array(11).fill(0)]);
  });

  it('fails when rounds end without the targets', () => {
    const view = open();
    playAll(view, () => []);
    expect(screen.getByText('Test nicht bestanden')).toBeInTheDocument();
    expect(screen.getByText('Entdeckungsrate').nextSibling).toHaveTextContent('0 %');
  });

  it('counts a tap next to a symbol for the nearest symbol within 22 px', () => {
    const view = open();
    const [first] = TASKS;
    view.frames.paint();
    const field = screen.getByRole('group', { name: 'Spielfeld' });
    vi.spyOn(field, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 10, y: 20, width: 400, height: 500 }),
    );
    const [target] = targetsOf(first);
    const { left, top } = fieldPosition(target);
    const centre = { x: 10 + (left / 100) * 400, y: 20 + (top / 100) * 500 };

    fireEvent.click(field, { clientX: centre.x + 40, clientY: centre.y }); // too far: nothing
    fireEvent.click(field, { clientX: centre.x + 12, clientY: centre.y + 12 });
    expect(symbolButton(target.id)).toHaveAttribute('aria-pressed', 'true');
    expect(document.querySelectorAll('[aria-pressed="true"]')).toHaveLength(1);
  });

  it('"Test wiederholen" generates new rounds and starts at round 1', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.75);
    const view = open();
    playAll(view, undefined, { ms: 1000 });
    fireEvent.click(screen.getByRole('button', { name: 'Test wiederholen' }));

    const fresh = generateTapkTasks(Math.floor(0.75 * 0xffff_ffff));
    expect(screen.getByText('Aufgabe 1 von 20')).toBeInTheDocument();
    expect(screen.getByText(`0/${targetsOf(fresh[0]).length} gefunden`)).toBeInTheDocument();
    expect(symbolButton(fresh[0].symbols[0].id)).toHaveAttribute('aria-pressed', 'false');
    expect(stimulus()).toHaveAttribute('aria-busy', 'true');
    playAll(view, undefined, { tasks: fresh });
    expect(screen.getByText('Test bestanden')).toBeInTheDocument();
  });

  it('shows a note with a retry when saving fails', async () => {
    let fail = true;
    const view = open({ save: () => (fail ? 'network-error' : SAVED) });
    playAll(view);
    await expectSaveNote('Ergebnis konnte nicht gespeichert werden');
    expect(screen.getByText('Test bestanden')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Erneut speichern' }));
    await expectSaveNote('Ergebnis gespeichert');
  });
});
