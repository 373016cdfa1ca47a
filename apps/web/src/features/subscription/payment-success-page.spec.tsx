import { screen, waitFor } from '@testing-library/react';
import { never, stubFetch, type Reply } from '../../test/fetch-stub';
import { renderInRouter } from '../../test/render';
import PaymentSuccessPage from './payment-success-page';

function open(
  path: string,
  verify: Reply | typeof never = { status: 200, body: { success: true, planId: 'premium', error: null } },
) {
  const stub = stubFetch({ 'GET /api/stripe/verify-session': verify });
  renderInRouter(<PaymentSuccessPage />, { path, route: '/payment-success' });
  return stub;
}

describe('/payment-success', () => {
  afterEach(() => vi.useRealTimers());

  it('after the test checkout: thanks, links, and the 8 s countdown to the start page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const stub = open('/payment-success?plan=premium');
    expect(await screen.findByText('Dein Abonnement „MPU Premium“ ist jetzt aktiv.')).toBeInTheDocument();
    expect(stub.calls).not.toContain('GET /api/stripe/verify-session');
    expect(screen.getByText('Du wirst in 8 Sekunden zur Startseite weitergeleitet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Mein Abonnement' })).toHaveAttribute('href', '/subscription');
    expect(screen.getByRole('link', { name: 'Zu den MPU Grundlagen' })).toHaveAttribute('href', '/info');

    await vi.advanceTimersByTimeAsync(7000);
    expect(
      await screen.findByText('Du wirst in 1 Sekunde zur Startseite weitergeleitet.'),
    ).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(1000);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('verifies a hosted checkout session first', async () => {
    const stub = open('/payment-success?session_id=cs_test_123');
    expect(await screen.findByText('Dein Abonnement „MPU Premium“ ist jetzt aktiv.')).toBeInTheDocument();
    const request = stub.requests[stub.calls.indexOf('GET /api/stripe/verify-session')]!;
    expect(new URL(request.url).searchParams.get('session_id')).toBe('cs_test_123');
  });

  it('shows a spinner while verifying', async () => {
    open('/payment-success?session_id=cs_test_123', never);
    expect(await screen.findByText('Deine Zahlung wird überprüft …')).toBeInTheDocument();
  });

  it("shows 'Ein Problem ist aufgetreten' when the session is not paid", async () => {
    open('/payment-success?session_id=cs_test_123', {
      status: 200,
      body: { success: false, planId: null, error: null },
    });
    expect(await screen.findByRole('heading', { name: 'Ein Problem ist aufgetreten' })).toBeInTheDocument();
    expect(
      screen.getAllByText('Es gab ein Problem beim Überprüfen deines Abonnements.').length,
    ).toBeGreaterThan(0);
    expect(screen.getByText('Fehler bei der Überprüfung der Zahlungssitzung')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/zur Startseite weitergeleitet/)).not.toBeInTheDocument();
  });

  it("shows the server's message when the verification fails", async () => {
    open('/payment-success?session_id=cs_test_other', {
      status: 404,
      body: { message: 'Die Zahlungssitzung wurde nicht gefunden.' },
    });
    expect(await screen.findByRole('heading', { name: 'Ein Problem ist aufgetreten' })).toBeInTheDocument();
    expect(screen.getAllByText('Die Zahlungssitzung wurde nicht gefunden.').length).toBeGreaterThan(0);
  });
});
