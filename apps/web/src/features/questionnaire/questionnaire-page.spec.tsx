import type { QuestionnaireRecordDto } from '@mpu/contracts';
import { questionById } from '@mpu/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { stubFetch, type FetchStub, type Reply } from '../../test/fetch-stub';
import { aUser, signedIn, signedOut, subscription } from '../../test/fixtures';
import { loadLazyModules } from '../../test/lazy-modules';
import { renderApp, renderInRouter } from '../../test/render';
import QuestionnairePage from './questionnaire-page';
import { progressKey } from './questionnaire-progress';

type Route = Reply | ((request: Request) => Reply | Promise<Reply>);

function aRecord(overrides: Partial<QuestionnaireRecordDto> = {}): QuestionnaireRecordDto {
  return {
    id: '44444444-4444-4444-8444-444444444444',
    userId: 'user-1',
    username: 'maria.muster@example.de',
    caseType: 'alkohol',
    completedAt: '2025-03-12T13:30:00.000Z',
    hasAbstinenceProof: true,
    hasCompletedMpuBefore: false,
    answers: {},
    ...overrides,
  };
}

let user: UserEvent;
let stub: FetchStub;

function open({ submit = { status: 201, body: aRecord() } as Route, userId = 'user-1' } = {}) {
  stub = stubFetch({ 'GET /api/user': signedIn(aUser({ id: userId })), 'POST /api/questionnaire': submit });
  return renderInRouter(<QuestionnairePage />, { path: '/questionnaire', route: '/questionnaire' });
}

const questionText = (id: string) => questionById(id)!.question;
const questionHeading = () => screen.getByRole('heading', { level: 2 });
const progress = () => screen.getByText(/^Frage \d+ von \d+$/).textContent;
const weiter = () => user.click(screen.getByRole('button', { name: 'Weiter' }));
const zurueck = () => user.click(screen.getByRole('button', { name: 'Zurück' }));
const pick = (label: string) => user.click(screen.getByRole('radio', { name: label }));

async function start() {
  await user.click(await screen.findByRole('button', { name: "Los geht's" }));
}

/** An answer: a radio label, `{ type }` for the text and number inputs, `{ check }` for checkboxes. */
type Answer = string | { type: string } | { check: string[] };

/** Answers question after question; each must be the one on screen (so the skipping is checked on the way). */
async function walk(steps: [questionId: string, answer: Answer][]) {
  for (const [id, answer] of steps) {
    expect(questionHeading()).toHaveTextContent(questionText(id));
    if (typeof answer === 'string') await pick(answer);
    else if ('type' in answer) {
      const input = screen.getByRole('textbox', { name: questionText(id) });
      await user.clear(input);
      await user.type(input, answer.type);
    } else for (const label of answer.check) await user.click(screen.getByRole('checkbox', { name: label }));
    await weiter();
  }
}

/** Up to Q5 with Q3 = nein (Q4 skipped). */
const UP_TO_Q5: [string, Answer][] = [
  ['q1', 'Wegen Alkohol'],
  ['q2', 'Nein'],
  ['q3', 'Nein'],
];
/** Q5 … Q10 = ja (so Q6, Q11–Q13 are skipped), ending on Q14. */
const Q5_TO_Q14: [string, Answer][] = [
  ['q5', 'Nein'],
  ['q7', { type: 'März 2024' }],
  ['q8', 'Ich lebe abstinent'],
  ['q9', 'Ja'],
  ['q10', 'Ja'],
];

async function bodyOf(call: string) {
  const index = stub.calls.lastIndexOf(call);
  return (await stub.requests[index]!.clone().json()) as Record<string, unknown>;
}

const stored = (userId = 'user-1') => sessionStorage.getItem(progressKey(userId));

beforeEach(() => {
  user = userEvent.setup();
});

afterEach(() => {
  sessionStorage.clear();
});

