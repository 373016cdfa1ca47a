import { SELF_ASSESSMENT_QUESTIONS, SELF_ASSESSMENT_RESULTS } from '@mpu/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setFeatureSink } from '../../shared/tracking/track-feature';
import { renderInRouter } from '../../test/render';
import SelfAssessmentPage from './self-assessment-page';

function renderQuiz() {
  renderInRouter(<SelfAssessmentPage />, { path: '/info/quiz', route: '/info/quiz' });
}

const click = (element: HTMLElement) => userEvent.click(element);
const button = (name: string) => screen.getByRole('button', { name });
const result = () => screen.queryByRole('region', { name: 'Dein Ergebnis' });

/** Answers the five questions with the given option labels. */
async function answer(labels: readonly string[]) {
  for (const [index, label] of labels.entries()) {
    expect(screen.getByRole('progressbar', { name: `Frage ${index + 1} von 5` })).toBeInTheDocument();
    await click(screen.getByRole('radio', { name: label }));
    await click(button(index === labels.length - 1 ? 'Auswerten' : 'Weiter'));
  }
}

const ALCOHOL_RISKY = [
  'Wegen Alkohol am Steuer',
  'Unter 1,1 ‰',
  'Regelmäßig, zum Beispiel am Wochenende',
  'Nein, nie',
  'Das war das erste Mal',
];

describe('/info/quiz MPU Selbsteinschätzung', () => {
  afterEach(() => setFeatureSink(null));

  it('shows the first of five questions with its progress, a way back to / and tracks the screen', () => {
    const sink = vi.fn();
    setFeatureSink(sink);
    renderQuiz();
    expect(screen.getByRole('heading', { level: 1, name: 'MPU Selbsteinschätzung' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zur Übersicht' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Zurück zu MPU Grundlagen' })).toHaveAttribute('href', '/info');
    expect(
      screen.getByRole('heading', { level: 2, name: SELF_ASSESSMENT_QUESTIONS[0]!.question }),
    ).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Frage 1 von 5' });
    expect(bar).toHaveAttribute('aria-valuenow', '1');
    expect(bar).toHaveAttribute('aria-valuemax', '5');
    expect(screen.getByRole('group', { name: SELF_ASSESSMENT_QUESTIONS[0]!.question })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect(button('Weiter')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Zurück' })).not.toBeInTheDocument();
    expect(sink).toHaveBeenCalledExactlyOnceWith('self_assessment');
  });

  it('answers one question per screen and shows type, description and recommendations', async () => {
    renderQuiz();
    await answer(ALCOHOL_RISKY);

    const view = result()!;
    expect(screen.getByRole('heading', { level: 2, name: 'Dein Ergebnis' })).toHaveFocus();
    // A3: 1 + 2 + 2 = 5 beats A4 (0) and V (0)
    expect(within(view).getByText('Typ A3')).toBeInTheDocument();
    expect(within(view).getByText('Alkohol: riskanter Konsum')).toBeInTheDocument();
    expect(within(view).getByText(SELF_ASSESSMENT_RESULTS.A3.description)).toBeInTheDocument();
    const list = within(view).getByRole('region', { name: 'Unsere Empfehlungen' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(SELF_ASSESSMENT_RESULTS.A3.recommendations);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zur Übersicht' })).toHaveAttribute('href', '/');
  });

  it('keeps the answers when going back and lets them change', async () => {
    renderQuiz();
    await click(screen.getByRole('radio', { name: 'Wegen Drogen oder Medikamenten' }));
    await click(button('Weiter'));
    expect(
      screen.getByRole('heading', { level: 2, name: SELF_ASSESSMENT_QUESTIONS[1]!.question }),
    ).toHaveFocus();
    await click(button('Zurück'));
    expect(screen.getByRole('radio', { name: 'Wegen Drogen oder Medikamenten' })).toBeChecked();
    await click(screen.getByRole('radio', { name: 'Wegen Punkten oder Verkehrsverstößen' }));
    await click(button('Weiter'));
    // questions 2–5
    for (const [label, next] of [
      ['Es ging nicht um Alkohol', 'Weiter'],
      ['Selten, nur zu besonderen Anlässen', 'Weiter'],
      ['Nein, nie', 'Weiter'],
      ['Mehrfach', 'Auswerten'],
    ] as const) {
      await click(screen.getByRole('radio', { name: label }));
      await click(button(next));
    }
    // V: 3 + 2 = 5 beats A4: 2
    expect(within(result()!).getByText('Typ V')).toBeInTheDocument();
  });

  it('"Neue Einschätzung" restarts at the first question with nothing chosen', async () => {
    renderQuiz();
    await answer(ALCOHOL_RISKY);
    await click(button('Neue Einschätzung'));
    expect(result()).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Frage 1 von 5' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: SELF_ASSESSMENT_QUESTIONS[0]!.question }),
    ).toHaveFocus();
    expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(
      0,
    );
    expect(button('Weiter')).toBeDisabled();
  });
});
