import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch, type Reply } from '../../test/fetch-stub';
import { renderInRouter } from '../../test/render';
import ReactionTestsPage from './reaction-tests-page';
import { aRun } from './reaction-tests.test-helpers';

function open(runs: Reply | (() => Reply)) {
  const stub = stubFetch({ 'GET /api/reaction-tests/runs': runs });
  renderInRouter(<ReactionTestsPage />, { path: '/reaktionstests', route: '/reaktionstests' });
  return stub;
}

const RUNS = [
  aRun({
    id: 'l3',
    completedAt: '2025-03-14T12:00:00.000Z',
    accuracyPercent: 91.67,
    averageTimeMs: 2100,
    passed: true,
  }),
  aRun({
    id: 't1',
    test: 'tapk',
    tasks: 20,
    completedAt: '2025-03-13T12:00:00.000Z',
    accuracyPercent: 45,
    averageTimeMs: 16_250,
    detectionPercent: 80,
    passed: false,
  }),
  aRun({ id: 'l2', completedAt: '2025-03-12T12:00:00.000Z', accuracyPercent: 50, averageTimeMs: 4500 }),
  aRun({
    id: 'l1',
    completedAt: '2025-03-10T12:00:00.000Z',
    accuracyPercent: 30,
    averageTimeMs: 12_000,
    passed: false,
  }),
];

describe('/reaktionstests', () => {
  it('offers the three tests and closes to /', async () => {
    open({ status: 200, body: [] });
    expect(screen.getByRole('heading', { level: 1, name: 'Reaktionstests' })).toBeInTheDocument();
    const tests = within(screen.getByRole('list', { name: 'Tests' }));
    expect(tests.getByRole('link', { name: 'Linienverfolgungstest' })).toHaveAttribute(
      'href',
      '/linienverfolgungstest',
    );
    expect(tests.getByRole('link', { name: 'Linienverfolgungstest' })).toHaveAccessibleDescription(
      'Folge einer Linie im Gewirr und nenne ihr Ende.',
    );
    expect(tests.getByRole('link', { name: 'Visuelles Scanning (TAPK)' })).toHaveAttribute('href', '/tapk');
    expect(tests.getByRole('link', { name: 'Visuelles Scanning-2 (TAPK-2)' })).toHaveAttribute(
      'href',
      '/tapk2',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Schließen' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('shows the empty state without runs, labelled as practice', async () => {
    open({ status: 200, body: [] });
    expect(await screen.findByText(/Noch keine Ergebnisse/)).toBeInTheDocument();
    expect(screen.getByText('Übungsergebnisse — kein Vergleich mit anderen')).toBeInTheDocument();
  });

  it('shows the runs per test, newest first, with date, accuracy, mean time, verdict and the trend', async () => {
    open({ status: 200, body: RUNS });
    const lineRuns = await screen.findByRole('list', { name: 'Letzte Durchläufe: Linienverfolgungstest' });
    const items = within(lineRuns).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('14.03.2025');
    expect(items[0]).toHaveTextContent('Genauigkeit 91 % · Ø Zeit 2,10 s');
    expect(items[0]).toHaveTextContent(/bestanden$/);
    expect(items[2]).toHaveTextContent('10.03.2025');
    expect(items[2]).toHaveTextContent('Genauigkeit 30 % · Ø Zeit 12,00 s');
    expect(items[2]).toHaveTextContent('nicht bestanden');
    expect(
      screen.getByRole('img', {
        name: /^Genauigkeit der letzten Durchläufe, vom ältesten zum neuesten: 30\s%, 50\s%, 91\s%$/,
      }),
    ).toBeInTheDocument();

    const tapkRuns = screen.getByRole('list', { name: 'Letzte Durchläufe: Visuelles Scanning (TAPK)' });
    expect(tapkRuns).toHaveTextContent('Genauigkeit 45 % · Ø Zeit 16,25 s');
    expect(tapkRuns).toHaveTextContent('nicht bestanden');
    // no section for a test without runs, and no ranking against others
    expect(
      screen.queryByRole('list', { name: 'Letzte Durchläufe: Visuelles Scanning-2 (TAPK-2)' }),
    ).toBeNull();
    expect(screen.queryByText(/Perzentil|besser als/i)).toBeNull();
  });

  it('offers a retry when the history cannot be loaded', async () => {
    let fail = true;
    const stub = open(() =>
      fail ? { status: 500, body: { message: 'Fehler' } } : { status: 200, body: [] },
    );
    expect(await screen.findByText('Deine Ergebnisse konnten nicht geladen werden.')).toBeInTheDocument();
    // the tests stay usable
    expect(screen.getByRole('link', { name: 'Linienverfolgungstest' })).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText(/Noch keine Ergebnisse/)).toBeInTheDocument();
    expect(stub.calls.filter((call) => call === 'GET /api/reaction-tests/runs')).toHaveLength(2);
  });
});
