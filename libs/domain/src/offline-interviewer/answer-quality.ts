/** How the offline interviewer judges an answer: only 'full' answers move the conversation on. */
export type AnswerQuality = 'full' | 'short' | 'evasive' | 'blaming';

/** Phrases that avoid the question ("weiß nicht", "war halt so"). */
const EVASIVE_PHRASES = [
  'weiß nicht',
  'weiss nicht',
  'weiß ich nicht',
  'weiss ich nicht',
  'keine ahnung',
  'kein plan',
  'war halt so',
  'ist halt so',
  'war einfach so',
  'halt passiert',
  'passiert halt',
  'ist passiert',
  'pech gehabt',
  'dumm gelaufen',
  'blöd gelaufen',
  'egal',
  'kann mich nicht erinnern',
  'keine erinnerung',
  'kein kommentar',
  'dazu sage ich nichts',
  'keine lust',
  'nichts besonderes',
];

/** Phrases that put the responsibility on others or on circumstances. */
const BLAMING_PHRASES = [
  'nicht meine schuld',
  'nicht mein fehler',
  'schuld war',
  'schuld waren',
  'schuld ist',
  'die polizei',
  'die bullen',
  'abzocke',
  'abgezockt',
  'schikane',
  'ungerecht',
  'unfair',
  'zu unrecht',
  'unverhältnismäßig',
  'die anderen',
  'alle anderen',
  'machen doch alle',
  'macht doch jeder',
  'jeder macht das',
  'machen alle',
  'andere fahren auch',
  'hat mich provoziert',
  'wurde provoziert',
  'reingelegt',
  'nur zufall',
];

/** Phrases that show the user owns their part, which outweighs a mention of others. */
const OWNERSHIP_PHRASES = [
  'meine schuld',
  'mein fehler',
  'meine verantwortung',
  'verantwortung übernehme',
  'eigener anteil',
  'mein anteil',
  'meinen anteil',
  'ich hätte',
];

/** Lower-cases the text and reduces it to words separated by single spaces, padded with spaces. */
export function normalizeAnswer(text: string): string {
  const words = text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return ` ${words} `;
}

export function countWords(text: string): number {
  const normalized = normalizeAnswer(text).trim();
  return normalized === '' ? 0 : normalized.split(' ').length;
}

function containsPhrase(normalized: string, phrase: string): boolean {
  return normalized.includes(normalizeAnswer(phrase));
}

/** Evasive phrases only count in answers that do not go on to explain themselves. */
const EVASIVE_WORD_LIMIT = 30;

/**
 * Judges an answer: blaming others without owning one's part, evasive phrases in a short answer, or fewer
 * than `minWords` words all call for a follow-up.
 */
export function assessAnswer(message: string, minWords = 12): AnswerQuality {
  const normalized = normalizeAnswer(message);
  const words = countWords(message);
  const withoutDenials = normalized.replace(/ nicht meine schuld | nicht mein fehler /g, ' ');
  const blames = BLAMING_PHRASES.some((phrase) => containsPhrase(normalized, phrase));
  const owns = OWNERSHIP_PHRASES.some((phrase) => containsPhrase(withoutDenials, phrase));
  if (blames && !owns) return 'blaming';
  if (words < EVASIVE_WORD_LIMIT && EVASIVE_PHRASES.some((phrase) => containsPhrase(normalized, phrase))) {
    return 'evasive';
  }
  if (words < minWords) return 'short';
  return 'full';
}
