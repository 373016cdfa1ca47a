import { pickQuotes } from '../quotes';
import type { Segment } from '../segments';
import { type CriterionInput, type CriterionResult, clampScore } from './criterion';

const NUMBER_VALUES: Record<string, number> = {
  ein: 1,
  eine: 1,
  einen: 1,
  einem: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  fuenf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  zehn: 10,
  elf: 11,
  zwoelf: 12,
};

/** Drink units grouped so that "Bier"/"Biere"/"Flaschen Bier" compare with each other. */
const UNIT_GROUPS: [RegExp, string][] = [
  [/^(bier|biere|halbe|mass|pils|weizen|flaschen bier)$/, 'bier'],
  [/^(wein|glas wein|glaeser wein|weinschorle|sekt)$/, 'wein'],
  [/^(schnaps|schnaepse|kurze|kurzen|shots|shot)$/, 'schnaps'],
  [/^(cocktails|cocktail|longdrinks|longdrink|mische|mischen)$/, 'cocktail'],
  [/^(glas|glaeser|drinks|getraenke|flaschen|flasche)$/, 'getraenk'],
];

const AMOUNT =
  /\b(\d+|ein|eine|einen|einem|zwei|drei|vier|fuenf|sechs|sieben|acht|neun|zehn|elf|zwoelf) (flaschen bier|glas wein|glaeser wein|bier|biere|halbe|mass|pils|weizen|wein|weinschorle|sekt|schnaps|schnaepse|kurze|kurzen|shots|shot|cocktails|cocktail|longdrinks|longdrink|mische|mischen|glas|glaeser|drinks|getraenke|flaschen|flasche)\b/g;
const PROMILLE = /\b(\d+(?:\.\d+)?) promille\b/g;
const POINTS = /\b(\d+) punkte\b/g;
/** Habitual or general statements are not about the night in question. */
const HABITUAL =
  /\b(frueher|normalerweise|am wochenende|jedes wochenende|jeden|jede|immer|meistens|regelmaessig|pro (woche|tag|abend)|taeglich|manchmal|oft|heute|inzwischen|maximal|hoechstens|grenze)\b/;

interface Fact {
  key: string;
  value: number;
  segment: Segment;
}

function factsOf(segment: Segment): Fact[] {
  if (HABITUAL.test(segment.norm)) return [];
  const facts: Fact[] = [];
  for (const match of segment.norm.matchAll(AMOUNT)) {
    const [, count, unit] = match;
    const value = NUMBER_VALUES[count] ?? Number(count);
    const group = UNIT_GROUPS.find(([pattern]) => pattern.test(unit))?.[1] ?? unit;
    facts.push({ key: `drink:${group}`, value, segment });
  }
  for (const match of segment.norm.matchAll(PROMILLE)) {
    facts.push({ key: 'promille', value: Number(match[1]), segment });
  }
  for (const match of segment.norm.matchAll(POINTS)) {
    facts.push({ key: 'punkte', value: Number(match[1]), segment });
  }
  return facts;
}

/** Denial of ever having consumed / sped ("nie getrunken"), not a commitment ("nie wieder"). */
const DENIAL =
  /\b(noch nie|nie|niemals|nie im leben)\b (?!wieder|mehr)(\w+ ){0,3}(getrunken|alkohol|betrunken|gekifft|drogen|konsumiert|zu schnell|gerast|geblitzt|ueber rot)\b/;
const ADMISSION =
  /\b(habe|hatte|hab|war|bin|trank|fuhr)\b(?!.*\b(nie|nicht|kein|keine|keinen|niemals)\b).{0,60}\b(getrunken|betrunken|gekifft|konsumiert|zu schnell|gerast|geblitzt|ueber rot|promille|bier|wein|schnaps|joint)\b/;

/** Claim of abstinence vs. mention of recent drinking. */
const ABSTINENCE =
  /\b(abstinent|keinen alkohol mehr|trinke (seitdem |seither |inzwischen |jetzt )?(gar )?(nicht|nichts|keinen) mehr|keinen tropfen|trocken seit|nichts mehr getrunken)\b/;
