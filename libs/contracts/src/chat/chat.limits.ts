/** Limits of the chat (spec 1 §9 plus the decisions in docs/decisions/0007-chat-service.md). */
export const CHAT_LIMITS = {
  /** Longest user message in characters; longer input gets a German 400. */
  messageMax: 4000,
  /** Spec 1 §9: a session preview lists up to 60 items. */
  previewItems: 60,
  /** New sessions a user may create per minute before the 'Zu viele Sitzungen' 429. */
  sessionsPerMinute: 10,
  /** Largest accepted voice recording (bytes). Fits one NATS message (1 MiB) after base64. */
  audioMaxBytes: 640 * 1024,
  /** Spec 1 §9: preferred recording formats in order (MediaRecorder mime types). */
  recordingMimeTypes: [
    'audio/webm;codecs=opus',
    'audio/webm',
    'audio/ogg;codecs=opus',
    'audio/mp4',
    'audio/mpeg',
  ],
  /** Bit rate the web records with, so ~2.5 minutes of speech fit the upload limit. */
  recordingBitsPerSecond: 32_000,
} as const;

/**
 * Audio container types the transcription accepts (parameters such as `;codecs=opus` are ignored), with
 * the file extension speech-to-text providers recognise them by.
 */
const AUDIO_EXTENSIONS: Readonly<Record<string, string>> = {
  'audio/webm': 'webm',
  'video/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'mp4',
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/m4a': 'm4a',
  'audio/x-m4a': 'm4a',
};
/** `audio/webm;codecs=opus` → `audio/webm`. */
export function baseMimeType(mimeType: string): string {
  return (mimeType.split(';')[0] ?? '').trim().toLowerCase();
}

export function isAcceptedAudioType(mimeType: string): boolean {
  return Object.hasOwn(AUDIO_EXTENSIONS, baseMimeType(mimeType));
}

/** The name a recording is uploaded and transcribed under, e.g. `aufnahme.webm` (providers go by the extension). */
export function audioFilename(mimeType: string): string {
  const type = baseMimeType(mimeType);
  return `aufnahme.${Object.hasOwn(AUDIO_EXTENSIONS, type) ? AUDIO_EXTENSIONS[type] : 'webm'}`;
}
