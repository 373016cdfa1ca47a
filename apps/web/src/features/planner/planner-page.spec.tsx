import type { PlannerAppointment, PlannerBody, PlannerPlanDto, PlannerStateDto } from '@mpu/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { never, stubFetch, type Reply } from '../../test/fetch-stub';
import { renderInRouter } from '../../test/render';
import PlannerPage from './planner-page';

/*
 * The real FullCalendar renders in jsdom (see planner-calendar.spec.tsx), so the page is tested with it. jsdom has
 * no layout, so dragging is not tested here: the drop handler is a unit (calendar-events.spec.ts) and the drag
 * itself runs in the browser (apps/e2e/src/planner.e2e-spec.ts).
 */

const TODAY = new Date('2026-03-10T10:00:00');

const APPOINTMENTS: PlannerAppointment[] = [
  { id: 'urine-1', date: '2026-04-13', type: 'urine', description: 'Urinscreening 1 von 6', completed: true },
  { id: 'urine-2', date: '2026-05-05', type: 'urine', description: 'Urinscreening 2 von 6', completed: true },
  {
    id: 'urine-3',
    date: '2026-06-20',
    type: 'urine',
    description: 'Urinscreening 3 von 6',
    completed: false,
  },
  {
    id: 'urine-4',
    date: '2026-07-01',
    type: 'urine',
    description: 'Urinscreening 4 von 6',
    completed: false,
  },
  {
    id: 'urine-5',
    date: '2026-08-25',
    type: 'urine',
    description: 'Urinscreening 5 von 6',
    completed: false,
  },
  {
    id: 'urine-6',
    date: '2026-09-09',
    type: 'urine',
    description: 'Urinscreening 6 von 6',
    completed: false,
  },
  {
    id: 'hair-1',
    date: '2026-09-10',
    type: 'hair',
    description: 'Haaranalyse nach 6 Monaten',
    completed: false,
  },
];

function aPlan(overrides: Partial<PlannerPlanDto> = {}): PlannerPlanDto {
  return {
    methods: ['urine', 'hair'],
    startDate: '2026-03-10',
    appointments: APPOINTMENTS,
    updatedAt: '2026-03-10T09:00:00.000Z',
    ...overrides,
  };
}

const state = (plan: PlannerPlanDto | null): Reply => ({
  status: 200,
  body: { plan } satisfies PlannerStateDto,
});

/** PUT /api/planner as the server answers it: the saved plan. */
async function echo(request: Request): Promise<Reply> {
  const body = (await request.json()) as PlannerBody;
  return state({ ...body, updatedAt: '2026-03-10T10:00:01.000Z' });
}

type Route = Reply | ((request: Request) => Reply | Promise<Reply>);

function renderPlanner({ get = state(aPlan()) as Route, put = echo as Route } = {}) {
  const stub = stubFetch({ 'GET /api/planner': get, 'PUT /api/planner': put });
  renderInRouter(<PlannerPage />, { path: '/abstinenztest', route: '/abstinenztest' });
  return stub;
}

/** The bodies of the PUT requests so far. */
async function savedBodies(stub: ReturnType<typeof stubFetch>): Promise<PlannerBody[]> {
  const puts = stub.requests.filter((request) => request.method === 'PUT');
  return Promise.all(puts.map((request) => request.clone().json() as Promise<PlannerBody>));
}

/** jsdom's Blob has no text(). */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

const list = () => screen.getByRole('list', { name: 'Deine Termine' });
const items = () => within(list()).getAllByRole('listitem');
const doneButton = (description: string) => screen.getByRole('button', { name: `Erledigt: ${description}` });
const methodButton = (name: string) =>
  within(screen.getByRole('group', { name: 'Testmethoden' })).getByRole('button', { name });
const progress = () => screen.getByRole('progressbar', { name: 'Erledigte Termine in Prozent' });
const toastRegion = () => screen.getByRole('region', { name: 'Benachrichtigungen' });

