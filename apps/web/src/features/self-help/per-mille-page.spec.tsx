import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setFeatureSink } from '../../shared/tracking/track-feature';
import { renderInRouter } from '../../test/render';
import PerMillePage from './per-mille-page';

function renderCalculator() {
  renderInRouter(<PerMillePage />, { path: '/calculator', route: '/calculator' });
}

const weight = () => screen.getByRole('spinbutton', { name: 'Körpergewicht (kg)' });
const hours = () => screen.getByRole('spinbutton', { name: 'Stunden seit Trinkbeginn' });
const drink = (n: number) => screen.getByRole('combobox', { name: `Getränk ${n}` });
const amount = (n: number) => screen.getByRole('spinbutton', { name: `Anzahl Getränk ${n}` });
const calculate = () => userEvent.click(screen.getByRole('button', { name: 'Berechnen' }));
const result = () => screen.queryByRole('region', { name: 'Dein geschätzter Wert' });

async function fill(field: HTMLElement, value: string) {
  await userEvent.clear(field);
  await userEvent.type(field, value);
}

/** Spec 2 §5/§9 by hand: grams / (weight × factor) − 0.15 × hours, three decimals, German comma. */
function byHand(grams: number, weightKg: number, factor: number, hoursSince: number): string {
  const value = Math.max(0, grams / (weightKg * factor) - 0.15 * hoursSince);
  return (Math.round(value * 1000) / 1000).toFixed(3).replace('.', ',');
}

