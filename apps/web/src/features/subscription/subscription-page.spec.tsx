import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aPayment, aSubscription, details, noSubscription } from '../../test/billing-fixtures';
import { stubFetch, type Reply } from '../../test/fetch-stub';
import { renderInRouter } from '../../test/render';
import SubscriptionPage from './subscription-page';

interface Options {
  detailsReply?: Reply | (() => Reply);
  payments?: Reply;
  cancel?: Reply;
  resume?: Reply;
}

function open({
  detailsReply = details(),
  payments = {
    status: 200,
    body: [
      aPayment(),
      aPayment({ id: 'in_2', status: 'pending', invoiceUrl: null }),
      aPayment({ id: 'in_3', status: 'uncollectible' as never }),
    ],
  },
  cancel = {
    status: 200,
    body: {
      isCommitmentPeriod: true,
      activeUntil: '2025-04-15T12:00:00.000Z',
      startDate: '2025-01-15T12:00:00.000Z',
      message: 'Dein Abonnement wurde gekündigt.',
    },
  },
  resume = { status: 200, body: { message: 'Dein Abonnement wird fortgesetzt.' } },
}: Options = {}) {
  const stub = stubFetch({
    'GET /api/stripe/subscription-details':
      typeof detailsReply === 'function' ? () => detailsReply() : detailsReply,
    'GET /api/stripe/payments': payments,
    'POST /api/stripe/cancel-subscription': cancel,
    'POST /api/stripe/resume-subscription': resume,
  });
  renderInRouter(<SubscriptionPage />, { path: '/subscription' });
  return stub;
}

const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling!;
const count = (calls: string[], call: string) => calls.filter((entry) => entry === call).length;