describe('/abstinenztest Abstinenznachweis Planung', () => {
  // The calendar is the page's lazy chunk (FullCalendar, seconds to import on a busy machine): imported here, the
  // tests wait for the page's behaviour only. (loadLazyModules() would import the whole app as well.)
  beforeAll(() => import('./planner-calendar'));

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(TODAY);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the saved plan: progress, methods, calendar and the appointments by date in German', async () => {
    const stub = renderPlanner({
      // stored in another order than the list shows
      get: state(aPlan({ appointments: [...APPOINTMENTS].reverse() })),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Abstinenznachweis Planung' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    expect(document.title).toContain('Abstinenznachweis Planung');

    await screen.findByRole('list', { name: 'Deine Termine' });
    expect(screen.getByText('2 von 7 Terminen erledigt')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '29');
    expect(screen.getByText('29 %')).toBeInTheDocument();

    expect(methodButton('Urinscreening')).toHaveAttribute('aria-pressed', 'true');
    expect(methodButton('Haaranalyse')).toHaveAttribute('aria-pressed', 'true');

    expect(items().map((item) => item.querySelector('time')?.textContent)).toEqual([
      'Mo., 13.04.2026',
      'Di., 05.05.2026',
      'Sa., 20.06.2026',
      'Mi., 01.07.2026',
      'Di., 25.08.2026',
      'Mi., 09.09.2026',
      'Do., 10.09.2026',
    ]);
    const hair = items()[6]!;
    expect(within(hair).getByText('Haaranalyse nach 6 Monaten')).toBeInTheDocument();
    expect(hair).toHaveAttribute('data-type', 'hair');
    expect(hair.querySelector('.planner-item__stripe')).toHaveStyle({ backgroundColor: '#ec4899' });
    expect(items()[0]!.querySelector('.planner-item__stripe')).toHaveStyle({ backgroundColor: '#3b82f6' });
    expect(doneButton('Urinscreening 1 von 6')).toHaveAttribute('aria-pressed', 'true');
    expect(doneButton('Urinscreening 3 von 6')).toHaveAttribute('aria-pressed', 'false');

    // the calendar opens at the month of the next open appointment (Urinscreening 3 in June)
    expect(await screen.findByRole('heading', { level: 3, name: 'Juni 2026' })).toBeInTheDocument();
    expect(
      screen.getByText('Ein Testtermin darf höchstens um 1 Woche verschoben werden.'),
    ).toBeInTheDocument();
    expect(stub.calls).toEqual(['GET /api/planner']);
  });

  it('builds a plan from today with both methods on the first visit and saves it', async () => {
    const stub = renderPlanner({ get: state(null) });
    await screen.findByRole('list', { name: 'Deine Termine' });
    await waitFor(() => expect(stub.calls).toContain('PUT /api/planner'));

    const [body] = await savedBodies(stub);
    expect(body!.methods).toEqual(['urine', 'hair']);
    expect(body!.startDate).toBe('2026-03-10');
    expect(body!.appointments).toHaveLength(7);
    expect(body!.appointments.filter((a) => a.type === 'urine').map((a) => a.date.slice(0, 7))).toEqual([
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
    ]);
    expect(body!.appointments.find((a) => a.type === 'hair')?.date).toBe('2026-09-10');
    expect(body!.appointments.every((a) => !a.completed)).toBe(true);
    expect(items()).toHaveLength(7);
    expect(screen.getByText('0 von 7 Terminen erledigt')).toBeInTheDocument();
    expect(stub.calls.filter((call) => call === 'PUT /api/planner')).toHaveLength(1);
  });

  it('offers a retry when the first plan cannot be saved', async () => {
    let fail = true;
    const stub = renderPlanner({
      get: state(null),
      put: (request) => (fail ? { status: 500, body: { message: 'Interner Fehler.' } } : echo(request)),
    });
    const alert = await screen.findByText(
      'Dein Plan konnte nicht angelegt werden. Bitte prüfe deine Verbindung.',
    );
    expect(within(toastRegion()).getByText('Nicht gespeichert')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Deine Termine' })).not.toBeInTheDocument();
    expect(stub.calls.filter((call) => call === 'PUT /api/planner')).toHaveLength(1);

    fail = false;
    await userEvent.click(within(alert.parentElement!).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('list', { name: 'Deine Termine' })).toBeInTheDocument();
    expect(stub.calls.filter((call) => call === 'PUT /api/planner')).toHaveLength(2);
  });

  it('toggles the methods as a set that always keeps one, rebuilding only that method', async () => {
    const stub = renderPlanner();
    await screen.findByRole('list', { name: 'Deine Termine' });

    await userEvent.click(methodButton('Urinscreening'));
    expect(methodButton('Urinscreening')).toHaveAttribute('aria-pressed', 'false');
    expect(items()).toHaveLength(1);
    expect(screen.getByText('0 von 1 Termin erledigt')).toBeInTheDocument();
    // hair is the last one: it stays on
    expect(methodButton('Haaranalyse')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(methodButton('Haaranalyse'));
    expect(methodButton('Haaranalyse')).toHaveAttribute('aria-pressed', 'true');

    await waitFor(() => expect(stub.calls.filter((call) => call === 'PUT /api/planner')).toHaveLength(1));
    const [withoutUrine] = await savedBodies(stub);
    expect(withoutUrine).toEqual({
      methods: ['hair'],
      startDate: '2026-03-10',
      appointments: [APPOINTMENTS[6]],
    });

    // switching urine on again plans its six tests from the plan's start; hair keeps its state
    await userEvent.click(doneButton('Haaranalyse nach 6 Monaten'));
    await userEvent.click(methodButton('Urinscreening'));
    expect(methodButton('Haaranalyse')).not.toHaveAttribute('aria-disabled');
    await waitFor(() => expect(stub.calls.filter((call) => call === 'PUT /api/planner')).toHaveLength(3));
    const last = (await savedBodies(stub))[2]!;
    expect(last.methods).toEqual(['urine', 'hair']);
    expect(last.appointments).toHaveLength(7);
    expect(last.appointments.find((a) => a.id === 'hair-1')?.completed).toBe(true);
    expect(last.appointments.filter((a) => a.type === 'urine' && a.completed)).toHaveLength(0);
    expect(screen.getByText('1 von 7 Terminen erledigt')).toBeInTheDocument();
  });

  it('toggles completion with the appointment button, updates the progress and saves', async () => {
    const stub = renderPlanner();
    await screen.findByRole('list', { name: 'Deine Termine' });

    await userEvent.click(doneButton('Urinscreening 3 von 6'));
    expect(doneButton('Urinscreening 3 von 6')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('3 von 7 Terminen erledigt')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '43');

    await userEvent.click(doneButton('Urinscreening 1 von 6'));
    expect(doneButton('Urinscreening 1 von 6')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('2 von 7 Terminen erledigt')).toBeInTheDocument();

    await waitFor(() => expect(stub.calls.filter((call) => call === 'PUT /api/planner')).toHaveLength(2));
    const bodies = await savedBodies(stub);
    const completed = (body: PlannerBody) => body.appointments.filter((a) => a.completed).map((a) => a.id);
    expect(completed(bodies[0]!)).toEqual(['urine-1', 'urine-2', 'urine-3']);
    // the second save builds on the first
    expect(completed(bodies[1]!)).toEqual(['urine-2', 'urine-3']);
  });

  it('toggles completion by clicking the appointment in the calendar (or Enter on it), updates the progress and saves', async () => {
    const stub = renderPlanner();
    await screen.findByRole('list', { name: 'Deine Termine' });
    // the calendar opens in June: Urinscreening 3 (20.06.) is the next open appointment
    const event = await screen.findByRole('button', { name: 'Urinscreening 3 von 6, offen' });

    await userEvent.click(event);
    expect(screen.getByText('3 von 7 Terminen erledigt')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '43');
    expect(doneButton('Urinscreening 3 von 6')).toHaveAttribute('aria-pressed', 'true');
    expect(event).toHaveAccessibleName('Urinscreening 3 von 6, erledigt');
    expect(event).toHaveClass('planner-event--done');

    // keyboard: the event keeps the focus and Enter opens it again
    event.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('2 von 7 Terminen erledigt')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Urinscreening 3 von 6, offen' })).toHaveFocus();

    await waitFor(() => expect(stub.calls.filter((call) => call === 'PUT /api/planner')).toHaveLength(2));
    const bodies = await savedBodies(stub);
    expect(bodies[0]!.appointments.find((a) => a.id === 'urine-3')?.completed).toBe(true);
    expect(bodies[1]!.appointments.find((a) => a.id === 'urine-3')?.completed).toBe(false);
    expect(bodies[1]!.appointments.map((a) => a.date)).toEqual(APPOINTMENTS.map((a) => a.date));
  });

  it('undoes a change the server refuses and says so in a toast', async () => {
    renderPlanner({ put: { status: 400, body: { message: 'Der Plan ist ungültig.' } } });
    await screen.findByRole('list', { name: 'Deine Termine' });

    await userEvent.click(doneButton('Urinscreening 3 von 6'));
    const toast = await within(toastRegion()).findByRole('alert');
    await within(toast).findByText('Nicht gespeichert');
    expect(within(toast).getByText('Der Plan ist ungültig.')).toBeInTheDocument();
    expect(doneButton('Urinscreening 3 von 6')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('2 von 7 Terminen erledigt')).toBeInTheDocument();
  });

  it('sends saves one after the other and loses nothing when an earlier one fails', async () => {
    const replies: ((reply: Reply) => void)[] = [];
    const stub = renderPlanner({
      put: () => new Promise<Reply>((resolve) => replies.push(resolve)),
    });
    await screen.findByRole('list', { name: 'Deine Termine' });

    await userEvent.click(doneButton('Urinscreening 3 von 6'));
    await userEvent.click(doneButton('Urinscreening 4 von 6'));
    await waitFor(() => expect(replies).toHaveLength(1));
    // the second PUT waits for the answer to the first
    expect(stub.calls.filter((call) => call === 'PUT /api/planner')).toHaveLength(1);

    await act(async () => replies[0]!('network-error'));
    await waitFor(() => expect(replies).toHaveLength(2));
    // no toast and no undo yet: the second save contains both changes
    expect(doneButton('Urinscreening 3 von 6')).toHaveAttribute('aria-pressed', 'true');
    const second = (await savedBodies(stub))[1]!;
    expect(second.appointments.filter((a) => a.completed).map((a) => a.id)).toEqual([
      'urine-1',
      'urine-2',
      'urine-3',
      'urine-4',
    ]);

    await act(async () =>
      replies[1]!(await echo(stub.requests.filter((r) => r.method === 'PUT')[1]!.clone())),
    );
    await waitFor(() => expect(screen.getByText('4 von 7 Terminen erledigt')).toBeInTheDocument());
    expect(within(toastRegion()).queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('undoes every unconfirmed change when the newest save fails', async () => {
    const replies: ((reply: Reply) => void)[] = [];
    renderPlanner({ put: () => new Promise<Reply>((resolve) => replies.push(resolve)) });
    await screen.findByRole('list', { name: 'Deine Termine' });

    await userEvent.click(doneButton('Urinscreening 3 von 6'));
    await userEvent.click(doneButton('Urinscreening 4 von 6'));
    expect(screen.getByText('4 von 7 Terminen erledigt')).toBeInTheDocument();
    await waitFor(() => expect(replies).toHaveLength(1));
    await act(async () => replies[0]!('network-error'));
    await waitFor(() => expect(replies).toHaveLength(2));
    await act(async () => replies[1]!('network-error'));

    expect(await within(toastRegion()).findByText('Nicht gespeichert')).toBeInTheDocument();
    expect(screen.getByText('2 von 7 Terminen erledigt')).toBeInTheDocument();
    expect(doneButton('Urinscreening 3 von 6')).toHaveAttribute('aria-pressed', 'false');
    expect(doneButton('Urinscreening 4 von 6')).toHaveAttribute('aria-pressed', 'false');
  });

  it("moves an appointment with 'Termin verschieben' (keyboard alternative to dragging) and saves it", async () => {
    const stub = renderPlanner();
    await screen.findByRole('list', { name: 'Deine Termine' });

    const move = screen.getByRole('button', { name: 'Termin verschieben: Urinscreening 1 von 6' });
    await userEvent.click(move);
    expect(move).toHaveAttribute('aria-expanded', 'true');
    const input = screen.getByLabelText('Neues Datum');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveValue('2026-04-13');
    expect(input).toHaveFocus();

    fireEvent.change(input, { target: { value: '2026-05-07' } });
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(screen.queryByLabelText('Neues Datum')).not.toBeInTheDocument();
    // re-sorted: now after Urinscreening 2 (05.05.)
    expect(within(items()[1]!).getByText('Urinscreening 1 von 6')).toBeInTheDocument();
    expect(within(items()[1]!).getByText('Do., 07.05.2026')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Termin verschieben: Urinscreening 1 von 6' })).toHaveFocus(),
    );

    await waitFor(() => expect(stub.calls).toContain('PUT /api/planner'));
    const [body] = await savedBodies(stub);
    expect(body!.appointments.find((a) => a.id === 'urine-1')).toEqual({
      ...APPOINTMENTS[0],
      date: '2026-05-07',
    });
    expect(body!.appointments.filter((a) => a.id !== 'urine-1')).toEqual(APPOINTMENTS.slice(1));
  });

  it('does not save an empty date or the same date; Abbrechen closes the form', async () => {
    const stub = renderPlanner();
    await screen.findByRole('list', { name: 'Deine Termine' });

    await userEvent.click(screen.getByRole('button', { name: 'Termin verschieben: Urinscreening 3 von 6' }));
    fireEvent.change(screen.getByLabelText('Neues Datum'), { target: { value: '' } });
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.getByText('Bitte gib ein gültiges Datum ein.')).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Neues Datum')).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(screen.getByLabelText('Neues Datum'), { target: { value: '2026-06-20' } });
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.queryByLabelText('Neues Datum')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Termin verschieben: Urinscreening 3 von 6' }));
    await userEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByLabelText('Neues Datum')).not.toBeInTheDocument();
    expect(stub.calls).toEqual(['GET /api/planner']);
  });

  it('downloads the plan as abstinenzplan.ics', async () => {
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:plan';
    });
    const revokeObjectURL = vi.fn();
    // jsdom has no object URLs
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = createObjectURL;
        static override revokeObjectURL = revokeObjectURL;
      },
    );
    const downloads: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    renderPlanner();
    await screen.findByRole('list', { name: 'Deine Termine' });

    await userEvent.click(screen.getByRole('button', { name: 'Als Kalenderdatei exportieren (.ics)' }));
    expect(downloads).toEqual([{ href: 'blob:plan', download: 'abstinenzplan.ics' }]);
    expect(blobs).toHaveLength(1);
    expect(blobs[0]!.type).toBe('text/calendar;charset=utf-8');
    const text = await readText(blobs[0]!);
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(7);
    expect(text).toContain('UID:hair-1@mpu-vorbereitung\r\n');
    expect(text).toContain('DTSTART;VALUE=DATE:20260910\r\nDTEND;VALUE=DATE:20260911\r\n');
    expect(text).toContain('SUMMARY:Urinscreening 3 von 6\r\n');
    expect(text).toContain('DTSTAMP:20260310T');
    // the temporary link is gone again, the URL released after the click
    expect(document.querySelector('a[download]')).not.toBeInTheDocument();
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:plan'));
  });

  it("'Neuen Plan erstellen' asks first, then plans the current methods from today", async () => {
    vi.setSystemTime(new Date('2026-07-15T08:00:00'));
    const stub = renderPlanner({
      get: state(aPlan({ methods: ['hair'], appointments: [APPOINTMENTS[6]!] })),
    });
    await screen.findByRole('list', { name: 'Deine Termine' });

    await userEvent.click(screen.getByRole('button', { name: 'Neuen Plan erstellen' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Neuen Plan erstellen?' });
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(stub.calls).toEqual(['GET /api/planner']);

    await userEvent.click(screen.getByRole('button', { name: 'Neuen Plan erstellen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Neu erstellen' }));
    await waitFor(() => expect(stub.calls).toContain('PUT /api/planner'));
    const [body] = await savedBodies(stub);
    expect(body).toEqual({
      methods: ['hair'],
      startDate: '2026-07-15',
      appointments: [
        {
          id: 'hair-1',
          date: '2027-01-15',
          type: 'hair',
          description: 'Haaranalyse nach 6 Monaten',
          completed: false,
        },
      ],
    });
    expect(await screen.findByText('Fr., 15.01.2027')).toBeInTheDocument();
  });

  it('shows a spinner while loading', () => {
    renderPlanner({ get: never });
    expect(screen.getByText('Dein Plan wird geladen …').closest('[role="status"]')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Deine Termine' })).not.toBeInTheDocument();
  });

  it('shows a load error with retry', async () => {
    let fail = true;
    const stub = renderPlanner({
      get: () => (fail ? 'network-error' : state(aPlan())),
    });
    expect(
      await screen.findByText('Dein Plan konnte nicht geladen werden. Bitte prüfe deine Verbindung.'),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('list', { name: 'Deine Termine' })).toBeInTheDocument();
    expect(stub.calls).toEqual(['GET /api/planner', 'GET /api/planner']);
  });

  it('locks the page when the server refuses the plan to a non-premium user', async () => {
    renderPlanner({ get: { status: 403, body: { message: 'Nur mit Premium-Abonnement.' } } });
    expect(await screen.findByRole('dialog', { name: 'Premium-Inhalt' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Deine Termine' })).not.toBeInTheDocument();
  });
});
