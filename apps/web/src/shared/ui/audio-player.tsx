import '../../styles/audio-player.css';
import { AUDIO_PLAYER_TEXTS as T } from '@mpu/ui-texts';
import { useId } from 'react';
import { formatAudioTime } from './audio-format';
import { AudioProgressBar } from './audio-progress-bar';
import { AudioSpeedControls } from './audio-speed-controls';
import { Icon, type IconProps } from './icon';
import { useAudioPlayback } from './use-audio-playback';

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

/**
 * The audio summary player of the article pages: play/pause, a progress bar that seeks (click, tap or arrow keys)
 * and starts playback when paused, elapsed / total time, and speed from 0.5x to 2x. A load failure (or a rejected
 * play) shows 'Audio konnte nicht geladen werden' in place of the speed controls; 'Abspielen' then retries.
 */
export function AudioPlayer({ src, title, label }: AudioPlayerProps) {
  const titleId = useId();
  const player = useAudioPlayback(src);
  const elapsed = formatAudioTime(player.currentTime);
  const total = formatAudioTime(player.duration);

  return (
    <div className="audio-player" role="group" aria-labelledby={titleId}>
      <audio ref={player.audioRef} src={src} preload="metadata" {...player.audioEvents} />
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
          aria-label={player.playing ? T.pause : T.play}
          onClick={player.togglePlay}
        >
          {player.playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        <AudioProgressBar
          currentTime={player.currentTime}
          duration={player.duration}
          valueText={T.positionValue(elapsed, total)}
          onSeek={player.seekTo}
        />
        <span className="audio-player__time" aria-hidden="true">
          {elapsed} / {total}
        </span>
      </div>

      {player.failed ? (
        <p className="audio-player__error" role="alert">
          {T.loadError}
        </p>
      ) : (
        <AudioSpeedControls rate={player.rate} onChange={player.changeRate} />
      )}
    </div>
  );
}
