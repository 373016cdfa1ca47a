import type { TapkSymbol } from '@mpu/domain';
import { COMMON_TEXTS } from './common.texts';
import { PAGE_TITLES, SHARED_TEXTS } from './shared.texts';

/**
 * Texts of the reaction tests (spec 2 §2/§8): the picker with the practice history (/reaktionstests), the
 * intros (/linienverfolgungstest, /tapk, /tapk2) and the three tests. Spec wording is kept word for word.
 */
export const REACTION_TEST_TEXTS = {
  pickerTitle: PAGE_TITLES.reactionTests,
  pickerLead:
    'Übe die Leistungstests der MPU: Orientierung, sorgfältiges Absuchen und schnelle Entscheidungen. Jeder Test dauert nur wenige Minuten.',
  close: COMMON_TEXTS.close,
  back: 'Zurück zu den Reaktionstests',
  backToOverview: SHARED_TEXTS.backToOverview,
  testsLabel: 'Tests',
  tests: {
    'line-tracking': {
      name: PAGE_TITLES.lineTracking,
      description: 'Folge einer Linie im Gewirr und nenne ihr Ende.',
    },
    tapk: {
      name: PAGE_TITLES.tapk,
      description: 'Finde alle Zielsymbole auf dem Spielfeld.',
    },
    tapk2: {
      name: PAGE_TITLES.tapk2,
      description: 'Entscheide schnell: Ist das Symbol in der Reihe?',
    },
  },

  history: {
    title: 'Deine Übungsergebnisse',
    lead: 'Übungsergebnisse — kein Vergleich mit anderen',
    empty: 'Noch keine Ergebnisse. Wenn du einen Test beendest, siehst du hier deinen Verlauf.',
    loadError: 'Deine Ergebnisse konnten nicht geladen werden.',
    retry: COMMON_TEXTS.retry,
    passed: 'bestanden',
    failed: 'nicht bestanden',
    accuracy: 'Genauigkeit',
    averageTime: 'Ø Zeit',
    runsLabel: (test: string) => `Letzte Durchläufe: ${test}`,
    trendLabel: (values: string) =>
      `Genauigkeit der letzten Durchläufe, vom ältesten zum neuesten: ${values}`,
  },

  intro: {
    start: 'Test starten',
    howItWorks: 'So funktioniert es',
    evaluation: 'Bewertung',
    practiceNote:
      'Dies ist ein Übungstest. Deine Ergebnisse werden nur für dich gespeichert, damit du deinen Fortschritt siehst.',
  },
  lineTrackingIntro: {
    title: PAGE_TITLES.lineTracking,
    lead: 'Fünf Linien laufen von links nach rechts und kreuzen sich dabei vielfach. Eine Linie beginnt an einem markierten Startpunkt.',
    steps: [
      'Folge der markierten Linie mit den Augen bis zu ihrem Ende am rechten Rand.',
      'Tippe auf die Zahl, bei der die Linie endet (oder drücke die Taste 1 bis 5).',
      'Danach kommt sofort die nächste Aufgabe – insgesamt 36 Aufgaben.',
    ],
    rule: 'Bestanden ist der Test, wenn du im Durchschnitt höchstens 10 Sekunden pro Aufgabe brauchst und mindestens 40 % richtig beantwortest.',
  },
  tapkIntro: {
    title: PAGE_TITLES.tapk,
    lead: 'Auf dem Spielfeld sind viele Symbole verteilt. Oben steht, welches Symbol du suchen sollst.',
    steps: [
      'Tippe auf jedes Zielsymbol, das du findest – es wird grün markiert.',
      'Tippe nicht auf andere Symbole: Eine Aufgabe ist nur richtig, wenn du alle Zielsymbole und kein anderes Symbol angetippt hast.',
      'Mit „Nächste Aufgabe“ geht es weiter – insgesamt 20 Aufgaben.',
    ],
    rule: 'Bestanden ist der Test, wenn du im Durchschnitt höchstens 15 Sekunden pro Aufgabe brauchst, mindestens 60 % der Aufgaben vollständig richtig löst und mindestens 70 % aller Zielsymbole findest.',
  },
  tapk2Intro: {
    title: PAGE_TITLES.tapk2,
    lead: 'Oben siehst du eine Reihe von Symbolen, darunter ein einzelnes Symbol. Entscheide, ob das untere Symbol in der oberen Reihe enthalten ist.',
    steps: [
      'Ist das Symbol in der Reihe enthalten, tippe rechts auf den grünen Button „JA (dabei)“ (Taste J oder Pfeil rechts).',
      'Ist es nicht enthalten, tippe links auf den roten Button „NEIN (nicht dabei)“ (Taste N oder Pfeil links).',
      'Nach jeder Antwort kommt sofort das nächste Bild – insgesamt 60 Aufgaben.',
    ],
    rule: 'Bestanden ist der Test, wenn du im Durchschnitt höchstens 15 Sekunden pro Aufgabe brauchst und mindestens 60 % richtig beantwortest.',
    simulationNote: 'Der Test simuliert die visuellen Anforderungen der echten Leistungstests bei der MPU.',
  },

  game: {
    progress: (current: number, total: number) => `Aufgabe ${current} von ${total}`,
    progressLabel: SHARED_TEXTS.progress,
    /** Spec 2 §2/§8: a test image that fails to render. */
    imageNotFound: 'Image not found',
    repeat: 'Test wiederholen',
    correctCount: 'Richtige Antworten',
    averageTime: 'Durchschnittliche Zeit',
    ofTotal: (part: number, whole: number, percent: string) => `${part} von ${whole} (${percent})`,
    saving: 'Ergebnis wird gespeichert …',
    saved: 'Ergebnis gespeichert',
    saveFailed: 'Ergebnis konnte nicht gespeichert werden',
    saveRetry: 'Erneut speichern',
  },
  /** Spec 2 §8: the pass/fail messages of a finished run, word for word. */
  result: {
    passed: {
      title: 'Test bestanden',
      text: 'Deine Aufmerksamkeitsleistung liegt im akzeptablen Bereich für die MPU.',
    },
    failed: {
      title: 'Test nicht bestanden',
      text: 'Deine Performance war nicht ausreichend. Mehr Aufmerksamkeitstraining empfohlen.',
    },
    /**
     * Spec 2 §5 says only that the line-tracking failure text names "more than 10 s or more than 60 % errors";
     * the German wording is ours, in the app's "du".
     */
    lineTrackingFailureReason:
      'Du hast im Durchschnitt mehr als 10 Sekunden pro Aufgabe gebraucht oder mehr als 60 % Fehler gemacht.',
  },
  lineTracking: {
    title: PAGE_TITLES.lineTracking,
    question: 'Bei welcher Zahl endet die markierte Linie?',
    answersLabel: 'Ende der Linie',
    imageLabel: (start: number) =>
      `Fünf verschlungene Linien; die markierte Linie beginnt links bei ${start}.`,
    answerHint: 'Tasten 1 bis 5',
    resultTitle: 'Linienverfolgungstest abgeschlossen!',
  },
  tapk: {
    title: PAGE_TITLES.tapkGame,
    found: (found: number, total: number) => `${found}/${total} gefunden`,
    /** Spec 2 §2 "Finde alle {symbol} Symbole!", with the hyphen German compounds need ("Kreis-Symbole"). */
    prompt: (symbol: string) => `Finde alle ${symbol}-Symbole!`,
    hint: 'Klicke auf jedes gefundene Symbol',
    fieldLabel: 'Spielfeld',
    symbolLabel: (symbol: string, number: number) => `${symbol} ${number}`,
    next: 'Nächste Aufgabe',
    finish: 'Test beenden',
    resultTitle: 'TAPK-Test abgeschlossen!',
    fullyCorrect: 'Vollständig richtige Aufgaben',
    averageTime: 'Durchschnittliche Zeit pro Aufgabe',
    detectionRate: 'Entdeckungsrate',
  },
  tapk2: {
    title: PAGE_TITLES.tapk2Game,
    question: 'Ist das untere Symbol in der oberen Reihe enthalten?',
    imageLabel: (row: string, probe: string) => `Obere Reihe: ${row}. Unteres Symbol: ${probe}.`,
    no: 'NEIN (nicht dabei)',
    yes: 'JA (dabei)',
    keysHint: 'Tasten: N oder ← für NEIN, J oder → für JA',
    resultTitle: 'TAPK-2-Test abgeschlossen!',
  },
} as const;

/** German names of the visual-scanning symbols, e.g. for the prompt "Finde alle {symbol}-Symbole!" and accessible labels. */
export const TAPK_SYMBOL_LABELS: Readonly<Record<TapkSymbol, string>> = {
  circle: 'Kreis',
  square: 'Quadrat',
  triangle: 'Dreieck',
  diamond: 'Raute',
  star: 'Stern',
  cross: 'Kreuz',
  heart: 'Herz',
  hexagon: 'Sechseck',
  pentagon: 'Fünfeck',
  crescent: 'Halbmond',
  arrow: 'Pfeil',
  lightning: 'Blitz',
};
