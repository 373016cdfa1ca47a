import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch, type Reply } from '../../test/fetch-stub';
import { aSession, chatRoutes } from '../../test/chat-fixtures';
import { renderInRouter } from '../../test/render';
import ChatPage from './chat-page';

/** A MediaRecorder double: records what the page asks for and lets the test deliver data and stop. */
class FakeMediaRecorder {
  static instances: FakeMediaRecorder[] = [];
  static supported = ['audio/webm', 'audio/mp4'];
  static isTypeSupported = (type: string) => FakeMediaRecorder.supported.includes(type);
  static failStop = false;

  state: 'inactive' | 'recording' = 'inactive';
  mimeType: string;
  timeslice: number | undefined;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;

  constructor(
    readonly stream: MediaStream,
    readonly options: { mimeType?: string; audioBitsPerSecond?: number },
  ) {
    this.mimeType = options.mimeType ?? '';
    FakeMediaRecorder.instances.push(this);
  }

  start(timeslice?: number) {
    this.timeslice = timeslice;
    this.state = 'recording';
  }

  stop() {
    if (FakeMediaRecorder.failStop) throw new Error('stop failed');
    this.ondataavailable?.({ data: new Blob(['tail'], { type: this.mimeType }) });
    this.state = 'inactive';
    this.onstop?.();
  }
}

function fakeStream() {
  const track = { stop: vi.fn() };
  return { track, stream: { getTracks: () => [track] } as unknown as MediaStream };
}

function setUpMedia({ getUserMedia }: { getUserMedia?: () => Promise<MediaStream> } = {}) {
  const { track, stream } = fakeStream();
  FakeMediaRecorder.instances = [];
  FakeMediaRecorder.failStop = false;
  vi.stubGlobal('isSecureContext', true);
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: vi.fn(getUserMedia ?? (async () => stream)) },
  });
  return { track };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

async function openCoach(
  transcribe: Reply | ((request: Request) => Reply | Promise<Reply>) = {
    status: 200,
    body: { text: 'Ich trinke nicht mehr.' },
  },
) {
  const stub = stubFetch({ ...chatRoutes('coach', aSession()), 'POST /api/transcribe': transcribe });
  renderInRouter(<ChatPage mode="coach" />, { path: '/coach', route: '/coach' });
  const input = await screen.findByRole('textbox', { name: 'Nachricht' });
  await waitFor(() => expect(input).toBeEnabled());
  return { stub, input };
}

const toast = () => screen.getByTestId('toast');

