import type { PlannerAppointment } from '@mpu/contracts';
import { render, screen, within } from '@testing-library/react';
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

const eventOf = (title: string) => screen.getByText(title).closest<HTMLElement>('.fc-event')!;

describe('PlannerCalendar', () => {
  it('shows the month in German with weeks from Monday and the events in their colours', () => {
    render(<PlannerCalendar appointments={APPOINTMENTS} initialDate="2026-04-13" onMove={vi.fn()} />);
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
    expect(within(urine).getByText('Urinscreening 1 von 6')).toHaveClass('visually-hidden');
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
    expect(screen.queryByText('Urinscreening 2 von 6')).not.toBeInTheDocument();
  });

  it('changes the month with the previous and next buttons', async () => {
    render(<PlannerCalendar appointments={APPOINTMENTS} initialDate="2026-04-13" onMove={vi.fn()} />);
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

  it('follows changes of the plan (a moved appointment shows on its new day)', () => {
    const { rerender } = render(
      <PlannerCalendar appointments={APPOINTMENTS} initialDate="2026-04-13" onMove={vi.fn()} />,
    );
    const moved = APPOINTMENTS.map((a) =>
      a.id === 'hair-1' ? { ...a, date: '2026-04-02', completed: true } : a,
    );
    rerender(<PlannerCalendar appointments={moved} initialDate="2026-04-13" onMove={vi.fn()} />);
    const hair = eventOf('Haaranalyse nach 6 Monaten');
    expect(hair.closest('[data-date]')).toHaveAttribute('data-date', '2026-04-02');
    expect(hair).toHaveClass('planner-event--done');
    expect(within(document.body).getAllByText('Haaranalyse nach 6 Monaten')).toHaveLength(1);
  });
});
