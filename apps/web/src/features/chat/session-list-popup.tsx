import {
  SIMULATOR_TYPE_LABELS,
  type ChatMode,
  type ChatSessionSummary,
  type SimulatorMode,
} from '@mpu/contracts';
import { CHAT_TEXTS } from '@mpu/ui-texts';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Spinner } from '../../shared/ui/spinner';
import { useGetUserSessionsQuery } from './chat.api';
import { CHAT_TIMING } from './chat.constants';
import { HistoryIcon } from './chat-icons';
import { formatSessionDate } from './format';
import { SessionPreview } from './session-preview';

const T = CHAT_TEXTS.sessions;

interface SessionListPopupProps {
  mode: ChatMode;
  currentId: string | null;
  onSelect: (id: string) => void;
  disabled?: boolean;
}

function typeLabel(mode: ChatMode, session: ChatSessionSummary): string | undefined {
  if (mode !== 'simulator' && mode !== 'traffic-simulator') return undefined;
  const type = session.metadata.simulatorType;
  return type ? SIMULATOR_TYPE_LABELS[mode as SimulatorMode][type] : undefined;
}

/**
 * The session-list popup (spec 1 §4): the user's sessions of the mode, at most 300 px high and scrolling.
 * Hovering or focusing an entry for 300 ms, or holding a finger on it, shows its preview.
 */
export function SessionListPopup({ mode, currentId, onSelect, disabled }: SessionListPopupProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };

  return (
    <div className="session-list" ref={rootRef} onKeyDown={onKeyDown}>
      <button
        ref={toggleRef}
        type="button"
        className="button button--ghost session-list__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        disabled={disabled}
      >
        <HistoryIcon width={20} height={20} />
        {T.button}
      </button>
      {open && (
        <div id={panelId} className="session-list__panel" role="region" aria-labelledby={titleId}>
          <h2 id={titleId} className="session-list__title">
            {T.title}
          </h2>
          <SessionEntries
            mode={mode}
            currentId={currentId}
            onSelect={(id) => {
              setOpen(false);
              onSelect(id);
            }}
          />
        </div>
      )}
    </div>
  );
}

function SessionEntries({
  mode,
  currentId,
  onSelect,
}: {
  mode: ChatMode;
  currentId: string | null;
  onSelect: (id: string) => void;
}) {
  const { data, isError, isLoading } = useGetUserSessionsQuery(mode, {
    refetchOnMountOrArgChange: CHAT_TIMING.sessionsCacheSeconds,
  });
  const [previewId, setPreviewId] = useState<string | null>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const longPressRef = useRef(false);

  useEffect(() => () => clearTimeout(timerRef.current), []);

  const schedule = (id: string, delay: number, afterwards?: () => void) => {
    clearTimeout(timerRef.current);
    timerRef.current = setTimeout(() => {
      setPreviewId(id);
      afterwards?.();
    }, delay);
  };
  const cancel = () => clearTimeout(timerRef.current);

  if (isLoading) return <Spinner label={T.loading} />;
  if (isError || !data) return <p className="session-list__state">{T.failed}</p>;
  if (data.length === 0) return <p className="session-list__state">{T.empty}</p>;

  return (
    <ul className="session-list__items">
      {data.map((session) => {
        const date = formatSessionDate(session.startedAt);
        const label = typeLabel(mode, session);
        const current = session.id === currentId;
        const metaId = `session-meta-${session.id}`;
        return (
          <li
            key={session.id}
            className="session-list__item"
            onMouseEnter={() => schedule(session.id, CHAT_TIMING.previewHoverDelayMs)}
            onMouseLeave={cancel}
          >
            <button
              type="button"
              className="session-entry"
              aria-describedby={metaId}
              aria-current={current ? 'true' : undefined}
              onFocus={() => schedule(session.id, CHAT_TIMING.previewHoverDelayMs)}
              onBlur={cancel}
              onTouchStart={() => {
                longPressRef.current = false;
                schedule(session.id, CHAT_TIMING.longPressMs, () => {
                  longPressRef.current = true;
                });
              }}
              onTouchMove={cancel}
              onTouchEnd={cancel}
              onTouchCancel={cancel}
              onContextMenu={(event) => {
                if (longPressRef.current) event.preventDefault();
              }}
              onClick={() => {
                if (longPressRef.current) {
                  longPressRef.current = false;
                  return;
                }
                onSelect(session.id);
              }}
            >
              <span className="session-entry__date">{CHAT_TEXTS.session.sessionFrom(date)}</span>
              {/* the description, not part of the name: the button is named by its date (WCAG 2.5.3) */}
              <span className="session-entry__meta" id={metaId} aria-hidden="true">
                {[
                  current ? T.current : null,
                  label,
                  T.turns(session.turnCount),
                  session.hasReport ? T.evaluated : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </button>
            {previewId === session.id && (
              <SessionPreview sessionId={session.id} label={T.previewLabel(date)} />
            )}
          </li>
        );
      })}
    </ul>
  );
}
