import type { PlannerAppointment } from '@mpu/contracts';
import { handleEventDrop, toCalendarEvents, type EventDrop } from './calendar-events';

const URINE: PlannerAppointment = {
  id: 'urine-1',
  date: '2026-04-13',
  type: 'urine',
  description: 'Urinscreening 1 von 6',
  completed: false,
};
const HAIR: PlannerAppointment = {
  id: 'hair-1',
  date: '2026-09-10',
  type: 'hair',
  description: 'Haaranalyse nach 6 Monaten',
  completed: true,
};

/** A drop as FullCalendar reports it: all-day events start at local midnight. */
function aDrop(id: string, from: Date | null, to: Date | null) {
  const revert = vi.fn<() => void>();
  const drop: EventDrop = { event: { id, start: to, allDay: true }, oldEvent: { start: from }, revert };
  return { ...drop, revert };
}

describe('toCalendarEvents', () => {
  it('makes all-day events with the type colours (urine blue, hair pink) and marks completed ones', () => {
    expect(toCalendarEvents([URINE, HAIR])).toEqual([
      {
        id: 'urine-1',
        title: 'Urinscreening 1 von 6',
        start: '2026-04-13',
        allDay: true,
        backgroundColor: 'color-mix(in srgb, #3b82f6 22%, #ffffff)',
        borderColor: '#3b82f6',
        textColor: '#17242d',
        classNames: ['planner-event', 'planner-event--urine'],
        extendedProps: { label: 'Urin' },
      },
      {
        id: 'hair-1',
        title: 'Haaranalyse nach 6 Monaten',
        start: '2026-09-10',
        allDay: true,
        backgroundColor: 'color-mix(in srgb, #ec4899 22%, #ffffff)',
        borderColor: '#ec4899',
        textColor: '#17242d',
        classNames: ['planner-event', 'planner-event--hair', 'planner-event--done'],
        extendedProps: { label: 'Haar' },
      },
    ]);
  });
});

describe('handleEventDrop (eventDrop → move)', () => {
  it('moves the appointment to the local calendar day it was dropped on', () => {
    const onMove = vi.fn();
    const drop = aDrop('urine-1', new Date(2026, 3, 13), new Date(2026, 3, 21));
    handleEventDrop(drop, onMove);
    expect(onMove).toHaveBeenCalledWith('urine-1', '2026-04-21');
    expect(drop.revert).not.toHaveBeenCalled();
  });

  it('uses the local date also late in the evening and across months and years', () => {
    const onMove = vi.fn();
    handleEventDrop(aDrop('hair-1', new Date(2026, 11, 30), new Date(2027, 0, 2, 23, 59)), onMove);
    expect(onMove).toHaveBeenCalledWith('hair-1', '2027-01-02');
  });

  it('does nothing for a drop on the same day', () => {
    const onMove = vi.fn();
    const drop = aDrop('urine-1', new Date(2026, 3, 13), new Date(2026, 3, 13));
    handleEventDrop(drop, onMove);
    expect(onMove).not.toHaveBeenCalled();
    expect(drop.revert).not.toHaveBeenCalled();
  });

  it('puts the event back when the drop has no day or no id', () => {
    const onMove = vi.fn();
    const noDay = aDrop('urine-1', new Date(2026, 3, 13), null);
    const noId = aDrop('', new Date(2026, 3, 13), new Date(2026, 3, 14));
    handleEventDrop(noDay, onMove);
    handleEventDrop(noId, onMove);
    expect(onMove).not.toHaveBeenCalled();
    expect(noDay.revert).toHaveBeenCalledTimes(1);
    expect(noId.revert).toHaveBeenCalledTimes(1);
  });
});
