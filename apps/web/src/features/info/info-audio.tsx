import { AudioPlayer } from '../../shared/ui/audio-player';
import { useGetAudioManifestQuery, type AudioManifest, type AudioSummary } from './info.api';

/** The manifest entry of `key` if it is complete; anything else (missing, malformed) means no player. */
function audioSummaryOf(manifest: AudioManifest | undefined, key: string): AudioSummary | undefined {
  const entry: unknown = manifest?.[key];
  if (typeof entry !== 'object' || entry === null) return undefined;
  const { file, title, label } = entry as Partial<Record<keyof AudioSummary, unknown>>;
  if (typeof file !== 'string' || file === '' || typeof title !== 'string' || typeof label !== 'string') {
    return undefined;
  }
  return entry as AudioSummary;
}

interface InfoAudioProps {
  /** Manifest key: 'info' for the /info overview, else the article's topic. */
  audioKey: string;
  /** False skips the manifest request (articles without audio). */
  enabled?: boolean;
}

/**
 * The audio summary of /info or an article (spec 1 §2/§4, spec 2 §2), with the manifest's title, label and file.
 * While the manifest loads, when it fails or has no entry for the key, nothing is shown — never an error page;
 * a file that cannot be played is reported by the player itself ('Audio konnte nicht geladen werden').
 */
export function InfoAudio({ audioKey, enabled = true }: InfoAudioProps) {
  const { data } = useGetAudioManifestQuery(undefined, { skip: !enabled });
  const summary = enabled ? audioSummaryOf(data, audioKey) : undefined;
  if (!summary) return null;
  return <AudioPlayer src={summary.file} title={summary.title} label={summary.label} />;
}
