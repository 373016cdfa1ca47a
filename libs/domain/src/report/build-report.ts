import type { ReportCriterionScore, SimulationReport, SimulatorMode, TranscriptTurn } from '@mpu/contracts';
import { assessBehaviourChange } from './criteria/behaviour-change';
import { assessConsistency } from './criteria/consistency';
import type { CriterionInput, CriterionResult } from './criteria/criterion';
import { assessProblemInsight } from './criteria/problem-insight';
import { assessStability } from './criteria/stability';
import { REPORT_CRITERION_LABELS } from './labels';
import { practiceSuggestions, tooLittlePractice } from './practice-suggestions';
import { toSegments, userAnswers } from './segments';
import { buildSummary, tooLittleSummary } from './summary';

/** Below this many answers the report only says there is too little to assess. */
export const MIN_ANSWERS_FOR_REPORT = 3;

export interface RuleBasedReportInput {
  mode: SimulatorMode;
  history: readonly TranscriptTurn[];
}

function withLabel(result: CriterionResult): ReportCriterionScore {
  return { ...result, label: REPORT_CRITERION_LABELS[result.criterion] };
}

/** 'positive' only if every criterion scores at least 6 and the average is at least 7. */
export function verdictOf(criteria: readonly ReportCriterionScore[]): 'positive' | 'negative' {
  const average = criteria.reduce((sum, entry) => sum + entry.score, 0) / criteria.length;
  return criteria.every((entry) => entry.score >= 6) && average >= 7 ? 'positive' : 'negative';
}

/**
 * Deterministic end-of-simulation report over the user's answers, used when no LLM is configured.
 * Keyword heuristics only: it rewards owning the behaviour, concrete verifiable change, risk strategies
 * and consistent facts, and it quotes the user's own words it rests on.
 */
export function buildRuleBasedReport({ mode, history }: RuleBasedReportInput): SimulationReport {
  const answers = userAnswers(history);
  const input: CriterionInput = { mode, answers, segments: toSegments(answers) };
  const criteria = [
    assessProblemInsight(input),
    assessBehaviourChange(input),
    assessStability(input),
    assessConsistency(input),
  ].map(withLabel);

  if (answers.length < MIN_ANSWERS_FOR_REPORT) {
    return {
      verdict: 'negative',
      summary: tooLittleSummary(answers.length),
      criteria: criteria.map((entry) => ({
        ...entry,
        score: Math.min(entry.score, 3),
        assessment:
          entry.quotes.length === 0
            ? 'Zu wenige Antworten – dazu hast du noch nichts gesagt.'
            : `Zu wenige Antworten für eine belastbare Einschätzung. ${entry.assessment}`,
      })),
      practice: tooLittlePractice(),
    };
  }

  const verdict = verdictOf(criteria);
  return {
    verdict,
    summary: buildSummary(mode, verdict, criteria),
    criteria,
    practice: practiceSuggestions(mode, criteria),
  };
}
