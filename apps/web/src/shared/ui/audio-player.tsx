import '../../styles/audio-player.css';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Icon, type IconProps } from './icon';

/** What the player shows and announces (spec 1 §4/§8, spec 2 §2). */
export const AUDIO_PLAYER_TEXTS = {
  play: 'Abspielen',
  pause: 'Pausieren',
  slower: 'Langsamer',
  faster: 'Schneller',
  position: 'Wiedergabeposition',
  speed: 'Wiedergabegeschwindigkeit',
  loadError: 'Audio konnte nicht geladen werden',
} as const;

/** Spec 2 §9: speed 0.5 to 2.0, step 0.25, default 1. */
export const AUDIO_SPEED = { min: 0.5, max: 2, step: 0.25, initial: 1 } as const;

/** Arrow keys on the progress bar move this many seconds. */
export const AUDIO_SEEK_STEP_SECONDS = 5;

/** Seconds as m:ss ('0:00', '1:05', '12:30'); unknown or negative times read '0:00'. */
export function formatAudioTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** A playback rate as spec 2 §2 writes it: two decimals with a point, then 'x' ('1.00x', '0.75x'). */
export function formatAudioSpeed(rate: number): string {
  return `${rate.toFixed(2)}x`;
}

export interface AudioPlayerProps {
  /** URL of the audio file, e.g. '/audio/general.ogg' (apps/web/public/audio/manifest.json `file`). */
  src: string;
  /** Shown as the player's heading and used as its accessible name. */
  title: string;
  /** How the audio was made, shown under the title ('Automatisch mit KI erstellt' / 'Automatisch erzeugt'). */
  label: string;
}

const PlayIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M7 4.5v15l12.5-7.5z" fill="currentColor" />
  </Icon>
);

const PauseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M8 5v14M16 5v14" strokeWidth="3.5" />
  </Icon>
);

const MinusIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 12h14" />
  </Icon>
);

const PlusIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * The audio summary player of the article pages: play/pause, a progress bar that seeks (click, tap or arrow keys)
 * and starts playback when paused, elapsed / total time, and speed from 0.5x to 2x. A load failure (or a rejected
 * play) shows 'Audio konnte nicht geladen werden' in place of the speed controls; 'Abspielen' then retries.
 */
