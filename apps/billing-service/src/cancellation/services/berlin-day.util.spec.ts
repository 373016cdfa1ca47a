import { endOfBerlinDay } from './berlin-day.util';

describe('endOfBerlinDay', () => {
  it('is midnight Berlin time of the next day, summer and winter', () => {
    expect(endOfBerlinDay('2026-06-30').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(endOfBerlinDay('2026-12-31').toISOString()).toBe('2026-12-31T23:00:00.000Z');
    // The night the clocks go forward (29 March 2026): the next day begins at 00:00 CEST.
    expect(endOfBerlinDay('2026-03-29').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(endOfBerlinDay('2026-03-28').toISOString()).toBe('2026-03-28T23:00:00.000Z');
  });
});
