import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mock } from 'vitest';
import { formatAudioSpeed, formatAudioTime } from './audio-format';
import { AudioPlayer } from './audio-player';

/**
 * jsdom has no media playback: play(), pause() and load() are not implemented and duration is NaN. The fake
 * below behaves like a browser's element — play() resolves and fires 'play', pause() fires 'pause' — and lets a
 * test set the duration, make play() reject, or fire the element's events.
 */
interface FakeMedia {
  play: Mock<() => void>;
  pause: Mock<() => void>;
  load: Mock<() => void>;
  paused: boolean;
  duration: number;
  rejectPlay: DOMException | null;
}

let media: FakeMedia;

beforeEach(() => {
  media = {
    play: vi.fn<() => void>(),
    pause: vi.fn<() => void>(),
    load: vi.fn<() => void>(),
    paused: true,
    duration: NaN,
    rejectPlay: null,
  };
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    media.play();
    if (media.rejectPlay) return Promise.reject(media.rejectPlay);
    media.paused = false;
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    media.pause();
    media.paused = true;
    this.dispatchEvent(new Event('pause'));
  });
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => media.load());
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(() => media.paused);
  vi.spyOn(HTMLMediaElement.prototype, 'duration', 'get').mockImplementation(() => media.duration);
});

afterEach(() => {
  vi.restoreAllMocks();
});

function renderPlayer() {
  const view = render(
    <AudioPlayer
      src="/audio/general.ogg"
      title="Allgemeine Einführung in die MPU"
      label="Automatisch erzeugt"
    />,
  );
  const audio = view.container.querySelector('audio');
  if (!audio) throw new Error('no <audio> element');
  return { ...view, audio, user: userEvent.setup() };
}

/** The browser read the file's header: it now knows the duration. */
function loadMetadata(audio: HTMLAudioElement, seconds: number) {
  media.duration = seconds;
  fireEvent.loadedMetadata(audio);
}

function playedTo(audio: HTMLAudioElement, seconds: number) {
  audio.currentTime = seconds;
  fireEvent.timeUpdate(audio);
}

/** A 200 px wide progress bar starting at x = 10. */
function layoutBar(bar: HTMLElement) {
  vi.spyOn(bar, 'getBoundingClientRect').mockReturnValue({
    left: 10,
    top: 0,
    right: 210,
    bottom: 44,
    width: 200,
    height: 44,
    x: 10,
    y: 0,
    toJSON: () => ({}),
  });
}

describe('formatAudioTime', () => {
  it.each([
    [0, '0:00'],
    [5.9, '0:05'],
    [59.99, '0:59'],
    [60, '1:00'],
    [65, '1:05'],
    [125.4, '2:05'],
    [754, '12:34'],
    [NaN, '0:00'],
    [Infinity, '0:00'],
    [-3, '0:00'],
  ])('%s s reads %s', (seconds, text) => {
    expect(formatAudioTime(seconds)).toBe(text);
  });
});

describe('formatAudioSpeed', () => {
  it('shows two decimals and an x', () => {
    expect([0.5, 0.75, 1, 1.25, 2].map(formatAudioSpeed)).toEqual([
      '0.50x',
      '0.75x',
      '1.00x',
      '1.25x',
      '2.00x',
    ]);
  });
});

