import type { ReportCriterion } from '@mpu/contracts';

export const REPORT_CRITERION_LABELS: Record<ReportCriterion, string> = {
  problemInsight: 'Problemeinsicht',
  behaviourChange: 'Verhaltensänderung',
  stability: 'Stabilität und Rückfallprävention',
  consistency: 'Widerspruchsfreiheit',
};
