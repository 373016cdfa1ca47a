import type { ChatMode } from '@mpu/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { never, stubFetch, type Reply, type Routes } from '../../test/fetch-stub';
import {
  aReply,
  aSession,
  aSummary,
  aTurn,
  chatRoutes,
  controlledSse,
  NEW_SESSION_ID,
  OTHER_SESSION_ID,
  SESSION_ID,
  sseResponse,
} from '../../test/chat-fixtures';
import { renderInRouter } from '../../test/render';
import ChatPage from './chat-page';
import { pageReload } from './too-many-sessions';

function renderChat(mode: ChatMode, path = `/${mode}`) {
  return renderInRouter(<ChatPage mode={mode} />, { path, route: `/${mode}` });
}

function open(mode: ChatMode, routes: Routes, path?: string) {
  const stub = stubFetch(routes);
  const view = renderChat(mode, path);
  return { stub, ...view };
}

async function bodyOf(stub: { requests: Request[]; calls: string[] }, call: string) {
  const index = stub.calls.lastIndexOf(call);
  return (await stub.requests[index]!.clone().json()) as Record<string, unknown>;
}

const input = () => screen.getByRole('textbox', { name: 'Nachricht' });

/** The input once the session and its history are there (it is disabled before). */
async function readyInput() {
  const field = await screen.findByRole('textbox', { name: 'Nachricht' });
  await waitFor(() => expect(field).toBeEnabled());
  return field;
}

