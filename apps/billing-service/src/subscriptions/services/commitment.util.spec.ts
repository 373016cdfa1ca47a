import {
  activeUntilOf,
  commitmentEndOf,
  endsWithCommitment,
  isCancellationPending,
  planCancellation,
  type TermFields,
} from './commitment.util';

const at = (iso: string) => new Date(iso);
const fields = (overrides: Partial<TermFields>): TermFields => ({
  startDate: at('2026-01-15T10:00:00Z'),
  commitmentEnd: null,
  currentPeriodEnd: at('2026-02-15T10:00:00Z'),
  cancelAt: null,
  cancelAtPeriodEnd: false,
  ...overrides,
});

describe('commitmentEndOf', () => {
  it('adds three calendar months at the same time of day', () => {
    expect(commitmentEndOf(at('2026-01-15T10:00:00Z')).toISOString()).toBe('2026-04-15T10:00:00.000Z');
    expect(commitmentEndOf(at('2026-11-24T08:00:00Z')).toISOString()).toBe('2027-02-24T08:00:00.000Z');
  });

  it('ends on the last day of a shorter month', () => {
    expect(commitmentEndOf(at('2026-11-30T12:00:00Z')).toISOString()).toBe('2027-02-28T12:00:00.000Z');
    expect(commitmentEndOf(at('2027-11-30T12:00:00Z')).toISOString()).toBe('2028-02-29T12:00:00.000Z');
    expect(commitmentEndOf(at('2026-05-31T00:00:00Z')).toISOString()).toBe('2026-08-31T00:00:00.000Z');
  });
});

describe('planCancellation', () => {
  it('ends at the commitment end inside the minimum term', () => {
    expect(planCancellation(fields({}), at('2026-03-01T00:00:00Z'))).toEqual({
      kind: 'commitment',
      cancelAt: at('2026-04-15T10:00:00Z'),
    });
  });

  it('prefers the stored commitment end', () => {
    const stored = at('2026-04-20T00:00:00Z');
    expect(planCancellation(fields({ commitmentEnd: stored }), at('2026-04-16T00:00:00Z'))).toEqual({
      kind: 'commitment',
      cancelAt: stored,
    });
  });

  it('ends at the period end once the term is over (the last moment of the term included)', () => {
    const periodEnd = at('2026-05-15T10:00:00Z');
    expect(planCancellation(fields({ currentPeriodEnd: periodEnd }), at('2026-04-15T10:00:00Z'))).toEqual({
      kind: 'period-end',
      activeUntil: periodEnd,
    });
  });

  it('ends at the period end when the start is unknown (the demo subscription)', () => {
    expect(planCancellation(fields({ startDate: null }), at('2026-01-16T00:00:00Z')).kind).toBe('period-end');
  });
});

describe('pending cancellations', () => {
  it('knows a pending cancellation of either kind and the last day of access', () => {
    expect(isCancellationPending(fields({}))).toBe(false);
    expect(isCancellationPending(fields({ cancelAtPeriodEnd: true }))).toBe(true);
    const commitment = fields({ cancelAt: at('2026-04-15T10:00:00Z') });
    expect(isCancellationPending(commitment)).toBe(true);
    expect(activeUntilOf(commitment)).toEqual(at('2026-04-15T10:00:00Z'));
    expect(activeUntilOf(fields({ cancelAtPeriodEnd: true }))).toEqual(at('2026-02-15T10:00:00Z'));
    expect(endsWithCommitment(commitment)).toBe(true);
    expect(endsWithCommitment(fields({ cancelAtPeriodEnd: true }))).toBe(false);
  });
});
