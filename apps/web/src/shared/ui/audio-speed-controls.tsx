import { AUDIO_PLAYER_TEXTS as T } from '@mpu/ui-texts';
import { AUDIO_SPEED, formatAudioSpeed } from './audio-format';
import { MinusIcon, PlusIcon } from './icons';

interface AudioSpeedControlsProps {
  rate: number;
  /** Changes the speed by `delta` (the player keeps it within AUDIO_SPEED). */
  onChange: (delta: number) => void;
}

/** Slower / the current speed / faster, from 0.5x to 2x in steps of 0.25. */
export function AudioSpeedControls({ rate, onChange }: AudioSpeedControlsProps) {
  return (
    <div className="audio-player__speed" role="group" aria-label={T.speed}>
      <button
        type="button"
        className="audio-player__speed-button"
        aria-label={T.slower}
        disabled={rate <= AUDIO_SPEED.min}
        onClick={() => onChange(-AUDIO_SPEED.step)}
      >
        <MinusIcon />
      </button>
      <output className="audio-player__rate" aria-live="polite">
        {formatAudioSpeed(rate)}
      </output>
      <button
        type="button"
        className="audio-player__speed-button"
        aria-label={T.faster}
        disabled={rate >= AUDIO_SPEED.max}
        onClick={() => onChange(AUDIO_SPEED.step)}
      >
        <PlusIcon />
      </button>
    </div>
  );
}
