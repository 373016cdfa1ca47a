import type { DrinkType, HypothesisSeverity } from '@mpu/domain';
import { PAGE_TITLES, SHARED_TEXTS } from './shared.texts';

const RESULT = 'Dein Ergebnis';
const YOUR_HYPOTHESIS = 'Deine Hypothese';
const NO_HYPOTHESIS = 'Keine Hypothese';

/**
 * Texts of the self-help tools (spec 2 §2): per-mille and abstinence calculators, hypothesis navigator,
 * self-assessment. See common.texts.ts; spec wording is kept word for word. Texts that are results of domain
 * logic (risk bands, rule reasonings, recommendations, self-assessment questions) live with that logic in
 * libs/domain/src/self-help.
 */
export const SELF_HELP_TEXTS = {
  calculate: 'Berechnen',
  newCalculation: 'Neue Berechnung',
  next: SHARED_TEXTS.next,
  back: SHARED_TEXTS.back,
  /** Spec 2 §2: the step counter of the wizards. */
  stepCounter: (step: number, total: number) => `Schritt ${step} von ${total}`,
  substance: {
    title: 'Substanz wählen',
    legend: 'Worum geht es bei dir?',
    alcohol: 'Alkohol',
    alcoholHint: 'Fahrt unter Alkoholeinfluss oder andere Alkoholauffälligkeit',
    drugs: 'Drogen',
    drugsHint: 'Konsum illegaler Drogen oder Cannabis',
  },
  perMille: {
    title: PAGE_TITLES.perMille,
    lead: 'Schätze deine Blutalkoholkonzentration nach der Widmark-Formel.',
    sex: 'Geschlecht',
    male: 'männlich',
    female: 'weiblich',
    weight: 'Körpergewicht (kg)',
    hours: 'Stunden seit Trinkbeginn',
    drinks: 'Getränke',
    /** The drink picker's options (spec 2 §9 drink table). */
    drinkLabels: {
      beer: 'Bier (0,5 l, 5 %)',
      beer_small: 'Kleines Bier (0,3 l, 5 %)',
      wine: 'Wein (0,2 l, 12 %)',
      sekt: 'Sekt (0,1 l, 11 %)',
      spirits: 'Schnaps (2 cl, 40 %)',
    } satisfies Readonly<Record<DrinkType, string>>,
    drinkType: (index: number) => `Getränk ${index}`,
    amount: 'Anzahl',
    amountOf: (index: number) => `Anzahl Getränk ${index}`,
    addDrink: 'Getränk hinzufügen',
    removeDrink: (index: number) => `Getränk ${index} entfernen`,
    resultTitle: 'Dein geschätzter Wert',
    risk: 'Risiko',
    scale: 'Risikoskala bis 1,5 ‰',
    /** How the result reads; the value is formatted with three decimals in de-DE. */
    value: (formatted: string) => `${formatted} ‰`,
    /** Shown under every result. */
    disclaimer:
      'Nur eine grobe Schätzung nach der Widmark-Formel – der tatsächliche Wert kann deutlich abweichen. Verlass dich nie darauf, ob du noch fahren darfst.',
  },
  abstinence: {
    title: PAGE_TITLES.abstinence,
    lead: 'Finde heraus, ob du einen Abstinenznachweis brauchst und für wie lange.',
    detailsTitle: 'Deine Angaben',
    resultTitle: RESULT,
    hypothesis: YOUR_HYPOTHESIS,
    hypothesisHint: 'Deine Hypothese kannst du mit dem Hypothesen-Navigator ermitteln.',
    hypothesisOptions: { A1: 'A1', A2: 'A2', A3: 'A3', none: 'Keine bzw. weiß ich nicht' },
    offences: 'Anzahl deiner Alkoholauffälligkeiten',
    offencesHint: 'Zum Beispiel Trunkenheitsfahrten. Ohne Angabe zählt 1.',
    impairment: 'Bei der Kontrolle wurden Ausfallerscheinungen festgestellt',
    bac: 'Blutalkoholkonzentration (‰)',
    bacHint: 'Leer lassen, wenn du den Wert nicht kennst.',
    unusualTime: 'Die Fahrt war zu einer ungewöhnlichen Uhrzeit (z. B. morgens oder mittags)',
    useType: 'Welche Drogen hast du konsumiert?',
    useTypeOptions: {
      hard: 'Harte Drogen (z. B. Kokain, Amphetamin, Heroin)',
      mixed: 'Mischkonsum mehrerer Substanzen',
      cannabis: 'Cannabis',
    },
    cannabisHypothesis: 'Deine Cannabis-Hypothese',
    cannabisOptions: {
      D1: 'D1',
      D2: 'D2',
      occasional: 'Gelegentlicher Konsum',
      none: NO_HYPOTHESIS,
    },
    errors: {
      hypothesis: 'Bitte wähle deine Hypothese aus.',
      offences: 'Bitte gib eine ganze Zahl ab 0 ein.',
      bacNumber: 'Bitte gib eine Zahl ein, z. B. 1,2.',
      bacRange: 'Bitte gib einen Wert zwischen 0 und 5 ‰ ein.',
      bacStep: 'Bitte gib höchstens zwei Nachkommastellen ein.',
      useType: 'Bitte wähle aus, welche Drogen du konsumiert hast.',
      cannabisHypothesis: 'Bitte wähle deine Cannabis-Hypothese aus.',
    },
    required: 'Abstinenznachweis erforderlich',
    notRequired: 'Kein Abstinenznachweis erforderlich',
    months: (months: number) => `${months} Monate`,
    recommended: (months: number) => `Empfohlen: ${months} Monate freiwilliger Nachweis`,
    testOptions: 'Möglichkeiten für den Nachweis',
    urineSamples: (samples: number, months: number) => `${samples} Urinproben in ${months} Monaten.`,
    urineSamplesOpen: 'Die Zahl der Urinproben legt die Untersuchungsstelle fest.',
    urineUnannounced: 'Die Termine sind unangekündigt.',
    hairPerMonth: (cm: number) => `Haare wachsen etwa ${cm} cm pro Monat.`,
    hairLimit: (months: number, cm: number) =>
      `Eine Haarprobe kann höchstens ${months} Monate abdecken (${cm} cm).`,
    hairSamples: (samples: number, months: number) =>
      `Für ${months} Monate brauchst du ${samples} ${samples === 1 ? 'Haarprobe' : 'Haarproben'}.`,
    notes: 'Hinweise',
    learnMore: 'Mehr zu Abstinenznachweisen erfahren',
    /** Shown with a required proof: the way to the planner /abstinenztest. */
    planProofs: 'Abstinenznachweise planen',
  },
  navigator: {
    title: PAGE_TITLES.navigator,
    lead: 'Ermittle anhand der DSM‑5-Kriterien, welche MPU-Hypothese auf dich zutreffen könnte.',
    criteriaTitle: 'Kriterien',
    criteriaIntro: 'Kreuze an, was in den 12 Monaten vor deinem Vorfall auf dich zutraf.',
    criteriaCount: (count: number, total: number) => `${count} von ${total} Kriterien ausgewählt`,
    diagnosed: 'Bei mir wurde bereits eine Abhängigkeit ärztlich diagnostiziert',
    resultTitle: YOUR_HYPOTHESIS,
    hypothesis: (name: string) => `Hypothese ${name}`,
    severity: (label: string) => `Schweregrad: ${label}`,
    severityLabels: { severe: 'schwer', moderate: 'mittel', mild: 'leicht' } satisfies Readonly<
      Record<HypothesisSeverity, string>
    >,
    noHypothesis: NO_HYPOTHESIS,
    noHypothesisText:
      'Nach deinen Angaben treffen weniger als 2 Kriterien zu – daraus ergibt sich keine Hypothese.',
    disclaimer: 'Diese Einordnung ist eine Orientierung und ersetzt keine Diagnose oder Begutachtung.',
    learnMore: 'Mehr zu Hypothesen und Beurteilungskriterien',
    /** The 11 DSM-5 criteria of spec 2 §3 with a German label and explanation. */
    criteria: {
      largerOrLonger: {
        label: 'Mehr oder länger konsumiert als geplant',
        text: 'Du hast oft mehr getrunken oder konsumiert oder länger als eigentlich beabsichtigt.',
      },
      wishOrFailedCutDown: {
        label: 'Wunsch oder erfolglose Versuche, weniger zu konsumieren',
        text: 'Du wolltest deinen Konsum verringern oder kontrollieren, hast es aber nicht geschafft.',
      },
      timeSpent: {
        label: 'Hoher Zeitaufwand',
        text: 'Du hast viel Zeit damit verbracht, Alkohol oder Drogen zu beschaffen, zu konsumieren oder dich davon zu erholen.',
      },
      craving: {
        label: 'Starkes Verlangen (Craving)',
        text: 'Du hattest ein starkes Verlangen oder einen Drang zu konsumieren.',
      },
      roleFailure: {
        label: 'Pflichten vernachlässigt',
        text: 'Wegen des Konsums hast du wichtige Pflichten bei der Arbeit, in der Ausbildung oder zu Hause nicht erfüllt.',
      },
      socialProblems: {
        label: 'Konsum trotz Problemen mit anderen',
        text: 'Du hast weiter konsumiert, obwohl es dadurch immer wieder Streit oder Probleme mit anderen Menschen gab.',
      },
      givenUpActivities: {
        label: 'Aktivitäten aufgegeben',
        text: 'Du hast Hobbys, Freizeit- oder Berufsaktivitäten wegen des Konsums aufgegeben oder eingeschränkt.',
      },
      hazardousUse: {
        label: 'Konsum in gefährlichen Situationen',
        text: 'Du hast wiederholt konsumiert, wenn es gefährlich war, zum Beispiel vor dem Autofahren.',
      },
      continuedUseDespiteProblems: {
        label: 'Konsum trotz körperlicher oder seelischer Probleme',
        text: 'Du hast weiter konsumiert, obwohl du wusstest, dass er körperliche oder psychische Probleme verursacht oder verstärkt.',
      },
      tolerance: {
        label: 'Toleranzentwicklung',
        text: 'Du brauchtest deutlich mehr für die gleiche Wirkung, oder dieselbe Menge wirkte deutlich schwächer.',
      },
      withdrawal: {
        label: 'Entzugserscheinungen',
        text: 'Ohne Konsum hattest du Entzugserscheinungen wie Zittern, Schwitzen oder Unruhe – oder du hast konsumiert, um sie zu vermeiden.',
      },
    },
  },
  selfAssessment: {
    title: PAGE_TITLES.selfAssessment,
    lead: 'Fünf kurze Fragen geben dir eine erste Orientierung, worauf es bei deiner MPU ankommen könnte.',
    backToOverview: SHARED_TEXTS.backToOverview,
    progress: (question: number, total: number) => `Frage ${question} von ${total}`,
    evaluate: 'Auswerten',
    resultTitle: RESULT,
    type: (type: string) => `Typ ${type}`,
    recommendations: 'Unsere Empfehlungen',
    restart: 'Neue Einschätzung',
    /** Short names of the nine result types (spec 2 §3). */
    typeTitles: {
      A1: 'Alkohol: mögliche Abhängigkeit',
      A2: 'Alkohol: missbräuchlicher Konsum',
      A3: 'Alkohol: riskanter Konsum',
      A4: 'Geringes Risiko',
      D1: 'Drogen: schwerer Konsum',
      D2: 'Drogen: regelmäßiger Konsum',
      D3: 'Drogen: gelegentlicher Konsum',
      V: 'Verkehrsverstöße',
      E: 'Andere Zweifel an der Fahreignung',
    },
  },
} as const;
