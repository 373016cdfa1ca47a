import type { InterviewStage } from './interviewer.types';
import { COACH_QUESTIONS, STAGE_TITLES } from './shared-wording';

/** Coach "Verkehrsdelikte": the four topics of spec 1 §4, in coaching tone ("du"). */
export const TRAFFIC_COACH_TOPICS: readonly InterviewStage[] = [
  {
    id: 'delikt',
    title: STAGE_TITLES.offenceQuestions,
    questions: [
      'Erzähl mal: Welche Verstöße haben dazu geführt, dass du deinen Führerschein verloren hast?',
      'Wie viele Punkte hattest du in Flensburg, und über welchen Zeitraum sind sie zusammengekommen?',
      'Welcher Verstoß war aus deiner Sicht der schwerwiegendste, und warum?',
      'Beschreib bitte den letzten Verstoß genauer: Wo warst du, was hattest du vor, wie schnell warst du unterwegs?',
      'Gab es Verwarnungen oder ein Fahreignungsseminar – und was hast du daraus für dich mitgenommen?',
      'Wie hast du reagiert, als deine Punkte immer mehr wurden?',
      'Wie oft bist du schätzungsweise zu schnell oder regelwidrig gefahren, ohne erwischt zu werden?',
    ],
    followUps: [
      'Kannst du das noch konkreter machen – wann, wo und wie schnell warst du unterwegs?',
      'Was ging dir in dem Moment durch den Kopf, als du den Verstoß begangen hast?',
      'Wie würdest du die Situation jemandem schildern, der dich nicht kennt?',
      'Wenn du ehrlich bist: Wie gefährlich war die Situation für dich und andere?',
    ],
  },
  {
    id: 'ursachen',
    title: STAGE_TITLES.trafficCauses,
    questions: [
      'Was hat dich damals dazu gebracht, Regeln im Straßenverkehr nicht so ernst zu nehmen?',
      'Welche Rolle haben Zeitdruck, Stress oder Ärger bei deinen Verstößen gespielt?',
      'Wie bist du damals mit Fehlern oder Provokationen anderer Verkehrsteilnehmer umgegangen?',
      'Was hat dir schnelles oder riskantes Fahren gegeben?',
      'Wie hast du damals über Tempolimits, Blitzer und Bußgelder gedacht?',
      'Wie hast du dein eigenes Fahrkönnen damals eingeschätzt?',
      'Welchen Sinn siehst du heute in Verkehrsregeln?',
    ],
    followUps: [
      'Was steckte bei dir hinter diesem Verhalten – welches Bedürfnis war da?',
      'Kannst du eine konkrete Situation nennen, in der dir das besonders deutlich geworden ist?',
      'Wie hast du dein Verhalten damals vor dir selbst gerechtfertigt?',
      'Was hätte dich damals bremsen können, und warum hat es nicht gewirkt?',
    ],
  },
  {
    id: 'veraenderung',
    title: STAGE_TITLES.changeAndLife,
    questions: [
      'Was hast du seit dem Führerscheinverlust konkret verändert?',
      'Wie organisierst du heute deine Wege und Termine, damit kein Zeitdruck entsteht?',
      'Wie gehst du heute mit Stress und Ärger um, auch außerhalb des Straßenverkehrs?',
      'Was hat sich in deinem Alltag, im Beruf oder in deinem Umfeld verändert?',
      'Welche Unterstützung hast du dir geholt, zum Beispiel eine verkehrspsychologische Beratung?',
      'Woran merkst du selbst, dass sich deine Einstellung verändert hat?',
      'Wie reagierst du heute als Beifahrer, wenn jemand zu schnell oder riskant fährt?',
    ],
    followUps: [
      COACH_QUESTIONS.recentExample,
      'Woran würden andere merken, dass du heute anders unterwegs bist?',
      COACH_QUESTIONS.hardestPart,
      'Wie sorgst du dafür, dass deine Veränderung auch unter Druck hält?',
    ],
  },
  {
    id: 'rueckfallpraevention',
    title: STAGE_TITLES.relapse,
    questions: [
      'In welchen Situationen wärst du heute gefährdet, wieder zu schnell oder regelwidrig zu fahren?',
      'Wie erkennst du frühzeitig, dass du gestresst oder verärgert am Steuer sitzt?',
      'Was tust du konkret, wenn du merkst, dass du zu spät dran bist?',
      'Wie reagierst du heute, wenn dich jemand drängelt oder provoziert?',
      'Welche festen Regeln hast du dir für das Fahren vorgenommen?',
      COACH_QUESTIONS.differentToday,
      'Warum bist du dir sicher, dass du in Zukunft ohne neue Punkte auskommst?',
    ],
    followUps: [
      'Wie genau würdest du in dem Moment reagieren – was denkst du, was tust du?',
      'Was machst du, wenn dein Plan in einer Stresssituation einmal nicht greift?',
      'Wer oder was hilft dir dabei, deine Vorsätze einzuhalten?',
      'Woran würdest du merken, dass du in alte Gewohnheiten zurückfällst?',
    ],
  },
];
