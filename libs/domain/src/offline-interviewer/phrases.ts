import type { AnswerQuality } from './answer-quality';
import type { InterviewRegister } from './interviewer.types';

/** Picks an entry deterministically: the same seed always yields the same entry. */
export function pick<T>(list: readonly T[], seed: number): T {
  const item = list[Math.abs(seed) % list.length];
  if (item === undefined) throw new Error('pick: empty list');
  return item;
}

/** Before a follow-up: names why the interviewer digs deeper, without asking a question itself. */
export const FOLLOW_UP_PREFIXES: Record<
  InterviewRegister,
  Record<Exclude<AnswerQuality, 'full'>, string[]>
> = {
  du: {
    short: [
      'Lass uns bei dieser Frage noch einen Moment bleiben – im echten Gespräch reicht eine kurze Antwort meist nicht aus.',
      'Das ist ein guter Anfang. Versuch, noch etwas mehr in deinen eigenen Worten zu erzählen.',
    ],
    evasive: [
      'Es ist völlig in Ordnung, wenn die Antwort nicht sofort da ist. Nimm dir einen Moment Zeit.',
      'Solche Antworten hört der Gutachter oft – sie wirken aber schnell ausweichend. Versuch es noch einmal ganz ehrlich.',
    ],
    blaming: [
      'Ich verstehe, dass du auch die Umstände siehst. Im MPU-Gespräch zählt aber vor allem, welchen Anteil du selbst hattest.',
    ],
  },
  Sie: {
    short: ['Das ist mir noch zu knapp.', 'Bitte führen Sie das etwas genauer aus.'],
    evasive: ['Versuchen Sie es bitte trotzdem.', 'Mit dieser Antwort kann ich noch wenig anfangen.'],
    blaming: ['Mich interessiert vor allem Ihr eigener Anteil.'],
  },
};

/** Follow-ups when the user puts the responsibility on others. */
export const BLAME_FOLLOW_UPS: Record<InterviewRegister, string[]> = {
  du: [
    'Was war dein eigener Anteil an der Situation – unabhängig davon, was andere getan haben?',
    'Was hättest du selbst in dieser Situation anders machen können?',
    'Wie würdest du die Situation schildern, wenn du nur über dein eigenes Verhalten sprichst?',
  ],
  Sie: [
    'Welchen Anteil hatten Sie selbst daran?',
    'Was hätten Sie selbst in dieser Situation anders machen können?',
    'Wie würden Sie die Situation schildern, wenn Sie nur über Ihr eigenes Verhalten sprechen?',
  ],
};

/** The simulated psychologist acknowledges neutrally. */
export const NEUTRAL_ACKNOWLEDGEMENTS = [
  'Danke.',
  'Verstehe.',
  'Gut, danke.',
  'In Ordnung.',
  'Danke für Ihre Ausführungen.',
];

/** Coach reflections keyed by what the answer talks about; the first matching theme wins. */
export const COACH_REFLECTIONS: { stems: string[]; text: string }[] = [
  {
    stems: ['meine schuld', 'mein fehler', 'verantwortung', 'ich hätte', 'mein anteil', 'eigener anteil'],
    text: 'Dass du hier Verantwortung übernimmst, ist ein wichtiger Schritt – genau darauf kommt es im Gespräch an.',
  },
  {
    stems: [
      'angst',
      'scham',
      'schäm',
      'stress',
      'druck',
      'wut',
      'traurig',
      'einsam',
      'überfordert',
      'gefühl',
    ],
    text: 'Danke, dass du so offen über deine Gefühle sprichst – das hilft, die Hintergründe wirklich zu verstehen.',
  },
  {
    stems: ['abstinen', 'haaranalyse', 'haarprobe', 'urin', 'etg', 'nachweis', 'screening', 'beleg'],
    text: 'Gut, dass du an Belege denkst – nachvollziehbare Nachweise machen deine Schilderung glaubwürdig.',
  },
  {
    stems: ['therapie', 'therapeut', 'beratung', 'selbsthilfe', 'gruppe', 'psycholog', 'berater'],
    text: 'Stark, dass du dir Unterstützung geholt hast – davon kannst du im Gespräch ruhig konkret erzählen.',
  },
];

/** Coach reflection when the answer contains concrete numbers (amounts, times, dates). */
export const COACH_CONCRETE_REFLECTION =
  'Gut, dass du so konkret wirst – genaue Angaben wirken ehrlich und nachvollziehbar.';

export const COACH_GENERIC_REFLECTIONS = [
  'Danke, das ist eine ehrliche und ausführliche Antwort.',
  'Gut beschrieben – so wird deine Sicht für andere nachvollziehbar.',
  'Das klingt reflektiert – genau so kannst du es auch im Gespräch erklären.',
  'Danke dir, damit können wir gut weiterarbeiten.',
];

/** When the follow-ups of a question are used up and the answer is still thin. */
export const MOVE_ON_ANYWAY: Record<InterviewRegister, string> = {
  du: 'Danke dir. Wir können später noch einmal auf diese Frage zurückkommen – überleg dir bis dahin in Ruhe eine ausführlichere Antwort.',
  Sie: 'Gut, dann machen wir weiter.',
};

/** When the user types "weiter" to skip a question. */
export const SKIP_ACKNOWLEDGEMENT: Record<InterviewRegister, string> = {
  du: 'In Ordnung, wir lassen diese Frage erst einmal aus.',
  Sie: 'In Ordnung, dann kommen wir zur nächsten Frage.',
};

export const COACH_OPENING = 'Schön, dass du da bist! Wir gehen die Themen der Reihe nach durch.';
export const SIMULATOR_OPENING = 'Guten Tag, schön, dass Sie da sind.';

const NUMBER_WORDS = [
  'null',
  'ein',
  'zwei',
  'drei',
  'vier',
  'fünf',
  'sechs',
  'sieben',
  'acht',
  'neun',
  'zehn',
];

/** Small numbers as German words ("fünf Themen"), larger ones as digits. */
function numberWord(n: number): string {
  return NUMBER_WORDS[n] ?? String(n);
}

export function coachExhaustedMessage(topicCount: number): string {
  return (
    `Danke dir – damit haben wir alle ${numberWord(topicCount)} Themen gemeinsam durchgearbeitet. Das war ein großes Stück Arbeit! ` +
    'Wenn du ein Thema vertiefen möchtest, schreib einfach zum Beispiel „Thema 3“. ' +
    'Oder starte eine neue Sitzung, um alles noch einmal von vorn zu üben – mit jeder Runde werden deine Antworten klarer und sicherer.'
  );
}

export const SIMULATOR_EXHAUSTED_MESSAGE =
  'Vielen Dank, damit sind wir am Ende des Gesprächs angekommen. ' +
  'Klicken Sie jetzt auf „Simulation beenden“, um Ihre Auswertung zu erhalten.';
