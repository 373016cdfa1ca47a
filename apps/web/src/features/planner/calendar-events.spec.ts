import type { PlannerAppointment } from '@mpu/contracts';
import {
  appointmentIdAt,
  createEventTapTracker,
  handleEventDrop,
  handleEventKey,
  TAP_SLOP_PX,
  toCalendarEvents,
  type CalendarPress,
  type EventDrop,
} from './calendar-events';

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
        extendedProps: { label: 'Urin', completed: false },
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
        extendedProps: { label: 'Haar', completed: true },
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

const LONG_PRESS_MS = 300;

/** A press on an event (or on a day when `appointmentId` is null). */
const press = (overrides: Partial<CalendarPress> = {}): CalendarPress => ({
  x: 100,
  y: 100,
  pointerType: 'mouse',
  appointmentId: 'urine-1',
  time: 1000,
  ...overrides,
});

describe('createEventTapTracker (a tap on an event, not the end of a drag)', () => {
  it('taps the event pressed when the pointer stayed put (or wobbled less than the slop)', () => {
    const taps = createEventTapTracker(LONG_PRESS_MS);
    taps.pointerDown(press());
    taps.pointerMove(103, 102);
    expect(taps.tap(1100)).toBe('urine-1');
  });

  it('taps once per press, and only presses on an event', () => {
    const taps = createEventTapTracker(LONG_PRESS_MS);
    expect(taps.tap(0)).toBeNull();
    taps.pointerDown(press());
    expect(taps.tap(1100)).toBe('urine-1');
    expect(taps.tap(1200)).toBeNull();
    taps.pointerDown(press({ appointmentId: null }));
    expect(taps.tap(1300)).toBeNull();
  });

  it('takes the click that ends a mouse drag for no tap, even a drag that came back to where it started', () => {
    const taps = createEventTapTracker(LONG_PRESS_MS);
    taps.pointerDown(press());
    taps.pointerMove(100 + TAP_SLOP_PX.mouse, 100);
    taps.pointerMove(100, 100);
    expect(taps.tap(1100)).toBeNull();
    // a slow click without moving is still a click
    taps.pointerDown(press());
    expect(taps.tap(1000 + 2 * LONG_PRESS_MS)).toBe('urine-1');
  });

  it('allows a fingertip more wobble than a mouse, but not a drag nor a rest past the long press', () => {
    const taps = createEventTapTracker(LONG_PRESS_MS);
    taps.pointerDown(press({ pointerType: 'touch' }));
    taps.pointerMove(106, 106);
    expect(taps.tap(1100)).toBe('urine-1');
    taps.pointerDown(press({ pointerType: 'touch' }));
    taps.pointerMove(100, 100 + TAP_SLOP_PX.touch);
    expect(taps.tap(1100)).toBeNull();
    taps.pointerDown(press({ pointerType: 'touch' }));
    expect(taps.tap(1000 + LONG_PRESS_MS)).toBeNull();
  });
});

describe('appointmentIdAt', () => {
  afterEach(() => document.body.replaceChildren());

  it('reads the appointment of the event around the target', () => {
    const event = document.createElement('a');
    event.className = 'fc-event';
    event.dataset.appointmentId = 'urine-2';
    const label = document.createElement('span');
    event.append(label);
    const day = document.createElement('td');
    document.body.append(event, day);
    expect(appointmentIdAt(label)).toBe('urine-2');
    expect(appointmentIdAt(event)).toBe('urine-2');
    expect(appointmentIdAt(day)).toBeNull();
    expect(appointmentIdAt(null)).toBeNull();
  });
});

describe('handleEventKey (Enter/Space on a focused event → toggle completed)', () => {
  it('toggles on the keydown FullCalendar reports as eventClick', () => {
    const onToggle = vi.fn();
    handleEventKey({ event: { id: 'urine-1' }, jsEvent: { type: 'keydown' } }, onToggle);
    expect(onToggle).toHaveBeenCalledExactlyOnceWith('urine-1');
  });

  it('leaves pointer clicks to the tap tracker (one toggle per click) and ignores events without id', () => {
    const onToggle = vi.fn();
    handleEventKey({ event: { id: 'urine-1' }, jsEvent: { type: 'click' } }, onToggle);
    handleEventKey({ event: { id: '' }, jsEvent: { type: 'keydown' } }, onToggle);
    expect(onToggle).not.toHaveBeenCalled();
  });
});
