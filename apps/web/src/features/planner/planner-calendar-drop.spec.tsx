import type { CalendarOptions } from '@fullcalendar/core';
import { render } from '@testing-library/react';
import PlannerCalendar from './planner-calendar';
import { EVENT_LONG_PRESS_MS } from './planner.constants';

/* FullCalendar replaced by a stub that keeps its options: checks how the calendar is set up and wired. */
const options = vi.hoisted(() => ({ current: null as CalendarOptions | null }));
vi.mock('@fullcalendar/react', () => ({
  default: (props: CalendarOptions) => {
    options.current = props;
    return null;
  },
}));

describe('PlannerCalendar options', () => {
  it('is a German month grid from Monday with draggable events and a short long press', () => {
    render(
      <PlannerCalendar
        appointments={[]}
        initialDate="2026-04-13"
        onMove={vi.fn()}
        onToggleCompleted={vi.fn()}
      />,
    );
    const props = options.current!;
    expect(props.initialView).toBe('dayGridMonth');
    expect(props.initialDate).toBe('2026-04-13');
    expect((props.locale as { code: string }).code).toBe('de');
    expect(props.firstDay).toBe(1);
    // the month title and its buttons are the page's own (FullCalendar's toolbar icons have no text alternative)
    expect(props.headerToolbar).toBe(false);
    expect(props.editable).toBe(true);
    expect(props.eventDurationEditable).toBe(false);
    expect(props.eventLongPressDelay).toBe(EVENT_LONG_PRESS_MS);
    expect(EVENT_LONG_PRESS_MS).toBeLessThan(1000);
  });

  it('hands a drop to onMove with the new day', () => {
    const onMove = vi.fn();
    render(
      <PlannerCalendar
        appointments={[]}
        initialDate="2026-04-13"
        onMove={onMove}
        onToggleCompleted={vi.fn()}
      />,
    );
    const drop = {
      event: { id: 'urine-2', start: new Date(2026, 4, 12), allDay: true },
      oldEvent: { start: new Date(2026, 4, 5) },
      revert: vi.fn(),
    };
    (options.current!.eventDrop as unknown as (arg: typeof drop) => void)(drop);
    expect(onMove).toHaveBeenCalledWith('urine-2', '2026-05-12');
  });

  it('makes events keyboard operable: eventClick from Enter/Space toggles (pointer clicks go elsewhere)', () => {
    const onToggleCompleted = vi.fn();
    render(
      <PlannerCalendar
        appointments={[]}
        initialDate="2026-04-13"
        onMove={vi.fn()}
        onToggleCompleted={onToggleCompleted}
      />,
    );
    const eventClick = options.current!.eventClick as unknown as (arg: object) => void;
    eventClick({ event: { id: 'hair-1' }, jsEvent: new KeyboardEvent('keydown', { key: 'Enter' }) });
    expect(onToggleCompleted).toHaveBeenCalledExactlyOnceWith('hair-1');
    eventClick({ event: { id: 'hair-1' }, jsEvent: new MouseEvent('click') });
    expect(onToggleCompleted).toHaveBeenCalledTimes(1);
  });
});