describe('/calculator Promillerechner', () => {
  afterEach(() => setFeatureSink(null));

  it('shows the form with a way home, no result yet, and tracks the screen once', () => {
    const sink = vi.fn();
    setFeatureSink(sink);
    renderCalculator();
    expect(screen.getByRole('heading', { level: 1, name: 'Promillerechner' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('radio', { name: 'männlich' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'weiblich' })).not.toBeChecked();
    expect(drink(1)).toHaveValue('beer');
    expect(
      within(drink(1))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Bier (0,5 l, 5 %)',
      'Kleines Bier (0,3 l, 5 %)',
      'Wein (0,2 l, 12 %)',
      'Sekt (0,1 l, 11 %)',
      'Schnaps (2 cl, 40 %)',
    ]);
    expect(result()).not.toBeInTheDocument();
    expect(sink).toHaveBeenCalledExactlyOnceWith('alcohol_calculator');
  });

  it('male 80 kg, two 500 ml beers, 1 h: 0,575 ‰ in the band up to 0.8 (Hoch) with the bar and disclaimer', async () => {
    renderCalculator();
    await fill(weight(), '80');
    await fill(hours(), '1');
    await fill(amount(1), '2');
    await calculate();

    const expected = byHand(2 * 500 * 0.05 * 0.789, 80, 0.68, 1);
    expect(expected).toBe('0,575');
    const card = result()!;
    expect(within(card).getByText(`${expected} ‰`)).toBeInTheDocument();
    // 0.575 lies above 0.5, so the domain's band is 'high' (up to 0.8, orange)
    expect(within(card).getByText('Hoch')).toHaveClass('risk-badge--orange');
    expect(card).toHaveAttribute('data-risk', 'high');
    const bar = within(card).getByRole('meter', { name: 'Risikoskala bis 1,5 ‰' });
    expect(bar).toHaveAttribute('aria-valuenow', '0.575');
    expect(bar).toHaveAttribute('aria-valuemax', '1.5');
    expect(bar.firstElementChild).toHaveStyle({ width: `${(0.575 / 1.5) * 100}%` });
    expect(within(card).getByText(/Nur eine grobe Schätzung nach der Widmark-Formel/)).toBeInTheDocument();
  });

  it('male 80 kg, one beer, 0 h: 0,363 ‰, band Mittel (yellow)', async () => {
    renderCalculator();
    await fill(weight(), '80');
    await calculate();
    expect(byHand(19.725, 80, 0.68, 0)).toBe('0,363');
    expect(within(result()!).getByText('0,363 ‰')).toBeInTheDocument();
    expect(within(result()!).getByText('Mittel')).toHaveClass('risk-badge--yellow');
  });

  it('fills the bar at 1.5 ‰ and shows the dangerous band above', async () => {
    renderCalculator();
    await fill(weight(), '60');
    await userEvent.selectOptions(drink(1), 'spirits');
    await fill(amount(1), '10');
    await calculate();
    const card = result()!;
    expect(within(card).getByText(`${byHand(10 * 20 * 0.4 * 0.789, 60, 0.68, 0)} ‰`)).toBeInTheDocument();
    expect(within(card).getByText('Gefährlich')).toHaveClass('risk-badge--red');
    const bar = within(card).getByRole('meter');
    expect(bar).toHaveAttribute('aria-valuenow', '1.5');
    expect(bar.firstElementChild).toHaveStyle({ width: '100%' });
  });

  it('adds beer rows with the plus of the last row and removes rows with their minus', async () => {
    renderCalculator();
    expect(screen.queryByRole('button', { name: /entfernen/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Getränk hinzufügen' }));
    expect(drink(2)).toHaveValue('beer');
    expect(amount(2)).toHaveValue(1);
    expect(drink(2)).toHaveFocus();
    // only the last row has the plus; the first now has a minus
    expect(screen.getAllByRole('button', { name: 'Getränk hinzufügen' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Getränk 1 entfernen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Getränk 2 entfernen' })).not.toBeInTheDocument();

    await userEvent.selectOptions(drink(2), 'wine');
    await userEvent.click(screen.getByRole('button', { name: 'Getränk hinzufügen' }));
    expect(screen.getAllByRole('combobox')).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: 'Getränk 1 entfernen' }));
    expect(screen.getAllByRole('combobox')).toHaveLength(2);
    expect(drink(1)).toHaveValue('wine');
    expect(drink(2)).toHaveValue('beer');
    expect(screen.getByRole('button', { name: 'Getränk hinzufügen' })).toHaveFocus();
    // the last row has no minus: at least one row always stays
    expect(screen.queryByRole('button', { name: 'Getränk 2 entfernen' })).not.toBeInTheDocument();

    // female 60 kg, one wine and one beer, 0 h
    await userEvent.click(screen.getByRole('radio', { name: 'weiblich' }));
    await fill(weight(), '60');
    await calculate();
    const expected = byHand(18.936 + 19.725, 60, 0.55, 0);
    expect(expected).toBe('1,172');
    expect(within(result()!).getByText(`${expected} ‰`)).toBeInTheDocument();
  });

  it('sums several rows', async () => {
    renderCalculator();
    await userEvent.click(screen.getByRole('button', { name: 'Getränk hinzufügen' }));
    await userEvent.selectOptions(drink(2), 'sekt');
    await fill(amount(2), '3');
    await fill(weight(), '70');
    await fill(hours(), '2');
    await calculate();
    const grams = 500 * 0.05 * 0.789 + 3 * 100 * 0.11 * 0.789;
    expect(within(result()!).getByText(`${byHand(grams, 70, 0.68, 2)} ‰`)).toBeInTheDocument();
  });

  it.each(['', '0', '-70'])('does nothing, silently, for the weight %j', async (value) => {
    renderCalculator();
    if (value) await fill(weight(), value);
    const page = screen.getByRole('main');
    const before = page.innerHTML;
    await calculate();
    expect(result()).not.toBeInTheDocument();
    expect(page.innerHTML).toBe(before);
  });

  it('clears the result when an input changes, until Berechnen is pressed again', async () => {
    renderCalculator();
    await fill(weight(), '80');
    await calculate();
    expect(result()).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'weiblich' }));
    expect(result()).not.toBeInTheDocument();
    await calculate();
    expect(within(result()!).getByText(`${byHand(19.725, 80, 0.55, 0)} ‰`)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Getränk hinzufügen' }));
    expect(result()).not.toBeInTheDocument();
  });
});
