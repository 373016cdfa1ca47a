import type { InterviewStage } from './interviewer.types';
import { SIMULATOR_WORDING, STAGE_TITLES } from './shared-wording';

/** Stages of the simulated MPU interview on alcohol and drugs (the psychologist's formal "Sie"). */
export const SIMULATOR_STAGES = {
  delikt: {
    id: 'delikt',
    title: 'Das Delikt',
    intro: 'Ich möchte zunächst über das Delikt sprechen, das zu dieser Untersuchung geführt hat.',
    questions: [
      'Schildern Sie bitte: Wie ist es zu der Fahrt unter Alkohol- oder Drogeneinfluss gekommen?',
      'Wie viel hatten Sie an dem Abend getrunken oder konsumiert, und über welchen Zeitraum?',
      'Welcher Wert wurde bei Ihnen festgestellt?',
      'Wie haben Sie sich während der Fahrt gefühlt, und welche Wirkung haben Sie bemerkt?',
      'Warum haben Sie sich trotz des Konsums ans Steuer gesetzt?',
      'Welche anderen Möglichkeiten hätten Sie an dem Abend gehabt, nach Hause zu kommen?',
      'Sind Sie vorher schon einmal unter Alkohol- oder Drogeneinfluss gefahren?',
      'Wie erklären Sie sich, dass Sie mit diesem Wert noch fahren konnten?',
    ],
    followUps: [
      'Bitte beschreiben Sie das genauer: Was ist an dem Abend im Einzelnen passiert?',
      'Können Sie mir dazu genaue Uhrzeiten und Mengen nennen?',
      'Was ging Ihnen in dem Moment durch den Kopf, als Sie losgefahren sind?',
      SIMULATOR_WORDING.fitsEarlierAccount,
    ],
  },
  tatdetails: {
    id: 'tatdetails',
    title: 'Einzelheiten zum Tattag',
    intro: 'Ich möchte mit dem Tattag beginnen und dabei sehr genau nachfragen.',
    questions: [
      'Wann genau haben Sie am Tattag mit dem Trinken oder Konsumieren begonnen?',
      'Was genau haben Sie getrunken oder konsumiert – bitte Getränk für Getränk beziehungsweise Substanz für Substanz?',
      'Mit wem waren Sie unterwegs, und wie viel haben die anderen getrunken oder konsumiert?',
      'Wann haben Sie zuletzt etwas getrunken oder konsumiert, bevor Sie losgefahren sind?',
      'Welche Strecke wollten Sie fahren, und wie weit sind Sie gekommen?',
      'Wie kam es zur Kontrolle, und wie haben Sie sich gegenüber der Polizei verhalten?',
      'Wenn man Ihre Angaben zur Menge mit dem gemessenen Wert vergleicht: Passt das aus Ihrer Sicht zusammen?',
      SIMULATOR_WORDING.correctOrAdd,
    ],
    followUps: [
      'Das möchte ich genau wissen: Wie viel haben Sie in Gläsern oder Gramm konsumiert, und in welchem Zeitraum?',
      SIMULATOR_WORDING.soundedDifferent,
      'Können Sie die Reihenfolge der Ereignisse noch einmal Schritt für Schritt für mich schildern, damit ich Ihre Angaben nachvollziehen kann?',
      SIMULATOR_WORDING.rememberOrAssume,
    ],
  },
  konsum: {
    id: 'konsum',
    title: 'Konsumgeschichte',
    intro: 'Ich möchte nun auf Ihre Konsumgeschichte zu sprechen kommen.',
    questions: [
      'Wann haben Sie zum ersten Mal Alkohol getrunken oder Drogen konsumiert?',
      'Wie hat sich Ihr Konsum danach über die Jahre entwickelt?',
      'Wie sah Ihr Konsum im Jahr vor dem Delikt in einer typischen Woche aus?',
      'Was war die größte Menge, die Sie jemals an einem Tag getrunken oder konsumiert haben?',
      'Haben Sie eine Gewöhnung an die Wirkung bemerkt, also dass Sie mit der Zeit mehr vertragen haben?',
      'Gab es Phasen, in denen Sie weniger oder gar nicht konsumiert haben, und wie kam es dazu?',
      'Hat Sie jemand aus Ihrem Umfeld auf Ihren Konsum angesprochen?',
      'Welche Drogen oder Medikamente haben Sie außer Alkohol jemals konsumiert?',
    ],
    followUps: [
      'Können Sie das in konkreten Mengen und Häufigkeiten angeben?',
      'Wie würden Menschen, die Sie damals gut kannten, Ihren Konsum beschreiben?',
      'Woran machen Sie fest, dass Ihr Konsum damals so war, wie Sie ihn schildern?',
      'Gab es Anzeichen für problematischen Konsum, die Sie damals übersehen haben?',
    ],
  },
  ursachen: {
    id: 'ursachen',
    title: STAGE_TITLES.causes,
    intro: 'Lassen Sie uns nun über die Gründe für Ihren Konsum sprechen.',
    questions: [
      'Welche Funktion hatte der Alkohol oder der Konsum damals für Sie?',
      'In welchen Situationen oder Stimmungen haben Sie besonders viel konsumiert?',
      'Welche Belastungen gab es in Ihrem Leben in der Zeit vor dem Delikt?',
      'Wie sind Sie damals mit Stress, Konflikten oder Langeweile umgegangen?',
      'Welche Rolle hat Ihr Freundeskreis bei Ihrem Konsum gespielt?',
      'Warum hat es aus Ihrer Sicht so lange gedauert, bis Sie etwas verändert haben?',
      'Was ist aus heutiger Sicht der eigentliche Grund für Ihr damaliges Konsumverhalten?',
    ],
    followUps: [
      'Was genau hat Ihnen der Konsum in solchen Momenten gegeben?',
      SIMULATOR_WORDING.concreteSituation,
      'Was haben Sie damals durch den Konsum vermieden oder verdrängt?',
      SIMULATOR_WORDING.explainToday,
    ],
  },
  veraenderung: {
    id: 'veraenderung',
    title: STAGE_TITLES.change,
    intro: 'Kommen wir nun zu dem, was sich seit dem Delikt bei Ihnen verändert hat.',
    questions: [
      'Was haben Sie seit dem Delikt konkret an Ihrem Konsumverhalten verändert?',
      'Wann genau haben Sie diese Veränderung begonnen, und was war der Auslöser?',
      'Trinken Sie heute gar nicht mehr oder kontrolliert – und warum haben Sie sich so entschieden?',
      'Seit wann leben Sie abstinent beziehungsweise kontrolliert, und wie belegen Sie das?',
      'Welche professionelle Unterstützung haben Sie in Anspruch genommen, und was hat sie Ihnen gebracht?',
      'Was fiel Ihnen bei der Umstellung am schwersten?',
      'Wie hat Ihr Umfeld auf Ihre Veränderung reagiert?',
      'Was ist heute der wichtigste Unterschied zu Ihrer Situation vor dem Delikt?',
    ],
    followUps: [
      'Können Sie mir ein konkretes Beispiel nennen, an dem man diese Veränderung sieht?',
      SIMULATOR_WORDING.stepByStep,
      'Welche Nachweise können Sie dafür vorlegen?',
      'Woran würde ein Außenstehender merken, dass Sie sich verändert haben?',
    ],
  },
  aktuell: {
    id: 'aktuell',
    title: STAGE_TITLES.currentLife,
    intro: SIMULATOR_WORDING.currentLifeIntro,
    questions: [
      SIMULATOR_WORDING.currentLife,
      'Wie verläuft bei Ihnen ein ganz normaler Wochentag?',
      'Wie verbringen Sie heute Ihre Freizeit und Ihre Wochenenden?',
      'Wie gehen Sie heute mit Stress oder Ärger um?',
      'Wer gehört heute zu Ihrem engeren Freundeskreis?',
      'Wie gehen Sie heute auf Feiern oder Familienfesten mit Alkohol um?',
      'Worauf sind Sie in Ihrem jetzigen Leben besonders stolz?',
    ],
    followUps: [
      SIMULATOR_WORDING.moreDetail,
      SIMULATOR_WORDING.newOrOld,
      'Wie sah das zur Zeit des Delikts bei Ihnen aus?',
      SIMULATOR_WORDING.recentSituation,
    ],
  },
  zukunft: {
    id: 'zukunft',
    title: STAGE_TITLES.future,
    intro: SIMULATOR_WORDING.futureIntro,
    questions: [
      'Welche Situationen könnten für Sie in Zukunft riskant werden?',
      'Wie würden Sie reagieren, wenn Ihnen auf einer Feier Alkohol angeboten wird?',
      SIMULATOR_WORDING.differentToday,
      'Woran würden Sie merken, dass Sie wieder in alte Muster geraten?',
      'Was würden Sie tun, wenn es doch einmal zu einem Rückfall käme?',
      'Wie stellen Sie sicher, dass Sie nie wieder unter Alkohol- oder Drogeneinfluss fahren?',
      'Warum sollte man Ihnen glauben, dass Ihre Veränderung dauerhaft ist?',
    ],
    followUps: [
      SIMULATOR_WORDING.howExactly,
      'Was würden Sie tun, wenn dieser Plan einmal nicht funktioniert?',
      'Wer unterstützt Sie dabei, und wie?',
      'Was macht Sie so sicher, dass Ihnen das auch in schwierigen Zeiten gelingt?',
    ],
  },
  konfrontation: {
    id: 'konfrontation',
    title: STAGE_TITLES.confrontation,
    intro: SIMULATOR_WORDING.confrontationIntro,
    questions: [
      'Warum sind Sie hier?',
      'Haben Sie ein Alkohol- oder Drogenproblem?',
      'Wie viel trinken Sie heute?',
      'Wer ist schuld an Ihrem Führerscheinverlust?',
      'Was hat Ihnen der Konsum gebracht?',
      'Warum sollte ich Ihnen Ihre Abstinenz glauben?',
      'Was haben Sie wirklich verändert?',
      'Was machen Sie, wenn Ihre Freunde trinken?',
    ],
    followUps: [
      SIMULATOR_WORDING.notEnough,
      SIMULATOR_WORDING.soundsLearned,
      SIMULATOR_WORDING.howToTell,
      'Und was heißt das konkret für Ihren Alltag?',
    ],
  },
} as const satisfies Record<string, InterviewStage>;

type SimulatorStageId = keyof typeof SIMULATOR_STAGES;

/**
 * The conversation flow of each type of the alcohol/drugs simulator (Typ A–E). The types differ only in the
 * order and style of the conversation, not in their focus.
 */
export const SIMULATOR_FLOWS = {
  /** Typ A: chronological – offence, history, causes, change, current life, future. */
  default: ['delikt', 'konsum', 'ursachen', 'veraenderung', 'aktuell', 'zukunft'],
  /** Typ B: starts with current life and works backwards to the offence. */
  type1: ['aktuell', 'veraenderung', 'ursachen', 'konsum', 'delikt', 'zukunft'],
  /** Typ C: starts with the details of the offence day and checks consistency. */
  type2: ['tatdetails', 'konsum', 'ursachen', 'veraenderung', 'zukunft'],
  /** Typ D: starts with the consumption history. */
  type3: ['konsum', 'delikt', 'ursachen', 'veraenderung', 'aktuell', 'zukunft'],
  /** Typ E: confrontational, short questions and more follow-ups. */
  type4: ['konfrontation', 'delikt', 'ursachen', 'veraenderung', 'zukunft'],
} as const satisfies Record<string, readonly SimulatorStageId[]>;
