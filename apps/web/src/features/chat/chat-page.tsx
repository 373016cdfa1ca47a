import '../../styles/chat.css';
import { isSimulatorMode, type ChatMode, type ChatProviderKind, type ChatSessionDto } from '@mpu/contracts';
import { CHAT_TEXTS } from '@mpu/ui-texts';
import { useCallback, useState } from 'react';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { ChatConversation, LoadingState } from './chat-conversation';
import { ChatHeader } from './chat-header';
import { EndSimulationDialog } from './end-simulation-dialog';
import { SimulatorTypeDialog, useSimulatorPicker } from './simulator-type-dialog';
import { TooManySessions } from './too-many-sessions';
import { useChatSession, type SessionBusy, type SessionState } from './use-chat-session';
import { useEndSimulation } from './use-end-simulation';
import { useVisualViewport } from './use-visual-viewport';

/**
 * Who answers in the open session: the session's provider until a reply names another one (the service
 * switches to the offline interviewer when no LLM is configured, or back).
 */
function useReplyProvider(session: ChatSessionDto | null) {
  const [replied, setReplied] = useState<{ id: string; provider: ChatProviderKind } | null>(null);
  const provider = session ? (replied?.id === session.id ? replied.provider : session.provider) : null;
  const onReply = (sessionId: string, reply: ChatProviderKind) =>
    setReplied({ id: sessionId, provider: reply });
  return { provider, onReply };
}

interface ChatBodyProps {
  mode: ChatMode;
  state: SessionState;
  busy: SessionBusy;
  provider: ChatProviderKind | null;
  reporting: boolean;
  onReply: (sessionId: string, provider: ChatProviderKind) => void;
  onRetry: () => void;
  onSwitch: (sessionId: string) => void;
  onRestart: () => void;
}

/** The page's main area: loading, a failed load, too many new sessions, or the open session's conversation. */
function ChatBody({
  mode,
  state,
  busy,
  provider,
  reporting,
  onReply,
  onRetry,
  onSwitch,
  onRestart,
}: ChatBodyProps) {
  if (state.status === 'loading' || busy === 'simulator') {
    return (
      <LoadingState text={busy === 'simulator' ? CHAT_TEXTS.simulator.loading : CHAT_TEXTS.session.loading} />
    );
  }
  if (state.status === 'error') {
    return (
      <div className="chat-state chat-state--center">
        <p className="chat-state__title" role="alert">
          {CHAT_TEXTS.session.loadFailed}
        </p>
        <button type="button" className="button button--primary" onClick={onRetry}>
          {CHAT_TEXTS.session.retry}
        </button>
      </div>
    );
  }
  if (state.status === 'too-many') return <TooManySessions mode={mode} onOpen={onSwitch} />;
  return (
    <ChatConversation
      key={state.session.id}
      mode={mode}
      session={state.session}
      provider={provider ?? state.session.provider}
      onReply={(reply) => onReply(state.session.id, reply.provider)}
      switching={busy === 'new' || busy === 'switch'}
      reporting={reporting}
      onRestart={onRestart}
    />
  );
}

/** /coach, /traffic-coach, /simulator and /traffic-simulator (spec 1 §2, §4, §8). */
export default function ChatPage({ mode }: { mode: ChatMode }) {
  usePageTitle(CHAT_TEXTS.titles[mode]);
  const viewport = useVisualViewport();
  const { state, busy, startNew, switchTo, retry, replaceSession } = useChatSession(mode);
  const session = state.status === 'ready' ? state.session : null;
  const simulator = isSimulatorMode(mode);
  const { provider, onReply } = useReplyProvider(session);
  const picker = useSimulatorPicker(useCallback((type) => void startNew(type), [startNew]));
  const ending = useEndSimulation(mode, session, replaceSession);
  const canAct = state.status !== 'loading' && busy === null && !ending.reporting;
  const startNewSession = simulator ? picker.openPicker : () => void startNew();
  const switchSession = (id: string) => void switchTo(id);

  return (
    <div className="chat-page" style={viewport}>
      <ChatHeader
        mode={mode}
        session={session}
        provider={provider}
        canAct={canAct}
        reporting={ending.reporting}
        onNew={startNewSession}
        onSwitch={switchSession}
        onEnd={ending.ask}
      />
      <main className="chat-main">
        <ChatBody
          mode={mode}
          state={state}
          busy={busy}
          provider={provider}
          reporting={ending.reporting}
          onReply={onReply}
          onRetry={retry}
          onSwitch={switchSession}
          onRestart={startNewSession}
        />
      </main>

      {simulator && (
        <SimulatorTypeDialog mode={mode} open={picker.open} onPick={picker.pick} onClose={picker.close} />
      )}
      <EndSimulationDialog
        open={ending.confirming}
        onCancel={ending.cancel}
        onConfirm={() => void ending.end()}
      />
    </div>
  );
}
