import type { SimulatorMode } from '@mpu/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '../../test/fetch-stub';
import { aReport, aSession, aTurn, chatRoutes, NEW_SESSION_ID, SESSION_ID } from '../../test/chat-fixtures';
import { renderInRouter } from '../../test/render';
import ChatPage from './chat-page';
import { CHAT_TIMING } from './chat.constants';

function openSimulator(
  mode: SimulatorMode,
  session = aSession({ type: mode, metadata: { simulatorType: 'type1' } }),
) {
  const created: Record<string, unknown>[] = [];
  let resolveCreate: (() => void) | undefined;
  const stub = stubFetch({
    ...chatRoutes(mode, session, [aTurn()]),
    [`POST /api/sessions/current/${mode}`]: async (request) => {
      const body = (await request.json()) as Record<string, unknown>;
      if (!body['createNew']) return { status: 200, body: session };
      created.push(body);
      await new Promise<void>((resolve) => (resolveCreate = resolve));
      return {
        status: 200,
        body: aSession({
          id: NEW_SESSION_ID,
          type: mode,
          metadata: { simulatorType: body['simulatorType'] as 'type2' },
        }),
      };
    },
    [`GET /api/sessions/${NEW_SESSION_ID}/chats`]: { status: 200, body: [] },
  });
  renderInRouter(<ChatPage mode={mode} />, { path: `/${mode}`, route: `/${mode}` });
  return { stub, created, finishCreate: () => resolveCreate?.() };
}

const header = () => screen.getByRole('banner');

