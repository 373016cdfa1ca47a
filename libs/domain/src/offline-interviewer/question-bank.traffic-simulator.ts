import type { InterviewStage } from './interviewer.types';
import { SIMULATOR_WORDING, STAGE_TITLES } from './shared-wording';

/** Stages of the simulated MPU interview on traffic offences and points (the psychologist's formal "Sie"). */
export const TRAFFIC_SIMULATOR_STAGES = {
  delikt: {
    id: 'delikt',
    title: 'Die Verkehrsverstöße',
    intro: 'Ich möchte zunächst über die Verstöße sprechen, die zu dieser Untersuchung geführt haben.',
    questions: [
      'Wie viele Punkte hatten Sie in Flensburg, und wie kam es dazu?',
      'Welche Verstöße haben letztlich zum Entzug Ihrer Fahrerlaubnis geführt?',
      'Über welchen Zeitraum sind Ihre Verstöße zusammengekommen?',
      'Welcher Ihrer Verstöße war aus Ihrer Sicht der gefährlichste, und warum?',
      'Wurden Sie vorher verwarnt, oder haben Sie an einem Fahreignungsseminar teilgenommen?',
      'Warum haben Verwarnungen und Bußgelder Ihr Fahrverhalten damals nicht verändert?',
      'Wie oft sind Sie Ihrer Einschätzung nach regelwidrig gefahren, ohne erwischt zu werden?',
    ],
    followUps: [
      'Bitte schildern Sie das genauer: Was ist im Einzelnen passiert?',
      'Können Sie mir dazu Geschwindigkeiten, Orte und Zeitpunkte nennen?',
      'Was ging Ihnen in dem Moment durch den Kopf?',
      SIMULATOR_WORDING.fitsEarlierAccount,
    ],
  },
  tatdetails: {
    id: 'tatdetails',
    title: 'Einzelheiten der Verstöße',
    intro: 'Ich möchte mit Ihrem letzten Verstoß beginnen und dabei sehr genau nachfragen.',
    questions: [
      'Schildern Sie mir bitte den letzten Verstoß im Detail: Wo waren Sie, und wie schnell waren Sie unterwegs?',
      'Was hatten Sie an diesem Tag vor, und standen Sie unter Zeitdruck?',
      'Wie war die Verkehrssituation in dem Moment – Wetter, Verkehrsaufkommen, Mitfahrer – bei Ihnen?',
      'Haben Sie das Tempolimit oder das Verkehrszeichen bemerkt?',
      'Wie haben Sie reagiert, als Sie angehalten wurden oder den Bußgeldbescheid bekommen haben?',
      'Wie passt dieser Verstoß zu den anderen Eintragungen in Ihrem Fahreignungsregister?',
      SIMULATOR_WORDING.correctOrAdd,
    ],
    followUps: [
      'Das möchte ich genau wissen: Wie schnell waren Sie, und was war erlaubt?',
      SIMULATOR_WORDING.soundedDifferent,
      SIMULATOR_WORDING.rememberOrAssume,
      'Können Sie die Situation noch einmal Schritt für Schritt für mich schildern?',
    ],
  },
  vorgeschichte: {
    id: 'vorgeschichte',
    title: 'Fahrbiografie',
    intro: 'Ich möchte nun mehr über Ihre Fahrbiografie erfahren.',
    questions: [
      'Seit wann haben Sie Ihren Führerschein, und wie viele Kilometer fahren Sie im Jahr?',
      'Wie würden Sie Ihren Fahrstil in den Jahren vor dem Entzug beschreiben?',
      'Wofür haben Sie das Auto damals hauptsächlich genutzt – Beruf, Pendeln oder Freizeit?',
      'Wann haben Sie Ihren ersten Punkt bekommen, und wie ging es danach weiter?',
      'Welche Rolle spielte das Autofahren für Ihr Selbstbild?',
      'Hatten Sie in der Vergangenheit Unfälle oder Beinahe-Unfälle?',
      'Wie haben Menschen, die mit Ihnen gefahren sind, Ihren Fahrstil erlebt?',
    ],
    followUps: [
      'Können Sie das mit einem konkreten Beispiel belegen?',
      'Wie würden Ihre Beifahrer das beschreiben?',
      'Gab es damals Warnsignale, die Sie übersehen haben?',
      'Wie hat sich das über die Jahre bei Ihnen entwickelt?',
    ],
  },
  ursachen: {
    id: 'ursachen',
    title: STAGE_TITLES.trafficCauses,
    intro: 'Lassen Sie uns nun über die Gründe für Ihre Verstöße sprechen.',
    questions: [
      'Warum haben Sie sich damals immer wieder über Verkehrsregeln hinweggesetzt?',
      'Welche Rolle haben Zeitdruck, Stress oder berufliche Belastung bei Ihnen gespielt?',
      'Wie haben Sie damals über Tempolimits und Verkehrskontrollen gedacht?',
      'Wie sind Sie mit Ärger über andere Verkehrsteilnehmer umgegangen?',
      'Was hat Ihnen schnelles oder riskantes Fahren gegeben?',
      'Wie schätzen Sie im Nachhinein Ihr damaliges Fahrkönnen ein?',
      'Was ist aus heutiger Sicht der eigentliche Grund für Ihre Verstöße?',
    ],
    followUps: [
      'Was genau hat Sie in diesen Situationen angetrieben?',
      SIMULATOR_WORDING.concreteSituation,
      'Wie haben Sie Ihr Verhalten damals vor sich selbst gerechtfertigt?',
      SIMULATOR_WORDING.explainToday,
    ],
  },
  veraenderung: {
    id: 'veraenderung',
    title: STAGE_TITLES.change,
    intro: 'Kommen wir nun zu dem, was sich seit dem Entzug der Fahrerlaubnis bei Ihnen verändert hat.',
    questions: [
      'Was haben Sie seit dem Entzug der Fahrerlaubnis konkret verändert?',
      'Wodurch und wann haben Sie erkannt, dass Sie etwas ändern müssen?',
      'Wie planen Sie heute Ihre Wege und Termine, damit kein Zeitdruck entsteht?',
      'Welche Unterstützung haben Sie genutzt, zum Beispiel eine verkehrspsychologische Beratung?',
      'Wie hat sich Ihre Einstellung zu Verkehrsregeln verändert?',
      'Was fiel Ihnen bei dieser Veränderung am schwersten?',
      'Woran würden andere merken, dass Sie heute anders fahren würden?',
    ],
    followUps: [
      'Können Sie mir ein konkretes Beispiel für diese Veränderung nennen?',
      SIMULATOR_WORDING.stepByStep,
      'Woran merken Sie selbst, dass die Veränderung trägt?',
      'Was ist heute anders als vor Ihrem letzten Verstoß?',
    ],
  },
  aktuell: {
    id: 'aktuell',
    title: STAGE_TITLES.currentLife,
    intro: SIMULATOR_WORDING.currentLifeIntro,
    questions: [
      SIMULATOR_WORDING.currentLife,
      'Wie bewältigen Sie Ihren Alltag zurzeit ohne Führerschein?',
      'Wie gehen Sie heute mit Stress und Zeitdruck im Beruf um?',
      'Wie reagieren Sie heute, wenn Sie sich im Alltag über andere ärgern?',
      'Was hat sich in Ihrem Umfeld seit dem Entzug verändert?',
      'Wie erleben Sie den Straßenverkehr heute als Fußgänger, Radfahrer oder Beifahrer?',
    ],
    followUps: [
      SIMULATOR_WORDING.moreDetail,
      SIMULATOR_WORDING.newOrOld,
      'Wie sah das zur Zeit Ihrer Verstöße bei Ihnen aus?',
      SIMULATOR_WORDING.recentSituation,
    ],
  },
  zukunft: {
    id: 'zukunft',
    title: STAGE_TITLES.future,
    intro: SIMULATOR_WORDING.futureIntro,
    questions: [
      'In welchen Situationen wären Sie in Zukunft gefährdet, wieder zu schnell oder regelwidrig zu fahren?',
      'Was tun Sie, wenn Sie merken, dass Sie zu spät zu einem Termin kommen?',
      'Wie reagieren Sie, wenn Sie jemand auf der Autobahn bedrängt?',
      'Welche festen Regeln haben Sie sich für das Fahren vorgenommen?',
      SIMULATOR_WORDING.differentToday,
      'Woran würden Sie merken, dass Sie in alte Verhaltensmuster zurückfallen?',
      'Warum sollte man Ihnen glauben, dass Sie künftig ohne neue Punkte auskommen?',
    ],
    followUps: [
      SIMULATOR_WORDING.howExactly,
      'Was tun Sie, wenn dieser Vorsatz unter Druck einmal nicht hält?',
      'Wer oder was unterstützt Sie dabei?',
      'Was macht Sie so sicher, dass Ihnen das dauerhaft gelingt?',
    ],
  },
  konfrontation: {
    id: 'konfrontation',
    title: STAGE_TITLES.confrontation,
    intro: SIMULATOR_WORDING.confrontationIntro,
    questions: [
      'Warum sind Sie heute hier?',
      'Sind Sie ein guter Autofahrer?',
      'Wer ist schuld an Ihren Punkten?',
      'Halten Sie sich heute an jedes Tempolimit?',
      'Was bringt Ihnen schnelles Fahren?',
      'Warum sollte ich Ihnen glauben, dass Sie sich geändert haben?',
      'Was machen Sie, wenn Sie es eilig haben?',
    ],
    followUps: [
      SIMULATOR_WORDING.notEnough,
      SIMULATOR_WORDING.soundsLearned,
      SIMULATOR_WORDING.howToTell,
      'Und was heißt das konkret für Ihr Fahrverhalten?',
    ],
  },
} as const satisfies Record<string, InterviewStage>;

type TrafficSimulatorStageId = keyof typeof TRAFFIC_SIMULATOR_STAGES;

/** The conversation flow of each type of the traffic simulator (type1..type4 = Typ A, B, C, E). */
export const TRAFFIC_SIMULATOR_FLOWS = {
  /** Typ A: chronological – offences, driving history, causes, change, current life, future. */
  type1: ['delikt', 'vorgeschichte', 'ursachen', 'veraenderung', 'aktuell', 'zukunft'],
  /** Typ B: starts with current life and works backwards to the offences. */
  type2: ['aktuell', 'veraenderung', 'ursachen', 'vorgeschichte', 'delikt', 'zukunft'],
  /** Typ C: starts with the details of the last offence and checks consistency. */
  type3: ['tatdetails', 'vorgeschichte', 'ursachen', 'veraenderung', 'zukunft'],
  /** Typ E: confrontational, short questions and more follow-ups. */
  type4: ['konfrontation', 'delikt', 'ursachen', 'veraenderung', 'zukunft'],
} as const satisfies Record<string, readonly TrafficSimulatorStageId[]>;
