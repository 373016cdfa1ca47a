import type { PlannerAppointment } from '@mpu/contracts';
import { changeCompleted, changeDate, changeMethod, createPlan, type PlanDraft } from './plan-changes';

const seq =
  (...values: number[]) =>
  () =>
    values.shift() ?? 0;

const URINE = (n: number, date: string, completed = false): PlannerAppointment => ({
  id: `urine-${n}`,
  date,
  type: 'urine',
  description: `Urinscreening ${n} von 6`,
  completed,
});
const HAIR: PlannerAppointment = {
  id: 'hair-1',
  date: '2026-09-10',
  type: 'hair',
  description: 'Haaranalyse nach 6 Monaten',
  completed: false,
};

const both = (): PlanDraft => ({
  methods: ['urine', 'hair'],
  startDate: '2026-03-10',
  appointments: [URINE(1, '2026-04-01', true), URINE(2, '2026-05-02'), HAIR],
});

describe('plan changes', () => {
  it('creates a plan of the methods from the start date', () => {
    const plan = createPlan(['hair'], '2026-03-10');
    expect(plan).toEqual({ methods: ['hair'], startDate: '2026-03-10', appointments: [HAIR] });
  });

  it('switching a method off drops only its appointments; the others keep date and completed', () => {
    expect(changeMethod(both(), 'hair')).toEqual({
      methods: ['urine'],
      startDate: '2026-03-10',
      appointments: [URINE(1, '2026-04-01', true), URINE(2, '2026-05-02')],
    });
  });

  it('switching a method on plans it from the plan start, sorted in with the others', () => {
    const hairOnly: PlanDraft = {
      methods: ['hair'],
      startDate: '2026-03-10',
      appointments: [{ ...HAIR, completed: true }],
    };
    const next = changeMethod(hairOnly, 'urine', seq(0, 0, 0, 0, 0, 0.5))!;
    expect(next.methods).toEqual(['urine', 'hair']);
    expect(next.appointments.map((a) => `${a.id} ${a.date} ${a.completed}`)).toEqual([
      'urine-1 2026-04-01 false',
      'urine-2 2026-05-01 false',
      'urine-3 2026-06-01 false',
      'urine-4 2026-07-01 false',
      'urine-5 2026-08-01 false',
      'hair-1 2026-09-10 true',
      'urine-6 2026-09-13 false',
    ]);
  });

  it('keeps the last method: no change', () => {
    const urineOnly: PlanDraft = { ...both(), methods: ['urine'] };
    expect(changeMethod(urineOnly, 'urine')).toBeNull();
  });

  it('toggles completed and drops the server timestamp', () => {
    const next = changeCompleted({ ...both(), updatedAt: 'x' } as PlanDraft, 'urine-2');
    expect(next).not.toHaveProperty('updatedAt');
    expect(next.appointments.map((a) => a.completed)).toEqual([true, true, false]);
  });

  it('moves to a valid other day only', () => {
    expect(changeDate(both(), 'urine-2', '2026-05-09')!.appointments[1]!.date).toBe('2026-05-09');
    expect(changeDate(both(), 'urine-2', '2026-05-02')).toBeNull();
    expect(changeDate(both(), 'urine-9', '2026-05-09')).toBeNull();
    expect(changeDate(both(), 'urine-2', '2026-02-30')).toBeNull();
    expect(changeDate(both(), 'urine-2', '')).toBeNull();
  });
});
