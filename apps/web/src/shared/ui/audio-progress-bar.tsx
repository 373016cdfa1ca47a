import type { KeyboardEvent, MouseEvent } from 'react';
import { AUDIO_PLAYER_TEXTS as T } from '@mpu/ui-texts';
import { AUDIO_SEEK_STEP_SECONDS, clamp } from './audio-format';

interface AudioProgressBarProps {
  currentTime: number;
  duration: number;
  /** The position as read aloud, e.g. "1:05 von 3:20". */
  valueText: string;
  onSeek: (seconds: number) => void;
}

/** The audio player's position slider: a click or tap seeks to that point, arrow keys by 5 s, Home/End. */
export function AudioProgressBar({ currentTime, duration, valueText, onSeek }: AudioProgressBarProps) {
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const ratio = box.width > 0 ? clamp((event.clientX - box.left) / box.width, 0, 1) : 0;
    onSeek(ratio * duration);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
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
    onSeek(target);
  };

  const progress = duration > 0 ? clamp(currentTime / duration, 0, 1) : 0;

  return (
    <div
      className="audio-player__bar"
      role="slider"
      tabIndex={0}
      aria-label={T.position}
      aria-valuemin={0}
      aria-valuemax={Math.round(duration)}
      aria-valuenow={Math.round(currentTime)}
      aria-valuetext={valueText}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      <span className="audio-player__track" aria-hidden="true">
        <span className="audio-player__fill" style={{ width: `${progress * 100}%` }} />
      </span>
    </div>
  );
}
