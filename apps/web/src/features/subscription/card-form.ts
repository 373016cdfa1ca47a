import type { TestCardDetails } from '@mpu/contracts';
import { SUBSCRIPTION_TEXTS } from '@mpu/ui-texts';

const T = SUBSCRIPTION_TEXTS.checkout;

export interface CardForm {
  number: string;
  expiry: string;
  cvc: string;
}

export type CardErrors = Partial<Record<keyof CardForm, string>>;

const digitsOf = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** Spec 3 §5: digits grouped by 4, at most 19 characters (16 digits). */
export function formatCardNumber(value: string): string {
  return (digitsOf(value, 16).match(/.{1,4}/g) ?? []).join(' ');
}

/** Spec 3 §5: MM/YY, at most 5 characters; the slash follows the month. */
export function formatExpiry(value: string): string {
  const digits = digitsOf(value, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Spec 3 §5: digits only, at most 4. */
export function formatCvc(value: string): string {
  return digitsOf(value, 4);
}

/** Spec 3 §5: the three messages; a month outside 01–12 is not MM/YY either. */
export function validateCard({ number, expiry, cvc }: CardForm): CardErrors {
  const errors: CardErrors = {};
  if (number.replace(/\D/g, '').length < 16) errors.number = T.cardNumberTooShort;
  const month = Number(expiry.slice(0, 2));
  if (!/^\d{2}\/\d{2}$/.test(expiry) || month < 1 || month > 12) errors.expiry = T.expiryFormat;
  if (cvc.length < 3) errors.cvc = T.cvcTooShort;
  return errors;
}

/** What is sent (spec 3 §2.8): last four digits and expiry only — never the full number or the CVC. */
export function cardDetailsOf({ number, expiry }: CardForm): TestCardDetails {
  return {
    last4: number.replace(/\D/g, '').slice(-4),
    expMonth: Number(expiry.slice(0, 2)),
    expYear: 2000 + Number(expiry.slice(3, 5)),
  };
}
