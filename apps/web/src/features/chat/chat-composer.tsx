import { CHAT_LIMITS } from '@mpu/contracts';
import { CHAT_TEXTS } from '@mpu/ui-texts';
import { forwardRef, useId, type KeyboardEvent } from 'react';
import { MicIcon, SendIcon, StopIcon } from './chat-icons';
import type { VoiceState } from './use-voice-recorder';

const T = CHAT_TEXTS.input;
const V = CHAT_TEXTS.voice;

interface ChatComposerProps {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  /** While a reply is pending, the service banner shows, or the history is not there yet. */
  disabled: boolean;
  unavailable: boolean;
  voice: { state: VoiceState; start: () => void; stop: () => void };
}

/**
 * Text input, microphone and send button. Enter sends, Shift+Enter makes a new line (spec 1 §5); a
 * whitespace-only message is never sent.
 */
export const ChatComposer = forwardRef<HTMLTextAreaElement, ChatComposerProps>(function ChatComposer(
  { value, onChange, onSubmit, disabled, unavailable, voice },
  ref,
) {
  const inputId = useId();
  const hintId = useId();
  const canSend = !disabled && value.trim().length > 0;

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) onSubmit();
  };

  const recording = voice.state === 'recording';
  const processing = voice.state === 'processing';
  return (
    <form
      className="composer"
      onSubmit={(event) => {
        event.preventDefault();
        if (canSend) onSubmit();
      }}
    >
      {voice.state !== 'idle' && (
        <p className="composer__voice-status" role="status">
          {recording && <span className="composer__rec-dot" aria-hidden="true" />}
          {recording ? V.recording : V.processing}
        </p>
      )}
      <div className="composer__row">
        <label htmlFor={inputId} className="visually-hidden">
          {T.label}
        </label>
        <textarea
          ref={ref}
          id={inputId}
          className="composer__input"
          rows={1}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={unavailable ? T.unavailablePlaceholder : T.placeholder}
          disabled={disabled}
          maxLength={CHAT_LIMITS.messageMax}
          enterKeyHint="send"
          aria-describedby={hintId}
        />
        <button
          type="button"
          className={`composer__button composer__mic${recording ? ' is-recording' : ''}`}
          aria-label={recording ? V.stop : processing ? V.processing : V.start}
          onClick={recording ? voice.stop : () => void voice.start()}
          disabled={processing || (disabled && !recording)}
        >
          {recording ? <StopIcon /> : <MicIcon />}
        </button>
        <button
          type="submit"
          className="composer__button composer__send"
          aria-label={T.send}
          disabled={!canSend}
        >
          <SendIcon />
        </button>
      </div>
      <p id={hintId} className="visually-hidden">
        {T.hint}
      </p>
    </form>
  );
});
