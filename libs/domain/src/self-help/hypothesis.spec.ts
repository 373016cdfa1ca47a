import {
  DSM_CRITERIA,
  type DsmCriteria,
  HYPOTHESIS_RECOMMENDATIONS,
  countCriteria,
  deriveHypothesis,
  deriveHypothesisFromCount,
} from './hypothesis';

/** The first n criteria ticked. */
const ticked = (n: number): DsmCriteria =>
  Object.fromEntries(DSM_CRITERIA.map((criterion, index) => [criterion, index < n]));

describe('hypothesis navigator (spec 2 §5/§9)', () => {
  it('has the 11 criteria of spec 2 §3', () => {
    expect(DSM_CRITERIA).toHaveLength(11);
    expect(DSM_CRITERIA).toContain('continuedUseDespiteProblems');
  });

  it('writes the reasoning with the non-breaking hyphen U+2011', () => {
    const { reasoning } = deriveHypothesis({
      substance: 'alcohol',
      criteria: ticked(3),
      diagnosedDependence: false,
    });
    expect(reasoning).toBe('DSM\u20115: 3/11 Kriterien');
  });

  it.each([
    [0, null, null],
    [1, null, null],
    [2, 'A3', 'D3'],
    [3, 'A3', 'D3'],
    [4, 'A2', 'D2'],
    [5, 'A2', 'D2'],
    [6, 'A1', 'D1'],
    [11, 'A1', 'D1'],
  ])('%i criteria → %s / %s', (n, alcohol, drugs) => {
    const a = deriveHypothesis({ substance: 'alcohol', criteria: ticked(n), diagnosedDependence: false });
    const d = deriveHypothesis({ substance: 'drugs', criteria: ticked(n), diagnosedDependence: false });
    expect(a.hypothesis).toBe(alcohol);
    expect(d.hypothesis).toBe(drugs);
    expect(a.criteriaCount).toBe(n);
    expect(a.reasoning).toBe(`DSM‑5: ${n}/11 Kriterien`);
  });

  it('gives A1 / D1 for a diagnosed dependence whatever the count', () => {
    for (const n of [0, 1, 3, 5]) {
      expect(
        deriveHypothesis({ substance: 'alcohol', criteria: ticked(n), diagnosedDependence: true }),
      ).toEqual({
        hypothesis: 'A1',
        severity: 'severe',
        criteriaCount: n,
        reasoning: `DSM‑5: ${n}/11 Kriterien`,
        recommendation: HYPOTHESIS_RECOMMENDATIONS.severe,
      });
      expect(
        deriveHypothesis({ substance: 'drugs', criteria: ticked(n), diagnosedDependence: true }).hypothesis,
      ).toBe('D1');
    }
  });

  it('gives the recommendation texts per severity', () => {
    const rec = (n: number) => deriveHypothesisFromCount('drugs', n, false).recommendation;
    expect(rec(7)).toBe('Empfohlen: mindestens 12 Monate Abstinenz.');
    expect(rec(4)).toBe('Empfohlen: 6–12 Monate Abstinenz.');
    expect(rec(2)).toBe('Empfohlen: 3–6 Monate Abstinenz.');
    expect(rec(1)).toBeNull();
  });

  it('counts only criteria set to true and clamps a raw count to 0–11', () => {
    expect(countCriteria({ craving: true, tolerance: false, withdrawal: true })).toBe(2);
    expect(countCriteria({})).toBe(0);
    expect(deriveHypothesisFromCount('alcohol', 14, false).criteriaCount).toBe(11);
    expect(deriveHypothesisFromCount('alcohol', -2, false)).toMatchObject({
      criteriaCount: 0,
      hypothesis: null,
    });
  });
});
