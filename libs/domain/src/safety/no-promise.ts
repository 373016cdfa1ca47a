import { normalizeGerman, splitSentences } from './normalize';

/** How the note addresses the user: the coach says "du", the simulated psychologist "Sie". */
export type NoPromiseRegister = 'du' | 'Sie';

/** The sentence appended to a reply that promises passing the MPU. */
export const NO_PROMISE_NOTE: Record<NoPromiseRegister, string> = {
  Sie: 'Hinweis: Ob Sie die MPU bestehen, kann Ihnen niemand versprechen – das entscheidet allein die Begutachtung. Eine gute Vorbereitung verbessert aber Ihre Ausgangslage.',
  du: 'Hinweis: Ob du die MPU bestehst, kann dir niemand versprechen – das entscheidet allein die Begutachtung. Eine gute Vorbereitung verbessert aber deine Ausgangslage.',
};

/*
 * Keyword heuristic over normalised clauses (see normalizeGerman), deliberately simple. It looks for a
 * second-person future or present of "bestehen"/"schaffen" that is certain ("Sie werden die MPU bestehen",
 * "du bestehst sicher", "dass Sie garantiert bestehen"), success guarantees and "positives Gutachten ist
 * Ihnen sicher". A clause is not a promise when it is negated or hedged ("nicht", "niemand", "kein…",
 * "nur", "erst", "ob"), also when a "dass/ob" clause follows a negated one ("Ich kann nicht versprechen,
 * dass Sie sicher bestehen"). "schaffen" only counts when the clause mentions the MPU, the Gutachten or a
 * Prüfung. Limits: irony, questions ("Werden Sie bestehen?") and paraphrases ("das klappt schon") are
 * not recognised; a false positive only costs one appended sentence.
 */

const NEGATION = /\b(nicht|nie|niemals|niemand|kein\w*|kaum|nur|erst|ob)\b/;
const INSIST = /\b(darauf bestehen|bestehen (darauf|auf))\b/;
const EXAM_CONTEXT = /\b(mpu|gutachten|begutachtung|pruefung|test)\b/;
const CERTAIN =
  '(sicher|sicherlich|bestimmt|garantiert|problemlos|muehelos|definitiv|locker|ganz sicher|auf jeden fall|ohne probleme|ohne weiteres|zu 100 prozent|100 prozent)';

const PASS_PATTERNS: RegExp[] = [
  /\b(sie|du) (werden|wirst) (\w+ ){0,5}bestehen\b/,
  new RegExp(`\\b(sie|du) (bestehen|bestehst) (\\w+ ){0,4}${CERTAIN}\\b`),
  new RegExp(`\\b(sie|du) (\\w+ ){0,3}${CERTAIN} (bestehen|bestehst)\\b`),
  new RegExp(`\\b${CERTAIN} bestanden\\b`),
  /\b(bestehensgarantie|erfolgsgarantie|bestehen garantiert|garantiere (ihnen|dir))\b/,
  /\b(positives? gutachten|die mpu|das bestehen|der erfolg) (ist )?(ihnen|dir) (so gut wie )?sicher\b/,
  /\b(ihnen|dir) ist (die mpu|das bestehen|der erfolg|ein positives gutachten|das positive gutachten) (so gut wie )?sicher\b/,
  /\b(sie|du) (werden|wirst) (\w+ ){0,4}positives? gutachten (bekommen|erhalten|kriegen)\b/,
];
const MANAGE_PATTERNS: RegExp[] = [
  /\b(sie|du) (werden|wirst) (\w+ ){0,5}schaffen\b/,
  new RegExp(`\\b(sie|du) (schaffen|schaffst) (\\w+ ){0,4}${CERTAIN}\\b`),
  new RegExp(`\\b(sie|du) (\\w+ ){0,3}${CERTAIN} (schaffen|schaffst)\\b`),
  new RegExp(`\\b(schaffen|schaffst) (sie|du) (\\w+ ){0,4}${CERTAIN}\\b`),
];

function clauses(text: string): string[] {
  return splitSentences(text).flatMap((sentence) =>
    sentence
      .split(/[,;:–—]|\s-\s/)
      .map(normalizeGerman)
      .filter((clause) => clause.length > 0),
  );
}

function isPromise(clause: string, previous: string | undefined): boolean {
  if (NEGATION.test(clause) || INSIST.test(clause)) return false;
  if (/^(dass|das|ob)\b/.test(clause) && previous !== undefined && NEGATION.test(previous)) return false;
  if (PASS_PATTERNS.some((pattern) => pattern.test(clause))) return true;
  return EXAM_CONTEXT.test(clause) && MANAGE_PATTERNS.some((pattern) => pattern.test(clause));
}

/** Whether a text promises the reader that they will pass the MPU (see the heuristic's limits above). */
export function promisesPassing(text: string): boolean {
  const parts = clauses(text);
  return parts.some((clause, index) => isPromise(clause, parts[index - 1]));
}

/**
 * The no-promise guard for assistant replies: a reply that promises passing gets a short German note that
 * nobody can promise the result. Other replies (and replies that already carry the note) stay as they are.
 */
export function withNoPromiseNote(reply: string, register: NoPromiseRegister = 'Sie'): string {
  const note = NO_PROMISE_NOTE[register];
  if (reply.includes(note) || !promisesPassing(reply)) return reply;
  return `${reply.trimEnd()}\n\n${note}`;
}
