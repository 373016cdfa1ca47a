/** The two kinds of abstinence proof (spec 2 §3/§9). */
export type TestMethod = 'urine' | 'hair';

export const TEST_METHODS: readonly TestMethod[] = ['urine', 'hair'];

export const TEST_METHOD_LABELS: Readonly<Record<TestMethod, string>> = {
  urine: 'Urinscreening',
  hair: 'Haaranalyse',
};
