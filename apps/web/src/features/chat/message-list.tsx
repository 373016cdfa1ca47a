import type { ChatMode, ChatTurnDto } from '@mpu/contracts';
import { CHAT_TEXTS } from '@mpu/ui-texts';
import { useLayoutEffect, useRef, type ReactNode } from 'react';

const L = CHAT_TEXTS.log;

export interface PendingTurn {
  message: string;
  /** The streamed reply so far. */
  reply: string;
}

interface MessageListProps {
  mode: ChatMode;
  welcome: string | null;
  turns: ChatTurnDto[];
  pending: PendingTurn | null;
  /** History states, the report, … below the messages. */
  children?: ReactNode;
}

function Bubble({
  role,
  author,
  children,
  busy,
}: {
  role: 'user' | 'assistant';
  author: string;
  children: ReactNode;
  busy?: boolean;
}) {
  return (
    <li className={`bubble bubble--${role}`} aria-busy={busy || undefined}>
      <span className="visually-hidden">{author}: </span>
      {children}
    </li>
  );
}

/**
 * The conversation as an aria-live log: user bubbles, assistant bubbles, the welcome of an empty session, the
 * optimistic message with the typing indicator or the reply as it streams in. Keeps the newest at the bottom
 * in view. The log scrolls on its own and holds no controls, so it is a tab stop (named 'Chatverlauf'):
 * keyboard users focus it to scroll with the arrow keys (WCAG 2.1.1).
 */
export function MessageList({ mode, welcome, turns, pending, children }: MessageListProps) {
  const ref = useRef<HTMLDivElement>(null);
  const assistant = mode === 'simulator' || mode === 'traffic-simulator' ? L.interviewer : L.assistant;

  useLayoutEffect(() => {
    const element = ref.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [turns.length, pending?.message, pending?.reply, welcome, children]);

  return (
    <div
      ref={ref}
      className="chat-log"
      role="log"
      aria-label={L.label}
      tabIndex={0}
      aria-busy={pending ? true : undefined}
    >
      <ol className="chat-log__list">
        {welcome && (
          <Bubble role="assistant" author={L.welcome}>
            {welcome}
          </Bubble>
        )}
        {turns.map((turn) => [
          <Bubble key={`${turn.id}-q`} role="user" author={L.user}>
            {turn.message}
          </Bubble>,
          <Bubble key={`${turn.id}-a`} role="assistant" author={assistant}>
            {turn.response}
          </Bubble>,
        ])}
        {pending && (
          <Bubble role="user" author={L.user}>
            {pending.message}
          </Bubble>
        )}
        {pending &&
          (pending.reply ? (
            <Bubble role="assistant" author={assistant} busy>
              {pending.reply}
            </Bubble>
          ) : (
            <li className="bubble bubble--assistant bubble--typing" role="status">
              <span className="typing" aria-hidden="true">
                <span />
                <span />
                <span />
              </span>
              <span className="visually-hidden">{L.typing}</span>
            </li>
          ))}
      </ol>
      {children}
    </div>
  );
}
