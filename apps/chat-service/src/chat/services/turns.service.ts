import { Injectable, Logger } from '@nestjs/common';
import { performance } from 'node:perf_hooks';
import {
  CHAT_MESSAGES,
  type ChatMode,
  type ChatProviderKind,
  type ChatReplyDto,
  type ChatStreamAccepted,
  type ChatStreamRequest,
  type ChatTurnRequest,
  type SimulatorType,
} from '@mpu/contracts';
import {
  crisisReply,
  detectCrisis,
  offlineInterviewerReply,
  systemPrompt,
  withNoPromiseNote,
  type CrisisKind,
} from '@mpu/domain';
import { describeError } from '@mpu/server-kit';
import {
  buildChatMessages,
  LLM_HISTORY_TURNS,
  OFFLINE_HISTORY_TURNS,
  type LlmMessage,
} from '../../llm/context';
import { LlmClient, LlmFailure, type LlmReply } from '../../llm/llm.client';
import { DeltaCoalescer } from '../../stream/delta-coalescer';
import { StreamPublisher } from '../../stream/stream-publisher';
import {
  ChatException,
  ChatExceptionCode,
  providerUnavailable,
  sessionNotFound,
  sessionOtherMode,
} from '../chat.exception';
import {
  ChatRepository,
  type NewTurn,
  type SendContextRow,
  type TurnRow,
} from '../repositories/chat.repository';

/** A validated turn request with its session, ready to be answered. */
interface PreparedTurn {
  userId: string;
  mode: ChatMode;
  message: string;
  session: SendContextRow;
  crisis: CrisisKind | null;
  idempotencyKey: string | null;
}

/** A reply that is known without the LLM (crisis answer or the offline interviewer). */
type LocalReply = Pick<NewTurn, 'response' | 'provider' | 'model' | 'promptTokens' | 'completionTokens'>;

const registerOf = (mode: ChatMode) => (mode === 'coach' || mode === 'traffic-coach' ? 'du' : 'Sie');

/** The system prompts depend only on mode and simulator type: built once each instead of once per turn. */
const systemPrompts = new Map<string, string>();
function cachedSystemPrompt(mode: ChatMode, simulatorType: SimulatorType | undefined): string {
  const key = `${mode}/${simulatorType ?? ''}`;
  let prompt = systemPrompts.get(key);
  if (prompt === undefined) {
    prompt = systemPrompt({ mode, simulatorType });
    systemPrompts.set(key, prompt);
  }
  return prompt;
}

/**
 * Chat turns: crisis check first, then the offline interviewer or the LLM; the finished turn is stored once,
 * whole, and nothing at all when the provider fails. Hot path: one SELECT (session + history) and one
 * INSERT…UPDATE statement.
 */
@Injectable()
export class TurnsService {
  private readonly logger = new Logger(TurnsService.name);

  constructor(
    private readonly repository: ChatRepository,
    private readonly llm: LlmClient,
    private readonly publisher: StreamPublisher,
  ) {}

  private get provider(): ChatProviderKind {
    return this.llm.configured ? 'llm' : 'offline';
  }

  private async prepare(request: ChatTurnRequest): Promise<PreparedTurn> {
    const { userId, mode, sessionId, message } = request;
    const idempotencyKey = request.idempotencyKey ?? null;
    // The LLM sees the recent turns within its token budget; the offline interviewer finds its position in
    // the transcript (bounded, see OFFLINE_HISTORY_TURNS).
    const historyLimit = this.llm.configured ? LLM_HISTORY_TURNS : OFFLINE_HISTORY_TURNS;
    const session = await this.repository.sendContext(sessionId, userId, historyLimit, idempotencyKey);
    if (!session) throw sessionNotFound();
    if (session.type !== mode) throw sessionOtherMode();
    if (session.has_report) {
      throw new ChatException(ChatExceptionCode.SIMULATION_ENDED, 409, CHAT_MESSAGES.simulationEnded);
    }
    return { userId, mode, message, session, crisis: detectCrisis(message), idempotencyKey };
  }

  private simulatorType(turn: PreparedTurn): SimulatorType | undefined {
    return turn.session.simulator_type ?? undefined;
  }

  /** The reply when no LLM call is needed; null when the LLM answers. */
  private localReply(turn: PreparedTurn): LocalReply | null {
    if (turn.crisis !== null) {
      return {
        response: crisisReply(turn.crisis),
        provider: 'crisis',
        model: null,
        promptTokens: null,
        completionTokens: null,
      };
    }
    if (this.llm.configured) return null;
    const response = offlineInterviewerReply({
      mode: turn.mode,
      simulatorType: this.simulatorType(turn),
      history: turn.session.history,
      message: turn.message,
    });
    return { response, provider: 'offline', model: null, promptTokens: null, completionTokens: null };
  }

