import type { CancellationKind } from './cancellation.types';

// The German e-mails of billing-service (server-side copy; the web's wording lives in ui-texts).

export interface MailContent {
  subject: string;
  text: string;
}

const BERLIN = 'Europe/Berlin';

/** `13.05.2026` in Germany's time zone. */
export function formatGermanDate(date: Date): string {
  return new Intl.DateTimeFormat('de-DE', {
    timeZone: BERLIN,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);
}

/** `13.05.2026, 14:07 Uhr` in Germany's time zone. */
export function formatGermanDateTime(date: Date): string {
  const time = new Intl.DateTimeFormat('de-DE', {
    timeZone: BERLIN,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(date);
  return `${formatGermanDate(date)}, ${time} Uhr`;
}

/** `2026-06-30` (a calendar date as given in the form) → `30.06.2026`. */
export function formatCalendarDate(value: string): string {
  const [year, month, day] = value.split('-');
  return `${day}.${month}.${year}`;
}

const SIGNATURE = ['Viele Grüße', 'Dein Team von MPU-Vorbereitung'].join('\n');

/** The short form of the withdrawal information (Anlage 1 zu Art. 246a § 1 Abs. 2 EGBGB, shortened). */
export const WITHDRAWAL_INFORMATION = [
  'Widerrufsbelehrung (Kurzfassung)',
  'Du hast das Recht, binnen 14 Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Frist beträgt',
  '14 Tage ab dem Tag des Vertragsschlusses. Um dein Widerrufsrecht auszuüben, musst du uns mittels einer',
  'eindeutigen Erklärung (z. B. eine E-Mail) über deinen Entschluss informieren, diesen Vertrag zu widerrufen.',
  'Zur Wahrung der Frist reicht es aus, dass du die Mitteilung vor Ablauf der Frist absendest. Hast du verlangt,',
  'dass die Leistung während der Widerrufsfrist beginnt, zahlst du uns einen angemessenen Betrag für den bis',
  'zum Widerruf erbrachten Anteil. Die vollständige Widerrufsbelehrung und das Muster-Widerrufsformular',
  'findest du in unseren AGB.',
].join('\n');

export interface OrderConfirmationData {
  planName: string;
  /** e.g. `49,00 €`. */
  monthlyPrice: string;
  minimumTermMonths: number;
  startDate: Date;
  commitmentEnd: Date | null;
  /** When the user asked for the service to start at once (billing.checkouts). */
  consentAt: Date | null;
}

export function orderConfirmationMail(data: OrderConfirmationData): MailContent {
  const lines = [
    'Hallo,',
    '',
    `vielen Dank für deine Bestellung. Dein Abonnement „${data.planName}“ ist aktiv.`,
    '',
    `Tarif: ${data.planName}`,
    `Preis: ${data.monthlyPrice} pro Monat (inkl. MwSt.), monatliche Abrechnung`,
    `Mindestlaufzeit: ${data.minimumTermMonths} Monate ab Beginn` +
      (data.commitmentEnd ? ` (bis ${formatGermanDate(data.commitmentEnd)})` : '') +
      ', danach monatlich kündbar',
    `Beginn: ${formatGermanDate(data.startDate)}`,
    '',
    'Dein Widerrufsrecht',
    'Du hast ein gesetzliches Widerrufsrecht von 14 Tagen ab Vertragsschluss.',
    data.consentAt
      ? `Du hast am ${formatGermanDateTime(data.consentAt)} ausdrücklich verlangt, dass wir vor Ablauf der ` +
        'Widerrufsfrist mit der Leistung beginnen, und bestätigt, dass dein Widerrufsrecht damit vorzeitig ' +
        'erlischt, sobald der Vertrag vollständig erfüllt ist (§ 356 Abs. 5 BGB).'
      : 'Du hast ausdrücklich verlangt, dass wir vor Ablauf der Widerrufsfrist mit der Leistung beginnen ' +
        '(§ 356 Abs. 5 BGB).',
    '',
    WITHDRAWAL_INFORMATION,
    '',
    'Kündigen kannst du jederzeit über „Verträge hier kündigen“ auf unserer Website.',
    '',
    SIGNATURE,
  ];
  return { subject: `Bestellbestätigung: ${data.planName}`, text: lines.join('\n') };
}

export interface CancellationReceiptData {
  receivedAt: Date;
  name: string;
  /** What the customer named, else the plan found; null when neither. */
  subscription: string | null;
  kind: CancellationKind;
  /** `YYYY-MM-DD` or null (nächstmöglicher Zeitpunkt). */
  desiredDate: string | null;
  /** When it takes effect; null when we could not apply it yet (the team follows up). */
  effectiveAt: Date | null;
}

export function cancellationReceiptMail(data: CancellationReceiptData): MailContent {
  const kind = data.kind === 'extraordinary' ? 'außerordentliche Kündigung' : 'ordentliche Kündigung';
  const lines = [
    `Hallo ${data.name},`,
    '',
    `deine Kündigungserklärung ist am ${formatGermanDateTime(data.receivedAt)} bei uns eingegangen.`,
    '',
    `Vertrag: ${data.subscription ?? 'Abonnement bei MPU-Vorbereitung'}`,
    `Art: ${kind}`,
    `Gewünschter Zeitpunkt: ${data.desiredDate ? formatCalendarDate(data.desiredDate) : 'zum nächstmöglichen Zeitpunkt'}`,
    data.effectiveAt
      ? `Die Kündigung wird wirksam zum ${formatGermanDate(data.effectiveAt)}. Bis dahin kannst du alle Inhalte weiter nutzen.`
      : 'Wir ordnen deine Kündigung deinem Vertrag zu und bestätigen dir den Zeitpunkt, zu dem sie wirksam wird, gesondert.',
    ...(data.kind === 'extraordinary'
      ? ['', 'Deine außerordentliche Kündigung prüfen wir persönlich und melden uns bei dir.']
      : []),
    '',
    'Bitte bewahre diese E-Mail als Nachweis über den Eingang deiner Kündigung auf.',
    '',
    SIGNATURE,
  ];
  return { subject: 'Eingangsbestätigung deiner Kündigung', text: lines.join('\n') };
}