export function AudioPlayer({ src, title, label }: AudioPlayerProps) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const titleId = useId();
  const [playing, setPlaying] = useState(false);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [rate, setRate] = useState<number>(AUDIO_SPEED.initial);
  const [failed, setFailed] = useState(false);

  // A new file starts from scratch (the element reloads when `src` changes); the chosen speed is kept.
  const [shownSrc, setShownSrc] = useState(src);
  if (shownSrc !== src) {
    setShownSrc(src);
    setPlaying(false);
    setCurrentTime(0);
    setDuration(0);
    setFailed(false);
  }

  // Loading a file resets playbackRate to defaultPlaybackRate, so both carry the chosen speed.
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.defaultPlaybackRate = rate;
    audio.playbackRate = rate;
  }, [rate, src]);

  const readDuration = () => {
    const value = audioRef.current?.duration ?? NaN;
    setDuration(Number.isFinite(value) && value > 0 ? value : 0);
  };

  const fail = () => {
    setFailed(true);
    setPlaying(false);
  };

  const play = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (failed) {
      // Retry: reload the file (a failed element stays failed otherwise).
      setFailed(false);
      audio.load();
    }
    // Older browsers return undefined instead of a promise.
    const started = audio.play() as Promise<void> | undefined;
    started?.catch((error: unknown) => {
      // A pause() before playback began rejects with AbortError — that is the user's own action, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      fail();
    });
  };

  const togglePlay = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (playing) audio.pause();
    else play();
  };

  /** Moves to `seconds` (clamped to the file) and starts playback if paused. */
  const seekTo = (seconds: number) => {
    const audio = audioRef.current;
    if (!audio) return;
    if (duration > 0) {
      const target = clamp(seconds, 0, duration);
      audio.currentTime = target;
      setCurrentTime(target);
    }
    if (audio.paused) play();
  };

  const onBarClick = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const ratio = box.width > 0 ? clamp((event.clientX - box.left) / box.width, 0, 1) : 0;
    seekTo(ratio * duration);
  };

  const onBarKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const targets: Record<string, number> = {
      ArrowRight: currentTime + AUDIO_SEEK_STEP_SECONDS,
      ArrowUp: currentTime + AUDIO_SEEK_STEP_SECONDS,
      ArrowLeft: currentTime - AUDIO_SEEK_STEP_SECONDS,
      ArrowDown: currentTime - AUDIO_SEEK_STEP_SECONDS,
      Home: 0,
      End: duration,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    seekTo(target);
  };

  const changeRate = (delta: number) =>
    setRate((value) => clamp(value + delta, AUDIO_SPEED.min, AUDIO_SPEED.max));

  const progress = duration > 0 ? clamp(currentTime / duration, 0, 1) : 0;
  const elapsed = formatAudioTime(currentTime);
  const total = formatAudioTime(duration);

  return (
    <div className="audio-player" role="group" aria-labelledby={titleId}>
      <audio
        ref={audioRef}
        src={src}
        preload="metadata"
        onLoadedMetadata={readDuration}
        onDurationChange={readDuration}
        onTimeUpdate={() => {
          // Metadata that arrived before React attached its listeners (a file already in the cache) never
          // fires loadedmetadata again: the first time update picks the length up then.
          if (duration === 0) readDuration();
          setCurrentTime(audioRef.current?.currentTime ?? 0);
        }}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onError={fail}
      />
      <div className="audio-player__heading">
        <p className="audio-player__title" id={titleId}>
          {title}
        </p>
        <p className="audio-player__label">{label}</p>
      </div>

      <div className="audio-player__transport">
        <button
          type="button"
          className="audio-player__play"
          aria-label={playing ? AUDIO_PLAYER_TEXTS.pause : AUDIO_PLAYER_TEXTS.play}
          onClick={togglePlay}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        <div
          className="audio-player__bar"
          role="slider"
          tabIndex={0}
          aria-label={AUDIO_PLAYER_TEXTS.position}
          aria-valuemin={0}
          aria-valuemax={Math.round(duration)}
          aria-valuenow={Math.round(currentTime)}
          aria-valuetext={`${elapsed} von ${total}`}
          onClick={onBarClick}
          onKeyDown={onBarKeyDown}
        >
          <span className="audio-player__track" aria-hidden="true">
            <span className="audio-player__fill" style={{ width: `${progress * 100}%` }} />
          </span>
        </div>
        <span className="audio-player__time" aria-hidden="true">
          {elapsed} / {total}
        </span>
      </div>

      {failed ? (
        <p className="audio-player__error" role="alert">
          {AUDIO_PLAYER_TEXTS.loadError}
        </p>
      ) : (
        <div className="audio-player__speed" role="group" aria-label={AUDIO_PLAYER_TEXTS.speed}>
          <button
            type="button"
            className="audio-player__speed-button"
            aria-label={AUDIO_PLAYER_TEXTS.slower}
            disabled={rate <= AUDIO_SPEED.min}
            onClick={() => changeRate(-AUDIO_SPEED.step)}
          >
            <MinusIcon />
          </button>
          <output className="audio-player__rate" aria-live="polite">
            {formatAudioSpeed(rate)}
          </output>
          <button
            type="button"
            className="audio-player__speed-button"
            aria-label={AUDIO_PLAYER_TEXTS.faster}
            disabled={rate >= AUDIO_SPEED.max}
            onClick={() => changeRate(AUDIO_SPEED.step)}
          >
            <PlusIcon />
          </button>
        </div>
      )}
    </div>
  );
}
