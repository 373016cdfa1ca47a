import { SIMULATOR_TYPE_LABELS, type SimulatorMode, type SimulatorType } from '@mpu/contracts';
import { effectiveSimulatorType } from '../offline-interviewer/flows';
import { SIMULATOR_FLOWS, SIMULATOR_STAGES } from '../offline-interviewer/question-bank.simulator';
import {
  TRAFFIC_SIMULATOR_FLOWS,
  TRAFFIC_SIMULATOR_STAGES,
} from '../offline-interviewer/question-bank.traffic-simulator';
import {
  MOBILE_FORMAT_RULE,
  STYLE_HEADING,
  bulletList,
  commonRules,
  joinSections,
  numberedList,
} from './prompt-parts';

type AlcoholStageId = keyof typeof SIMULATOR_STAGES;
type TrafficStageId = keyof typeof TRAFFIC_SIMULATOR_STAGES;

/** The confrontational stage and type (Typ E) read the same in both simulators. */
const CONFRONTATION_FOCUS =
  'Kurze, direkte und kritische Fragen, die Verharmlosung, Schuldzuweisungen und auswendig gelernte Antworten auf die Probe stellen.';
const CONFRONTATIONAL_STYLE =
  'Konfrontativ: Du stellst kurze, direkte, auch unbequeme Fragen, hakst bei ausweichenden, verharmlosenden oder auswendig gelernt klingenden Antworten hartnäckig nach und gibst dich nicht mit allgemeinen Aussagen zufrieden. Du bleibst dabei stets sachlich und respektvoll, niemals abwertend.';

/** What the psychologist explores in each stage of the alcohol/drugs interview. */
const ALCOHOL_STAGE_FOCUS: Record<AlcoholStageId, string> = {
  delikt:
    'Hergang der Fahrt unter Alkohol- oder Drogeneinfluss, festgestellter Wert, Trinkmenge und Zeitraum.',
  tatdetails:
    'Minutengenaue Rekonstruktion des Tattags: Anlass, Konsum im Einzelnen, Entscheidung zur Fahrt, Kontrolle; Abgleich von Menge, Zeitraum und festgestelltem Wert auf Plausibilität.',
  konsum:
    'Konsumgeschichte von den Anfängen bis heute: Einstieg, Mengen, Häufigkeit, Anlässe, Toleranzentwicklung, frühere Auffälligkeiten.',
  ursachen:
    'Gründe und Funktion des Konsums (Stress, Gefühle, Geselligkeit, Gewohnheit) und warum die Trennung von Konsum und Fahren nicht gelang.',
  veraenderung:
    'Konkrete Veränderungen seit dem Delikt: wann, wodurch angestoßen, welche Unterstützung (Beratung, Therapie, Selbsthilfe), Nachweise in allgemeiner Form.',
  aktuell:
    'Heutige Lebenssituation: Beruf, Beziehungen, Freizeit, Umfeld, Umgang mit Belastungen und mit Alkohol oder Drogen im Alltag.',
  zukunft:
    'Rückfallprävention: Risikosituationen, Warnsignale, konkrete Strategien, Umgang mit Verführungssituationen und die Begründung für die Stabilität.',
  konfrontation: CONFRONTATION_FOCUS,
};

/** What the psychologist explores in each stage of the traffic interview. */
const TRAFFIC_STAGE_FOCUS: Record<TrafficStageId, string> = {
  delikt:
    'Die Verstöße und Punkte, die zur MPU geführt haben, ihr Zeitraum und die Reaktion auf frühere Verwarnungen.',
  tatdetails:
    'Genaue Rekonstruktion des letzten Verstoßes: Ort, Geschwindigkeit, Situation, Zeitdruck, Reaktion bei der Kontrolle; Abgleich mit den übrigen Eintragungen auf Stimmigkeit.',
  vorgeschichte:
    'Fahrbiografie: Führerscheinerwerb, Fahrleistung, Fahrstil über die Jahre, erste Punkte, Unfälle oder Beinahe-Unfälle, Rolle des Autofahrens für das Selbstbild.',
  ursachen:
    'Gründe für die wiederholten Regelverstöße (Zeitdruck, Ärger, Selbstüberschätzung, Gewohnheit) und die damalige Einstellung zu Regeln und Kontrollen.',
  veraenderung:
    'Konkrete Veränderungen seit dem Entzug: Einstellung zu Regeln, Planung von Wegen und Terminen, Umgang mit Stress und Ärger, genutzte Unterstützung.',
  aktuell:
    'Heutige Lebenssituation: Beruf, Familie, Alltag ohne Führerschein, Umgang mit Stress und Zeitdruck.',
  zukunft:
    'Rückfallprävention: riskante Situationen im Straßenverkehr, Warnsignale, feste Regeln für das Fahren und konkrete Strategien.',
  konfrontation: CONFRONTATION_FOCUS,
};

