import {
  REPORT_CRITERIA,
  type ReportCriterion,
  type ReportCriterionScore,
  type SimulationReport,
} from '@mpu/contracts';
import { MAX_QUOTE_LENGTH, REPORT_CRITERION_LABELS, verdictOf, withNoPromiseNote } from '@mpu/domain';

const MAX_QUOTES = 3;
const MAX_TEXT = 2000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.length <= MAX_TEXT ? trimmed : null;
}

const collapse = (value: string) => value.replace(/\s+/g, ' ').trim();

/** Strips quotation marks and ellipses an LLM likes to wrap around an excerpt. */
function unwrapQuote(value: string): string {
  return collapse(value.replace(/^[\s"'„“”‚‘’»«…]+|[\s"'„“”‚‘’»«…]+$/g, '').replace(/^\.\.\.|\.\.\.$/g, ''));
}

/**
 * Keeps only quotes that really are the user's own words: after unwrapping and collapsing whitespace, each
 * must be a substring of one of the user's messages (never of the psychologist's questions). Up to three,
 * distinct, each at most MAX_QUOTE_LENGTH characters.
 */
export function ownQuotes(quotes: unknown, userMessages: readonly string[]): string[] {
  if (!Array.isArray(quotes)) return [];
  const haystacks = userMessages.map(collapse);
  const kept: string[] = [];
  for (const quote of quotes) {
    if (typeof quote !== 'string') continue;
    const clean = unwrapQuote(quote);
    if (clean.length < 3 || clean.length > MAX_QUOTE_LENGTH || kept.includes(clean)) continue;
    if (haystacks.some((message) => message.includes(clean))) kept.push(clean);
    if (kept.length >= MAX_QUOTES) break;
  }
  return kept;
}

function parseCriterion(value: unknown, userMessages: readonly string[]): ReportCriterionScore | null {
  if (!isRecord(value)) return null;
  const criterion = value.criterion;
  if (typeof criterion !== 'string' || !(REPORT_CRITERIA as readonly string[]).includes(criterion))
    return null;
  const score = value.score;
  if (typeof score !== 'number' || !Number.isInteger(score) || score < 0 || score > 10) return null;
  const assessment = text(value.assessment);
  if (assessment === null || !Array.isArray(value.quotes)) return null;
  return {
    criterion: criterion as ReportCriterion,
    label: REPORT_CRITERION_LABELS[criterion as ReportCriterion],
    score,
    assessment,
    quotes: ownQuotes(value.quotes, userMessages),
  };
}

/**
 * Validates the LLM's JSON report strictly; null means "not usable" and the caller falls back to the
 * rule-based report. Rules: valid JSON object; verdict positive|negative; a non-empty summary; exactly one
 * entry per criterion (any order, returned in canonical order) with an integer score 0..10, a non-empty
 * assessment and a quotes array; exactly three non-empty practice items. Labels are replaced by the canonical
 * German ones, quotes that are not the user's own words are dropped, the verdict is recomputed from the
 * scores with the same rule the prompt states (verdictOf) so it can never contradict them, and the summary
 * gets the no-promise note if it promises passing.
 */
export function parseLlmReport(content: string, userMessages: readonly string[]): SimulationReport | null {
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch {
    return null;
  }
  if (!isRecord(data)) return null;
  if (data.verdict !== 'positive' && data.verdict !== 'negative') return null;
  const summary = text(data.summary);
  if (summary === null) return null;
  if (!Array.isArray(data.criteria) || data.criteria.length !== REPORT_CRITERIA.length) return null;
  const byCriterion = new Map<ReportCriterion, ReportCriterionScore>();
  for (const entry of data.criteria) {
    const parsed = parseCriterion(entry, userMessages);
    if (parsed === null || byCriterion.has(parsed.criterion)) return null;
    byCriterion.set(parsed.criterion, parsed);
  }
  const criteria = REPORT_CRITERIA.map((criterion) => byCriterion.get(criterion) as ReportCriterionScore);
  if (!Array.isArray(data.practice) || data.practice.length !== 3) return null;
  const practice = data.practice.map(text);
  if (practice.some((item) => item === null)) return null;
  return {
    verdict: verdictOf(criteria),
    summary: withNoPromiseNote(summary, 'Sie'),
    criteria,
    practice: practice as [string, string, string],
  };
}
