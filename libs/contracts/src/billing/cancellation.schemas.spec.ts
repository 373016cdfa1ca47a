import { validate } from '../common/validation';
import { CANCELLATION_MESSAGES as M } from './cancellation.messages';
import { berlinToday, cancellationBodySchema } from './cancellation.schemas';
import { cancellationReceiptMail, orderConfirmationMail } from './billing-mail.texts';

const valid = { name: ' Erika Muster ', email: 'erika@example.de', kind: 'ordinary' };
const message = (body: unknown) => {
  const result = validate(cancellationBodySchema, body);
  return result.ok ? null : result.message;
};

describe('cancellationBodySchema', () => {
  it('accepts the form, trims, keeps null as "nächstmöglicher Zeitpunkt"', () => {
    const result = validate(cancellationBodySchema, { ...valid, desiredDate: null, userId: 'x' });
    expect(result).toEqual({
      ok: true,
      data: { name: 'Erika Muster', email: 'erika@example.de', kind: 'ordinary', desiredDate: null },
    });
    expect(message({ ...valid, desiredDate: berlinToday() })).toBeNull();
  });

  it.each([
    [{ ...valid, name: '  ' }, M.nameRequired],
    [{ ...valid, name: undefined }, M.nameRequired],
    [{ ...valid, email: 'keine-adresse' }, M.invalidEmail],
    [{ ...valid, email: 'a b@example.de' }, M.invalidEmail],
    [{ ...valid, kind: 'sofort' }, M.invalidKind],
    [{ ...valid, kind: 'extraordinary' }, M.reasonRequired],
    [{ ...valid, kind: 'extraordinary', reason: '   ' }, M.reasonRequired],
    [{ ...valid, desiredDate: '2020-01-01' }, M.dateInPast],
    [{ ...valid, desiredDate: '2030-02-30' }, M.invalidDate],
    [{ ...valid, desiredDate: '1.1.2030' }, M.invalidDate],
    [{ ...valid, name: 'Erika\u0007' }, M.controlCharacters],
    [{ ...valid, name: 'Erika\u0000' }, 'Die Eingabe enthält ungültige Zeichen.'],
  ])('%j → %s', (body, expected) => {
    expect(message(body)).toBe(expected);
  });

  it('allows line breaks in the reason only', () => {
    expect(message({ ...valid, kind: 'extraordinary', reason: 'Umzug\nins Ausland' })).toBeNull();
    expect(message({ ...valid, subscription: 'MPU\nPremium' })).toBe(M.controlCharacters);
  });
});

describe('billing mails', () => {
  it('order confirmation: price, term, start, the consent time and the withdrawal information', () => {
    const mail = orderConfirmationMail({
      planName: 'MPU Premium',
      monthlyPrice: '49,00 €',
      minimumTermMonths: 3,
      startDate: new Date('2026-05-13T12:00:00Z'),
      commitmentEnd: new Date('2026-08-13T12:00:00Z'),
      consentAt: new Date('2026-05-13T11:59:30Z'),
    });
    expect(mail.subject).toBe('Bestellbestätigung: MPU Premium');
    expect(mail.text).toContain('49,00 € pro Monat');
    expect(mail.text).toContain('Mindestlaufzeit: 3 Monate ab Beginn (bis 13.08.2026)');
    expect(mail.text).toContain('Beginn: 13.05.2026');
    expect(mail.text).toContain('am 13.05.2026, 13:59:30 Uhr ausdrücklich verlangt');
    expect(mail.text).toContain('binnen 14 Tagen');
    expect(mail.text).toContain('Muster-Widerrufsformular');
  });

  it('cancellation receipt: receipt time in Berlin, kind, desired and effective date', () => {
    const mail = cancellationReceiptMail({
      receivedAt: new Date('2026-12-31T23:30:05Z'),
      name: 'Erika',
      subscription: 'MPU Premium',
      kind: 'ordinary',
      desiredDate: null,
      effectiveAt: new Date('2027-03-31T10:00:00Z'),
    });
    expect(mail.text).toContain('am 01.01.2027, 00:30:05 Uhr bei uns eingegangen');
    expect(mail.text).toContain('Art: ordentliche Kündigung');
    expect(mail.text).toContain('zum nächstmöglichen Zeitpunkt');
    expect(mail.text).toContain('wird wirksam zum 31.03.2027');
  });
});
