import { pickQuotes } from '../quotes';
import type { Segment } from '../segments';
import {
  type CriterionInput,
  type CriterionResult,
  type Signal,
  cappedPoints,
  clampScore,
  rankSegments,
} from './criterion';

const MONTHS = 'januar|februar|maerz|april|mai|juni|juli|august|september|oktober|november|dezember';
const NUMBER_WORDS = 'ein|einem|einer|zwei|drei|vier|fuenf|sechs|sieben|acht|neun|zehn|elf|zwoelf|\\d+';

/** Concrete, verifiable details: dates, months, durations, counts. */
export const SPECIFICS = new RegExp(
  `\\b(seit (${MONTHS})|(${MONTHS}) (19|20)\\d{2}|(19|20)\\d{2}|seit (ueber |mehr als |fast |knapp )?(${NUMBER_WORDS}) (tag|tagen|woche|wochen|monat|monaten|jahr|jahren)|(${NUMBER_WORDS}) (sitzungen|termine|treffen|gespraeche|nachweise|screenings|monate|jahre|wochen))\\b`,
);

const ALCOHOL_CHANGES: Signal[] = [
  {
    pattern:
      /\b(abstinenznachweis\w*|haaranalyse\w*|haarprobe\w*|haartest\w*|urinscreening\w*|urinkontroll\w*|urinprobe\w*|etg|screening\w*|leberwert\w*|ctu)\b/,
    weight: 3,
  },
  {
    pattern:
      /\b(therapie\w*|therapeut\w*|suchtberatung|beratung\w*|beratungsstelle|selbsthilfegruppe\w*|anonyme alkoholiker|verkehrspsycholog\w*|psycholog\w*|klinik|entzug|entgiftung)\b/,
    weight: 2,
  },
  {
    pattern:
      /\b(abstinent|abstinenz|keinen alkohol mehr|trinke (seitdem |seither |inzwischen |jetzt )?(gar )?(nicht|nichts|keinen) mehr|trocken seit|nuechtern seit|keinen tropfen|konsumiere (nichts|keine|nicht) mehr|clean)\b/,
    weight: 2,
  },
  {
    pattern:
      /\b(freundeskreis|neue freunde|kontakt (zu \w+ )?abgebrochen|meide|kneipe|stammtisch|sport\w*|verein|hobby|hobbys|umgezogen|job gewechselt|tagebuch|trinkprotokoll)\b/,
    weight: 1,
  },
];

const TRAFFIC_CHANGES: Signal[] = [
  {
    pattern:
      /\b(fahreignungsseminar|aufbauseminar|verkehrspsycholog\w*|fahrsicherheitstraining|verkehrstherapie|beratung\w*|kurs|seminar|psycholog\w*)\b/,
    weight: 3,
  },
  {
    pattern:
      /\b(tempomat|geschwindigkeitsbegrenzer|limiter|fahrtenbuch|navi\w*|warnung|plane (mehr )?zeit|puffer|frueher los\w*|zeitpuffer|keine punkte mehr|punktefrei|oeffentliche\w* verkehrsmittel|bahn|fahrrad|halte mich an|regeln ein|abstand)\b/,
    weight: 2,
  },
  {
    pattern:
      /\b(stress|termindruck|handy|gelassen\w*|ruhig\w*|pausen?|sport\w*|hobby|arbeitsweg|job gewechselt)\b/,
    weight: 1,
  },
];

/** Vague change claims without substance lower the score slightly. */
const VAGUE =
  /\b(habe mich (total |komplett |voll )?(geaendert|veraendert)|bin (jetzt )?(ein )?anders|passe (jetzt )?(besser )?auf|trinke (jetzt |nur noch )?weniger|fahre (jetzt )?vorsichtiger|bin vernuenftiger|mache das nicht mehr)\b/;

export function assessBehaviourChange({ mode, segments }: CriterionInput): CriterionResult {
  const signals = mode === 'traffic-simulator' ? TRAFFIC_CHANGES : ALCOHOL_CHANGES;
  const withSpecifics: Signal[] = [...signals, { pattern: SPECIFICS, weight: 1 }];
  const ranked = rankSegments(segments, withSpecifics);
  const specificBonus =
    segments.filter((segment: Segment) => SPECIFICS.test(segment.norm)).length > 0 ? 1 : 0;
  const vague = segments.filter((segment) => VAGUE.test(segment.norm) && !SPECIFICS.test(segment.norm));
  const points = Math.min(cappedPoints(ranked, 5), 9);
  const score = clampScore(1 + points + specificBonus - vague.length);

  const quotes = pickQuotes([...ranked.map((entry) => entry.segment), ...vague]);
  const subject =
    mode === 'traffic-simulator' ? 'deinem Fahrverhalten' : 'deinem Umgang mit Alkohol oder Drogen';
  let assessment: string;
  if (quotes.length === 0) {
    assessment = `Du hast nicht beschrieben, was sich seitdem in ${subject} konkret verändert hat.`;
  } else if (score >= 7) {
    assessment = `Du beschreibst konkrete, überprüfbare Veränderungen in ${subject} mit Zeitangaben oder Nachweisen.`;
  } else if (score >= 4) {
    assessment = `Du nennst erste Veränderungen in ${subject}, bleibst aber bei Zeitpunkten, Nachweisen oder Details noch ungenau.`;
  } else {
    assessment = `Deine Angaben zu Veränderungen in ${subject} bleiben allgemein; es fehlen Belege, Daten und Einzelheiten.`;
  }
  return { criterion: 'behaviourChange', score, assessment, quotes };
}
