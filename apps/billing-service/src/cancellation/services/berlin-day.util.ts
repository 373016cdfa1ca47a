/** The offset of Europe/Berlin from UTC at `instant`, in ms (+1 h or +2 h). */
function berlinOffsetMs(instant: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Berlin',
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const wall = Date.UTC(
    value('year'),
    value('month') - 1,
    value('day'),
    value('hour'),
    value('minute'),
    value('second'),
  );
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The first moment after the calendar day `YYYY-MM-DD` in Germany (00:00 Berlin time of the next day). */
export function endOfBerlinDay(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(year, month - 1, day + 1);
  const guess = midnightUtc - berlinOffsetMs(new Date(midnightUtc));
  return new Date(midnightUtc - berlinOffsetMs(new Date(guess)));
}