describe('Voice input', () => {
  it('records (Nimmt auf...), processes (Verarbeite Aufnahme...) and puts the transcript into the input without sending', async () => {
    const { track } = setUpMedia();
    const append = vi.spyOn(FormData.prototype, 'append');
    let finish!: () => void;
    let upload: Request | undefined;
    const { stub, input } = await openCoach(async (request) => {
      upload = request;
      await new Promise<void>((resolve) => (finish = resolve));
      return { status: 200, body: { text: 'Ich trinke nicht mehr.' } };
    });
    await userEvent.type(input, 'Also:');

    await userEvent.click(screen.getByRole('button', { name: 'Spracheingabe starten' }));
    expect(await screen.findByText('Nimmt auf...')).toBeInTheDocument();
    const recorder = FakeMediaRecorder.instances[0]!;
    expect(recorder.options).toEqual({ mimeType: 'audio/webm', audioBitsPerSecond: 32_000 });
    expect(recorder.timeslice).toBe(1000);
    act(() => recorder.ondataavailable?.({ data: new Blob(['chunk'], { type: 'audio/webm' }) }));

    await userEvent.click(screen.getByRole('button', { name: 'Aufnahme beenden' }));
    expect(await screen.findByText('Verarbeite Aufnahme...')).toBeInTheDocument();
    expect(track.stop).toHaveBeenCalled();
    await waitFor(() => expect(stub.calls).toContain('POST /api/transcribe'));
    expect(upload!.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    // (jsdom's Blob and Node's FormData do not agree on file names, so the name is checked where it is set)
    expect(append).toHaveBeenCalledWith('audio', expect.any(Blob), 'aufnahme.webm');
    const body = await upload!.clone().text();
    expect(body).toContain('name="audio"');
    expect(body).toContain('Content-Type: audio/webm');
    expect(body).toContain('chunktail');

    await act(async () => finish());
    await waitFor(() => expect(input).toHaveValue('Also: Ich trinke nicht mehr.'));
    expect(screen.queryByText('Verarbeite Aufnahme...')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spracheingabe starten' })).toBeEnabled();
    expect(stub.calls).not.toContain('POST /api/chat/coach/stream');
  });

  it('takes the first supported format of the preferred order', async () => {
    setUpMedia();
    FakeMediaRecorder.supported = ['audio/ogg;codecs=opus', 'audio/webm;codecs=opus'];
    await openCoach();
    await userEvent.click(screen.getByRole('button', { name: 'Spracheingabe starten' }));
    await screen.findByText('Nimmt auf...');
    expect(FakeMediaRecorder.instances[0]!.options.mimeType).toBe('audio/webm;codecs=opus');
    FakeMediaRecorder.supported = ['audio/webm', 'audio/mp4'];
  });

  it("warns 'Sicherheitswarnung' without a secure connection", async () => {
    setUpMedia();
    vi.stubGlobal('isSecureContext', false);
    await openCoach();
    await userEvent.click(screen.getByRole('button', { name: 'Spracheingabe starten' }));
    expect(toast()).toHaveTextContent('Sicherheitswarnung');
    expect(toast()).toHaveTextContent('Audioaufnahme erfordert eine sichere Verbindung (HTTPS).');
    expect(navigator.mediaDevices.getUserMedia).not.toHaveBeenCalled();
  });

  it("says 'Nicht unterstützt' without recording support", async () => {
    setUpMedia();
    vi.stubGlobal('MediaRecorder', undefined);
    await openCoach();
    await userEvent.click(screen.getByRole('button', { name: 'Spracheingabe starten' }));
    expect(toast()).toHaveTextContent('Nicht unterstützt');
    expect(toast()).toHaveTextContent('Ihr Browser unterstützt keine Audioaufnahme.');
  });

  it.each([
    [
      'NotAllowedError',
      'Zugriff auf das Mikrofon wurde verweigert. Bitte erteilen Sie die Berechtigung in Ihren Browsereinstellungen.',
    ],
    ['NotFoundError', 'Mikrofon konnte nicht aktiviert werden. Bitte überprüfen Sie die Berechtigungen.'],
  ])('reports a %s of the microphone', async (name, text) => {
    setUpMedia({ getUserMedia: async () => Promise.reject(new DOMException('nein', name)) });
    await openCoach();
    await userEvent.click(screen.getByRole('button', { name: 'Spracheingabe starten' }));
    await waitFor(() => expect(toast()).toHaveTextContent(text));
    expect(screen.queryByText('Nimmt auf...')).not.toBeInTheDocument();
  });

  it('reports a failed transcription and leaves the input as it was', async () => {
    setUpMedia();
    const { input } = await openCoach({
      status: 503,
      body: { message: 'Fehler bei der Spracherkennung. Bitte versuchen Sie es erneut.' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Spracheingabe starten' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Aufnahme beenden' }));
    await waitFor(() =>
      expect(toast()).toHaveTextContent('Fehler bei der Spracherkennung. Bitte versuchen Sie es erneut.'),
    );
    expect(input).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Spracheingabe starten' })).toBeEnabled();
  });

  it("reports 'Fehler beim Stoppen der Aufnahme.' and releases the microphone", async () => {
    const { track } = setUpMedia();
    await openCoach();
    await userEvent.click(screen.getByRole('button', { name: 'Spracheingabe starten' }));
    FakeMediaRecorder.failStop = true;
    await userEvent.click(await screen.findByRole('button', { name: 'Aufnahme beenden' }));
    expect(toast()).toHaveTextContent('Fehler beim Stoppen der Aufnahme.');
    expect(track.stop).toHaveBeenCalled();
    expect(
      within(screen.getByRole('main')).getByRole('button', { name: 'Spracheingabe starten' }),
    ).toBeEnabled();
  });
});
