import type { CancellationPrefillResponse, CancellationResponse } from '@mpu/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { never, stubFetch, type Reply } from '../../test/fetch-stub';
import { renderInRouter, renderWithStore } from '../../test/render';
import CancellationPage from './cancellation-page';
import CancellationRoute from './cancellation-route';

const POST = 'POST /api/cancellation-requests';
const PREFILL = 'GET /api/cancellation-requests/prefill';

function aPrefill(overrides: Partial<CancellationPrefillResponse> = {}): CancellationPrefillResponse {
  return {
    name: 'Maria Muster',
    email: 'maria.muster@example.de',
    subscription: {
      planId: 'premium',
      planName: 'MPU Premium',
      earliestEnd: '2025-04-15T12:00:00.000Z',
      cancellationPending: false,
      activeUntil: null,
    },
    ...overrides,
  };
}

function received(overrides: Partial<CancellationResponse> = {}): Reply {
  const body: CancellationResponse = {
    // 13:05 UTC is 14:05 in Germany (CET)
    receivedAt: '2025-03-12T13:05:00.000Z',
    status: 'received',
    message: 'Deine Kündigung ist bei uns eingegangen.',
    ...overrides,
  };
  return { status: 200, body };
}

function openSignedOut(post: Reply | (() => Reply | Promise<Reply>) = received()) {
  const stub = stubFetch({ [POST]: typeof post === 'function' ? () => post() : post });
  renderWithStore(<CancellationPage />);
  return stub;
}

const button = () => screen.getByRole('button', { name: 'Jetzt kündigen' });
const count = (calls: string[], call: string) => calls.filter((entry) => entry === call).length;

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Vor- und Nachname'), 'Max Muster');
  await user.type(screen.getByLabelText('E-Mail-Adresse'), 'max@example.de');
}

