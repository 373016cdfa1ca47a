import type { PlannerAppointment } from '@mpu/contracts';
import { calendarStartDate, formatPlannerDate, sortByDate } from './planner-dates';

const item = (id: string, date: string, type: 'urine' | 'hair', completed = false): PlannerAppointment => ({
  id,
  date,
  type,
  description: id,
  completed,
});

describe('planner dates', () => {
  it('formats calendar days in German without a time-zone shift', () => {
    expect(formatPlannerDate('2026-04-13')).toBe('Mo., 13.04.2026');
    expect(formatPlannerDate('2027-01-01')).toBe('Fr., 01.01.2027');
  });

  it('sorts by date, urine before hair on the same day', () => {
    const sorted = sortByDate([
      item('hair-1', '2026-05-01', 'hair'),
      item('urine-2', '2026-05-01', 'urine'),
      item('urine-1', '2026-04-30', 'urine'),
    ]);
    expect(sorted.map((a) => a.id)).toEqual(['urine-1', 'urine-2', 'hair-1']);
  });

  it('opens the calendar at the next open appointment from today, else today', () => {
    const list = [
      item('urine-1', '2026-03-01', 'urine'),
      item('urine-2', '2026-04-10', 'urine', true),
      item('urine-3', '2026-05-10', 'urine'),
    ];
    expect(calendarStartDate(list, '2026-03-20')).toBe('2026-05-10');
    expect(calendarStartDate(list, '2026-05-10')).toBe('2026-05-10');
    expect(calendarStartDate(list, '2026-06-01')).toBe('2026-06-01');
  });
});
