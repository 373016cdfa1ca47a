import type { PlannerAppointment } from '@mpu/contracts';
import { parseIsoDate } from './iso-date';

/** RFC 5545 §3.1: content lines end with CRLF and are folded so no line is longer than 75 octets. */
export const ICS_LINE_BREAK = '\r\n';
export const ICS_MAX_LINE_OCTETS = 75;

/** `UID:<appointment id>@mpu-vorbereitung` — stable, so importing a changed plan updates its events. */
export const ICS_UID_DOMAIN = 'mpu-vorbereitung';
export const ICS_PRODUCT_ID = '-//MPU-Vorbereitung//Abstinenznachweis Planung//DE';

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon, comma and line breaks are escaped. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** UTF-8 length of one character (code point). */
function utf8Octets(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/**
 * RFC 5545 §3.1 folding: after at most 75 octets a CRLF plus one space continues the line (the space counts
 * towards the next line's 75). Splits between characters only, never inside a UTF-8 sequence or a
 * surrogate pair.
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const charOctets = utf8Octets(char);
    if (size + charOctets > ICS_MAX_LINE_OCTETS) {
      parts.push(current);
      current = ' ';
      size = 1;
    }
    current += char;
    size += charOctets;
  }
  parts.push(current);
  return parts.join(ICS_LINE_BREAK);
}

/** 'YYYY-MM-DD' → 'YYYYMMDD' (RFC 5545 DATE), validated. */
export function icsDate(iso: string): string {
  const { year, month, day } = parseIsoDate(iso);
  return `${String(year).padStart(4, '0')}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`;
}

/** The calendar day after 'YYYY-MM-DD' as RFC 5545 DATE (the exclusive DTEND of an all-day event). */
export function icsNextDate(iso: string): string {
  const { year, month, day } = parseIsoDate(iso);
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(next.getUTCFullYear()).padStart(4, '0')}${pad(next.getUTCMonth() + 1)}${pad(next.getUTCDate())}`;
}

/** A moment as RFC 5545 DATE-TIME in UTC: 'YYYYMMDDTHHMMSSZ'. */
export function icsTimestamp(moment: Date): string {
  return moment
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

function appointmentEvent(appointment: PlannerAppointment, stamp: string): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(appointment.id)}@${ICS_UID_DOMAIN}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${icsDate(appointment.date)}`,
    `DTEND;VALUE=DATE:${icsNextDate(appointment.date)}`,
    `SUMMARY:${escapeIcsText(appointment.description)}`,
    // An all-day reminder, not a busy day.
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

/**
 * The planner's appointments as an iCalendar file (RFC 5545): one all-day VEVENT per appointment, by date,
 * `now` as DTSTAMP. CRLF line endings (also after the last line), long lines folded.
 */
export function plannerToIcs(appointments: readonly PlannerAppointment[], now: Date): string {
  const stamp = icsTimestamp(now);
  const sorted = [...appointments].sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${ICS_PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...sorted.flatMap((appointment) => appointmentEvent(appointment, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(ICS_LINE_BREAK) + ICS_LINE_BREAK;
}
