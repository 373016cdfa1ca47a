import type { ChatMode, ChatProviderKind, ChatReplyDto, ChatSessionDto } from '@mpu/contracts';
import { CHAT_TEXTS } from '@mpu/ui-texts';
import { chatWelcome } from '@mpu/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { useToast } from '../../shared/toast/use-toast';
import { chatApi, useGetSessionHistoryQuery, useSendMessageMutation } from './chat.api';
import { ChatComposer } from './chat-composer';
import { isServiceUnavailable } from './chat-errors';
import { MessageList, type PendingTurn } from './message-list';
import { ReportView } from './report-view';
import { useVoiceRecorder } from './use-voice-recorder';

const T = CHAT_TEXTS;

/** A spinner with its text visible once (and announced once). */
export function LoadingState({ text, inline }: { text: string; inline?: boolean }) {
  return (
    <div className={inline ? 'chat-log__state' : 'chat-state chat-state--center'} role="status">
      <span className="spinner" aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}

interface ChatConversationProps {
  mode: ChatMode;
  session: ChatSessionDto;
  provider: ChatProviderKind;
  onReply: (reply: ChatReplyDto) => void;
  /** Another session is being opened or created. */
  switching: boolean;
  reporting: boolean;
  /** 'Neue Simulation starten' after a report. */
  onRestart: () => void;
}

/**
 * One session's conversation (spec 1 §4 "Sending a message"): history, welcome of an empty session, the
 * optimistic bubble and the streamed reply, the service banner after a failed send, the report, the input.
 */
export function ChatConversation({
  mode,
  session,
  provider,
  onReply,
  switching,
  reporting,
  onRestart,
}: ChatConversationProps) {
  const history = useGetSessionHistoryQuery(session.id);
  const [send] = useSendMessageMutation();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState<PendingTurn | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [welcomed, setWelcomed] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const sendingRef = useRef(false);

  // Spec 1 §4: an empty session shows the welcome; it stays while the first messages come in.
  const emptyHistory = history.data?.length === 0;
  useEffect(() => {
    if (emptyHistory) setWelcomed(true);
  }, [emptyHistory]);

  const voice = useVoiceRecorder(
    useCallback((text: string) => {
      setDraft((current) => (current.trim() ? `${current.trimEnd()} ${text}` : text));
      inputRef.current?.focus();
    }, []),
  );

  const historyReady = history.isSuccess;
  const ended = session.report !== null;
  const disabled = pending !== null || banner !== null || !historyReady || switching || reporting;

  const submit = async (text: string) => {
    const message = text.trim();
    // Spec 1 §5: nothing whitespace-only, nothing without a session, one message at a time.
    if (!message || !session.id || sendingRef.current) return;
    sendingRef.current = true;
    const hadFocus = document.activeElement === inputRef.current;
    setDraft('');
    setBanner(null);
    setPending({ message, reply: '' });
    try {
      const reply = await send({
        mode,
        sessionId: session.id,
        message,
        simulatorType: session.metadata.simulatorType ?? null,
        onDelta: (delta) => setPending((current) => current && { ...current, reply: current.reply + delta }),
      }).unwrap();
      dispatch(
        chatApi.util.updateQueryData('getSessionHistory', session.id, (turns) => {
          if (!turns.some((turn) => turn.id === reply.turn.id)) turns.push(reply.turn);
        }),
      );
      setPending(null);
      onReply(reply);
      if (hadFocus) requestAnimationFrame(() => inputRef.current?.focus());
    } catch (error) {
      const description = isServiceUnavailable(error) ? T.send.unavailable : T.send.failed;
      setPending(null);
      setDraft((current) => current || message);
      setBanner(description);
      toast({ variant: 'destructive', title: T.send.errorTitle, description });
    } finally {
      sendingRef.current = false;
    }
  };

  const welcome =
    welcomed || emptyHistory ? chatWelcome(mode, session.metadata.simulatorType, provider) : null;

  return (
    <>
      <MessageList mode={mode} welcome={welcome} turns={history.data ?? []} pending={pending}>
        {history.isLoading && <LoadingState inline text={T.session.historyLoading} />}
        {history.isError && (
          <div className="chat-log__state">
            <p role="alert">{T.session.historyFailed}</p>
            <button type="button" className="button button--secondary" onClick={() => void history.refetch()}>
              {T.session.retry}
            </button>
          </div>
        )}
        {session.report && <ReportView stored={session.report} />}
        {reporting && <LoadingState inline text={T.simulator.reportLoading} />}
      </MessageList>

      {banner && (
        <div className="chat-banner" role="alert">
          <p>{banner}</p>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => (draft.trim() ? void submit(draft) : setBanner(null))}
          >
            {T.send.retry}
          </button>
        </div>
      )}

      {ended ? (
        <div className="composer composer--ended">
          <button type="button" className="button button--primary button--block" onClick={onRestart}>
            {T.simulator.restart}
          </button>
        </div>
      ) : (
        <ChatComposer
          ref={inputRef}
          value={draft}
          onChange={setDraft}
          onSubmit={() => void submit(draft)}
          disabled={disabled}
          unavailable={banner !== null}
          voice={voice}
        />
      )}
    </>
  );
}
