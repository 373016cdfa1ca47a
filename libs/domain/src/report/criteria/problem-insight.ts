import { pickQuotes } from '../quotes';
import {
  type CriterionInput,
  type CriterionResult,
  type Signal,
  cappedPoints,
  clampScore,
  rankSegments,
} from './criterion';

/** Owning the behaviour: strong (explicit responsibility) and weak ("ich habe …", "ich war …"). */
const OWNING: Signal[] = [
  {
    pattern:
      /\b(mein fehler|meine schuld|meine verantwortung|verantwortung (uebernehm\w*|uebernommen|getragen)|unterschaetzt|verharmlost|schoengeredet|eingeredet|gefaehrdet|rechtfertig\w*|selbst schuld|ich allein|hab\w* mich selbst belogen|abhaengig|missbrauch\w*|alkoholproblem|problem mit (dem )?(alkohol|trinken|drogen|kiffen|cannabis|rasen|regeln)|rücksichtslos|ruecksichtslos|egoistisch|leichtsinnig|verantwortungslos)\b/,
    weight: 3,
  },
  {
    pattern:
      /\b(ich haette|haette ich|mir ist (heute |inzwischen )?klar|ich sehe (heute|inzwischen|jetzt) ein|ich weiss heute)\b/,
    weight: 2,
  },
  { pattern: /\b(ich habe|ich hab|ich war|ich bin .*gefahren|ich trank|ich fuhr)\b/, weight: 1 },
];

/** Externalising or minimising. */
const EXTERNALISING: Signal[] = [
  {
    pattern:
      /\b(pech|die polizei|alle anderen|die anderen|nur ein bier|nur ein glas|nur zwei|nur ein paar|nicht so schlimm|nicht schlimm|halb so wild|jeder macht das|machen (doch )?alle|macht (doch )?jeder|zufall|ungerecht\w*|schikan\w*|falsche(n)? zeit|falschen ort|nichts passiert|im griff|konnte (noch )?(gut |sicher |problemlos )?fahren|kein problem|kein alkoholproblem|keine gefahr|uebertrieben|abzocke|die behoerde|blitzer(falle)?|die strecke|schuld (war|waren|ist|sind) (die|der|das))\b/,
    weight: 1,
  },
];

export function assessProblemInsight({ mode, segments }: CriterionInput): CriterionResult {
  const externalising = rankSegments(segments, EXTERNALISING);
  const externalSet = new Set(externalising.map((entry) => entry.segment));
  const owning = rankSegments(
    segments.filter((segment) => !externalSet.has(segment)),
    OWNING,
  );
  const ownPoints = Math.min(cappedPoints(owning, 4), 10);
  const score = clampScore(1 + ownPoints - 3 * externalising.length);
  const offence =
    mode === 'traffic-simulator' ? 'deine Verstöße im Straßenverkehr' : 'deinen Konsum und die Fahrt';

  const quoteSource =
    externalising.length > 0 && score < 6
      ? [...externalising, ...owning]
      : [...owning.filter((entry) => entry.weight > 1), ...externalising, ...owning];
  const quotes = pickQuotes(quoteSource.map((entry) => entry.segment));

  let assessment: string;
  if (quotes.length === 0) {
    assessment = `In deinen Antworten findet sich keine Aussage dazu, wie du ${offence} heute selbst bewertest.`;
  } else if (score >= 7) {
    assessment = `Du übernimmst klar Verantwortung für ${offence} und benennst dein eigenes Fehlverhalten, ohne es kleinzureden.`;
  } else if (externalising.length > 0) {
    assessment = `Du suchst die Ursachen teilweise außerhalb von dir oder spielst das Geschehen herunter – Gutachter werten das als fehlende Problemeinsicht.`;
  } else {
    assessment = `Du erzählst, was passiert ist, sagst aber kaum, was du selbst falsch gemacht hast und warum.`;
  }
  return { criterion: 'problemInsight', score, assessment, quotes };
}
