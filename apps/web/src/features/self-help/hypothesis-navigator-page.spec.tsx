import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setFeatureSink } from '../../shared/tracking/track-feature';
import { renderInRouter } from '../../test/render';
import HypothesisNavigatorPage from './hypothesis-navigator-page';

function renderNavigator() {
  renderInRouter(<HypothesisNavigatorPage />, {
    path: '/hypothesen-navigator',
    route: '/hypothesen-navigator',
  });
}

const click = (element: HTMLElement) => userEvent.click(element);
const button = (name: string) => screen.getByRole('button', { name });
const step = (n: number) => screen.getByText(`Schritt ${n} von 3`);
const result = () => screen.queryByRole('region', { name: 'Deine Hypothese' });
const criteria = () =>
  within(screen.getByRole('group', { name: /Kreuze an, was in den 12 Monaten/ })).getAllByRole('checkbox');

async function toCriteria(substance: 'Alkohol' | 'Drogen') {
  await click(screen.getByRole('radio', { name: substance }));
  await click(button('Weiter'));
}

async function tick(count: number) {
  for (const box of criteria().slice(0, count)) await click(box);
}

describe('/hypothesen-navigator Hypothesen-Navigator', () => {
  afterEach(() => setFeatureSink(null));

  it('starts at step 1 of 3, tracks the screen, links to /info/assessment and goes back to /', async () => {
    const sink = vi.fn();
    setFeatureSink(sink);
    renderNavigator();
    expect(screen.getByRole('heading', { level: 1, name: 'Hypothesen-Navigator' })).toBeInTheDocument();
    expect(step(1)).toBeInTheDocument();
    expect(button('Weiter')).toBeDisabled();
    expect(
      screen.getByRole('link', { name: 'Mehr zu Hypothesen und Beurteilungskriterien' }),
    ).toHaveAttribute('href', '/info/assessment');
    expect(sink).toHaveBeenCalledExactlyOnceWith('hypothesen_navigator');

    await click(button('Zurück'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('derives A2 from 4 of the 11 DSM-5 criteria for alcohol', async () => {
    renderNavigator();
    await toCriteria('Alkohol');
    expect(step(2)).toBeInTheDocument();
    expect(criteria()).toHaveLength(11);
    expect(screen.getByRole('checkbox', { name: 'Toleranzentwicklung' })).toHaveAccessibleDescription(
      'Du brauchtest deutlich mehr für die gleiche Wirkung, oder dieselbe Menge wirkte deutlich schwächer.',
    );
    expect(screen.getByText('0 von 11 Kriterien ausgewählt')).toBeInTheDocument();

    await tick(4);
    expect(screen.getByText('4 von 11 Kriterien ausgewählt')).toBeInTheDocument();
    await click(button('Berechnen'));

    expect(step(3)).toBeInTheDocument();
    const view = result()!;
    expect(within(view).getByText('Hypothese A2')).toBeInTheDocument();
    expect(within(view).getByText('DSM‑5: 4/11 Kriterien')).toBeInTheDocument();
    expect(within(view).getByText('Schweregrad: mittel')).toBeInTheDocument();
    expect(within(view).getByText('Empfohlen: 6–12 Monate Abstinenz.')).toBeInTheDocument();
  });

  it('derives D1 for drugs from a diagnosed dependence, and no hypothesis under 2 criteria', async () => {
    renderNavigator();
    await toCriteria('Drogen');
    await tick(1);
    await click(button('Berechnen'));
    expect(within(result()!).getByText('Keine Hypothese')).toBeInTheDocument();
    expect(within(result()!).getByText('DSM‑5: 1/11 Kriterien')).toBeInTheDocument();

    await click(button('Zurück'));
    await click(screen.getByRole('checkbox', { name: /Abhängigkeit ärztlich diagnostiziert/ }));
    await click(button('Berechnen'));
    expect(within(result()!).getByText('Hypothese D1')).toBeInTheDocument();
    expect(within(result()!).getByText('Schweregrad: schwer')).toBeInTheDocument();
    expect(within(result()!).getByText('Empfohlen: mindestens 12 Monate Abstinenz.')).toBeInTheDocument();
  });

  it('back clears the result; a new substance gives the matching hypothesis', async () => {
    renderNavigator();
    await toCriteria('Alkohol');
    await tick(2);
    await click(button('Berechnen'));
    expect(within(result()!).getByText('Hypothese A3')).toBeInTheDocument();

    await click(button('Zurück'));
    expect(result()).not.toBeInTheDocument();
    expect(criteria().filter((box) => (box as HTMLInputElement).checked)).toHaveLength(2);
    await click(button('Zurück'));
    expect(step(1)).toBeInTheDocument();
    await toCriteria('Drogen');
    await click(button('Berechnen'));
    expect(within(result()!).getByText('Hypothese D3')).toBeInTheDocument();
  });

  it('"Neue Berechnung" restarts at step 1 with nothing ticked', async () => {
    renderNavigator();
    await toCriteria('Alkohol');
    await tick(6);
    await click(button('Berechnen'));
    expect(within(result()!).getByText('Hypothese A1')).toBeInTheDocument();

    await click(button('Neue Berechnung'));
    expect(step(1)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Alkohol' })).not.toBeChecked();
    await toCriteria('Alkohol');
    expect(screen.getByText('0 von 11 Kriterien ausgewählt')).toBeInTheDocument();
  });
});
