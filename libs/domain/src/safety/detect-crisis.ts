import { normalizeGerman, splitSentences } from './normalize';

export type CrisisKind = 'suicidal' | 'relapse-emergency';

/*
 * Keyword heuristic, deliberately simple and transparent. Limits:
 * - It only sees the single message, not the conversation, irony, quotes or negations in general
 *   ("ich habe nie an Suizid gedacht" still triggers) – it errs on the side of showing help, a false
 *   positive only costs one calm message with phone numbers.
 * - Indirect wording ("ich falle allen nur zur Last", "bald ist es vorbei") and heavy misspellings beyond
 *   the listed variants are missed; it is no substitute for a human or a trained classifier.
 * - Relapse signals are suppressed when the sentence is about prevention ("Rückfallprävention",
 *   "wie vermeide ich einen Rückfall", "wenn ich Suchtdruck habe, …") or clearly about the past
 *   ("vor drei Jahren", "damals") unless the same sentence also says now/today/yesterday.
 * - The suicidal check is not suppressed by MPU context except for "Schluss machen/Schluss mit" followed by
 *   the substance or a person ("Schluss mit dem Trinken", "Schluss machen mit meiner Freundin").
 */

const SUICIDAL_PATTERNS: RegExp[] = [
  /\b(suizid\w*|suicid\w*|suizit\w*|selbstmord\w*|selbstmort\w*|freitod|suizidal\w*)\b/,
  /\bnicht mehr (leben|lebn|da sein|aufwachen|existieren)\b/,
  /\b(will|moechte|mag|moecht|wil) (nur noch )?(sterben|tot sein)\b/,
  /\blieber tot\b/,
  /\b(waer|waere) (ich )?(lieber |besser )?tot\b/,
  /\b(keine|keinen) (lust|bock|kraft|grund) mehr (zu|zum) leben\b/,
  /\bmich (selbst )?(umbringen|umzubringen|toeten|zu toeten|erhaengen|aufhaengen|ritzen)\b/,
  /\bbring\w* mich (selbst )?um\b/,
  /\b(mir|mein) (das )?leben (zu )?(nehmen|beenden)\b/,
  /\bmein leben (zu )?beenden\b/,
  /\balles (zu )?beenden\b/,
  /\b(allem|dem ganzen) ein ende\b/,
  /\b(hat|macht|ergibt) (alles |das leben |mein leben |nichts )?(keinen|kein) sinn mehr\b/,
  /\bkeinen sinn mehr\b/,
  /\b(von der bruecke|vom dach|vor den zug|vor einen zug|vor ein auto) (springen|werfen|zu springen)\b/,
];

/** "Schluss machen" counts unless it is about the substance or a relationship. */
const SCHLUSS_PATTERN = /\bschluss (machen|mit mir|mit allem|mit dem leben)\b|\bmit mir schluss\b/;
const SCHLUSS_HARMLESS =
  /\bschluss (machen )?mit (dem |der |den )?(trinken|alkohol|saufen|kiffen|drogen|rauchen|konsum|rasen|zocken|meiner|meinem|ihr|ihm|der beziehung)\b/;

/** Prevention / hypothetical / treatment context: relapse words here are MPU talk, not an emergency. */
const PREVENTION_CONTEXT =
  /\b(vermeid\w*|verhinder\w*|vorbeug\w*|vorzubeugen|praevention|wenn|falls|sobald|bei einem|im falle|umgang|umgehen|strategie\w*|plan|gelernt|erkenne|erkennen|warnsignal\w*|gefahr|risiko)\b/;
/** Clearly past: relapse years ago etc. */
const PAST_CONTEXT =
  /\b(damals|frueher|vor (\d+|einem|einer|zwei|drei|vier|fuenf|sechs|sieben|acht|neun|zehn|ein paar|einigen|vielen) (jahr|jahren|monat|monaten)|jahre her|im jahr \d{4}|\d{4})\b/;
/** Explicitly now: overrides the past/prevention suppression. */
const NOW_CONTEXT =
  /\b(gerade|grad|grade|jetzt|heute|gestern|eben|im moment|momentan|seit gestern|heute nacht)\b/;

const RELAPSE_WORDS = /\b(rueckfall|rueckfaellig|rueckfalls)\b/;
const CRAVING_WORDS = /\b(suchtdruck|saufdruck|trinkdruck|craving|cravings)\b/;
const DRANK_AGAIN =
  /\bwieder (angefangen zu trinken|angefangen|getrunken|gesoffen|konsumiert|gekifft|drogen genommen|was genommen|etwas genommen|zur flasche gegriffen)\b/;
const DRANK_AGAIN_NEGATED =
  /\b(nie|nicht|nichts|kein|keinen|niemals) (mehr |wieder |mehr wieder )?(\w+ ){0,2}wieder\b/;
const CANNOT_STOP =
  /\b(kann|koennen|schaffe) (es )?(einfach )?(nicht|nich|net) (mehr )?(aufhoeren|aufhoern|stoppen)\b/;
const NOT_DRUNK =
  /\b(nichts|nicht|kein|keinen|keine) (\w+ ){0,2}(getrunken|gesoffen|gekifft|genommen|betrunken)\b|\bnuechtern\b/;
const INTOXICATED_STATE =
  /\b(bin|bin gerade|bin jetzt|bin grad)\b.*\b(betrunken|besoffen|angetrunken|blau|voll|bekifft|high|drauf)\b|\b(hab|habe) (gerade |eben |grad |jetzt |heute )?(\w+ ){0,3}(getrunken|gesoffen|gekifft|genommen)\b/;
const WANTS_TO_DRIVE =
  /\b(will|werde|muss|moechte|wil|soll)\b.*\b(fahren|heimfahren|losfahren)\b|\bfahre (jetzt|gleich|trotzdem|los|heim|nach hause)\b|\b(ans steuer|ins auto|hinters steuer)\b/;
const DRIVING_PAST = /\b(damals|wollte|bin gefahren|gefahren bin|war|vor (\d+|einem|zwei|drei) jahren)\b/;

function isSuicidal(text: string): boolean {
  if (SUICIDAL_PATTERNS.some((pattern) => pattern.test(text))) return true;
  return SCHLUSS_PATTERN.test(text) && !SCHLUSS_HARMLESS.test(text);
}

function isRelapseEmergency(sentence: string): boolean {
  const now = NOW_CONTEXT.test(sentence);
  const suppressed = !now && (PREVENTION_CONTEXT.test(sentence) || PAST_CONTEXT.test(sentence));
  if (CANNOT_STOP.test(sentence)) return true;
  if ((RELAPSE_WORDS.test(sentence) || CRAVING_WORDS.test(sentence)) && !suppressed) return true;
  if (DRANK_AGAIN.test(sentence) && !DRANK_AGAIN_NEGATED.test(sentence) && !suppressed) return true;
  if (
    INTOXICATED_STATE.test(sentence) &&
    WANTS_TO_DRIVE.test(sentence) &&
    !NOT_DRUNK.test(sentence) &&
    !(DRIVING_PAST.test(sentence) && !now)
  ) {
    return true;
  }
  return false;
}

/**
 * Detects acute crisis signals in a user's message: suicidal thoughts take precedence over relapse
 * emergencies. Returns null when nothing was found. See the comment above for the heuristic's limits.
 */
export function detectCrisis(message: string): CrisisKind | null {
  const whole = normalizeGerman(message);
  if (whole.length === 0) return null;
  if (isSuicidal(whole)) return 'suicidal';
  const sentences = splitSentences(message).map(normalizeGerman);
  if (sentences.some(isRelapseEmergency)) return 'relapse-emergency';
  return null;
}
