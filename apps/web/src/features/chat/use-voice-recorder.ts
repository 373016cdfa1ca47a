import { CHAT_LIMITS, audioFilename } from '@mpu/contracts';
import { CHAT_TEXTS } from '@mpu/ui-texts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiMessageError } from '../../shared/api/api-error';
import { useToast } from '../../shared/toast/use-toast';
import { useTranscribeMutation } from './chat.api';
import { CHAT_TIMING } from './chat.constants';

/** Spec 1 §4: idle → recording ('Nimmt auf...') → processing ('Verarbeite Aufnahme...') → idle. */
export type VoiceState = 'idle' | 'recording' | 'processing';

const T = CHAT_TEXTS.voice;

/** Spec 1 §5: a secure connection; browsers count http://localhost as secure too. */
function isSecureEnough(): boolean {
  return window.isSecureContext === true;
}

function canRecord(): boolean {
  return typeof navigator.mediaDevices?.getUserMedia === 'function' && typeof MediaRecorder !== 'undefined';
}

/** The first format of spec 1 §9's order the browser records; undefined lets the browser choose. */
function preferredMimeType(): string | undefined {
  const isTypeSupported = MediaRecorder.isTypeSupported?.bind(MediaRecorder);
  if (!isTypeSupported) return undefined;
  return CHAT_LIMITS.recordingMimeTypes.find((type) => isTypeSupported(type));
}

function isPermissionDenied(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'NotAllowedError' || name === 'PermissionDeniedError' || name === 'SecurityError';
}

/** Client-side errors of the upload that deserve the server's own wording (too large, wrong type, empty). */
function uploadMessage(error: unknown): string {
  if (isApiMessageError(error) && [400, 413, 415].includes(error.status)) return error.data.message;
  return T.transcriptionFailed;
}

/**
 * Records speech with MediaRecorder (a chunk every 1000 ms, the preferred format, 32 kbit/s), uploads it to
 * POST /api/transcribe and hands the text to `onTranscript`. The microphone is released after every recording.
 */
export function useVoiceRecorder(onTranscript: (text: string) => void) {
  const [state, setState] = useState<VoiceState>('idle');
  const toast = useToast();
  const [transcribe] = useTranscribeMutation();
  const recorderRef = useRef<MediaRecorder | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const chunksRef = useRef<Blob[]>([]);
  const bytesRef = useRef(0);
  const onTranscriptRef = useRef(onTranscript);
  const mountedRef = useRef(true);

  useEffect(() => {
    onTranscriptRef.current = onTranscript;
  }, [onTranscript]);

  const releaseMicrophone = useCallback(() => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
  }, []);

  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
      const recorder = recorderRef.current;
      recorderRef.current = null;
      if (recorder && recorder.state !== 'inactive') {
        recorder.onstop = null;
        try {
          recorder.stop();
        } catch {
          // nothing left to stop
        }
      }
      releaseMicrophone();
    };
  }, [releaseMicrophone]);

  const fail = useCallback(
    (description: string, title: string = T.errorTitle) =>
      toast({ variant: 'destructive', title, description }),
    [toast],
  );

  const upload = useCallback(
    async (audio: Blob, mimeType: string) => {
      try {
        const { text } = await transcribe({ audio, filename: audioFilename(mimeType) }).unwrap();
        if (text.trim()) onTranscriptRef.current(text.trim());
      } catch (error) {
        fail(uploadMessage(error));
      } finally {
        if (mountedRef.current) setState('idle');
      }
    },
    [transcribe, fail],
  );

  const stop = useCallback(() => {
    const recorder = recorderRef.current;
    if (!recorder) return;
    setState('processing');
    try {
      recorder.stop();
    } catch {
      recorderRef.current = null;
      releaseMicrophone();
      setState('idle');
      fail(T.stopFailed);
    }
  }, [fail, releaseMicrophone]);

  const start = useCallback(async () => {
    if (recorderRef.current) return;
    if (!isSecureEnough()) return fail(T.insecure, T.insecureTitle);
    if (!canRecord()) return fail(T.unsupported, T.unsupportedTitle);

    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      return fail(isPermissionDenied(error) ? T.denied : T.startFailed);
    }
    if (!mountedRef.current) {
      stream.getTracks().forEach((track) => track.stop());
      return;
    }
    streamRef.current = stream;

    let recorder: MediaRecorder;
    try {
      const mimeType = preferredMimeType();
      recorder = new MediaRecorder(stream, {
        ...(mimeType ? { mimeType } : {}),
        audioBitsPerSecond: CHAT_LIMITS.recordingBitsPerSecond,
      });
      chunksRef.current = [];
      bytesRef.current = 0;
      recorder.ondataavailable = (event: BlobEvent) => {
        if (event.data.size === 0) return;
        chunksRef.current.push(event.data);
        bytesRef.current += event.data.size;
        // Stop before the upload limit is reached instead of failing on the server.
        if (bytesRef.current >= CHAT_LIMITS.audioMaxBytes * 0.95 && recorder.state === 'recording') stop();
      };
      recorder.onstop = () => {
        recorderRef.current = null;
        releaseMicrophone();
        const type = recorder.mimeType || mimeType || 'audio/webm';
        const audio = new Blob(chunksRef.current, { type });
        chunksRef.current = [];
        if (audio.size === 0) {
          setState('idle');
          fail(T.transcriptionFailed);
          return;
        }
        void upload(audio, type);
      };
      recorder.start(CHAT_TIMING.recordingTimesliceMs);
    } catch {
      releaseMicrophone();
      return fail(T.startFailed);
    }
    recorderRef.current = recorder;
    setState('recording');
  }, [fail, releaseMicrophone, stop, upload]);

  return { state, start, stop };
}
