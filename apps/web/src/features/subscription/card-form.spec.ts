import { cardDetailsOf, formatCardNumber, formatCvc, formatExpiry, validateCard } from './card-form';

describe('test card form (spec 3 §5)', () => {
  it('groups the card number by 4, digits only, at most 19 characters', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(formatCardNumber('42424242424242424242')).toHaveLength(19);
    expect(formatCardNumber('abc')).toBe('');
  });

  it('formats the expiry as MM/YY, at most 5 characters', () => {
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('12/305')).toBe('12/30');
    expect(formatExpiry('1a2/3x0')).toBe('12/30');
  });

  it('keeps only up to 4 CVC digits', () => {
    expect(formatCvc('12a34 5')).toBe('1234');
  });

  it('gives the three messages', () => {
    expect(validateCard({ number: '4242 4242', expiry: '12/3', cvc: '12' })).toEqual({
      number: 'Kartennummer muss mindestens 16 Ziffern haben',
      expiry: 'Ablaufdatum muss im Format MM/YY sein',
      cvc: 'CVC muss mindestens 3 Ziffern haben',
    });
    expect(validateCard({ number: '4242 4242 4242 4242', expiry: '13/30', cvc: '123' })).toEqual({
      expiry: 'Ablaufdatum muss im Format MM/YY sein',
    });
    expect(validateCard({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' })).toEqual({});
  });

  it('sends only the last four digits and the expiry', () => {
    expect(cardDetailsOf({ number: '4000 0025 0000 3155', expiry: '09/31', cvc: '123' })).toEqual({
      last4: '3155',
      expMonth: 9,
      expYear: 2031,
    });
  });
});