describe('ChatPage: session loading', () => {
  it('continues the last session, shows the coach welcome with its five topics and keeps the session in the URL', async () => {
    const { stub } = open('coach', chatRoutes('coach', aSession()));
    expect(screen.getByText('Sitzung wird geladen …')).toBeInTheDocument();

    const log = await screen.findByRole('log', { name: 'Chatverlauf' });
    expect(
      await within(log).findByText(/Willkommen beim MPU Coach für Alkohol und Drogen/),
    ).toBeInTheDocument();
    expect(log).toHaveTextContent(
      '1. Fragen zum Delikt 2. Allgemeines Konsumverhalten 3. Ursachen und Motive 4. Veränderungen und aktuelles Leben 5. Abstinenz und Rückfallprävention',
    );
    expect(await bodyOf(stub, 'POST /api/sessions/current/coach')).toEqual({ continueLast: true });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/coach?sessionId=${SESSION_ID}`),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'MPU Coach' })).toBeInTheDocument();
    expect(screen.queryByText('Übungsmodus ohne KI')).not.toBeInTheDocument();
  });

  it('creates a new session with ?createNew=true and shows the traffic coach topics', async () => {
    const { stub } = open(
      'traffic-coach',
      chatRoutes('traffic-coach', aSession({ type: 'traffic-coach' })),
      '/traffic-coach?createNew=true',
    );
    const log = await screen.findByRole('log');
    await waitFor(() =>
      expect(log).toHaveTextContent(
        '1. Fragen zum Delikt 2. Ursachen und Einstellung zu Regeln 3. Veränderungen und aktuelles Leben 4. Rückfallprävention',
      ),
    );
    expect(await bodyOf(stub, 'POST /api/sessions/current/traffic-coach')).toEqual({ createNew: true });
    expect(stub.calls.filter((call) => call.startsWith('POST /api/sessions/current'))).toHaveLength(1);
  });

  it('reuses a given session id and shows its history instead of the welcome', async () => {
    const { stub } = open(
      'coach',
      chatRoutes('coach', aSession(), [aTurn()]),
      `/coach?sessionId=${SESSION_ID}`,
    );
    const log = await screen.findByRole('log');
    expect(await within(log).findByText('Ich habe damals zu viel getrunken.')).toBeInTheDocument();
    expect(within(log).getByText('Danke für Ihre Offenheit. Wie viel genau?')).toBeInTheDocument();
    expect(log).not.toHaveTextContent('Willkommen');
    expect(stub.calls).not.toContain('POST /api/sessions/current/coach');
    expect(stub.calls).toContain(`GET /api/sessions/${SESSION_ID}`);
  });

  it('labels the offline practice mode in the header and uses the offline welcome', async () => {
    open('coach', chatRoutes('coach', aSession({ provider: 'offline' })));
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByText('Übungsmodus ohne KI')).toBeVisible();
    expect(
      await screen.findByText(/Willkommen beim MPU Coach für Alkohol und Drogen \(Übungsmodus ohne KI\)/),
    ).toBeInTheDocument();
  });

  it("shows 'Sitzung konnte nicht geladen werden' with 'Erneut versuchen', which loads again", async () => {
    let fail = true;
    const routes = chatRoutes('coach', aSession());
    open('coach', {
      ...routes,
      'POST /api/sessions/current/coach': () =>
        fail
          ? { status: 500, body: { message: 'Interner Fehler' } }
          : routes['POST /api/sessions/current/coach']!,
    });
    expect(await screen.findByText('Sitzung konnte nicht geladen werden')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('textbox', { name: 'Nachricht' })).toBeInTheDocument();
  });

  it('does not open a session of another chat', async () => {
    open(
      'simulator',
      chatRoutes('simulator', aSession({ type: 'coach' })),
      `/simulator?sessionId=${SESSION_ID}`,
    );
    expect(await screen.findByText('Sitzung konnte nicht geladen werden')).toBeInTheDocument();
  });

  it("shows 'Chat-Historie konnte nicht geladen werden.' when the history fails", async () => {
    open('coach', {
      ...chatRoutes('coach', aSession()),
      [`GET /api/sessions/${SESSION_ID}/chats`]: { status: 500, body: { message: 'kaputt' } },
    });
    expect(await screen.findByText('Chat-Historie konnte nicht geladen werden.')).toBeInTheDocument();
    expect(input()).toBeDisabled();
    expect(screen.queryByText(/Willkommen/)).not.toBeInTheDocument();
  });
});

describe('ChatPage: too many sessions', () => {
  const tooMany: Reply = {
    status: 429,
    body: { message: 'Zu viele Sitzungen in kurzer Zeit erstellt. Bitte warten Sie einen Moment.' },
  };
  const sessions = [
    aSummary({ id: OTHER_SESSION_ID, startedAt: '2025-03-12T13:30:00.000Z' }),
    aSummary({ id: 'a', startedAt: '2025-03-11T08:00:00.000Z' }),
    aSummary({ id: 'b', startedAt: '2025-03-10T08:00:00.000Z' }),
    aSummary({ id: 'c', startedAt: '2025-03-09T08:00:00.000Z' }),
  ];

  it('lists up to three sessions, opens one, and reloads 1 s after "Seite neu laden"', async () => {
    const other = aSession({ id: OTHER_SESSION_ID });
    const { stub } = open(
      'coach',
      {
        'POST /api/sessions/current/coach': tooMany,
        'GET /api/sessions/user/coach': { status: 200, body: sessions },
        [`GET /api/sessions/${OTHER_SESSION_ID}`]: { status: 200, body: other },
        [`GET /api/sessions/${OTHER_SESSION_ID}/chats`]: { status: 200, body: [] },
      },
      '/coach?createNew=true',
    );
    expect(
      await screen.findByText('Zu viele Sitzungen in kurzer Zeit erstellt. Bitte warten Sie einen Moment.'),
    ).toBeInTheDocument();
    const buttons = await screen.findAllByRole('button', { name: /^Sitzung vom / });
    expect(buttons).toHaveLength(3);
    expect(buttons[0]).toHaveAccessibleName(
      `Sitzung vom ${new Date('2025-03-12T13:30:00.000Z').toLocaleString('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' })}`,
    );

    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    vi.useFakeTimers();
    try {
      act(() => screen.getByRole('button', { name: 'Seite neu laden' }).click());
      act(() => vi.advanceTimersByTime(999));
      expect(reload).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }

    await userEvent.click(buttons[0]!);
    expect(await screen.findByRole('textbox', { name: 'Nachricht' })).toBeInTheDocument();
    expect(stub.calls).toContain(`GET /api/sessions/${OTHER_SESSION_ID}`);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`sessionId=${OTHER_SESSION_ID}`),
    );
  });

  it("recognises the case by the message alone ('Zu viele Sitzungen')", async () => {
    open(
      'coach',
      {
        'POST /api/sessions/current/coach': {
          status: 400,
          body: { message: 'Zu viele Sitzungen – später.' },
        },
        'GET /api/sessions/user/coach': { status: 200, body: [] },
      },
      '/coach?createNew=true',
    );
    expect(
      await screen.findByText('Zu viele Sitzungen in kurzer Zeit erstellt. Bitte warten Sie einen Moment.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Seite neu laden' })).toBeInTheDocument();
  });
});

describe('ChatPage: sending', () => {
  it('adds the user bubble at once, shows the typing indicator, grows the streamed reply and appends it', async () => {
    const sse = controlledSse();
    let sent: Record<string, unknown> | undefined;
    const { stub } = open('coach', {
      ...chatRoutes('coach', aSession()),
      'POST /api/chat/coach/stream': async (request) => {
        sent = (await request.json()) as Record<string, unknown>;
        return sse.response;
      },
    });
    await userEvent.type(await readyInput(), '  Hallo  ');
    await userEvent.click(screen.getByRole('button', { name: 'Senden' }));

    const log = screen.getByRole('log');
    expect(within(log).getByText('Hallo')).toBeInTheDocument();
    expect(within(log).getByText('Antwort wird geschrieben …')).toBeInTheDocument();
    expect(input()).toBeDisabled();
    expect(input()).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Senden' })).toBeDisabled();

    await act(async () => sse.send('delta', { text: 'Schön, ' }));
    expect(await within(log).findByText('Schön,')).toBeInTheDocument();
    await act(async () => sse.send('delta', { text: 'dass Sie da sind.' }));
    expect(await within(log).findByText('Schön, dass Sie da sind.')).toBeInTheDocument();
    expect(log).toHaveAttribute('aria-busy', 'true');

    await act(async () => {
      sse.send('done', aReply('Schön, dass Sie da sind. Was führt Sie her?'));
      sse.close();
    });
    expect(await within(log).findByText('Schön, dass Sie da sind. Was führt Sie her?')).toBeInTheDocument();
    expect(within(log).queryByText('Antwort wird geschrieben …')).not.toBeInTheDocument();
    expect(within(log).getAllByText('Hallo')).toHaveLength(1);
    // the welcome stays above the first exchange
    expect(log).toHaveTextContent(/Willkommen beim MPU Coach/);
    expect(input()).toBeEnabled();
    expect(sent).toEqual({ message: 'Hallo', sessionId: SESSION_ID, simulatorType: null });
    expect(stub.calls).toContain('POST /api/chat/coach/stream');
  });

  it('refreshes the session list after a reply', async () => {
    const { stub } = open('coach', {
      ...chatRoutes('coach', aSession()),
      'POST /api/chat/coach/stream': () =>
        sseResponse([
          { event: 'delta', data: { text: 'Antwort' } },
          { event: 'done', data: aReply('Antwort') },
        ]),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Sitzungen' }));
    await screen.findByRole('button', { name: /^Sitzung vom / });
    await readyInput();
    const before = stub.calls.filter((call) => call === 'GET /api/sessions/user/coach').length;

    await userEvent.type(input(), 'Hallo{Enter}');
    expect(await screen.findByText('Antwort')).toBeInTheDocument();
    // the cached list (kept 30 s) was invalidated, so the popup loads it again
    await userEvent.click(screen.getByRole('button', { name: 'Sitzungen' }));
    if (screen.queryByRole('region', { name: 'Ihre Sitzungen' }) === null)
      await userEvent.click(screen.getByRole('button', { name: 'Sitzungen' }));
    await waitFor(() =>
      expect(stub.calls.filter((call) => call === 'GET /api/sessions/user/coach').length).toBe(before + 1),
    );
  });

  it.each([
    [
      'a 503 before the stream',
      {
        status: 503,
        body: {
          message:
            'Der Chat-Service ist vorübergehend nicht verfügbar. Bitte versuchen Sie es später erneut.',
        },
      },
      'Der Chat-Service ist vorübergehend nicht verfügbar. Bitte versuchen Sie es später erneut.',
    ],
    [
      'an error event in the stream mentioning the unavailability',
      'stream-error',
      'Der Chat-Service ist vorübergehend nicht verfügbar. Bitte versuchen Sie es später erneut.',
    ],
    [
      'another failure',
      { status: 500, body: { message: 'Interner Fehler' } },
      'Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.',
    ],
    [
      'a network failure',
      'network-error',
      'Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.',
    ],
  ] as const)('on %s removes the bubble and shows banner and toast', async (_case, reply, text) => {
    open('coach', {
      ...chatRoutes('coach', aSession()),
      'POST /api/chat/coach/stream': () =>
        reply === 'stream-error'
          ? sseResponse([
              { event: 'delta', data: { text: 'Teil' } },
              {
                event: 'error',
                data: { status: 503, message: 'Der Chat-Service ist vorübergehend nicht verfügbar. …' },
              },
            ])
          : (reply as Reply),
    });
    await userEvent.type(await readyInput(), 'Meine Frage{Enter}');

    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent(text));
    expect(screen.getByTestId('toast')).toHaveTextContent('Fehler');
    const log = screen.getByRole('log');
    expect(within(log).queryByText('Meine Frage')).not.toBeInTheDocument();
    expect(within(log).queryByText('Teil')).not.toBeInTheDocument();
    const banner = document.querySelector('.chat-banner')!;
    expect(banner).toHaveTextContent(text);
    expect(input()).toBeDisabled();
    expect(input()).toHaveAttribute('placeholder', 'Chat-Service nicht verfügbar');
    expect(input()).toHaveValue('Meine Frage');
  });

  it("'Erneut versuchen' in the banner sends the message again", async () => {
    let attempt = 0;
    open('coach', {
      ...chatRoutes('coach', aSession()),
      'POST /api/chat/coach/stream': () => {
        attempt += 1;
        return attempt === 1
          ? { status: 503, body: { message: 'vorübergehend nicht verfügbar' } }
          : sseResponse([{ event: 'done', data: aReply('Jetzt klappt es.') }]);
      },
    });
    await userEvent.type(await readyInput(), 'Meine Frage{Enter}');
    const banner = await screen.findByText(
      'Der Chat-Service ist vorübergehend nicht verfügbar. Bitte versuchen Sie es später erneut.',
      { selector: '.chat-banner p' },
    );
    await userEvent.click(within(banner.parentElement!).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Jetzt klappt es.')).toBeInTheDocument();
    expect(document.querySelector('.chat-banner')).toBeNull();
    expect(input()).toBeEnabled();
  });

  it('sends with Enter, keeps Shift+Enter as a new line and never sends whitespace', async () => {
    const { stub } = open('coach', {
      ...chatRoutes('coach', aSession()),
      'POST /api/chat/coach/stream': () => sseResponse([{ event: 'done', data: aReply('Antwort') }]),
    });
    const field = await readyInput();

    await userEvent.type(field, '   {Enter}');
    await userEvent.type(field, '{Shift>}{Enter}{/Shift}');
    expect(stub.calls).not.toContain('POST /api/chat/coach/stream');
    expect(screen.getByRole('button', { name: 'Senden' })).toBeDisabled();

    await userEvent.clear(field);
    await userEvent.type(field, 'Zeile 1{Shift>}{Enter}{/Shift}Zeile 2');
    expect(field).toHaveValue('Zeile 1\nZeile 2');
    expect(stub.calls).not.toContain('POST /api/chat/coach/stream');
    await userEvent.type(field, '{Enter}');
    await waitFor(() => expect(stub.calls).toContain('POST /api/chat/coach/stream'));
  });

  it('sends nothing while no session is loaded', async () => {
    const { stub } = open('coach', { 'POST /api/sessions/current/coach': never });
    expect(screen.queryByRole('textbox', { name: 'Nachricht' })).not.toBeInTheDocument();
    expect(stub.calls).not.toContain('POST /api/chat/coach/stream');
  });
});

describe('ChatPage: new sessions and switching', () => {
  it("'Neue Sitzung' creates one after the open session, and a failure keeps the session with a toast", async () => {
    let fail = true;
    const { stub } = open('coach', {
      ...chatRoutes('coach', aSession(), [aTurn()]),
      'POST /api/sessions/current/coach': async (request) => {
        const body = (await request.json()) as Record<string, unknown>;
        if (body['continueLast']) return { status: 200, body: aSession() };
        return fail
          ? { status: 500, body: { message: 'kaputt' } }
          : { status: 200, body: aSession({ id: NEW_SESSION_ID }) };
      },
      [`GET /api/sessions/${NEW_SESSION_ID}/chats`]: { status: 200, body: [] },
    });
    await screen.findByText('Ich habe damals zu viel getrunken.');
    await userEvent.click(screen.getByRole('button', { name: 'Neue Sitzung' }));
    await waitFor(() =>
      expect(screen.getByTestId('toast')).toHaveTextContent('Neue Sitzung konnte nicht gestartet werden.'),
    );
    expect(screen.getByText('Ich habe damals zu viel getrunken.')).toBeInTheDocument();

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Neue Sitzung' }));
    expect(await screen.findByText(/Willkommen beim MPU Coach/)).toBeInTheDocument();
    expect(screen.queryByText('Ich habe damals zu viel getrunken.')).not.toBeInTheDocument();
    expect(await bodyOf(stub, 'POST /api/sessions/current/coach')).toEqual({
      createNew: true,
      previousSessionId: SESSION_ID,
    });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`sessionId=${NEW_SESSION_ID}`),
    );
  });

  it("switches through the popup and shows 'Sitzung konnte nicht gewechselt werden.' on failure", async () => {
    let fail = true;
    const other = aSession({ id: OTHER_SESSION_ID });
    open('coach', {
      ...chatRoutes('coach', aSession()),
      'GET /api/sessions/user/coach': {
        status: 200,
        body: [aSummary(), aSummary({ id: OTHER_SESSION_ID, startedAt: '2025-03-01T09:00:00.000Z' })],
      },
      [`GET /api/sessions/${OTHER_SESSION_ID}`]: () =>
        fail
          ? { status: 404, body: { message: 'Diese Sitzung wurde nicht gefunden.' } }
          : { status: 200, body: other },
      [`GET /api/sessions/${OTHER_SESSION_ID}/chats`]: {
        status: 200,
        body: [aTurn({ id: 'old', message: 'Alte Frage', response: 'Alte Antwort' })],
      },
    });
    const openOther = async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Sitzungen' }));
      const entries = await screen.findAllByRole('button', { name: /^Sitzung vom / });
      expect(entries[0]).toHaveAttribute('aria-current', 'true');
      await userEvent.click(entries[1]!);
    };
    await screen.findByText(/Willkommen/);
    await openOther();
    await waitFor(() =>
      expect(screen.getByTestId('toast')).toHaveTextContent('Sitzung konnte nicht gewechselt werden.'),
    );
    fail = false;
    await openOther();
    expect(await screen.findByText('Alte Antwort')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`sessionId=${OTHER_SESSION_ID}`),
    );
  });
});