describe('AudioPlayer', () => {
  it('learns the length from a time update when loadedmetadata came before its listeners', () => {
    const { audio } = renderPlayer();
    media.duration = 125;
    playedTo(audio, 11);
    expect(screen.getByRole('slider', { name: 'Wiedergabeposition' })).toHaveAttribute(
      'aria-valuetext',
      '0:11 von 2:05',
    );
  });

  it('shows title, label, 0:00 / 0:00, speed 1.00x and loads only the metadata up front', () => {
    const { audio } = renderPlayer();
    expect(screen.getByRole('group', { name: 'Allgemeine Einführung in die MPU' })).toBeInTheDocument();
    expect(screen.getByText('Automatisch erzeugt')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abspielen' })).toBeInTheDocument();
    expect(screen.getByText('0:00 / 0:00')).toBeInTheDocument();
    expect(screen.getByText('1.00x')).toBeInTheDocument();
    expect(audio).toHaveAttribute('src', '/audio/general.ogg');
    expect(audio).toHaveAttribute('preload', 'metadata');
    expect(audio.playbackRate).toBe(1);
  });

  it('plays and pauses', async () => {
    const { user } = renderPlayer();
    await user.click(screen.getByRole('button', { name: 'Abspielen' }));
    expect(media.play).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Pausieren' }));
    expect(media.pause).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Abspielen' })).toBeInTheDocument();
  });

  it('shows elapsed and total time as m:ss, also on the slider', () => {
    const { audio } = renderPlayer();
    loadMetadata(audio, 125);
    expect(screen.getByText('0:00 / 2:05')).toBeInTheDocument();
    playedTo(audio, 65.4);
    expect(screen.getByText('1:05 / 2:05')).toBeInTheDocument();
    const slider = screen.getByRole('slider', { name: 'Wiedergabeposition' });
    expect(slider).toHaveAttribute('aria-valuemin', '0');
    expect(slider).toHaveAttribute('aria-valuemax', '125');
    expect(slider).toHaveAttribute('aria-valuenow', '65');
    expect(slider).toHaveAttribute('aria-valuetext', '1:05 von 2:05');
  });

  it('returns to paused when playback ends', async () => {
    const { audio, user } = renderPlayer();
    await user.click(screen.getByRole('button', { name: 'Abspielen' }));
    fireEvent.ended(audio);
    expect(screen.getByRole('button', { name: 'Abspielen' })).toBeInTheDocument();
  });

  it('seeks where the bar is clicked and starts playback if paused', async () => {
    const { audio, user } = renderPlayer();
    loadMetadata(audio, 120);
    const slider = screen.getByRole('slider', { name: 'Wiedergabeposition' });
    layoutBar(slider);

    fireEvent.click(slider, { clientX: 60 }); // 50 px of 200 → a quarter
    expect(audio.currentTime).toBe(30);
    expect(media.play).toHaveBeenCalledTimes(1);
    expect(screen.getByText('0:30 / 2:00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pausieren' })).toBeInTheDocument();

    // Already playing: seeks without calling play() again; clicks beyond the ends stay inside the file.
    fireEvent.click(slider, { clientX: 500 });
    expect(audio.currentTime).toBe(120);
    fireEvent.click(slider, { clientX: 0 });
    expect(audio.currentTime).toBe(0);
    expect(media.play).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Pausieren' }));
    fireEvent.click(slider, { clientX: 110 });
    expect(audio.currentTime).toBe(60);
    expect(media.play).toHaveBeenCalledTimes(2);
  });

  it('seeks by 5 s with the arrow keys, to the ends with Home and End, starting playback if paused', async () => {
    const { audio, user } = renderPlayer();
    loadMetadata(audio, 100);
    playedTo(audio, 20);
    const slider = screen.getByRole('slider', { name: 'Wiedergabeposition' });
    slider.focus();

    await user.keyboard('{ArrowRight}');
    expect(audio.currentTime).toBe(25);
    expect(media.play).toHaveBeenCalledTimes(1);
    await user.keyboard('{ArrowUp}');
    expect(audio.currentTime).toBe(30);
    expect(slider).toHaveAttribute('aria-valuetext', '0:30 von 1:40');
    await user.keyboard('{ArrowLeft}{ArrowDown}');
    expect(audio.currentTime).toBe(20);
    await user.keyboard('{End}');
    expect(audio.currentTime).toBe(100);
    await user.keyboard('{ArrowRight}');
    expect(audio.currentTime).toBe(100);
    await user.keyboard('{Home}');
    expect(audio.currentTime).toBe(0);
    await user.keyboard('{ArrowLeft}');
    expect(audio.currentTime).toBe(0);
    expect(media.play).toHaveBeenCalledTimes(1);
  });

  it('changes the speed from 0.50x to 2.00x in steps of 0.25', async () => {
    const { audio, user } = renderPlayer();
    const slower = screen.getByRole('button', { name: 'Langsamer' });
    const faster = screen.getByRole('button', { name: 'Schneller' });

    await user.click(faster);
    expect(screen.getByText('1.25x')).toBeInTheDocument();
    expect(audio.playbackRate).toBe(1.25);
    await user.click(faster);
    await user.click(faster);
    await user.click(faster);
    expect(screen.getByText('2.00x')).toBeInTheDocument();
    expect(faster).toBeDisabled();
    expect(audio.playbackRate).toBe(2);

    for (let i = 0; i < 6; i++) await user.click(slower);
    expect(screen.getByText('0.50x')).toBeInTheDocument();
    expect(slower).toBeDisabled();
    expect(audio.playbackRate).toBe(0.5);
    expect(audio.defaultPlaybackRate).toBe(0.5);
    expect(faster).toBeEnabled();
  });

  it('shows "Audio konnte nicht geladen werden" instead of the speed controls when the file fails to load', async () => {
    const { audio, user } = renderPlayer();
    await user.click(screen.getByRole('button', { name: 'Abspielen' }));
    fireEvent.error(audio);

    expect(screen.getByRole('alert')).toHaveTextContent('Audio konnte nicht geladen werden');
    expect(screen.queryByRole('button', { name: 'Langsamer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Schneller' })).not.toBeInTheDocument();
    expect(screen.queryByText('1.00x')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abspielen' })).toBeInTheDocument();

    // 'Abspielen' retries: the element reloads, and the speed controls come back.
    await user.click(screen.getByRole('button', { name: 'Abspielen' }));
    expect(media.load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schneller' })).toBeInTheDocument();
  });

  it('shows the error when play is rejected', async () => {
    const { user } = renderPlayer();
    media.rejectPlay = new DOMException('no supported source', 'NotSupportedError');
    await user.click(screen.getByRole('button', { name: 'Abspielen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Audio konnte nicht geladen werden');
    expect(screen.getByRole('button', { name: 'Abspielen' })).toBeInTheDocument();
  });

  it('does not treat a play interrupted by pause (AbortError) as a failure', async () => {
    const { user } = renderPlayer();
    media.rejectPlay = new DOMException('interrupted by pause()', 'AbortError');
    await user.click(screen.getByRole('button', { name: 'Abspielen' }));
    await Promise.resolve();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('1.00x')).toBeInTheDocument();
  });

  it('starts over with a new file but keeps the chosen speed', async () => {
    const { audio, user, rerender } = renderPlayer();
    loadMetadata(audio, 90);
    playedTo(audio, 42);
    await user.click(screen.getByRole('button', { name: 'Schneller' }));
    fireEvent.error(audio);

    rerender(<AudioPlayer src="/audio/addiction.ogg" title="Sucht" label="Automatisch erzeugt" />);
    expect(audio).toHaveAttribute('src', '/audio/addiction.ogg');
    expect(screen.getByText('0:00 / 0:00')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('1.25x')).toBeInTheDocument();
    expect(audio.playbackRate).toBe(1.25);
  });
});
