import type { TranscriptTurn } from '@mpu/contracts';
import { normalizeGerman, splitSentences } from '../safety/normalize';

/** One sentence (or clause of a long sentence) of a user answer: original wording plus normalised form. */
export interface Segment {
  /** Index of the answer in the list of non-empty user answers. */
  answer: number;
  /** Verbatim text as the user wrote it (trimmed). */
  text: string;
  /** normalizeGerman(text), used for matching. */
  norm: string;
}

const MAX_SEGMENT = 160;

/** The user's non-empty answers of a transcript (`turn.message`), trimmed. */
export function userAnswers(history: readonly TranscriptTurn[]): string[] {
  return history.map((turn) => (turn.message ?? '').trim()).filter((message) => message.length > 0);
}

function splitLong(sentence: string): string[] {
  if (sentence.length <= MAX_SEGMENT) return [sentence];
  return sentence
    .split(/(?<=[,;:])\s+|\s+[–—-]\s+/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/** Splits the answers into matchable segments: sentences, long sentences further into clauses. */
export function toSegments(answers: readonly string[]): Segment[] {
  return answers.flatMap((message, answer) =>
    splitSentences(message)
      .flatMap(splitLong)
      .map((text) => ({ answer, text, norm: normalizeGerman(text) })),
  );
}
