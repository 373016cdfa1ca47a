import type { ReportCriterionScore, SimulatorMode } from '@mpu/contracts';

const DISCLAIMER = 'Das ist eine Einschätzung der Übung, keine Vorhersage des echten Gutachtens.';

export function tooLittleSummary(answerCount: number): string {
  const said =
    answerCount === 0
      ? 'Du hast noch keine Frage beantwortet'
      : `Du hast erst ${answerCount} ${answerCount === 1 ? 'Frage' : 'Fragen'} beantwortet`;
  return `${said} – das ist zu wenig, um Problemeinsicht, Veränderung, Stabilität und Widerspruchsfreiheit einzuschätzen. ${DISCLAIMER} Beantworte in der nächsten Runde mehr Fragen ausführlich, dann bekommst du eine aussagekräftige Rückmeldung.`;
}

export function buildSummary(
  mode: SimulatorMode,
  verdict: 'positive' | 'negative',
  criteria: readonly ReportCriterionScore[],
): string {
  const sorted = [...criteria].sort((a, b) => b.score - a.score);
  const strongest = sorted[0];
  const weakest = sorted[sorted.length - 1];
  const topic = mode === 'traffic-simulator' ? 'deine Verkehrsverstöße' : 'deinen Alkohol- oder Drogenkonsum';
  if (verdict === 'positive') {
    return `In dieser Übung hast du überzeugend über ${topic} gesprochen; am stärksten war der Bereich „${strongest.label}“. ${DISCLAIMER} Auch im echten Gespräch zählt, dass du ehrlich, konkret und bei deinen Angaben bleibst – übe weiter, besonders beim Punkt „${weakest.label}“, damit du auch unter Druck sicher bleibst.`;
  }
  const good =
    strongest.score >= 6
      ? `Gut gelungen ist dir bereits der Bereich „${strongest.label}“.`
      : 'Du hast mit der Übung einen wichtigen ersten Schritt gemacht.';
  return `In dieser Übung hätte ein Gutachter deine Darstellung über ${topic} vermutlich noch nicht als ausreichend angesehen, vor allem beim Punkt „${weakest.label}“. ${good} ${DISCLAIMER} Mit gezielter Vorbereitung lassen sich genau diese Punkte verbessern – nimm dir die drei Übungsvorschläge vor und wiederhole die Simulation.`;
}