  private llmMessages(turn: PreparedTurn): LlmMessage[] {
    return buildChatMessages({
      systemPrompt: cachedSystemPrompt(turn.mode, this.simulatorType(turn)),
      history: turn.session.history,
      message: turn.message,
      contextTokens: this.llm.contextTokens,
    });
  }

  private fromLlm(turn: PreparedTurn, reply: LlmReply): LocalReply {
    return {
      response: withNoPromiseNote(reply.text, registerOf(turn.mode)),
      provider: 'llm',
      model: reply.model,
      promptTokens: reply.promptTokens,
      completionTokens: reply.completionTokens,
    };
  }

  private async store(turn: PreparedTurn, reply: LocalReply, startedAt: number): Promise<ChatReplyDto> {
    const stored = await this.repository.insertTurn({
      sessionId: turn.session.id,
      userId: turn.userId,
      message: turn.message,
      ...reply,
      latencyMs: Math.round(performance.now() - startedAt),
      crisis: turn.crisis !== null,
      idempotencyKey: turn.idempotencyKey,
    });
    return this.replyOf(stored, turn.crisis !== null);
  }

  private replyOf(stored: TurnRow, crisis: boolean): ChatReplyDto {
    return {
      message: stored.response,
      turn: {
        id: stored.id,
        message: stored.message,
        response: stored.response,
        createdAt: stored.created_at,
      },
      provider: this.provider,
      crisis,
    };
  }

  /** A retry of a message already answered (same Idempotency-Key): the stored reply, no second turn. */
  private replayed(turn: PreparedTurn): ChatReplyDto | null {
    const stored = turn.session.replayed;
    return stored ? this.replyOf(stored, stored.crisis) : null;
  }

  /** POST /api/chat/{mode}: the whole reply. */
  async send(request: ChatTurnRequest): Promise<ChatReplyDto> {
    const turn = await this.prepare(request);
    const replayed = this.replayed(turn);
    if (replayed) return replayed;
    const startedAt = performance.now();
    let reply = this.localReply(turn);
    if (reply === null) {
      try {
        reply = this.fromLlm(turn, await this.llm.complete(this.llmMessages(turn)));
      } catch (error) {
        if (error instanceof LlmFailure) throw providerUnavailable();
        throw error;
      }
    }
    return this.store(turn, reply, startedAt);
  }

  /**
   * POST /api/chat/{mode}/stream: validates synchronously, answers {accepted}, then publishes delta events
   * as tokens arrive, and `done` with the stored turn — or `error` with nothing stored.
   */
  async stream(request: ChatStreamRequest): Promise<ChatStreamAccepted> {
    const turn = await this.prepare(request);
    setImmediate(() => void this.runStream(turn, request.streamSubject));
    return { accepted: true };
  }

  private async runStream(turn: PreparedTurn, subject: string): Promise<void> {
    const startedAt = performance.now();
    const replayed = this.replayed(turn);
    if (replayed) {
      this.publisher.publish(subject, { kind: 'delta', text: replayed.message });
      this.publisher.publish(subject, { kind: 'done', reply: replayed });
      return;
    }
    try {
      let reply = this.localReply(turn);
      if (reply === null) {
        const deltas = new DeltaCoalescer((text) => this.publisher.publish(subject, { kind: 'delta', text }));
        let generated: LlmReply;
        try {
          generated = await this.llm.stream(this.llmMessages(turn), (text) => deltas.push(text));
        } finally {
          deltas.flush();
        }
        reply = this.fromLlm(turn, generated);
        // The no-promise note (if any) follows the streamed text as one more delta.
        if (reply.response.length > generated.text.length) {
          this.publisher.publish(subject, {
            kind: 'delta',
            text: reply.response.slice(generated.text.length),
          });
        }
      } else {
        this.publisher.publish(subject, { kind: 'delta', text: reply.response });
      }
      const done = await this.store(turn, reply, startedAt);
      this.publisher.publish(subject, { kind: 'done', reply: done });
    } catch (error) {
      if (!(error instanceof LlmFailure)) this.logger.error(`stream failed: ${describeError(error)}`);
      this.publisher.publish(subject, {
        kind: 'error',
        status: 503,
        message: CHAT_MESSAGES.serviceUnavailable,
      });
    }
  }
}
