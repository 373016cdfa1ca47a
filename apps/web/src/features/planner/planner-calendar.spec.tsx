import type { PlannerAppointment } from '@mpu/contracts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PlannerCalendar from './planner-calendar';

/* The real FullCalendar in jsdom: it renders, but jsdom has no layout, so dragging is tested in the e2e suite. */

const APPOINTMENTS: PlannerAppointment[] = [
  { id: 'urine-1', date: '2026-04-13', type: 'urine', description: 'Urinscreening 1 von 6', completed: true },
  {
    id: 'urine-2',
    date: '2026-05-05',
    type: 'urine',
    description: 'Urinscreening 2 von 6',
    completed: false,
  },
  {
    id: 'hair-1',
    date: '2026-04-28',
    type: 'hair',
    description: 'Haaranalyse nach 6 Monaten',
    completed: false,
  },
];

/** A pointer event (jsdom has no PointerEvent). */
function pointer(type: string, target: Element, x: number, y: number) {
  const event = Object.assign(new MouseEvent(type, { bubbles: true, clientX: x, clientY: y }), {
    pointerType: 'mouse',
  });
  fireEvent(target, event);
}

/** The event of an appointment (its accessible name: the description and whether it is done). */
const eventOf = (title: string) =>
  screen
    .getByText((_, el) =>
      Boolean(el?.classList.contains('visually-hidden') && el.textContent?.startsWith(title)),
    )
    .closest<HTMLElement>('.fc-event')!;

