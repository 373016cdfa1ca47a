import { useEffect, useRef, useState } from 'react';
import { AUDIO_SPEED, clamp } from './audio-format';

/**
 * The state of one audio element: playing, position, length, speed and a failed load. `audioRef` and
 * `audioEvents` go onto the <audio> element. A new `src` starts from scratch; the chosen speed is kept.
 */
export function useAudioPlayback(src: string) {
  const audioRef = useRef<HTMLAudioElement>(null);
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

  const changeRate = (delta: number) =>
    setRate((value) => clamp(value + delta, AUDIO_SPEED.min, AUDIO_SPEED.max));

  const audioEvents = {
    onLoadedMetadata: readDuration,
    onDurationChange: readDuration,
    onTimeUpdate: () => {
      // Metadata that arrived before React attached its listeners (a file already in the cache) never
      // fires loadedmetadata again: the first time update picks the length up then.
      if (duration === 0) readDuration();
      setCurrentTime(audioRef.current?.currentTime ?? 0);
    },
    onPlay: () => setPlaying(true),
    onPause: () => setPlaying(false),
    onEnded: () => setPlaying(false),
    onError: fail,
  };

  return {
    audioRef,
    audioEvents,
    playing,
    currentTime,
    duration,
    rate,
    failed,
    togglePlay,
    seekTo,
    changeRate,
  };
}
