import { pickQuotes } from '../quotes';
import { SPECIFICS } from './behaviour-change';
import {
  type CriterionInput,
  type CriterionResult,
  type Signal,
  cappedPoints,
  clampScore,
  rankSegments,
} from './criterion';

const COMMON: Signal[] = [
  {
    pattern:
      /\b(notfallplan|strategie\w*|rueckfallpraevention|rueckfallvermeidung|risikosituation\w*|warnsignal\w*|fruehwarnzeichen|alternative\w*|plan b)\b/,
    weight: 3,
  },
  {
    pattern:
      /\b(wenn ich|falls ich|sobald ich|in solchen situationen|in so einer situation|wenn es|wenn mir)\b.*\b(rufe|gehe|sage|verlasse|nehme|bestelle|fahre|lasse|plane|trinke|atme|mache|spreche|melde)\b/,
    weight: 3,
  },
  {
    pattern:
      /\b(ich rufe|ich gehe|ich verlasse|nein sagen|sage nein|lehne ab|ablehnen|taxi|fahrgemeinschaft|alkoholfrei\w*|wasser|schorle)\b/,
    weight: 2,
  },
  {
    pattern:
      /\b(partnerin|partner|frau|mann|familie|eltern|bruder|schwester|freund|freundin|freunde|sponsor|gruppe|berater\w*|therapeut\w*|unterstuetz\w*|vertrauensperson)\b/,
    weight: 1,
  },
];

const TRAFFIC: Signal[] = [
  {
    pattern:
      /\b(wenn ich (zu )?spaet|unter zeitdruck|bei stress|wenn ich mich aerger\w*|wenn mich jemand)\b.*\b(rufe|plane|nehme|atme|fahre|lasse|halte|bleibe|sage)\b/,
    weight: 3,
  },
  { pattern: /\b(tempomat|puffer|pause\w*|rechts|ruhig bleiben|tief durchatmen|plane|abstand)\b/, weight: 2 },
];

/** Overconfidence instead of a plan. */
const OVERCONFIDENT =
  /\b(passiert mir (nie|nicht) (mehr|wieder)|kein risiko|brauche ich nicht|schaffe ich (schon|locker)|keine ahnung|weiss (ich )?nicht|das wird schon|habe ich im griff|kein thema mehr)\b/;

export function assessStability({ mode, segments }: CriterionInput): CriterionResult {
  const signals = mode === 'traffic-simulator' ? [...COMMON, ...TRAFFIC] : COMMON;
  const ranked = rankSegments(segments, signals);
  const strategies = ranked.filter((entry) => entry.weight >= 3).length;
  const duration = segments.some((segment) => SPECIFICS.test(segment.norm)) ? 1 : 0;
  const overconfident = segments.filter((segment) => OVERCONFIDENT.test(segment.norm));
  const points = Math.min(cappedPoints(ranked, 4), 8);
  const score = clampScore(1 + points + duration + (strategies >= 2 ? 1 : 0) - 2 * overconfident.length);

  const quotes = pickQuotes(
    score < 5 && overconfident.length > 0
      ? [...overconfident, ...ranked.map((entry) => entry.segment)]
      : [...ranked.map((entry) => entry.segment), ...overconfident],
  );
  const risk =
    mode === 'traffic-simulator'
      ? 'Stress, Zeitdruck oder Ärger am Steuer'
      : 'Feiern, Frust oder Gruppendruck';
  let assessment: string;
  if (quotes.length === 0) {
    assessment = `Du hast nicht erklärt, wie du dich in Risikosituationen wie ${risk} künftig verhältst.`;
  } else if (score >= 7) {
    assessment = `Du hast konkrete Strategien für Risikosituationen und ein Umfeld, das dich unterstützt – das wirkt tragfähig.`;
  } else if (overconfident.length > 0) {
    assessment = `Du verlässt dich eher auf guten Willen als auf einen Plan; für Situationen wie ${risk} fehlen konkrete Schritte.`;
  } else {
    assessment = `Du deutest Strategien an, beschreibst aber noch nicht genau, was du in Situationen wie ${risk} Schritt für Schritt tust.`;
  }
  return { criterion: 'stability', score, assessment, quotes };
}
