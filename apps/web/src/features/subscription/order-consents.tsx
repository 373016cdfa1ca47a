import { SUBSCRIPTION_TEXTS } from '@mpu/ui-texts';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';

const T = SUBSCRIPTION_TEXTS.consents;

export interface Consents {
  terms: boolean;
  withdrawal: boolean;
}

export type ConsentErrors = Partial<Record<keyof Consents, string>>;

/** Spec 3 §5 (terms) and § 356 Abs. 5 BGB (withdrawal right): both must be ticked. */
export function validateConsents({ terms, withdrawal }: Consents): ConsentErrors {
  const errors: ConsentErrors = {};
  if (!terms) errors.terms = T.termsRequired;
  if (!withdrawal) errors.withdrawal = T.withdrawalRequired;
  return errors;
}

interface OrderConsentsProps {
  value: Consents;
  errors: ConsentErrors;
  onChange: (value: Consents) => void;
}

/** The terms checkbox and, separately, the request to start at once with the withdrawal-right notice. */
export function OrderConsents({ value, errors, onChange }: OrderConsentsProps) {
  return (
    <fieldset className="order-consents">
      <legend className="visually-hidden">{T.legend}</legend>
      <ConsentBox
        name="terms"
        label={T.terms}
        checked={value.terms}
        error={errors.terms}
        onChange={(terms) => onChange({ ...value, terms })}
      >
        <Link to="/agb">{T.termsLink}</Link> · <Link to="/datenschutz">{T.privacyLink}</Link>
      </ConsentBox>
      <ConsentBox
        name="withdrawal"
        label={T.withdrawal}
        checked={value.withdrawal}
        error={errors.withdrawal}
        onChange={(withdrawal) => onChange({ ...value, withdrawal })}
      >
        {T.withdrawalInfo}
      </ConsentBox>
    </fieldset>
  );
}

interface ConsentBoxProps {
  name: keyof Consents;
  label: string;
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}

function ConsentBox({ name, label, checked, error, onChange, children }: ConsentBoxProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : '', `${id}-more`].filter(Boolean).join(' ');
  return (
    <div className={`consent${error ? ' consent--invalid' : ''}`}>
      <label className="consent__box" htmlFor={id}>
        <input
          id={id}
          name={name}
          type="checkbox"
          className="choice__input"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <span className="consent__label">{label}</span>
      </label>
      <p id={`${id}-more`} className="consent__more">
        {children}
      </p>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
