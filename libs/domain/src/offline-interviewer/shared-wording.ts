/**
 * Wording the question banks share word for word, kept once: stage titles (the LLM coach prompts name the
 * same topics, prompts/coach-prompts.ts), the questions both coaches ask ("du") and the openings and
 * questions both simulators use (the psychologist's "Sie").
 */
export const STAGE_TITLES = {
  offenceQuestions: 'Fragen zum Delikt',
  consumption: 'Allgemeines Konsumverhalten',
  causes: 'Ursachen und Motive',
  trafficCauses: 'Ursachen und Einstellung zu Regeln',
  changeAndLife: 'Veränderungen und aktuelles Leben',
  abstinence: 'Abstinenz und Rückfallprävention',
  relapse: 'Rückfallprävention',
  change: 'Veränderung',
  currentLife: 'Aktuelle Lebenssituation',
  future: 'Zukunft und Rückfallprävention',
  confrontation: 'Kritische Nachfragen',
} as const;

/** Questions of both coaches (alcohol/drugs and traffic). */
export const COACH_QUESTIONS = {
  recentExample: 'Kannst du ein Beispiel aus den letzten Wochen nennen, das deine Veränderung zeigt?',
  hardestPart: 'Was war an dieser Veränderung für dich am schwierigsten?',
  differentToday: 'Was würdest du heute in einer vergleichbaren Situation wie damals anders machen?',
} as const;

/** Stage openings, questions and follow-ups of both simulators (alcohol/drugs and traffic). */
export const SIMULATOR_WORDING = {
  currentLifeIntro: 'Ich möchte nun etwas über Ihre heutige Lebenssituation erfahren.',
  futureIntro: 'Zum Abschluss möchte ich mit Ihnen über die Zukunft sprechen.',
  confrontationIntro: 'Ich stelle Ihnen heute kurze, direkte Fragen.',
  correctOrAdd: 'Gibt es etwas an Ihrer bisherigen Schilderung, das Sie korrigieren oder ergänzen möchten?',
  currentLife: 'Wie sieht Ihre aktuelle Lebenssituation aus – Beruf, Wohnen, Familie?',
  differentToday: 'Was würden Sie heute in einer vergleichbaren Situation anders machen?',
  fitsEarlierAccount: 'Wie passt das zu dem, was Sie mir vorher geschildert haben?',
  soundedDifferent: 'Vorhin klang das etwas anders – wie passt das zu Ihrer bisherigen Schilderung?',
  rememberOrAssume: 'Woran erinnern Sie sich genau, und was vermuten Sie nur?',
  concreteSituation: 'Können Sie mir eine konkrete Situation schildern, in der das deutlich wurde?',
  explainToday: 'Wie erklären Sie sich das heute, mit etwas Abstand betrachtet?',
  stepByStep: 'Wie genau haben Sie das umgesetzt, Schritt für Schritt?',
  moreDetail: 'Können Sie das etwas ausführlicher beschreiben?',
  newOrOld: 'Was davon ist neu, und was war früher schon so bei Ihnen?',
  recentSituation: 'Können Sie mir dazu eine Situation aus den letzten Wochen schildern?',
  howExactly: 'Wie genau würden Sie sich in dieser Situation verhalten?',
  notEnough: 'Das reicht mir nicht. Warum genau sehen Sie das so?',
  soundsLearned: 'Das klingt auswendig gelernt. Was meinen Sie ganz persönlich?',
  howToTell: 'Woran soll ich erkennen, dass das bei Ihnen stimmt?',
} as const;