const RECENT_DRINKING =
  /\b(letzte woche|letzten monat|letztes wochenende|am wochenende|gestern|neulich|kuerzlich|vor kurzem|letztens|zuletzt|an silvester|auf der hochzeit|an meinem geburtstag)\b.*\b(getrunken|bier|wein|sekt|glas|angestossen|anstossen|schnaps)\b|\b(getrunken|bier|wein|sekt|angestossen)\b.*\b(letzte woche|letzten monat|letztes wochenende|gestern|neulich|kuerzlich|vor kurzem|letztens)\b/;

const EVASIVE =
  /\b(weiss (ich )?nicht|weiss nicht mehr|keine ahnung|kann mich nicht erinnern|erinnere mich nicht|dazu sage ich nichts|kein kommentar|egal|spielt keine rolle|geht sie nichts an|keine lust)\b/;

interface Contradiction {
  first: Segment;
  second: Segment;
}

function numericContradictions(segments: readonly Segment[]): {
  contradictions: Contradiction[];
  anchors: Segment[];
} {
  const facts = segments.flatMap(factsOf);
  const contradictions: Contradiction[] = [];
  const seenKeys = new Set<string>();
  for (const fact of facts) {
    if (seenKeys.has(fact.key)) continue;
    const other = facts.find(
      (candidate) =>
        candidate.key === fact.key &&
        candidate.value !== fact.value &&
        candidate.segment.answer !== fact.segment.answer,
    );
    if (other) {
      seenKeys.add(fact.key);
      contradictions.push({ first: fact.segment, second: other.segment });
    }
  }
  return { contradictions, anchors: facts.map((fact) => fact.segment) };
}

function pairContradiction(
  segments: readonly Segment[],
  claim: RegExp,
  counter: RegExp,
  excludeClaimFromCounter = true,
): Contradiction | null {
  const first = segments.find((segment) => claim.test(segment.norm));
  if (!first) return null;
  const second = segments.find(
    (segment) =>
      segment.answer !== first.answer &&
      counter.test(segment.norm) &&
      !(excludeClaimFromCounter && claim.test(segment.norm)),
  );
  return second ? { first, second } : null;
}

export function assessConsistency({ mode, answers, segments }: CriterionInput): CriterionResult {
  const { contradictions, anchors } = numericContradictions(segments);
  const denial = pairContradiction(segments, DENIAL, ADMISSION);
  if (denial) contradictions.push(denial);
  if (mode === 'simulator') {
    const abstinence = pairContradiction(segments, ABSTINENCE, RECENT_DRINKING);
    if (abstinence) contradictions.push(abstinence);
  }

  const evasive = segments.filter((segment) => EVASIVE.test(segment.norm));
  const shortAnswers = answers.filter((answer) => answer.split(/\s+/).length < 4).length;
  const weakShare = answers.length === 0 ? 0 : (shortAnswers + evasive.length) / answers.length;
  const evasivePenalty = Math.min(4, Math.round(weakShare * 6));
  const abstinenceAnchors = segments.filter((segment) => ABSTINENCE.test(segment.norm));
  const hasAnchors = anchors.length + abstinenceAnchors.length > 0;

  const raw = 10 - 5 * contradictions.length - evasivePenalty;
  const score = clampScore(hasAnchors ? raw : Math.min(raw, 7));

  const contradictionSegments = contradictions.flatMap(({ first, second }) => [first, second]);
  const quotes = pickQuotes([...contradictionSegments, ...evasive, ...anchors, ...abstinenceAnchors]);

  let assessment: string;
  if (contradictions.length > 0) {
    assessment =
      contradictions.length === 1
        ? 'Deine Angaben widersprechen sich an einer Stelle – im echten Gespräch fällt so etwas sofort auf und kostet Glaubwürdigkeit.'
        : 'Deine Angaben widersprechen sich an mehreren Stellen – das kostet im echten Gespräch viel Glaubwürdigkeit.';
  } else if (evasivePenalty >= 2) {
    assessment =
      'Viele Antworten sind sehr knapp oder ausweichend; so lässt sich kaum prüfen, ob deine Darstellung stimmig ist.';
  } else if (quotes.length === 0) {
    assessment =
      'Es fanden sich keine Widersprüche, aber auch kaum konkrete Angaben (Mengen, Daten, Werte), die sich gegenseitig stützen.';
  } else {
    assessment = 'Deine konkreten Angaben passen zueinander; Widersprüche sind nicht aufgefallen.';
  }
  return { criterion: 'consistency', score, assessment, quotes };
}
