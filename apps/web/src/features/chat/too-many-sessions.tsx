import type { ChatMode } from '@mpu/contracts';
import { CHAT_TEXTS } from '@mpu/ui-texts';
import { useEffect, useRef, useState } from 'react';
import { useGetUserSessionsQuery } from './chat.api';
import { CHAT_TIMING, TOO_MANY_SESSIONS_LISTED } from './chat.constants';
import { formatSessionDate } from './format';

const T = CHAT_TEXTS.session;

/** Indirection so tests can observe the reload (jsdom cannot reload). */
export const pageReload = { reload: () => window.location.reload() };

/**
 * Spec 1 §8 "Too many sessions": the text, up to three existing sessions to open instead, and
 * 'Seite neu laden', which reloads after 1 s.
 */
export function TooManySessions({ mode, onOpen }: { mode: ChatMode; onOpen: (id: string) => void }) {
  const { data } = useGetUserSessionsQuery(mode);
  const [reloading, setReloading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const sessions = (data ?? []).slice(0, TOO_MANY_SESSIONS_LISTED);
  return (
    <section className="chat-state" aria-labelledby="too-many-title">
      <p id="too-many-title" className="chat-state__title" role="alert">
        {T.tooMany}
      </p>
      {sessions.length > 0 && (
        <>
          <p>{T.tooManyList}</p>
          <ul className="chat-state__list">
            {sessions.map((session) => (
              <li key={session.id}>
                <button
                  type="button"
                  className="button button--secondary button--block"
                  onClick={() => onOpen(session.id)}
                >
                  {T.sessionFrom(formatSessionDate(session.startedAt))}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <button
        type="button"
        className="button button--primary"
        disabled={reloading}
        aria-busy={reloading || undefined}
        onClick={() => {
          setReloading(true);
          timer.current = setTimeout(() => pageReload.reload(), CHAT_TIMING.reloadDelayMs);
        }}
      >
        {T.reload}
      </button>
    </section>
  );
}
