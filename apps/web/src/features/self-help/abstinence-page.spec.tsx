import { ABSTINENCE_TEXTS } from '@mpu/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setFeatureSink } from '../../shared/tracking/track-feature';
import { renderInRouter } from '../../test/render';
import AbstinencePage from './abstinence-page';

function renderCalculator() {
  renderInRouter(<AbstinencePage />, { path: '/abstinenzrechner', route: '/abstinenzrechner' });
}

const click = (element: HTMLElement) => userEvent.click(element);
const button = (name: string) => screen.getByRole('button', { name });
const radio = (name: string) => screen.getByRole('radio', { name });
const step = (n: number) => screen.getByText(`Schritt ${n} von 3`);
const result = () => screen.queryByRole('region', { name: 'Dein Ergebnis' });
const offences = () => screen.getByRole('spinbutton', { name: 'Anzahl deiner Alkoholauffälligkeiten' });
const bac = () => screen.getByRole('spinbutton', { name: 'Blutalkoholkonzentration (‰)' });

async function fill(field: HTMLElement, value: string) {
  await userEvent.clear(field);
  if (value) await userEvent.type(field, value);
}

async function toDetails(substance: 'Alkohol' | 'Drogen') {
  await click(radio(substance));
  await click(button('Weiter'));
}

describe('/abstinenzrechner Abstinenzrechner', () => {
  afterEach(() => setFeatureSink(null));

  it('starts at step 1 of 3: Weiter only with a substance; tracks the screen; links to /info/ctu', async () => {
    const sink = vi.fn();
    setFeatureSink(sink);
    renderCalculator();
    expect(screen.getByRole('heading', { level: 1, name: 'Abstinenzrechner' })).toBeInTheDocument();
    expect(step(1)).toBeInTheDocument();
    expect(button('Weiter')).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Mehr zu Abstinenznachweisen erfahren' })).toHaveAttribute(
      'href',
      '/info/ctu',
    );
    expect(sink).toHaveBeenCalledExactlyOnceWith('abstinenz_calculator');

    await click(radio('Drogen'));
    expect(radio('Drogen')).toHaveAccessibleDescription('Konsum illegaler Drogen oder Cannabis');
    expect(button('Weiter')).toBeEnabled();
  });

  it('goes from step 1 back to /', async () => {
    renderCalculator();
    await click(button('Zurück'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('alcohol: asks for the hypothesis, then shows 12 months with urine and hair details for A2', async () => {
    renderCalculator();
    await toDetails('Alkohol');
    expect(step(2)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Deine Angaben' })).toHaveFocus();
    expect(offences()).toHaveValue(1);
    expect(bac()).toHaveAttribute('step', '0.01');
    expect(bac()).toHaveAttribute('min', '0');
    expect(bac()).toHaveAttribute('max', '5');

    await click(button('Berechnen'));
    expect(step(2)).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Deine Hypothese' });
    expect(group).toHaveAccessibleDescription(expect.stringContaining('Bitte wähle deine Hypothese aus.'));
    expect(within(group).getByRole('radio', { name: 'A1' })).toHaveFocus();

    await click(radio('A2'));
    expect(screen.queryByText('Bitte wähle deine Hypothese aus.')).not.toBeInTheDocument();
    await click(
      screen.getByRole('checkbox', { name: 'Bei der Kontrolle wurden Ausfallerscheinungen festgestellt' }),
    );
    await fill(bac(), '0.8');
    await click(button('Berechnen'));

    expect(step(3)).toBeInTheDocument();
    const view = result()!;
    expect(within(view).getByText('Abstinenznachweis erforderlich')).toBeInTheDocument();
    expect(within(view).getByText('12 Monate')).toBeInTheDocument();
    expect(within(view).getByText(ABSTINENCE_TEXTS.a2)).toBeInTheDocument();
    expect(within(view).getByText(ABSTINENCE_TEXTS.a2Note)).toBeInTheDocument();
    const options = within(view).getByRole('region', { name: 'Möglichkeiten für den Nachweis' });
    expect(within(options).getByRole('heading', { name: 'Urinscreening' })).toBeInTheDocument();
    expect(options).toHaveTextContent('6 Urinproben in 12 Monaten');
    expect(within(options).getByRole('heading', { name: 'Haaranalyse' })).toBeInTheDocument();
    expect(options).toHaveTextContent('Eine Haarprobe kann höchstens 3 Monate abdecken (3 cm).');
    expect(options).toHaveTextContent('Für 12 Monate brauchst du 4 Haarproben.');
    // a required proof can be planned right away
    await click(within(view).getByRole('link', { name: 'Abstinenznachweise planen' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/abstinenztest$/);
  });

  it('alcohol: German errors for the offence count and the per mille value', async () => {
    renderCalculator();
    await toDetails('Alkohol');
    await click(radio('Keine bzw. weiß ich nicht'));
    await fill(offences(), '-1');
    await fill(bac(), '6');
    await click(button('Berechnen'));

    expect(offences()).toHaveAttribute('aria-invalid', 'true');
    expect(offences()).toHaveAccessibleDescription(
      expect.stringContaining('Bitte gib eine ganze Zahl ab 0 ein.'),
    );
    expect(offences()).toHaveFocus();
    expect(bac()).toHaveAccessibleDescription(
      expect.stringContaining('Bitte gib einen Wert zwischen 0 und 5 ‰ ein.'),
    );
    expect(result()).not.toBeInTheDocument();

    await fill(bac(), '1.234');
    expect(bac()).toHaveAccessibleDescription(
      expect.stringContaining('Bitte gib höchstens zwei Nachkommastellen ein.'),
    );
    await fill(offences(), '2');
    await fill(bac(), '');
    expect(offences()).not.toHaveAttribute('aria-invalid');
    await click(button('Berechnen'));
    expect(within(result()!).getByText(ABSTINENCE_TEXTS.multipleOffences)).toBeInTheDocument();
  });

  it('alcohol A3 exemption: not required, 3 months recommended', async () => {
    renderCalculator();
    await toDetails('Alkohol');
    await click(radio('A3'));
    await click(screen.getByRole('checkbox', { name: /Ausfallerscheinungen/ }));
    await fill(bac(), '1.1');
    await click(button('Berechnen'));
    const view = result()!;
    expect(within(view).getByText('Kein Abstinenznachweis erforderlich')).toBeInTheDocument();
    expect(within(view).getByText('Empfohlen: 3 Monate freiwilliger Nachweis')).toBeInTheDocument();
    expect(view).toHaveTextContent('Die Zahl der Urinproben legt die Untersuchungsstelle fest.');
    expect(within(view).queryByText(/^\d+ Monate$/)).not.toBeInTheDocument();
    // nothing required: no planner link
    expect(within(view).queryByRole('link', { name: 'Abstinenznachweise planen' })).not.toBeInTheDocument();
  });

  it('back from the result returns to the details and clears the result; the answers stay', async () => {
    renderCalculator();
    await toDetails('Alkohol');
    await click(radio('A1'));
    await click(button('Berechnen'));
    expect(result()).toBeInTheDocument();

    await click(button('Zurück'));
    expect(step(2)).toBeInTheDocument();
    expect(result()).not.toBeInTheDocument();
    expect(radio('A1')).toBeChecked();

    await click(button('Zurück'));
    expect(step(1)).toBeInTheDocument();
    expect(radio('Alkohol')).toBeChecked();
    expect(screen.getByTestId('location')).toHaveTextContent('/abstinenzrechner');
  });

  it('drugs: kind of use and cannabis hypothesis are required; hard drugs need 15 months', async () => {
    renderCalculator();
    await toDetails('Drogen');
    expect(screen.queryByRole('group', { name: 'Deine Hypothese' })).not.toBeInTheDocument();
    await click(button('Berechnen'));
    expect(
      screen.getByRole('group', { name: 'Welche Drogen hast du konsumiert?' }),
    ).toHaveAccessibleDescription('Bitte wähle aus, welche Drogen du konsumiert hast.');

    await click(radio('Cannabis'));
    await click(button('Berechnen'));
    expect(screen.getByRole('group', { name: 'Deine Cannabis-Hypothese' })).toHaveAccessibleDescription(
      'Bitte wähle deine Cannabis-Hypothese aus.',
    );
    await click(radio('Gelegentlicher Konsum'));
    await click(button('Berechnen'));
    let view = result()!;
    expect(within(view).getByText('Kein Abstinenznachweis erforderlich')).toBeInTheDocument();
    expect(within(view).getByText(ABSTINENCE_TEXTS.cannabisOccasional)).toBeInTheDocument();
    expect(
      within(view).queryByRole('region', { name: 'Möglichkeiten für den Nachweis' }),
    ).not.toBeInTheDocument();

    await click(button('Zurück'));
    await click(radio('Harte Drogen (z. B. Kokain, Amphetamin, Heroin)'));
    expect(screen.queryByRole('group', { name: 'Deine Cannabis-Hypothese' })).not.toBeInTheDocument();
    await click(button('Berechnen'));
    view = result()!;
    expect(within(view).getByText('15 Monate')).toBeInTheDocument();
    expect(view).toHaveTextContent('8 Urinproben in 15 Monaten');
    expect(view).toHaveTextContent('Eine Haarprobe kann höchstens 6 Monate abdecken (6 cm).');
    expect(view).toHaveTextContent('Für 15 Monate brauchst du 3 Haarproben.');
  });

  it('changing the substance switches the details', async () => {
    renderCalculator();
    await toDetails('Alkohol');
    await click(button('Zurück'));
    await click(radio('Drogen'));
    await click(button('Weiter'));
    expect(screen.getByRole('group', { name: 'Welche Drogen hast du konsumiert?' })).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
  });

  it('"Neue Berechnung" restarts at step 1 with nothing chosen', async () => {
    renderCalculator();
    await toDetails('Alkohol');
    await click(radio('A2'));
    await fill(offences(), '3');
    await click(button('Berechnen'));
    await click(button('Neue Berechnung'));

    expect(step(1)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Substanz wählen' })).toHaveFocus();
    expect(radio('Alkohol')).not.toBeChecked();
    expect(button('Weiter')).toBeDisabled();
    await toDetails('Alkohol');
    expect(radio('A2')).not.toBeChecked();
    expect(offences()).toHaveValue(1);
  });
});
