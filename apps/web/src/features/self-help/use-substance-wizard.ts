import type { Substance } from '@mpu/domain';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

export type WizardStep = 1 | 2 | 3;
export const WIZARD_STEPS = 3;

/**
 * The three-step flow of the abstinence calculator and the hypothesis navigator (spec 2 §4): step 1 goes on
 * only with a substance; changing the substance clears the result; back returns one step and clears the
 * result (from step 1 to /); a new calculation returns to step 1 with nothing chosen.
 */
export function useSubstanceWizard<R>() {
  const navigate = useNavigate();
  const [step, setStep] = useState<WizardStep>(1);
  const [substance, setSubstance] = useState<Substance | null>(null);
  const [result, setResult] = useState<R | null>(null);

  return {
    step,
    substance,
    result,
    chooseSubstance(next: Substance) {
      if (next === substance) return;
      setSubstance(next);
      setResult(null);
    },
    next() {
      if (step === 1 && substance !== null) setStep(2);
    },
    showResult(next: R) {
      setResult(next);
      setStep(3);
    },
    back() {
      if (step === 1) {
        void navigate('/');
        return;
      }
      setResult(null);
      setStep(step === 3 ? 2 : 1);
    },
    restart() {
      setResult(null);
      setSubstance(null);
      setStep(1);
    },
  };
}

/** Moves the keyboard focus to the heading of a new step (not on the first render). */
export function useStepFocus<T extends HTMLElement>(step: number) {
  const heading = useRef<T>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);
  return heading;
}
