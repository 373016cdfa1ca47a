import type { ProofRequirements, Substance } from './abstinence-proof';
import type { TestMethod } from './test-methods';

/** Spec 2 §3 result (required, months, testOptions, notes) plus our reasoning text and proof details. */
export interface AbstinenceResult {
  substance: Substance;
  required: boolean;
  /** Months of abstinence proof required; `null` when none is required. */
  months: number | null;
  /** A voluntary period recommended although none is required (A3 exemption: 3). */
  recommendedMonths: number | null;
  /** Methods for the required or recommended period; empty when there is none. */
  testOptions: TestMethod[];
  /** German explanation of the deciding rule. */
  reasoning: string;
  notes: string[];
  /** Sample counts and hair limits for the required (or recommended) period; `null` when there is none. */
  proof: ProofRequirements | null;
}
