import type { InterviewStage } from './interviewer.types';
import { COACH_QUESTIONS, STAGE_TITLES } from './shared-wording';

/** Coach "Alkohol & Drogen": the five topics of spec 1 §4, in coaching tone ("du"). */
export const COACH_TOPICS: readonly InterviewStage[] = [
  {
    id: 'delikt',
    title: STAGE_TITLES.offenceQuestions,
    questions: [
      'Erzähl mal in deinen eigenen Worten: Wie ist es zu der Fahrt gekommen, wegen der du deinen Führerschein verloren hast?',
      'Was hattest du an dem Tag vor, und wann hast du angefangen zu trinken oder zu konsumieren?',
      'Wie viel hattest du insgesamt getrunken oder konsumiert, und über welchen Zeitraum?',
      'Warum hast du dich trotzdem ans Steuer gesetzt – was ging dir in dem Moment durch den Kopf?',
      'Wie hast du dich während der Fahrt gefühlt, und hast du Ausfallerscheinungen an dir bemerkt?',
      'Wie lief die Kontrolle ab, und welcher Wert wurde bei dir festgestellt?',
      'Bist du vorher schon einmal alkoholisiert oder unter Drogen gefahren, ohne erwischt zu werden?',
      'Wie erklärst du dir, dass du mit diesem Wert überhaupt noch fahren konntest?',
    ],
    followUps: [
      'Kannst du die Situation noch genauer beschreiben – Uhrzeit, Ort und mit wem du unterwegs warst?',
      'Was genau hat dich in dem Moment zu dieser Entscheidung gebracht?',
      'Wenn du ehrlich auf den Tag zurückschaust: Was hast du dir damals eingeredet?',
      'Wie würdest du die Situation jemandem schildern, der überhaupt nichts davon weiß?',
    ],
  },
  {
    id: 'konsum',
    title: STAGE_TITLES.consumption,
    questions: [
      'Wann hast du zum ersten Mal Alkohol getrunken oder Drogen genommen, und wie ging es danach weiter?',
      'Wie sah dein Konsum in der Zeit vor dem Delikt in einer typischen Woche aus?',
      'Zu welchen Gelegenheiten hast du getrunken oder konsumiert – allein, mit Freunden, nach der Arbeit?',
      'Was war die größte Menge, die du an einem Abend getrunken oder konsumiert hast?',
      'Hast du gemerkt, dass du mit der Zeit mehr gebraucht hast, um eine Wirkung zu spüren?',
      'Hat dich jemand aus deinem Umfeld auf deinen Konsum angesprochen, und wie hast du darauf reagiert?',
      'Gab es Phasen, in denen du versucht hast, weniger zu trinken oder zu konsumieren – und wie ist das gelaufen?',
    ],
    followUps: [
      'Kannst du das mit konkreten Zahlen beschreiben – wie oft und wie viel?',
      'Wie würden Menschen, die dich gut kennen, deinen damaligen Konsum beschreiben?',
      'Woran machst du fest, dass dein Konsum damals so war, wie du ihn beschreibst?',
      'Gab es Anzeichen, die du damals übersehen oder kleingeredet hast?',
    ],
  },
  {
    id: 'ursachen',
    title: STAGE_TITLES.causes,
    questions: [
      'Welche Rolle haben Alkohol oder Drogen damals in deinem Leben gespielt?',
      'Was hat dir das Trinken oder Konsumieren gegeben, das du anders nicht bekommen hast?',
      'In welchen Stimmungen hast du besonders viel getrunken oder konsumiert?',
      'Welche Belastungen gab es damals in deinem Leben – im Beruf, in der Beziehung, in der Familie?',
      'Wie bist du damals mit Stress, Ärger oder Langeweile umgegangen?',
      'Welchen Einfluss hatte dein Freundeskreis auf deinen Konsum?',
      'Wenn du heute zurückblickst: Was war der eigentliche Grund für deinen Konsum?',
    ],
    followUps: [
      'Was steckte hinter dem, was du gerade beschrieben hast – welches Bedürfnis war da bei dir?',
      'Kannst du eine konkrete Situation schildern, in der das bei dir besonders deutlich war?',
      'Wenn du ganz ehrlich zu dir bist: Was hast du damals vermieden, indem du getrunken oder konsumiert hast?',
      'Woran hättest du damals merken können, dass dir der Konsum nicht guttut?',
    ],
  },
  {
    id: 'veraenderung',
    title: STAGE_TITLES.changeAndLife,
    questions: [
      'Was hast du seit dem Delikt in deinem Leben konkret verändert?',
      'Wann und wodurch hast du gemerkt, dass du etwas ändern musst?',
      'Wie sieht heute ein ganz normaler Tag bei dir aus?',
      'Wie gehst du heute mit Stress und schwierigen Gefühlen um?',
      'Hat sich dein Freundeskreis oder deine Freizeitgestaltung verändert, und wie?',
      'Welche Unterstützung hast du dir geholt – Beratung, Therapie oder eine Selbsthilfegruppe?',
      'Was ist heute anders an dir als zum Zeitpunkt der Fahrt?',
    ],
    followUps: [
      'Woran würde jemand von außen merken, dass du dich verändert hast?',
      COACH_QUESTIONS.recentExample,
      COACH_QUESTIONS.hardestPart,
      'Wie sorgst du dafür, dass deine Veränderung auch auf Dauer bleibt?',
    ],
  },
  {
    id: 'rueckfallpraevention',
    title: STAGE_TITLES.abstinence,
    questions: [
      'Lebst du heute abstinent oder trinkst du kontrolliert – und warum hast du dich dafür entschieden?',
      'Seit wann lebst du so, und wie kannst du das belegen, zum Beispiel mit Urin- oder Haaranalysen?',
      'Welche Situationen wären für dich heute riskant, und wie erkennst du sie frühzeitig?',
      'Was machst du konkret, wenn dir jemand auf einer Feier ein Glas anbietet?',
      'Was würdest du tun, wenn du merkst, dass du wieder in alte Muster rutschst?',
      'Wie stellst du sicher, dass du nie wieder unter Alkohol- oder Drogeneinfluss fährst?',
      COACH_QUESTIONS.differentToday,
    ],
    followUps: [
      'Wie genau würdest du in dem Moment reagieren – was sagst du, was tust du?',
      'Wer in deinem Umfeld unterstützt dich dabei, und wie sieht das konkret aus?',
      'Was ist dein Plan, wenn es dir einmal richtig schlecht geht?',
      'Warum bist du dir sicher, dass dein Weg auf Dauer funktioniert?',
    ],
  },
];
