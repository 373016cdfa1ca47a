import type { ChatMode, ChatSessionDto, SimulatorType } from '@mpu/contracts';
import { CHAT_TEXTS } from '@mpu/ui-texts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useToast } from '../../shared/toast/use-toast';
import { useCurrentSessionMutation, useGetSessionMutation } from './chat.api';
import { isTooManySessions } from './chat-errors';

export type SessionState =
  | { status: 'loading' }
  | { status: 'ready'; session: ChatSessionDto }
  | { status: 'error' }
  | { status: 'too-many' };

/** What is running on top of a loaded session: a new session, a switch, or a new simulator of a type. */
export type SessionBusy = 'new' | 'switch' | 'simulator' | null;

const T = CHAT_TEXTS.session;

/**
 * Spec 1 §4 "Chat session loading": `?createNew=true` creates a session, `?sessionId=…` reuses one, otherwise
 * the last session of the mode is continued. The loaded session's id then replaces the query (so reloading
 * does not create another one). New sessions, simulators of a type and switches run on top of the open session
 * and leave it open when they fail.
 */
export function useChatSession(mode: ChatMode) {
  const [params, setParams] = useSearchParams();
  const sessionIdParam = params.get('sessionId');
  const createNew = params.get('createNew') === 'true';
  const [state, setState] = useState<SessionState>({ status: 'loading' });
  const [busy, setBusy] = useState<SessionBusy>(null);
  const [attempt, setAttempt] = useState(0);
  const [currentSession] = useCurrentSessionMutation();
  const [getSession] = useGetSessionMutation();
  const toast = useToast();

  /** The id of the session shown (set before the URL changes, so the URL change does not load it again). */
  const shownIdRef = useRef<string | null>(null);
  const startedRef = useRef<string | null>(null);
  const requestRef = useRef(0);
  const busyRef = useRef(false);
  const paramRef = useRef(sessionIdParam);
  useEffect(() => {
    paramRef.current = sessionIdParam;
  }, [sessionIdParam]);

  const show = useCallback(
    (session: ChatSessionDto) => {
      shownIdRef.current = session.id;
      setState({ status: 'ready', session });
      if (paramRef.current !== session.id) {
        paramRef.current = session.id;
        setParams({ sessionId: session.id }, { replace: true });
      }
    },
    [setParams],
  );

  const key = sessionIdParam ?? (createNew ? 'new' : 'last');
  useEffect(() => {
    if (sessionIdParam && sessionIdParam === shownIdRef.current) return;
    const run = `${key}#${attempt}`;
    if (startedRef.current === run) return; // StrictMode runs effects twice
    startedRef.current = run;
    const request = ++requestRef.current;
    setState({ status: 'loading' });
    const load = sessionIdParam
      ? getSession(sessionIdParam).unwrap()
      : currentSession(createNew ? { mode, createNew: true } : { mode, continueLast: true }).unwrap();
    load.then(
      (session) => {
        if (request !== requestRef.current) return;
        // a session id of another chat (e.g. a coach session on /simulator) is not shown here
        if (session.type !== mode) setState({ status: 'error' });
        else show(session);
      },
      (error: unknown) => {
        if (request !== requestRef.current) return;
        setState(!sessionIdParam && isTooManySessions(error) ? { status: 'too-many' } : { status: 'error' });
      },
    );
  }, [key, attempt, sessionIdParam, createNew, mode, getSession, currentSession, show]);

  const run = useCallback(
    async (kind: Exclude<SessionBusy, null>, load: () => Promise<ChatSessionDto>, failure: string) => {
      if (busyRef.current) return false;
      busyRef.current = true;
      setBusy(kind);
      const request = ++requestRef.current;
      try {
        const session = await load();
        if (request === requestRef.current) show(session);
        return true;
      } catch (error) {
        if (request !== requestRef.current) return false;
        if (kind !== 'switch' && isTooManySessions(error)) setState({ status: 'too-many' });
        else toast({ variant: 'destructive', title: T.errorTitle, description: failure });
        return false;
      } finally {
        busyRef.current = false;
        setBusy(null);
      }
    },
    [show, toast],
  );

  const previousId = state.status === 'ready' ? state.session.id : null;

  /** A fresh session; for simulators optionally of a type (the type picker). */
  const startNew = useCallback(
    (simulatorType?: SimulatorType) =>
      run(
        simulatorType ? 'simulator' : 'new',
        () =>
          currentSession({
            mode,
            createNew: true,
            previousSessionId: previousId,
            ...(simulatorType ? { simulatorType } : {}),
          }).unwrap(),
        T.newFailed,
      ),
    [run, currentSession, mode, previousId],
  );

  /** Opens another session of the mode (popup, too-many list). */
  const switchTo = useCallback(
    (id: string) => {
      if (id === previousId) return Promise.resolve(true);
      return run('switch', () => getSession(id).unwrap(), T.switchFailed);
    },
    [run, getSession, previousId],
  );

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  /** The session after 'Simulation beenden' (with its report). */
  const replaceSession = useCallback((session: ChatSessionDto) => {
    setState((current) =>
      current.status === 'ready' && current.session.id === session.id
        ? { status: 'ready', session }
        : current,
    );
  }, []);

  return { state, busy, startNew, switchTo, retry, replaceSession };
}