describe('/kuendigen (§ 312k BGB)', () => {
  it('signed out: the empty form with the fields, ordinary and the earliest date chosen, and the way back', () => {
    openSignedOut();
    expect(screen.getByRole('heading', { level: 1, name: 'Verträge hier kündigen' })).toBeInTheDocument();
    expect(screen.getByLabelText('Vor- und Nachname')).toHaveValue('');
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveValue('');
    expect(screen.getByLabelText('Welcher Vertrag? (optional)')).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Ordentliche Kündigung' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Zum nächstmöglichen Zeitpunkt' })).toBeChecked();
    expect(screen.queryByLabelText('Grund der außerordentlichen Kündigung')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Datum')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Art der Kündigung' })).toBeInTheDocument();
    expect(button()).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute('href', '/');
  });

  it('signed in: prefilled from GET …/prefill, with the earliest end of the subscription', async () => {
    const stub = stubFetch({ [PREFILL]: { status: 200, body: aPrefill() } });
    renderInRouter(<CancellationRoute />, { path: '/kuendigen' });
    expect(await screen.findByLabelText('Vor- und Nachname')).toHaveValue('Maria Muster');
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveValue('maria.muster@example.de');
    expect(screen.getByLabelText('Welcher Vertrag? (optional)')).toHaveValue('MPU Premium');
    expect(
      screen.getByText('Nächstmöglicher Zeitpunkt für dein Abonnement: 15.04.2025.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    expect(stub.calls).toEqual([PREFILL]);
  });

  it('signed in: a username that is no e-mail address is not prefilled; a pending cancellation is named', async () => {
    stubFetch({
      [PREFILL]: {
        status: 200,
        body: aPrefill({
          name: null,
          email: 'maria',
          subscription: {
            ...aPrefill().subscription!,
            cancellationPending: true,
            activeUntil: '2025-04-15T12:00:00.000Z',
          },
        }),
      },
    });
    renderInRouter(<CancellationRoute />, { path: '/kuendigen' });
    expect(await screen.findByLabelText('E-Mail-Adresse')).toHaveValue('');
    expect(screen.getByLabelText('Vor- und Nachname')).toHaveValue('');
    expect(
      screen.getByText('Dein Abonnement ist bereits gekündigt und endet am 15.04.2025.'),
    ).toBeInTheDocument();
  });

  it('signed in: a failed prefill leaves an empty form with a note', async () => {
    stubFetch({
      [PREFILL]: { status: 503, body: { message: 'Der Dienst ist vorübergehend nicht verfügbar.' } },
    });
    renderInRouter(<CancellationRoute />, { path: '/kuendigen' });
    expect(
      await screen.findByText('Deine Daten konnten nicht vorausgefüllt werden. Bitte trage sie selbst ein.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Vor- und Nachname')).toHaveValue('');
  });

  it("shows the contracts' German messages, focuses the first invalid field and sends nothing", async () => {
    const user = userEvent.setup();
    const stub = openSignedOut();
    await user.click(button());
    const name = screen.getByLabelText('Vor- und Nachname');
    expect(name).toHaveAccessibleDescription('Bitte gib deinen Namen an.');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveAccessibleDescription(
      'Bitte gib eine gültige E-Mail-Adresse an. An diese Adresse schicken wir die Bestätigung deiner Kündigung.',
    );
    // live after the first submit
    await user.type(name, 'Max');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(stub.calls).toEqual([]);
  });

  it('an extraordinary cancellation needs a reason', async () => {
    const user = userEvent.setup();
    const stub = openSignedOut();
    await fillContact(user);
    await user.click(screen.getByRole('radio', { name: 'Außerordentliche Kündigung' }));
    await user.click(button());
    const reason = screen.getByLabelText('Grund der außerordentlichen Kündigung');
    expect(reason).toHaveAccessibleDescription('Bitte nenne den Grund für die außerordentliche Kündigung.');
    expect(reason).toHaveFocus();
    expect(stub.calls).toEqual([]);

    await user.type(reason, 'Umzug ins Ausland');
    await user.click(button());
    await screen.findByRole('heading', { name: 'Eingangsbestätigung' });
    expect(await stub.requests[0]!.json()).toEqual({
      name: 'Max Muster',
      email: 'max@example.de',
      kind: 'extraordinary',
      reason: 'Umzug ins Ausland',
      desiredDate: null,
    });
  });

  it('a desired date in the past is refused; a future one is sent', async () => {
    const user = userEvent.setup();
    const stub = openSignedOut();
    await fillContact(user);
    await user.click(screen.getByRole('radio', { name: 'Zu einem bestimmten Datum' }));
    const date = screen.getByLabelText('Datum');
    await user.type(date, '2000-01-01');
    await user.click(button());
    expect(date).toHaveAccessibleDescription(
      'Das gewünschte Kündigungsdatum darf nicht in der Vergangenheit liegen.',
    );
    expect(date).toHaveFocus();

    await user.clear(date);
    await user.type(date, '2099-12-31');
    await user.click(button());
    await screen.findByRole('heading', { name: 'Eingangsbestätigung' });
    expect(await stub.requests[0]!.json()).toMatchObject({ kind: 'ordinary', desiredDate: '2099-12-31' });
  });

  it('after sending, shows the receipt at once: date and time, the effective date and the e-mail', async () => {
    const user = userEvent.setup();
    const stub = openSignedOut(received({ status: 'applied', activeUntil: '2025-04-15T12:00:00.000Z' }));
    await fillContact(user);
    await user.type(screen.getByLabelText('Welcher Vertrag? (optional)'), 'MPU Premium');
    await user.click(button());

    const heading = await screen.findByRole('heading', { name: 'Eingangsbestätigung' });
    expect(heading).toHaveFocus();
    const receipt = heading.closest('section')!;
    expect(within(receipt).getByText('Deine Kündigung ist bei uns eingegangen.')).toBeInTheDocument();
    expect(within(receipt).getByText('Eingegangen am').nextElementSibling).toHaveTextContent(
      '12.03.2025 um 14:05 Uhr',
    );
    expect(within(receipt).getByText('Wirksam zum').nextElementSibling).toHaveTextContent('15.04.2025');
    expect(
      within(receipt).getByText('Wir haben dir eine Bestätigung an max@example.de geschickt.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Jetzt kündigen' })).not.toBeInTheDocument();
    expect(await stub.requests[0]!.json()).toEqual({
      name: 'Max Muster',
      email: 'max@example.de',
      subscription: 'MPU Premium',
      kind: 'ordinary',
      desiredDate: null,
    });
  });

  it('without an effective date from the server, says it follows by e-mail', async () => {
    const user = userEvent.setup();
    openSignedOut();
    await fillContact(user);
    await user.click(button());
    await screen.findByRole('heading', { name: 'Eingangsbestätigung' });
    expect(screen.queryByText('Wirksam zum')).not.toBeInTheDocument();
    expect(
      screen.getByText('Den Zeitpunkt, zu dem deine Kündigung wirksam wird, teilen wir dir per E-Mail mit.'),
    ).toBeInTheDocument();
  });

  it.each([
    [
      '429',
      { status: 429, body: { message: 'Zu viele Versuche.' } },
      'Zu viele Versuche in kurzer Zeit. Deine Kündigung wurde noch nicht übermittelt – bitte warte eine Minute und sende sie dann erneut.',
    ],
    [
      '503',
      { status: 503, body: { message: 'Der Dienst ist vorübergehend nicht verfügbar.' } },
      'Der Dienst ist gerade nicht erreichbar. Deine Kündigung wurde noch nicht übermittelt – bitte versuche es in einigen Minuten erneut.',
    ],
    [
      'a network failure',
      'network-error',
      'Der Dienst ist gerade nicht erreichbar. Deine Kündigung wurde noch nicht übermittelt – bitte versuche es in einigen Minuten erneut.',
    ],
    [
      "400 (the server's message)",
      { status: 400, body: { message: 'Bitte gib eine gültige E-Mail-Adresse an.' } },
      'Bitte gib eine gültige E-Mail-Adresse an.',
    ],
    ['500 without a message', { status: 500, body: {} }, 'Ein unerwarteter Fehler ist aufgetreten'],
  ] as const)(
    'on %s says clearly that nothing was sent, and allows another try',
    async (_case, reply, text) => {
      const user = userEvent.setup();
      let answer: Reply = reply;
      const stub = openSignedOut(() => answer);
      await fillContact(user);
      await user.click(button());
      const alert = (await screen.findByText('Kündigung nicht übermittelt')).closest('[role="alert"]');
      expect(alert).toHaveTextContent(text);
      expect(button()).toBeEnabled();

      answer = received();
      await user.click(button());
      expect(await screen.findByRole('heading', { name: 'Eingangsbestätigung' })).toBeInTheDocument();
      expect(count(stub.calls, POST)).toBe(2);
    },
  );

  it('sends once, however often the button is pressed while the request runs', async () => {
    const user = userEvent.setup();
    const stub = openSignedOut(never);
    await fillContact(user);
    await user.click(button());
    await waitFor(() => expect(button()).toBeDisabled());
    expect(button()).toHaveAttribute('aria-busy', 'true');
    await user.click(button());
    await user.keyboard('{Enter}');
    expect(count(stub.calls, POST)).toBe(1);
  });
});