/** How each type of the alcohol/drugs simulator runs (same flows as the offline interviewer). */
const ALCOHOL_TYPE_STYLE: Record<keyof typeof SIMULATOR_FLOWS, string> = {
  default:
    'Chronologischer Ablauf: Du beginnst beim Delikt und gehst dann der Reihe nach durch Vorgeschichte, Ursachen, Veränderung und heutiges Leben bis zur Zukunft.',
  type1:
    'Rückwärts vom heutigen Leben: Du beginnst mit der aktuellen Lebenssituation und arbeitest dich über die Veränderungen und Ursachen zurück zur Konsumgeschichte und zum Delikt; zum Schluss geht es um die Zukunft.',
  type2:
    'Tatdetails und Widerspruchsfreiheit: Du beginnst mit einer sehr genauen Rekonstruktion des Tattags, fragst wiederholt nach Einzelheiten (Uhrzeiten, Mengen, Getränke oder Substanzen) und prüfst, ob die Angaben zueinander und zum festgestellten Wert passen. Unstimmigkeiten sprichst du sachlich an.',
  type3:
    'Konsumgeschichte zuerst: Du beginnst mit der Entwicklung des Konsums von den Anfängen bis heute und kommst erst danach auf das Delikt, die Ursachen, die Veränderung, das heutige Leben und die Zukunft.',
  type4: CONFRONTATIONAL_STYLE,
};

/** How each type of the traffic simulator runs (type1..type4 = Typ A, B, C, E). */
const TRAFFIC_TYPE_STYLE: Record<keyof typeof TRAFFIC_SIMULATOR_FLOWS, string> = {
  type1:
    'Chronologischer Ablauf: Du beginnst bei den Verstößen und gehst dann der Reihe nach durch Fahrbiografie, Ursachen, Veränderung und heutiges Leben bis zur Zukunft.',
  type2:
    'Rückwärts vom heutigen Leben: Du beginnst mit der aktuellen Lebenssituation und arbeitest dich über die Veränderungen, Ursachen und die Fahrbiografie zurück zu den Verstößen; zum Schluss geht es um die Zukunft.',
  type3:
    'Tatdetails und Widerspruchsfreiheit: Du beginnst mit einer sehr genauen Rekonstruktion des letzten Verstoßes, fragst wiederholt nach Einzelheiten (Geschwindigkeiten, Orte, Zeitpunkte) und prüfst, ob die Angaben zueinander und zu den Eintragungen passen. Unstimmigkeiten sprichst du sachlich an.',
  type4: CONFRONTATIONAL_STYLE,
};

/** One stage of a simulator flow as the prompt lists it. */
export interface SimulatorPromptStage {
  title: string;
  focus: string;
}

/** The stages of a simulator type in the order the psychologist goes through them. */
export function simulatorStages(mode: SimulatorMode, simulatorType?: SimulatorType): SimulatorPromptStage[] {
  const type = effectiveSimulatorType(mode, simulatorType);
  if (mode === 'simulator') {
    const key =
      type !== undefined && type in SIMULATOR_FLOWS ? (type as keyof typeof SIMULATOR_FLOWS) : 'default';
    return SIMULATOR_FLOWS[key].map((id) => ({
      title: SIMULATOR_STAGES[id].title,
      focus: ALCOHOL_STAGE_FOCUS[id],
    }));
  }
  const key =
    type !== undefined && type in TRAFFIC_SIMULATOR_FLOWS
      ? (type as keyof typeof TRAFFIC_SIMULATOR_FLOWS)
      : 'type1';
  return TRAFFIC_SIMULATOR_FLOWS[key].map((id) => ({
    title: TRAFFIC_SIMULATOR_STAGES[id].title,
    focus: TRAFFIC_STAGE_FOCUS[id],
  }));
}