describe('/questionnaire intro', () => {
  it('explains the questionnaire with the scope note, starts with Q1 and goes back to the intro', async () => {
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Starte deine Vorbereitung' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Starte deine Vorbereitung · MPU-Vorbereitung');
    expect(screen.getByRole('note')).toHaveTextContent(
      'Hinweis: Die Unterstützung gibt es derzeit nur für Alkohol- und Drogendelikte.',
    );
    const facts = screen.getByRole('list', { name: 'Gut zu wissen' });
    expect(facts).toHaveTextContent(/Dauer: etwa 3 bis 5 Minuten/);
    expect(facts).toHaveTextContent(/Vertraulich/);
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');

    await start();
    expect(questionHeading()).toHaveTextContent('Weshalb musst du zur MPU?');
    expect(questionHeading()).toHaveFocus();
    expect(progress()).toBe('Frage 1 von 9');
    expect(screen.getAllByRole('radio')).toHaveLength(4);

    await pick('Wegen Drogen oder Medikamenten');
    await zurueck();
    expect(screen.getByRole('button', { name: "Los geht's" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    await start();
    // the answer is kept when going back
    expect(screen.getByRole('radio', { name: 'Wegen Drogen oder Medikamenten' })).toBeChecked();
  });

  it('the link back goes home', async () => {
    open();
    await user.click(await screen.findByRole('link', { name: 'Zur Startseite' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});

describe('/questionnaire validation (spec 2 §5)', () => {
  it('refuses Weiter on an unanswered multiple-choice and yes/no question with their messages', async () => {
    open();
    await start();
    await weiter();
    expect(questionHeading()).toHaveTextContent(questionText('q1'));
    const reasons = screen.getByRole('radiogroup', { name: questionText('q1') });
    expect(reasons).toHaveAttribute('aria-invalid', 'true');
    expect(reasons).toHaveAccessibleDescription('Bitte wähle eine Option aus');
    expect(screen.getByRole('radio', { name: 'Wegen Alkohol' })).toHaveFocus();

    await pick('Wegen Alkohol');
    expect(screen.queryByText('Bitte wähle eine Option aus')).not.toBeInTheDocument();
    expect(reasons).not.toHaveAttribute('aria-invalid');
    await weiter();

    expect(questionHeading()).toHaveTextContent(questionText('q2'));
    // no message before the user did anything
    expect(screen.queryByText('Bitte wähle Ja oder Nein')).not.toBeInTheDocument();
    await weiter();
    expect(screen.getByRole('radiogroup', { name: questionText('q2') })).toHaveAccessibleDescription(
      'Bitte wähle Ja oder Nein',
    );
    expect(questionHeading()).toHaveTextContent(questionText('q2'));
    await pick('Ja');
    expect(screen.queryByText('Bitte wähle Ja oder Nein')).not.toBeInTheDocument();
  });

  it('validates the number while typing', async () => {
    open();
    await start();
    await walk([
      ['q1', 'Wegen Alkohol'],
      ['q2', 'Nein'],
      ['q3', 'Ja'],
    ]);
    const perMille = screen.getByRole('textbox', { name: questionText('q4') });
    expect(perMille).toHaveAttribute('inputmode', 'decimal');
    expect(perMille).not.toHaveAttribute('aria-invalid');

    await user.type(perMille, '2 Gläser');
    expect(perMille).toHaveAttribute('aria-invalid', 'true');
    expect(perMille).toHaveAccessibleDescription('Bitte gib eine gültige Zahl ein');
    await weiter();
    expect(questionHeading()).toHaveTextContent(questionText('q4'));

    await user.clear(perMille);
    expect(perMille).toHaveAccessibleDescription('Bitte gib eine Zahl ein');

    await user.type(perMille, '1,3');
    expect(perMille).not.toHaveAttribute('aria-invalid');
    expect(perMille).not.toHaveAccessibleDescription();
    await weiter();
    expect(questionHeading()).toHaveTextContent(questionText('q5'));
  });

  it('requires the text answer; Enter in the input is Weiter', async () => {
    open();
    await start();
    await walk([...UP_TO_Q5, ['q5', 'Nein']]);
    const since = screen.getByRole('textbox', { name: questionText('q7') });
    await weiter();
    expect(since).toHaveAccessibleDescription('Bitte beantworte diese Frage');
    expect(since).toHaveFocus();

    await user.type(since, '   ');
    expect(since).toHaveAccessibleDescription('Bitte beantworte diese Frage');
    await user.type(since, 'Mai 2024{Enter}');
    expect(questionHeading()).toHaveTextContent(questionText('q8'));
  });

  it('lets the optional checkbox question pass without a choice', async () => {
    open();
    await start();
    await walk([...UP_TO_Q5, ...Q5_TO_Q14]);
    expect(screen.getByRole('group', { name: questionText('q14') })).toHaveAccessibleDescription(/^Optional/);
    await weiter();
    expect(screen.getByRole('heading', { level: 2, name: 'Deine Antworten' })).toBeInTheDocument();
  });
});

describe('/questionnaire conditions (spec 2 §4)', () => {
  it('Q3 = ja shows Q4, Q3 = nein skips it, forwards and backwards', async () => {
    open();
    await start();
    await walk(UP_TO_Q5);
    expect(questionHeading()).toHaveTextContent(questionText('q5'));
    expect(progress()).toBe('Frage 4 von 9');
    await zurueck();
    expect(questionHeading()).toHaveTextContent(questionText('q3'));

    await pick('Ja');
    expect(progress()).toBe('Frage 3 von 10');
    await weiter();
    expect(questionHeading()).toHaveTextContent(questionText('q4'));
    expect(progress()).toBe('Frage 4 von 10');
    await walk([['q4', { type: '1,1' }]]);
    expect(questionHeading()).toHaveTextContent(questionText('q5'));
    expect(progress()).toBe('Frage 5 von 10');
    await zurueck();
    expect(questionHeading()).toHaveTextContent(questionText('q4'));
    expect(screen.getByRole('textbox', { name: questionText('q4') })).toHaveValue('1,1');
  });

  it('Q5 = ja shows the substances (multiple select)', async () => {
    open();
    await start();
    await walk([...UP_TO_Q5, ['q5', 'Ja'], ['q6', { check: ['Cannabis', 'Kokain'] }]]);
    expect(questionHeading()).toHaveTextContent(questionText('q7'));
    await zurueck();
    expect(screen.getByRole('checkbox', { name: 'Cannabis' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Kokain' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Medikamente' })).not.toBeChecked();
  });

  it('Q10 = nein shows Q11; Q11 = ja shows Q12 and Q13; back skips the same way', async () => {
    open();
    await start();
    await walk([...UP_TO_Q5, ...Q5_TO_Q14.slice(0, -1), ['q10', 'Nein']]);
    expect(questionHeading()).toHaveTextContent(questionText('q11'));

    await walk([['q11', 'Nein']]);
    expect(questionHeading()).toHaveTextContent(questionText('q14'));
    expect(progress()).toBe('Frage 10 von 10');
    await zurueck();
    expect(questionHeading()).toHaveTextContent(questionText('q11'));

    await walk([
      ['q11', 'Ja'],
      ['q12', 'Ja'],
      ['q13', 'Vor 6 bis 12 Monaten'],
    ]);
    expect(questionHeading()).toHaveTextContent(questionText('q14'));
    expect(progress()).toBe('Frage 12 von 12');
    await zurueck();
    expect(questionHeading()).toHaveTextContent(questionText('q13'));
    await zurueck();
    expect(questionHeading()).toHaveTextContent(questionText('q12'));
    await zurueck();
    await zurueck();
    expect(questionHeading()).toHaveTextContent(questionText('q10'));

    // Q10 = ja hides Q11 and with it Q12 and Q13
    await walk([['q10', 'Ja']]);
    expect(questionHeading()).toHaveTextContent(questionText('q14'));
    await zurueck();
    expect(questionHeading()).toHaveTextContent(questionText('q10'));
  });
});

describe('/questionnaire summary and submit', () => {
  /** Q3 = ja with a per mille, then Q3 changed to nein: the per-mille answer is neither listed nor sent. */
  async function toSummary() {
    await start();
    await walk([
      ['q1', 'Wegen Alkohol'],
      ['q2', 'Nein'],
      ['q3', 'Ja'],
      ['q4', { type: '1,6' }],
    ]);
    await zurueck();
    await zurueck();
    await walk([
      ['q3', 'Nein'],
      ...Q5_TO_Q14,
      ['q14', { check: ['Reaktionstests üben', 'Vorbereitung auf das psychologische Gespräch'] }],
    ]);
  }

  const SENT = {
    q1: 'alkohol',
    q2: 'nein',
    q3: 'nein',
    q5: 'nein',
    q7: 'März 2024',
    q8: 'abstinent',
    q9: 'ja',
    q10: 'ja',
    q14: 'gespraech, leistungstests',
  };

  it('lists every shown question with its answer and sends only those', async () => {
    open();
    await toSummary();
    expect(screen.getByRole('heading', { level: 2, name: 'Deine Antworten' })).toHaveFocus();
    const items = within(screen.getByRole('list', { name: 'Deine Antworten' })).getAllByRole('listitem');
    expect(items).toHaveLength(9);
    expect(items[0]).toHaveTextContent(`${questionText('q1')}Wegen Alkohol`);
    expect(items[2]).toHaveTextContent(`${questionText('q3')}Nein`);
    expect(items[3]).toHaveTextContent(`${questionText('q5')}Nein`);
    expect(items[4]).toHaveTextContent(`${questionText('q7')}März 2024`);
    expect(items[8]).toHaveTextContent('Vorbereitung auf das psychologische Gespräch, Reaktionstests üben');
    expect(screen.queryByText(questionText('q4'))).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Fragebogen abgeschlossen!' }),
    ).toBeInTheDocument();
    expect(await bodyOf('POST /api/questionnaire')).toEqual({ answers: SENT });
  });

  it('shows the pending state, then the success toast and "Fragebogen abgeschlossen!"; the progress is cleared', async () => {
    let release!: (reply: Reply) => void;
    open({ submit: () => new Promise<Reply>((resolve) => (release = resolve)) });
    await toSummary();
    expect(stored()).not.toBeNull();

    const submit = screen.getByRole('button', { name: 'Absenden' });
    await user.click(submit);
    expect(submit).toBeDisabled();
    expect(submit).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Zurück' })).toBeDisabled();

    release({ status: 201, body: aRecord({ answers: SENT }) });
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Fragebogen abgeschlossen');
    expect(toast).toHaveTextContent('Vielen Dank für deine Antworten!');
    expect(screen.getByRole('heading', { level: 2, name: 'Fragebogen abgeschlossen!' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Absenden' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Bearbeiten/ })).not.toBeInTheDocument();
    const home = screen.getAllByRole('link', { name: 'Zur Startseite' });
    expect(home.at(-1)).toHaveAttribute('href', '/');
    expect(stored()).toBeNull();
  });

  it('shows the server message of a 400 and keeps the answers for a retry', async () => {
    let replies = 0;
    open({
      submit: () =>
        replies++ === 0
          ? { status: 400, body: { message: 'Bitte beantworte alle Pflichtfragen.' } }
          : { status: 201, body: aRecord() },
    });
    await toSummary();
    await user.click(screen.getByRole('button', { name: 'Absenden' }));

    const toast = await screen.findByRole('alert');
    await waitFor(() => expect(toast).toHaveTextContent('Fehler beim Absenden'));
    expect(toast).toHaveTextContent('Bitte beantworte alle Pflichtfragen.');
    expect(screen.getByRole('button', { name: 'Absenden' })).toBeEnabled();
    expect(screen.getAllByRole('listitem')).toHaveLength(9);
    expect(JSON.parse(stored()!)).toMatchObject({ answers: { q1: 'alkohol', q7: 'März 2024' } });

    await user.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Fragebogen abgeschlossen!' }),
    ).toBeInTheDocument();
    // Sending the same answers again is the same action: the server stores it at most once.
    const keys = stub.requests
      .filter((request) => request.method === 'POST')
      .map((request) => request.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it.each([
    ['network failure', 'network-error' as Reply, 'Bitte versuche es später erneut.'],
    ['error without a message', { status: 503 } as Reply, 'Fehler beim Absenden des Fragebogens'],
  ])('%s: the fallback text', async (_name, reply, text) => {
    open({ submit: reply });
    await toSummary();
    await user.click(screen.getByRole('button', { name: 'Absenden' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Fehler beim Absenden');
    expect(toast).toHaveTextContent(text);
  });

  it('"Bearbeiten" opens the question; Weiter returns to the summary once all is answered', async () => {
    open();
    await toSummary();
    await user.click(screen.getByRole('button', { name: `Bearbeiten: ${questionText('q3')}` }));
    expect(questionHeading()).toHaveTextContent(questionText('q3'));
    expect(screen.getByRole('radio', { name: 'Nein' })).toBeChecked();

    // ja reveals Q4 again (with its earlier answer), then Weiter leads back to the summary
    await walk([['q3', 'Ja']]);
    expect(screen.getByRole('textbox', { name: questionText('q4') })).toHaveValue('1,6');
    await walk([['q4', { type: '1,2' }]]);
    const items = within(screen.getByRole('list', { name: 'Deine Antworten' })).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[3]).toHaveTextContent(`${questionText('q4')}1,2`);

    await user.click(screen.getByRole('button', { name: `Bearbeiten: ${questionText('q8')}` }));
    await walk([['q8', 'Ich konsumiere deutlich weniger als früher']]);
    expect(screen.getByRole('heading', { level: 2, name: 'Deine Antworten' })).toBeInTheDocument();
  });
});

describe('/questionnaire session', () => {
  beforeAll(loadLazyModules);

  it('401 on submit: "Nicht eingeloggt", then the signed-out entry at /; the answers stay stored', async () => {
    let userCalls = 0;
    stub = stubFetch({
      'GET /api/user': () => (userCalls++ === 0 ? signedIn() : signedOut),
      'GET /api/stripe/subscription-status': subscription(true),
      'POST /api/questionnaire': { status: 401, body: { message: 'Bitte melde dich an.' } },
    });
    renderApp('/questionnaire');
    await toSummaryFromApp();
    await user.click(screen.getByRole('button', { name: 'Absenden' }));

    const toast = await screen.findByRole('alert');
    await waitFor(() => expect(toast).toHaveTextContent('Nicht eingeloggt'));
    expect(toast).toHaveTextContent('Bitte logge dich ein, um den Fragebogen abzusenden.');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Willkommen bei deinem MPU-Coach' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect(stored()).not.toBeNull();
  });

  async function toSummaryFromApp() {
    await start();
    await walk([...UP_TO_Q5, ...Q5_TO_Q14, ['q14', { check: [] }]]);
  }

  it('restores the answers and the step from sessionStorage after a reload', async () => {
    const first = open();
    await start();
    await walk([
      ['q1', 'Wegen Alkohol'],
      ['q2', 'Ja'],
      ['q3', 'Ja'],
    ]);
    await user.type(screen.getByRole('textbox', { name: questionText('q4') }), '0,8');
    first.unmount();

    open();
    expect(await screen.findByRole('textbox', { name: questionText('q4') })).toHaveValue('0,8');
    expect(progress()).toBe('Frage 4 von 10');
    await zurueck();
    expect(screen.getByRole('radio', { name: 'Ja' })).toBeChecked();
    await zurueck();
    expect(screen.getByRole('radio', { name: 'Ja' })).toBeChecked();
  });

  it('keeps the progress per user and resumes at the first unanswered question', async () => {
    sessionStorage.setItem(
      progressKey('user-1'),
      JSON.stringify({ index: 9, answers: { q1: 'drogen', q2: 'nein', q3: 'nein', unknown: 'x', q5: 7 } }),
    );
    const other = open({ userId: 'user-2' });
    expect(await screen.findByRole('button', { name: "Los geht's" })).toBeInTheDocument();
    other.unmount();

    open();
    // Q5 was not a string: the user continues there, with the earlier answers kept
    expect(await screen.findByRole('radiogroup', { name: questionText('q5') })).toBeInTheDocument();
    await zurueck();
    expect(screen.getByRole('radio', { name: 'Nein' })).toBeChecked();
  });
});
