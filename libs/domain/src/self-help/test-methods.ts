/**
 * The two kinds of abstinence proof (spec 2 §3/§9) are declared in the contracts (the stored plan uses them);
 * the web app's names for them are in @mpu/ui-texts (TEST_METHOD_LABELS).
 */
export { TEST_METHODS, type TestMethod } from '@mpu/contracts';
