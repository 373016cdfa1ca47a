import type { TestMethod } from '@mpu/contracts';

/** The two kinds of abstinence proof (spec 2 §3/§9) are declared in the contracts (the stored plan uses them). */
export { TEST_METHODS, type TestMethod } from '@mpu/contracts';

export const TEST_METHOD_LABELS: Readonly<Record<TestMethod, string>> = {
  urine: 'Urinscreening',
  hair: 'Haaranalyse',
};
