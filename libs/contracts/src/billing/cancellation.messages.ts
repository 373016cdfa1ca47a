/** German messages of the § 312k BGB cancellation declaration (`POST /api/cancellation-requests`). */
export const CANCELLATION_MESSAGES = {
  nameRequired: 'Bitte gib deinen Namen an.',
  nameTooLong: 'Der Name darf höchstens 200 Zeichen lang sein.',
  invalidEmail: 'Bitte gib eine gültige E-Mail-Adresse an.',
  subscriptionTooLong: 'Die Angabe zum Vertrag darf höchstens 200 Zeichen lang sein.',
  invalidKind: 'Bitte wähle, ob du ordentlich oder außerordentlich kündigst.',
  reasonRequired: 'Bitte nenne den Grund für die außerordentliche Kündigung.',
  reasonTooLong: 'Der Grund darf höchstens 2000 Zeichen lang sein.',
  invalidDate: 'Bitte gib das Datum im Format JJJJ-MM-TT an.',
  dateInPast: 'Das gewünschte Kündigungsdatum darf nicht in der Vergangenheit liegen.',
  controlCharacters: 'Die Eingabe enthält ungültige Zeichen.',
  received: 'Deine Kündigung ist bei uns eingegangen.',
} as const;