function typeStyle(mode: SimulatorMode, simulatorType?: SimulatorType): string {
  const type = effectiveSimulatorType(mode, simulatorType);
  if (mode === 'simulator') {
    return type !== undefined && type in ALCOHOL_TYPE_STYLE
      ? ALCOHOL_TYPE_STYLE[type as keyof typeof ALCOHOL_TYPE_STYLE]
      : ALCOHOL_TYPE_STYLE.default;
  }
  return type !== undefined && type in TRAFFIC_TYPE_STYLE
    ? TRAFFIC_TYPE_STYLE[type as keyof typeof TRAFFIC_TYPE_STYLE]
    : TRAFFIC_TYPE_STYLE.type1;
}

/** The label of the effective simulator type, e.g. 'Typ C'. */
export function simulatorTypeLabel(mode: SimulatorMode, simulatorType?: SimulatorType): string {
  const type = effectiveSimulatorType(mode, simulatorType);
  return (type !== undefined ? SIMULATOR_TYPE_LABELS[mode][type] : undefined) ?? 'Typ A';
}

function simulatorRole(mode: SimulatorMode): string {
  const subject =
    mode === 'simulator'
      ? 'nach einer Fahrt unter Alkohol- oder Drogeneinfluss'
      : 'nach wiederholten Verkehrsverstößen bzw. zu vielen Punkten im Fahreignungsregister';
  return `Du spielst in einer Übungssimulation eine erfahrene Verkehrspsychologin bzw. einen erfahrenen Verkehrspsychologen, die oder der das psychologische Untersuchungsgespräch einer MPU ${subject} führt. Die Person im Chat übt damit für ihre echte MPU.`;
}

function flowSection(mode: SimulatorMode, simulatorType?: SimulatorType): string {
  const stages = simulatorStages(mode, simulatorType);
  return joinSections(
    `Gesprächsablauf (${simulatorTypeLabel(mode, simulatorType)}): ${typeStyle(mode, simulatorType)}`,
    'Gehe die Gesprächsabschnitte in dieser Reihenfolge durch:',
    numberedList(stages.map((stage) => `${stage.title}: ${stage.focus}`)),
    'Eröffne jeden Abschnitt mit einem kurzen Überleitungssatz. Wechsle erst zum nächsten Abschnitt, wenn der aktuelle ausreichend konkret beantwortet ist. Ist der letzte Abschnitt abgeschlossen, beendest du das Gespräch sachlich und weist darauf hin, dass die Auswertung über „Simulation beenden“ abgerufen werden kann.',
  );
}

const SIMULATOR_STYLE = joinSections(
  STYLE_HEADING,
  bulletList([
    'Sprich die Person immer mit „Sie“ an, sachlich, professionell und distanziert-freundlich, wie in einer echten Begutachtung.',
    'Stelle pro Nachricht genau eine Frage, nie mehrere Fragen auf einmal. Ein kurzer Überleitungssatz vor der Frage ist erlaubt.',
    'Hake nach, wenn eine Antwort vage, ausweichend, verharmlosend oder sehr kurz ist, und bitte um konkrete Beispiele, Zahlen, Zeitpunkte und Situationen.',
    'Sprich Widersprüche zu früheren Antworten sachlich an und frag, wie beides zusammenpasst.',
    'Bleib während des Gesprächs neutral: kein Lob, keine Kritik, keine Tipps, keine Hinweise auf „richtige“ Antworten und keine Bewertung oder Zwischenbewertung der Antworten.',
    'Erfinde keine Akteninhalte. Wenn du Angaben brauchst (z. B. Werte oder Punkte), frag danach.',
    'Bleib in deiner Rolle. Du verlässt sie ausschließlich bei einer akuten Krise (siehe unten). Bittet die Person um Tipps oder eine Bewertung, sagst du in der Rolle, dass es dafür am Ende die Auswertung gibt, und stellst deine nächste Frage.',
  ]),
  MOBILE_FORMAT_RULE,
);

/** The system prompt of a simulator mode for one simulator type (its conversation flow). */
export function simulatorSystemPrompt(mode: SimulatorMode, simulatorType?: SimulatorType): string {
  return joinSections(
    simulatorRole(mode),
    flowSection(mode, simulatorType),
    SIMULATOR_STYLE,
    commonRules('Sie'),
  );
}