describe('/subscription', () => {
  afterEach(() => vi.useRealTimers());

  it('shows status, Premium badge, price, dates, payment method and the renewal note', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Dein Abonnement' })).toBeInTheDocument();
    expect(fact('Status')).toHaveTextContent('Aktiv');
    expect(screen.getByText('Premium', { selector: '.badge' })).toBeInTheDocument();
    expect(fact('Tarif')).toHaveTextContent('MPU Premium');
    expect(fact('Preis')).toHaveTextContent(/49,00\s€ pro Monat/);
    expect(fact('Beginn')).toHaveTextContent('15.01.2025');
    expect(fact('Aktueller Zeitraum')).toHaveTextContent('15.03.2025 – 15.04.2025');
    expect(fact('Mindestlaufzeit bis')).toHaveTextContent('15.04.2025');
    expect(fact('Zahlungsmethode')).toHaveTextContent('Visa •••• 4242');
    expect(
      screen.getByText('Dein Abonnement verlängert sich automatisch am 15.04.2025 um einen Monat.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abonnement kündigen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kündigung zurücknehmen' })).not.toBeInTheDocument();
  });

  it('lists the payments: paid, pending and anything else as failed, with invoice links', async () => {
    open();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(/15\.03\.2025.*49,00\s€.*Bezahlt/);
    expect(within(rows[0]!).getByRole('link', { name: 'Rechnung ansehen' })).toHaveAttribute(
      'href',
      'https://invoice.stripe.com/i/in_1',
    );
    expect(rows[1]).toHaveTextContent('Ausstehend');
    expect(within(rows[1]!).queryByRole('link')).not.toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('Fehlgeschlagen');
  });

  it.each([
    [
      { subscriptionStatus: 'past_due' as const },
      { status: 'past_due' as const },
      'Zahlung überfällig',
      false,
    ],
    [{ subscriptionStatus: 'canceled' as const }, { status: 'canceled' as const }, 'Gekündigt', false],
    [
      { cancelAtPeriodEnd: true },
      { cancelAtPeriodEnd: true },
      'Gekündigt – aktiv bis zum Ende des Abrechnungszeitraums',
      true,
    ],
    [
      { cancelAtPeriodEnd: true, isCommitmentPeriod: true },
      { cancelAtPeriodEnd: true },
      'Gekündigt – aktiv bis zum Ende der Mindestlaufzeit',
      true,
    ],
  ])('maps %o to its label', async (top, sub, label, badge) => {
    open({ detailsReply: details(top, aSubscription(sub)) });
    expect(await screen.findByText(label)).toBeInTheDocument();
    expect(screen.queryByText('Premium', { selector: '.badge' }) !== null).toBe(badge);
  });

  it('shows Basis for the basic plan and falls back to 4900 cents without a price', async () => {
    open({ detailsReply: details({}, aSubscription({ planId: 'basic', price: undefined as never })) });
    expect(await screen.findByText('Basis', { selector: '.badge' })).toBeInTheDocument();
    expect(fact('Preis')).toHaveTextContent(/49,00\s€/);
  });

  it('offers to subscribe without a subscription', async () => {
    open({ detailsReply: noSubscription() });
    expect(await screen.findByText('Du hast derzeit kein aktives Abonnement.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jetzt abonnieren' })).toHaveAttribute('href', '/subscribe');
  });

  it('says when the details cannot be loaded and retries', async () => {
    let reply: Reply = { status: 503, body: { message: 'Dienst nicht verfügbar' } };
    open({ detailsReply: () => reply });
    expect(
      await screen.findByText(
        'Abonnementdetails konnten nicht geladen werden. Bitte versuche es später erneut.',
      ),
    ).toBeInTheDocument();
    reply = details();
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { name: 'Dein Abonnement' })).toBeInTheDocument();
  });

  it('cancels after confirmation, shows the end of the minimum term and reloads after 1 s', async () => {
    let current = details();
    const stub = open({ detailsReply: () => current });
    await userEvent.click(await screen.findByRole('button', { name: 'Abonnement kündigen' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Abonnement kündigen?' });
    expect(within(dialog).getByRole('button', { name: 'Abonnement behalten' })).toHaveFocus();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ja, kündigen' }));

    expect(await screen.findByText('Gekündigt – aktiv bis zum Ende der Mindestlaufzeit')).toBeInTheDocument();
    expect(
      screen.getAllByText('Gekündigt, aber aktiv bis zum Ende der Mindestlaufzeit am 15.04.2025.').length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Kündigung zurücknehmen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Abonnement kündigen' })).not.toBeInTheDocument();
    expect(count(stub.calls, 'GET /api/stripe/subscription-details')).toBe(1);

    current = details(
      { cancelAtPeriodEnd: true, isCommitmentPeriod: true },
      aSubscription({ cancelAtPeriodEnd: true }),
    );
    await vi.advanceTimersByTimeAsync(1000);
    await waitFor(() => expect(count(stub.calls, 'GET /api/stripe/subscription-details')).toBe(2));
  });

  it("shows the server's error when cancelling fails", async () => {
    open({ cancel: { status: 409, body: { message: 'Dein Abonnement ist bereits gekündigt.' } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Abonnement kündigen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ja, kündigen' }));
    expect(await screen.findByText('Dein Abonnement ist bereits gekündigt.')).toBeInTheDocument();
  });

  it('uses the fallback when cancelling fails without a message', async () => {
    open({ cancel: 'network-error' });
    await userEvent.click(await screen.findByRole('button', { name: 'Abonnement kündigen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ja, kündigen' }));
    expect(
      await screen.findByText(
        'Dein Abonnement konnte nicht gekündigt werden. Bitte versuche es später erneut.',
      ),
    ).toBeInTheDocument();
  });

  it('resumes a pending cancellation', async () => {
    open({ detailsReply: details({ cancelAtPeriodEnd: true }, aSubscription({ cancelAtPeriodEnd: true })) });
    expect(
      await screen.findByText('Dein Abonnement endet am 15.04.2025 und verlängert sich nicht.'),
    ).toBeInTheDocument();
    expect(fact('Aktiv bis')).toHaveTextContent('15.04.2025');
    await userEvent.click(screen.getByRole('button', { name: 'Kündigung zurücknehmen' }));
    expect(await screen.findByText('Dein Abonnement wird fortgesetzt.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Abonnement kündigen' })).toBeInTheDocument();
    expect(fact('Status')).toHaveTextContent('Aktiv');
  });

  it('says when resuming fails and reloads after 2 s', async () => {
    const stub = open({
      detailsReply: details({ cancelAtPeriodEnd: true }, aSubscription({ cancelAtPeriodEnd: true })),
      resume: { status: 503, body: { message: 'Dienst nicht verfügbar' } },
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Kündigung zurücknehmen' }));
    expect(
      await screen.findByText(
        'Dein Abonnement konnte nicht fortgesetzt werden. Bitte versuche es später erneut.',
      ),
    ).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(1500);
    expect(count(stub.calls, 'GET /api/stripe/subscription-details')).toBe(1);
    await vi.advanceTimersByTimeAsync(500);
    await waitFor(() => expect(count(stub.calls, 'GET /api/stripe/subscription-details')).toBe(2));
  });
});
