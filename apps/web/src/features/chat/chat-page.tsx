import '../../styles/chat.css';
import {
  CHAT_TEXTS,
  SIMULATOR_TYPE_LABELS,
  type ChatMode,
  type ChatProviderKind,
  type ChatSessionDto,
  isSimulatorMode,
} from '@mpu/contracts';
import { effectiveSimulatorType, OFFLINE_MODE_LABEL } from '@mpu/domain';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { Dialog } from '../../shared/ui/dialog';
import { useToast } from '../../shared/toast/use-toast';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { errorMessage } from '../../shared/api/api-error';
import { useCreateReportMutation } from './chat.api';
import { ChatConversation, LoadingState } from './chat-conversation';
import { ChevronLeftIcon } from '../../shared/ui/icons';
import { FlagIcon, PlusIcon } from './chat-icons';
import { SessionListPopup } from './session-list-popup';
import { SimulatorTypeDialog, useSimulatorPicker } from './simulator-type-dialog';
import { TooManySessions } from './too-many-sessions';
import { useChatSession } from './use-chat-session';
import { useVisualViewport } from './use-visual-viewport';

const S = CHAT_TEXTS.simulator;

/** The simulator type label of a session (header), e.g. 'Typ C'; coach sessions have none. */
function typeLabelOf(mode: ChatMode, session: ChatSessionDto | null): string | undefined {
  if (!session || !isSimulatorMode(mode)) return undefined;
  const type = effectiveSimulatorType(mode, session.metadata.simulatorType);
  return type ? SIMULATOR_TYPE_LABELS[mode][type] : undefined;
}

/** /coach, /traffic-coach, /simulator and /traffic-simulator (spec 1 §2, §4, §8). */
export default function ChatPage({ mode }: { mode: ChatMode }) {
  const title = CHAT_TEXTS.titles[mode];
  usePageTitle(title);
  const viewport = useVisualViewport();
  const toast = useToast();
  const { state, busy, startNew, switchTo, retry, replaceSession } = useChatSession(mode);
  const session = state.status === 'ready' ? state.session : null;
  const simulator = isSimulatorMode(mode);

  const [replyProvider, setReplyProvider] = useState<{ id: string; provider: ChatProviderKind } | null>(null);
  const provider = session
    ? replyProvider?.id === session.id
      ? replyProvider.provider
      : session.provider
    : null;

  const picker = useSimulatorPicker(useCallback((type) => void startNew(type), [startNew]));

  const [confirmEnd, setConfirmEnd] = useState(false);
  const [createReport, { isLoading: reporting }] = useCreateReportMutation();
  const endSimulation = async () => {
    if (!session) return;
    setConfirmEnd(false);
    try {
      replaceSession(await createReport({ mode, sessionId: session.id }).unwrap());
    } catch (error) {
      toast({
        variant: 'destructive',
        title: S.reportErrorTitle,
        description: errorMessage(error, S.reportFailed),
      });
    }
  };

  const typeLabel = typeLabelOf(mode, session);
  const canAct = state.status !== 'loading' && busy === null && !reporting;

  let content;
  if (state.status === 'loading' || busy === 'simulator') {
    content = <LoadingState text={busy === 'simulator' ? S.loading : CHAT_TEXTS.session.loading} />;
  } else if (state.status === 'error') {
    content = (
      <div className="chat-state chat-state--center">
        <p className="chat-state__title" role="alert">
          {CHAT_TEXTS.session.loadFailed}
        </p>
        <button type="button" className="button button--primary" onClick={retry}>
          {CHAT_TEXTS.session.retry}
        </button>
      </div>
    );
  } else if (state.status === 'too-many') {
    content = <TooManySessions mode={mode} onOpen={(id) => void switchTo(id)} />;
  } else {
    content = (
      <ChatConversation
        key={state.session.id}
        mode={mode}
        session={state.session}
        provider={provider ?? state.session.provider}
        onReply={(reply) => setReplyProvider({ id: state.session.id, provider: reply.provider })}
        switching={busy === 'new' || busy === 'switch'}
        reporting={reporting}
        onRestart={simulator ? picker.openPicker : () => void startNew()}
      />
    );
  }

  return (
    <div className="chat-page" style={viewport}>
      <header className="chat-header">
        <div className="chat-header__row">
          <Link to="/" className="icon-button chat-header__back" aria-label={CHAT_TEXTS.back}>
            <ChevronLeftIcon />
          </Link>
          <div className="chat-header__titles">
            <h1 className="chat-header__title">{title}</h1>
            <p className="chat-header__meta">
              <span>{CHAT_TEXTS.subjects[mode]}</span>
              {typeLabel && (
                <>
                  <span aria-hidden="true"> · </span>
                  <span className="chat-header__type">{typeLabel}</span>
                </>
              )}
            </p>
          </div>
          <SessionListPopup
            mode={mode}
            currentId={session?.id ?? null}
            onSelect={(id) => void switchTo(id)}
            disabled={!canAct}
          />
        </div>
        <div className="chat-header__toolbar">
          {provider === 'offline' && (
            <span className="chat-header__offline" title={CHAT_TEXTS.offlineHint}>
              {OFFLINE_MODE_LABEL}
              <span className="visually-hidden">. {CHAT_TEXTS.offlineHint}</span>
            </span>
          )}
          <div className="chat-header__actions">
            {simulator ? (
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={picker.openPicker}
                disabled={!canAct}
              >
                <PlusIcon width={18} height={18} />
                {S.newButton}
              </button>
            ) : (
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => void startNew()}
                disabled={!canAct}
              >
                <PlusIcon width={18} height={18} />
                {CHAT_TEXTS.session.newSession}
              </button>
            )}
            {simulator && session && !session.report && (
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => setConfirmEnd(true)}
                disabled={!canAct}
                aria-busy={reporting || undefined}
              >
                <FlagIcon width={18} height={18} />
                {S.end}
              </button>
            )}
          </div>
        </div>
      </header>
      <main className="chat-main">{content}</main>

      {simulator && (
        <SimulatorTypeDialog mode={mode} open={picker.open} onPick={picker.pick} onClose={picker.close} />
      )}
      <Dialog
        open={confirmEnd}
        title={S.endTitle}
        description={<p>{S.endText}</p>}
        onClose={() => setConfirmEnd(false)}
      >
        <button
          type="button"
          className="button button--secondary"
          data-autofocus
          onClick={() => setConfirmEnd(false)}
        >
          {S.endCancel}
        </button>
        <button type="button" className="button button--primary" onClick={() => void endSimulation()}>
          {S.endConfirm}
        </button>
      </Dialog>
    </div>
  );
}
