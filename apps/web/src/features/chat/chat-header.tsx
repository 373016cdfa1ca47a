import {
  SIMULATOR_TYPE_LABELS,
  type ChatMode,
  type ChatProviderKind,
  type ChatSessionDto,
  isSimulatorMode,
} from '@mpu/contracts';
import { effectiveSimulatorType, OFFLINE_MODE_LABEL } from '@mpu/domain';
import { CHAT_TEXTS, COMMON_TEXTS } from '@mpu/ui-texts';
import { Link } from 'react-router';
import { CANCELLATION_PATH } from '../../shared/public-paths';
import { ChevronLeftIcon, PlusIcon } from '../../shared/ui/icons';
import { FlagIcon } from './chat-icons';
import { SessionListPopup } from './session-list-popup';

const S = CHAT_TEXTS.simulator;

/** The simulator type label of a session (header), e.g. 'Typ C'; coach sessions have none. */
function typeLabelOf(mode: ChatMode, session: ChatSessionDto | null): string | undefined {
  if (!session || !isSimulatorMode(mode)) return undefined;
  const type = effectiveSimulatorType(mode, session.metadata.simulatorType);
  return type ? SIMULATOR_TYPE_LABELS[mode][type] : undefined;
}

interface ChatHeaderProps {
  mode: ChatMode;
  session: ChatSessionDto | null;
  /** Who answers in the open session; 'offline' shows the practice-mode badge. */
  provider: ChatProviderKind | null;
  /** False while a session loads, another one is being opened or the report is being made. */
  canAct: boolean;
  reporting: boolean;
  /** 'Neue Sitzung' (coach) or 'Neuer Simulator' (simulator, opens the type picker). */
  onNew: () => void;
  onSwitch: (sessionId: string) => void;
  /** 'Simulation beenden' (asks first). */
  onEnd: () => void;
}

/**
 * The chat page's header: back to the start page, the title with subject and simulator type, the session list,
 * the offline badge and the actions (new session or simulator; ending a simulation that has no report yet).
 */
export function ChatHeader({
  mode,
  session,
  provider,
  canAct,
  reporting,
  onNew,
  onSwitch,
  onEnd,
}: ChatHeaderProps) {
  const simulator = isSimulatorMode(mode);
  const typeLabel = typeLabelOf(mode, session);

  return (
    <header className="chat-header">
      <div className="chat-header__row">
        <Link to="/" className="icon-button chat-header__back" aria-label={CHAT_TEXTS.back}>
          <ChevronLeftIcon />
        </Link>
        <div className="chat-header__titles">
          <h1 className="chat-header__title">{CHAT_TEXTS.titles[mode]}</h1>
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
          onSelect={onSwitch}
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
        {/* § 312k BGB: the full-height chat page hides the page footer, so the link is here. */}
        <Link to={CANCELLATION_PATH} className="chat-header__cancel">
          {COMMON_TEXTS.cancelContracts}
        </Link>
        <div className="chat-header__actions">
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={onNew}
            disabled={!canAct}
          >
            <PlusIcon width={18} height={18} />
            {simulator ? S.newButton : CHAT_TEXTS.session.newSession}
          </button>
          {simulator && session && !session.report && (
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={onEnd}
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
  );
}