describe('PlannerCalendar', () => {
  it('shows the month in German with weeks from Monday and the events in their colours', () => {
    render(
      <PlannerCalendar
        appointments={APPOINTMENTS}
        initialDate="2026-04-13"
        onMove={vi.fn()}
        onToggleCompleted={vi.fn()}
      />,
    );
    expect(screen.getByRole('heading', { name: 'April 2026' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Mo',
      'Di',
      'Mi',
      'Do',
      'Fr',
      'Sa',
      'So',
    ]);
    const urine = eventOf('Urinscreening 1 von 6');
    expect(urine).toHaveClass('planner-event', 'planner-event--urine', 'planner-event--done');
    expect(urine).toHaveStyle({ borderColor: '#3b82f6' });
    expect(urine.closest('[data-date]')).toHaveAttribute('data-date', '2026-04-13');
    // a short label fits a day cell on a phone; the full description is for screen readers and the tooltip
    expect(within(urine).getByText('Urin')).toHaveAttribute('aria-hidden', 'true');
    expect(within(urine).getByText('Urinscreening 1 von 6, erledigt')).toHaveClass('visually-hidden');
    expect(urine).toHaveAttribute('title', 'Urinscreening 1 von 6');
    expect(urine).toHaveAttribute('data-appointment-id', 'urine-1');
    const hair = eventOf('Haaranalyse nach 6 Monaten');
    expect(hair).toHaveClass('planner-event--hair');
    expect(hair).not.toHaveClass('planner-event--done');
    expect(hair).toHaveStyle({ borderColor: '#ec4899' });
    expect(within(hair).getByText('Haar')).toBeInTheDocument();
    expect(hair.closest('[data-date]')).toHaveAttribute('data-date', '2026-04-28');
    // events can be dragged
    expect(urine).toHaveClass('fc-event-draggable');
    expect(screen.queryByText(/Urinscreening 2 von 6/)).not.toBeInTheDocument();
  });

  it('makes events focusable buttons whose name says whether they are done', () => {
    render(
      <PlannerCalendar
        appointments={APPOINTMENTS}
        initialDate="2026-04-13"
        onMove={vi.fn()}
        onToggleCompleted={vi.fn()}
      />,
    );
    const done = screen.getByRole('button', { name: 'Urinscreening 1 von 6, erledigt' });
    const open = screen.getByRole('button', { name: 'Haaranalyse nach 6 Monaten, offen' });
    expect(done).toBe(eventOf('Urinscreening 1 von 6'));
    expect(done).toHaveAttribute('tabindex', '0');
    expect(open).toHaveAttribute('tabindex', '0');
  });

  it('toggles the completion of an appointment when its event is clicked', async () => {
    const onToggleCompleted = vi.fn();
    render(
      <PlannerCalendar
        appointments={APPOINTMENTS}
        initialDate="2026-04-13"
        onMove={vi.fn()}
        onToggleCompleted={onToggleCompleted}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Haaranalyse nach 6 Monaten, offen' }));
    expect(onToggleCompleted).toHaveBeenCalledWith('hair-1');
    // a click on the short label inside counts as well
    await userEvent.click(within(eventOf('Urinscreening 1 von 6')).getByText('Urin'));
    expect(onToggleCompleted.mock.calls).toEqual([['hair-1'], ['urine-1']]);
  });

  it('toggles with Enter and Space on the focused event (keyboard)', async () => {
    const onToggleCompleted = vi.fn();
    render(
      <PlannerCalendar
        appointments={APPOINTMENTS}
        initialDate="2026-04-13"
        onMove={vi.fn()}
        onToggleCompleted={onToggleCompleted}
      />,
    );
    const hair = screen.getByRole('button', { name: 'Haaranalyse nach 6 Monaten, offen' });
    hair.focus();
    await userEvent.keyboard('{Enter}');
    expect(onToggleCompleted).toHaveBeenCalledWith('hair-1');
    await userEvent.keyboard(' ');
    expect(onToggleCompleted).toHaveBeenCalledTimes(2);
  });

  it('does not toggle when the pointer travelled between press and click (the end of a drag)', () => {
    const onToggleCompleted = vi.fn();
    render(
      <PlannerCalendar
        appointments={APPOINTMENTS}
        initialDate="2026-04-13"
        onMove={vi.fn()}
        onToggleCompleted={onToggleCompleted}
      />,
    );
    const hair = eventOf('Haaranalyse nach 6 Monaten');
    const label = within(hair).getByText('Haar');
    pointer('pointerdown', label, 10, 10);
    pointer('pointermove', label, 60, 10);
    pointer('pointermove', label, 11, 10);
    fireEvent.click(label);
    expect(onToggleCompleted).not.toHaveBeenCalled();
    // a click that lands on something covering the event (FullCalendar's day highlight) counts for the event pressed
    const day = hair.closest<HTMLElement>('[data-date]')!;
    pointer('pointerdown', label, 10, 10);
    pointer('pointermove', label, 12, 11);
    fireEvent.click(day);
    expect(onToggleCompleted).toHaveBeenCalledWith('hair-1');
  });

  it('changes the month with the previous and next buttons', async () => {
    render(
      <PlannerCalendar
        appointments={APPOINTMENTS}
        initialDate="2026-04-13"
        onMove={vi.fn()}
        onToggleCompleted={vi.fn()}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Nächster Monat' }));
    expect(screen.getByRole('heading', { name: 'Mai 2026' })).toBeInTheDocument();
    expect(eventOf('Urinscreening 2 von 6').closest('[data-date]')).toHaveAttribute(
      'data-date',
      '2026-05-05',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Vorheriger Monat' }));
    await userEvent.click(screen.getByRole('button', { name: 'Vorheriger Monat' }));
    expect(screen.getByRole('heading', { name: 'März 2026' })).toBeInTheDocument();
  });

  it('names its controls and cells for assistive technology', async () => {
    render(
      <PlannerCalendar
        appointments={APPOINTMENTS}
        initialDate="2026-04-13"
        onMove={vi.fn()}
        onToggleCompleted={vi.fn()}
      />,
    );
    // the month buttons: German names, decorative chevrons (no image without a text alternative)
    for (const name of ['Vorheriger Monat', 'Nächster Monat']) {
      const button = screen.getByRole('button', { name });
      expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
    expect(screen.queryAllByRole('img')).toEqual([]);
    // the month title says which month the buttons led to
    expect(screen.getByRole('heading', { level: 3, name: 'April 2026' })).toHaveAttribute(
      'aria-live',
      'polite',
    );

    // a day is named by its content: the date and its appointments (not only by the day number)
    const check = () => {
      expect(document.querySelectorAll('td[role="gridcell"][aria-labelledby]')).toHaveLength(0);
      const day = eventOf('Haaranalyse nach 6 Monaten').closest<HTMLElement>('[role="gridcell"]')!;
      expect(day).toHaveAccessibleName('28. April 2026 Haaranalyse nach 6 Monaten, offen');
    };
    check();
    // also after the month changed and back (FullCalendar renders the cells again)
    await userEvent.click(screen.getByRole('button', { name: 'Nächster Monat' }));
    expect(document.querySelectorAll('td[role="gridcell"][aria-labelledby]')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Vorheriger Monat' }));
    check();
  });

  it('follows changes of the plan (a moved or ticked-off appointment shows on its new day and as done)', () => {
    const { rerender } = render(
      <PlannerCalendar
        appointments={APPOINTMENTS}
        initialDate="2026-04-13"
        onMove={vi.fn()}
        onToggleCompleted={vi.fn()}
      />,
    );
    const moved = APPOINTMENTS.map((a) =>
      a.id === 'hair-1' ? { ...a, date: '2026-04-02', completed: true } : a,
    );
    rerender(
      <PlannerCalendar
        appointments={moved}
        initialDate="2026-04-13"
        onMove={vi.fn()}
        onToggleCompleted={vi.fn()}
      />,
    );
    const hair = eventOf('Haaranalyse nach 6 Monaten');
    expect(hair.closest('[data-date]')).toHaveAttribute('data-date', '2026-04-02');
    expect(hair).toHaveClass('planner-event--done');
    expect(screen.getAllByRole('button', { name: /^Haaranalyse nach 6 Monaten/ })).toHaveLength(1);
    expect(hair).toHaveAccessibleName('Haaranalyse nach 6 Monaten, erledigt');
  });
});
