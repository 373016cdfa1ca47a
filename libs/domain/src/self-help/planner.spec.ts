import fc from 'fast-check';
import { addMonths, parseIsoDate, toIsoDate } from './iso-date';
import {
  APPOINTMENT_COLOURS,
  HAIR_DESCRIPTION,
  type PlannerAppointment,
  type RandomSource,
  buildPlan,
  moveAppointment,
  planHairTest,
  planProgress,
  planUrineTests,
  randomTestDay,
  toggleCompleted,
  toggleMethod,
} from './planner';

/** Returns the given values in turn. */
const sequence =
  (...values: number[]): RandomSource =>
  () => {
    const value = values.shift();
    if (value === undefined) throw new Error('random source exhausted');
    return value;
  };

/** mulberry32: a small seeded generator. */
const seeded =
  (seed: number): RandomSource =>
  () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };

describe('randomTestDay', () => {
  it('maps [0, 1) onto days 1–25 and clamps strays', () => {
    expect(randomTestDay(() => 0)).toBe(1);
    expect(randomTestDay(() => 0.04)).toBe(2);
    expect(randomTestDay(() => 0.5)).toBe(13);
    expect(randomTestDay(() => 0.999999)).toBe(25);
    expect(randomTestDay(() => 1)).toBe(25);
    expect(randomTestDay(() => -0.3)).toBe(1);
    expect(randomTestDay(() => Number.NaN)).toBe(1);
  });
});

describe('urine plan (spec 2 §9)', () => {
  it('puts 6 tests in the 6 months after the start, on the drawn days, crossing the year', () => {
    const plan = planUrineTests('2026-11-22', sequence(0, 0.2, 0.5, 0.96, 0.04, 0.999));
    expect(plan).toEqual([
      {
        id: 'urine-1',
        date: '2026-12-01',
        type: 'urine',
        description: 'Urinscreening 1 von 6',
        completed: false,
      },
      {
        id: 'urine-2',
        date: '2027-01-06',
        type: 'urine',
        description: 'Urinscreening 2 von 6',
        completed: false,
      },
      {
        id: 'urine-3',
        date: '2027-02-13',
        type: 'urine',
        description: 'Urinscreening 3 von 6',
        completed: false,
      },
      {
        id: 'urine-4',
        date: '2027-03-25',
        type: 'urine',
        description: 'Urinscreening 4 von 6',
        completed: false,
      },
      {
        id: 'urine-5',
        date: '2027-04-02',
        type: 'urine',
        description: 'Urinscreening 5 von 6',
        completed: false,
      },
      {
        id: 'urine-6',
        date: '2027-05-25',
        type: 'urine',
        description: 'Urinscreening 6 von 6',
        completed: false,
      },
    ]);
  });

  it('always gives one test per month on days 1–25, after the start (seeded)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.date({ min: new Date(2000, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }),
        (seed, day) => {
          const start = toIsoDate(day);
          const plan = planUrineTests(start, seeded(seed));
          expect(plan).toHaveLength(6);
          plan.forEach((appointment, i) => {
            const date = parseIsoDate(appointment.date);
            expect(date.day).toBeGreaterThanOrEqual(1);
            expect(date.day).toBeLessThanOrEqual(25);
            expect(appointment.date.slice(0, 7)).toBe(
              addMonths(`${start.slice(0, 7)}-01`, i + 1).slice(0, 7),
            );
            expect(appointment.date > start).toBe(true);
          });
        },
      ),
    );
  });

  it('is reproducible with the same seed', () => {
    expect(planUrineTests('2026-01-15', seeded(42))).toEqual(planUrineTests('2026-01-15', seeded(42)));
  });
});

describe('hair plan (spec 2 §9)', () => {
  it('is one sample 6 months after the start', () => {
    expect(planHairTest('2026-11-22')).toEqual({
      id: 'hair-1',
      date: '2027-05-22',
      type: 'hair',
      description: HAIR_DESCRIPTION,
      completed: false,
    });
  });

  it('clamps to the end of a shorter month', () => {
    expect(planHairTest('2026-08-31').date).toBe('2027-02-28');
    expect(planHairTest('2027-08-31').date).toBe('2028-02-29');
  });
});

describe('buildPlan', () => {
  const random = () => 0.5; // day 13

  it('combines the chosen methods by date', () => {
    const plan = buildPlan(['urine', 'hair'], '2026-11-22', random);
    expect(plan.map((a) => `${a.date} ${a.type}`)).toEqual([
      '2026-12-13 urine',
      '2027-01-13 urine',
      '2027-02-13 urine',
      '2027-03-13 urine',
      '2027-04-13 urine',
      '2027-05-13 urine',
      '2027-05-22 hair',
    ]);
    expect(buildPlan(['hair'], '2026-11-22', random).map((a) => a.id)).toEqual(['hair-1']);
    expect(buildPlan(['urine'], '2026-11-22', random)).toHaveLength(6);
  });

  it('sorts urine before hair on the same day', () => {
    const plan = buildPlan(['hair', 'urine'], '2026-11-13', random);
    expect(plan.slice(-2).map((a) => a.id)).toEqual(['urine-6', 'hair-1']);
  });
});

describe('planner state (spec 2 §4)', () => {
  it('toggles methods but always keeps one', () => {
    expect(toggleMethod(['urine', 'hair'], 'hair')).toEqual(['urine']);
    expect(toggleMethod(['urine'], 'hair')).toEqual(['urine', 'hair']);
    expect(toggleMethod(['hair'], 'urine')).toEqual(['urine', 'hair']);
    expect(toggleMethod(['urine'], 'urine')).toEqual(['urine']);
    expect(toggleMethod(['hair'], 'hair')).toEqual(['hair']);
  });

  const plan: PlannerAppointment[] = buildPlan(['urine', 'hair'], '2026-11-22', () => 0);

  it('toggles completion and computes the progress percentage', () => {
    expect(planProgress(plan)).toBe(0);
    const one = toggleCompleted(plan, 'urine-1');
    expect(one.find((a) => a.id === 'urine-1')?.completed).toBe(true);
    expect(planProgress(one)).toBe(14); // 1/7 = 14.28 %
    const three = toggleCompleted(toggleCompleted(one, 'urine-2'), 'hair-1');
    expect(planProgress(three)).toBe(43); // 3/7 = 42.86 %
    expect(planProgress(toggleCompleted(three, 'urine-1'))).toBe(29);
    expect(planProgress(plan.map((a) => ({ ...a, completed: true })))).toBe(100);
    expect(planProgress([])).toBe(0);
    expect(plan.every((a) => !a.completed)).toBe(true); // inputs untouched
  });

  it('moves an appointment to another day and rejects invalid dates', () => {
    const moved = moveAppointment(plan, 'urine-3', '2027-02-20');
    expect(moved.find((a) => a.id === 'urine-3')?.date).toBe('2027-02-20');
    expect(moved.filter((a) => a.id !== 'urine-3')).toEqual(plan.filter((a) => a.id !== 'urine-3'));
    expect(() => moveAppointment(plan, 'urine-3', '2027-02-30')).toThrow(RangeError);
    expect(() => moveAppointment(plan, 'urine-3', '20.02.2027')).toThrow(RangeError);
  });

  it('colours urine blue and hair pink', () => {
    expect(APPOINTMENT_COLOURS.urine.name).toBe('blue');
    expect(APPOINTMENT_COLOURS.hair.name).toBe('pink');
  });
});