describe('Simulator type picker', () => {
  afterEach(() => vi.useRealTimers());

  it('offers Typ A–E for alcohol/drugs and Typ A, B, C, E for traffic', async () => {
    openSimulator('simulator');
    await userEvent.click(await screen.findByRole('button', { name: 'Neuer Simulator' }));
    const dialog = screen.getByRole('dialog', { name: 'Wählen Sie einen Typ des MPU Simulators' });
    expect(dialog).toHaveTextContent('unterscheiden sich nur im Gesprächsverlauf');
    expect(dialog).toHaveTextContent('Kein Typ hat einen besonderen Schwerpunkt.');
    expect(
      within(within(dialog).getByRole('group', { name: 'Simulator-Typ' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Typ A', 'Typ B', 'Typ C', 'Typ D', 'Typ E']);
    expect(within(dialog).getByRole('button', { name: 'Typ A' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the type label in the header, loads a new simulator of the chosen type and guards repeated clicks', async () => {
    // Only the clock the guards read (Date.now) is fake, and it moves only when the test says so: the guards'
    // windows must not run out while a busy machine renders the dialog. The page's own timers stay real.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { created, finishCreate } = openSimulator('traffic-simulator');
      expect(await within(await screen.findByRole('banner')).findByText('Typ A')).toBeInTheDocument();
      expect(header()).toHaveTextContent('Verkehrs-Simulator');

      const newButton = screen.getByRole('button', { name: 'Neuer Simulator' });
      fireEvent.click(newButton);
      const dialog = screen.getByRole('dialog', { name: 'Wählen Sie einen Typ des MPU Simulators' });
      expect(
        within(dialog)
          .getAllByRole('button', { name: /^Typ / })
          .map((b) => b.textContent),
      ).toEqual(['Typ A', 'Typ B', 'Typ C', 'Typ E']);
      // 0.5 s opening guard: the second tap of a double tap does not pick a type
      fireEvent.click(within(dialog).getByRole('button', { name: 'Typ C' }));
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      expect(created).toHaveLength(0);

      act(() => vi.advanceTimersByTime(500));
      const typC = within(dialog).getByRole('button', { name: 'Typ C' });
      fireEvent.click(typC);
      fireEvent.click(typC);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(await screen.findByText('Simulator wird geladen...')).toBeInTheDocument();
      await waitFor(() => expect(created).toHaveLength(1));
      expect(created[0]).toEqual({ createNew: true, previousSessionId: SESSION_ID, simulatorType: 'type3' });

      await act(async () => finishCreate());
      expect(await within(header()).findByText('Typ C')).toBeInTheDocument();
      expect(
        await screen.findByText(/Willkommen zur MPU-Simulation \(Verkehrsdelikte, Typ C\)/),
      ).toBeInTheDocument();

      // about 2 s after a choice, another choice is ignored
      fireEvent.click(screen.getByRole('button', { name: 'Neuer Simulator' }));
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Typ B' }));
      act(() => vi.advanceTimersByTime(600));
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Typ B' }));
      expect(created).toHaveLength(1);
      act(() => vi.advanceTimersByTime(1500));
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Typ B' }));
      await waitFor(() => expect(created).toHaveLength(2));
      expect(created[1]).toMatchObject({ simulatorType: 'type2' });
    } finally {
      vi.useRealTimers();
    }
  });

  it("tells the user 'Neue Sitzung konnte nicht gestartet werden.' when the new simulator fails", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const session = aSession({ type: 'simulator', metadata: { simulatorType: 'default' } });
    stubFetch({
      ...chatRoutes('simulator', session),
      'POST /api/sessions/current/simulator': async (request) => {
        const body = (await request.json()) as Record<string, unknown>;
        return body['createNew']
          ? { status: 500, body: { message: 'kaputt' } }
          : { status: 200, body: session };
      },
    });
    renderInRouter(<ChatPage mode="simulator" />, { path: '/simulator', route: '/simulator' });
    await userEvent.click(await screen.findByRole('button', { name: 'Neuer Simulator' }));
    // past the opening guard, on the test's clock instead of half a second of real waiting
    act(() => vi.advanceTimersByTime(CHAT_TIMING.dialogOpenGuardMs));
    await userEvent.click(screen.getByRole('button', { name: 'Typ E' }));
    await waitFor(() =>
      expect(screen.getByTestId('toast')).toHaveTextContent('Neue Sitzung konnte nicht gestartet werden.'),
    );
    expect(within(header()).getByText('Typ A')).toBeInTheDocument();
  });
});

describe('Simulation beenden', () => {
  it('asks, creates the report, shows it in the chat and replaces the input with "Neue Simulation starten"', async () => {
    const session = aSession({ type: 'simulator', metadata: { simulatorType: 'type2' } });
    const report = aReport({ source: 'rule-based' });
    stubFetch({
      ...chatRoutes('simulator', session, [aTurn()]),
      [`POST /api/sessions/${SESSION_ID}/report`]: { status: 200, body: { ...session, report } },
    });
    renderInRouter(<ChatPage mode="simulator" />, { path: '/simulator', route: '/simulator' });
    expect(await within(await screen.findByRole('banner')).findByText('Typ C')).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'Simulation beenden' }));
    const dialog = screen.getByRole('dialog', { name: 'Simulation beenden?' });
    expect(within(dialog).getByRole('button', { name: 'Weiter üben' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Auswertung erstellen' }));

    const article = await screen.findByRole('article', { name: 'Auswertung der Simulation' });
    expect(
      within(article).getByRole('heading', { level: 2, name: 'Auswertung der Simulation' }),
    ).toBeInTheDocument();
    expect(article).toHaveTextContent('Negative Prognose');
    expect(article).toHaveTextContent('Problemeinsicht');
    expect(article).toHaveTextContent('6 von 10 Punkten');
    expect(article).toHaveTextContent('„Ich habe damals zu viel getrunken.“');
    expect(article).toHaveTextContent('Diese Auswertung wurde ohne KI nach festen Regeln erstellt');
    expect(within(article).getAllByRole('listitem').length).toBeGreaterThanOrEqual(5);
    expect(screen.queryByRole('textbox', { name: 'Nachricht' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Simulation beenden' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Neue Simulation starten' }));
    expect(
      screen.getByRole('dialog', { name: 'Wählen Sie einen Typ des MPU Simulators' }),
    ).toBeInTheDocument();
  });

  it("shows the server's reason when there are too few answers", async () => {
    const session = aSession({ type: 'simulator' });
    stubFetch({
      ...chatRoutes('simulator', session),
      [`POST /api/sessions/${SESSION_ID}/report`]: {
        status: 400,
        body: { message: 'Für eine Auswertung beantworten Sie bitte zuerst mindestens 3 Fragen.' },
      },
    });
    renderInRouter(<ChatPage mode="simulator" />, { path: '/simulator', route: '/simulator' });
    await userEvent.click(await screen.findByRole('button', { name: 'Simulation beenden' }));
    await userEvent.click(screen.getByRole('button', { name: 'Auswertung erstellen' }));
    await waitFor(() =>
      expect(screen.getByTestId('toast')).toHaveTextContent(
        'Für eine Auswertung beantworten Sie bitte zuerst mindestens 3 Fragen.',
      ),
    );
    expect(screen.getByRole('textbox', { name: 'Nachricht' })).toBeInTheDocument();
  });
});
