// Plain literals (no computed text), so bundlers can drop what a chunk does not use; chat-messages.spec.ts
// checks the numbers against CHAT_LIMITS.

/** German answers of the chat APIs. Wording from spec 1 §8 where it gives one (the chat uses "Sie"). */
export const CHAT_MESSAGES = {
  /** Spec 1 §8: the web shows the service-unavailable banner when an error mentions this wording. */
  serviceUnavailable:
    'Der Chat-Service ist vorübergehend nicht verfügbar. Bitte versuchen Sie es später erneut.',
  /** Spec 1 §8 "Too many sessions". */
  tooManySessions: 'Zu viele Sitzungen in kurzer Zeit erstellt. Bitte warten Sie einen Moment.',
  sessionNotFound: 'Diese Sitzung wurde nicht gefunden.',
  sessionOtherMode: 'Diese Sitzung gehört zu einem anderen Chat.',
  invalidMode: 'Diesen Chat gibt es nicht.',
  invalidSessionId: 'Die Sitzungskennung ist ungültig.',
  invalidSimulatorType: 'Diesen Simulator-Typ gibt es für diesen Simulator nicht.',
  messageRequired: 'Bitte geben Sie eine Nachricht ein.',
  messageTooLong: 'Die Nachricht ist zu lang (höchstens 4.000 Zeichen).',
  sessionRequired: 'Bitte starten Sie zuerst eine Sitzung.',
  simulationEnded: 'Diese Simulation ist beendet. Starten Sie eine neue Simulation, um weiter zu üben.',
  reportOnlySimulator: 'Eine Auswertung gibt es nur im Simulator.',
  reportTooFewAnswers: 'Für eine Auswertung beantworten Sie bitte zuerst mindestens 3 Fragen.',
  /** Spec 1 §8 "Transcription failure"; also the 503 without a speech-to-text provider. */
  transcriptionFailed: 'Fehler bei der Spracherkennung. Bitte versuchen Sie es erneut.',
  audioMissing: 'Bitte senden Sie eine Audioaufnahme im Feld „audio“.',
  audioEmpty: 'Die Aufnahme ist leer. Bitte sprechen Sie etwas länger.',
  audioTooLarge: 'Die Aufnahme ist zu groß (höchstens 640 KB). Bitte nehmen Sie eine kürzere Nachricht auf.',
  audioUnsupported: 'Dieses Audioformat wird nicht unterstützt.',
} as const;
