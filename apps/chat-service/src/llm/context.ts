import type { TranscriptTurn } from '@mpu/contracts';

export interface LlmMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** Rough token estimate used for the context budget: ~4 characters per token plus a few per message. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4) + 4;
}

/** How many recent turns are loaded for the LLM at most; the token budget usually cuts earlier. */
export const LLM_HISTORY_TURNS = 40;

/**
 * How many recent turns the offline interviewer gets. It finds its position by scanning back to the last
 * main question it asked (at most a few follow-ups back), so this only bounds the cost of very long sessions.
 */
export const OFFLINE_HISTORY_TURNS = 200;

export interface ChatContextInput {
  systemPrompt: string;
  /** Previous turns, oldest first (may be only the most recent ones). */
  history: readonly TranscriptTurn[];
  message: string;
  /** LLM_CONTEXT_TOKENS: budget for the system prompt, the kept turns and the new message. */
  contextTokens: number;
}

/**
 * The messages of a chat completion: the system prompt, then as many recent turns as fit the token budget
 * (walking back from the newest, whole turns only, in chronological order), then the new message. The
 * system prompt and the new message are always sent, even if they alone exceed the budget.
 */
export function buildChatMessages(input: ChatContextInput): LlmMessage[] {
  let remaining = input.contextTokens - estimateTokens(input.systemPrompt) - estimateTokens(input.message);
  let first = input.history.length;
  for (let i = input.history.length - 1; i >= 0; i--) {
    const turn = input.history[i] as TranscriptTurn;
    const cost = estimateTokens(turn.message) + estimateTokens(turn.response);
    if (cost > remaining) break;
    remaining -= cost;
    first = i;
  }
  const messages: LlmMessage[] = [{ role: 'system', content: input.systemPrompt }];
  for (let i = first; i < input.history.length; i++) {
    const turn = input.history[i] as TranscriptTurn;
    messages.push({ role: 'user', content: turn.message }, { role: 'assistant', content: turn.response });
  }
  messages.push({ role: 'user', content: input.message });
  return messages;
}

/**
 * The user message of the report request: the transcript with one speaker label per line. The psychologist's
 * question of a turn is the previous turn's response, so each turn reads "Person: …" then "Gutachter/in: …".
 */
export function formatTranscript(history: readonly TranscriptTurn[]): string {
  const lines = ['Transkript des simulierten Gesprächs:'];
  for (const turn of history) {
    lines.push(`Person: ${turn.message.replace(/\s+/g, ' ').trim()}`);
    lines.push(`Gutachter/in: ${turn.response.replace(/\s+/g, ' ').trim()}`);
  }
  return lines.join('\n');
}
