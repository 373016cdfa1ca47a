export {
  MIN_ANSWERS_FOR_REPORT,
  buildRuleBasedReport,
  verdictOf,
  type RuleBasedReportInput,
} from './build-report';
export { REPORT_CRITERION_LABELS } from './labels';
export { MAX_QUOTE_LENGTH, trimQuote } from './quotes';
