import type { PlannerAppointment } from '@mpu/contracts';
import { escapeIcsText, foldIcsLine, icsDate, icsNextDate, icsTimestamp, plannerToIcs } from './ics';

const NOW = new Date('2026-03-04T05:06:07.890Z');

function appointment(overrides: Partial<PlannerAppointment> = {}): PlannerAppointment {
  return {
    id: 'urine-1',
    date: '2026-04-13',
    type: 'urine',
    description: 'Urinscreening 1 von 6',
    completed: false,
    ...overrides,
  };
}

/** Undoes RFC 5545 folding: a CRLF followed by one space joins the lines. */
const unfold = (ics: string) => ics.replace(/\r\n /g, '');
const utf8Length = (text: string) => Buffer.byteLength(text, 'utf8');

describe('escapeIcsText', () => {
  it('escapes backslash, semicolon, comma and every kind of line break', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });

  it('escapes the backslash first, so escapes are not doubled', () => {
    expect(escapeIcsText('\\;')).toBe('\\\\\\;');
  });

  it('leaves other text (umlauts, colons) as it is', () => {
    expect(escapeIcsText('Haaranalyse: Größe 3 cm')).toBe('Haaranalyse: Größe 3 cm');
  });
});

describe('foldIcsLine', () => {
  it('keeps lines of up to 75 octets', () => {
    const line = 'x'.repeat(75);
    expect(foldIcsLine(line)).toBe(line);
  });

  it('folds after 75 octets with CRLF and a space that counts towards the next line', () => {
    const line = 'a'.repeat(75) + 'b'.repeat(74) + 'c';
    const folded = foldIcsLine(line);
    expect(folded.split('\r\n')).toEqual(['a'.repeat(75), ` ${'b'.repeat(74)}`, ' c']);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('counts octets, not characters, and never splits a multi-byte character', () => {
    const line = `SUMMARY:${'ä'.repeat(60)}😀${'ö'.repeat(20)}`;
    const folded = foldIcsLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) expect(utf8Length(part)).toBeLessThanOrEqual(75);
    // 8 ASCII + 33 × 2 octets = 74; the next 'ä' would make 76
    expect(parts[0]).toBe(`SUMMARY:${'ä'.repeat(33)}`);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(folded).not.toContain('\uFFFD');
  });
});

describe('dates', () => {
  it('writes DATE values and the next day across month, year and leap-day ends', () => {
    expect(icsDate('2026-04-13')).toBe('20260413');
    expect(icsNextDate('2026-04-13')).toBe('20260414');
    expect(icsNextDate('2026-04-30')).toBe('20260501');
    expect(icsNextDate('2026-12-31')).toBe('20270101');
    expect(icsNextDate('2028-02-28')).toBe('20280229');
    expect(icsNextDate('2027-02-28')).toBe('20270301');
  });

  it('rejects impossible dates', () => {
    expect(() => icsDate('2026-02-30')).toThrow(RangeError);
    expect(() => icsNextDate('13.04.2026')).toThrow(RangeError);
  });

  it('writes DTSTAMP in UTC without milliseconds', () => {
    expect(icsTimestamp(NOW)).toBe('20260304T050607Z');
  });
});

describe('plannerToIcs', () => {
  it('writes a calendar with one all-day VEVENT per appointment, by date, CRLF everywhere', () => {
    const ics = plannerToIcs(
      [
        appointment({
          id: 'hair-1',
          date: '2026-09-04',
          type: 'hair',
          description: 'Haaranalyse nach 6 Monaten',
        }),
        appointment(),
      ],
      NOW,
    );
    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//MPU-Vorbereitung//Abstinenznachweis Planung//DE',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:urine-1@mpu-vorbereitung',
      'DTSTAMP:20260304T050607Z',
      'DTSTART;VALUE=DATE:20260413',
      'DTEND;VALUE=DATE:20260414',
      'SUMMARY:Urinscreening 1 von 6',
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:hair-1@mpu-vorbereitung',
      'DTSTAMP:20260304T050607Z',
      'DTSTART;VALUE=DATE:20260904',
      'DTEND;VALUE=DATE:20260905',
      'SUMMARY:Haaranalyse nach 6 Monaten',
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
    // no bare LF or CR anywhere
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('escapes and folds the summary', () => {
    const description = 'Termin; bitte, pünktlich\nmit Ausweis \\ Nachweis '.repeat(3);
    const ics = plannerToIcs([appointment({ description })], NOW);
    for (const line of ics.split('\r\n')) expect(utf8Length(line)).toBeLessThanOrEqual(75);
    const summary = unfold(ics)
      .split('\r\n')
      .find((line) => line.startsWith('SUMMARY:'));
    expect(summary).toBe(`SUMMARY:${escapeIcsText(description)}`);
    expect(summary).toContain('Termin\\; bitte\\, pünktlich\\nmit Ausweis \\\\ Nachweis');
  });

  it('writes an empty calendar for no appointments and does not change its input', () => {
    const list = [appointment({ id: 'b', date: '2026-05-01' }), appointment({ id: 'a', date: '2026-05-01' })];
    const copy = structuredClone(list);
    expect(plannerToIcs([], NOW)).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//MPU-Vorbereitung//Abstinenznachweis Planung//DE',
        'CALSCALE:GREGORIAN',
        'METHOD:PUBLISH',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
    const uids = plannerToIcs(list, NOW).match(/^UID:.*$/gm);
    expect(uids).toEqual(['UID:a@mpu-vorbereitung', 'UID:b@mpu-vorbereitung']);
    expect(list).toEqual(copy);
  });
});
