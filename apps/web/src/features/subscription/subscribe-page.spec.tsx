import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDEMPOTENCY_KEY_PATTERN } from '@mpu/contracts';
import { details, noSubscription } from '../../test/billing-fixtures';
import { stubFetch, type Reply } from '../../test/fetch-stub';
import { renderInRouter } from '../../test/render';
import SubscribePage from './subscribe-page';

function open(
  detailsReply: Reply = noSubscription(),
  checkout: Reply = { status: 200, body: { url: 'https://checkout.stripe.com/c/pay/cs_test_1' } },
) {
  const stub = stubFetch({
    'GET /api/stripe/subscription-details': detailsReply,
    'POST /api/stripe/create-checkout-session': checkout,
  });
  renderInRouter(<SubscribePage />, { path: '/subscribe' });
  return stub;
}

const tick = async (name: RegExp) => userEvent.click(screen.getByRole('checkbox', { name }));
const order = () => userEvent.click(screen.getByRole('button', { name: 'Zahlungspflichtig abonnieren' }));

describe('/subscribe', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the plan with its price, the term above the order button and both consents', async () => {
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Premium freischalten' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'MPU Premium' })).toBeInTheDocument();
    expect(screen.getByText(/^49,00\s€$/)).toBeInTheDocument();
    const summary = screen.getByTestId('order-summary');
    expect(summary).toHaveTextContent(/MPU Premium: 49,00\s€ pro Monat/);
    expect(summary).toHaveTextContent('Mindestlaufzeit 3 Monate ab Beginn, danach monatlich kündbar.');
    expect(summary.nextElementSibling).toHaveTextContent('Zahlungspflichtig abonnieren');
    expect(screen.getByRole('checkbox', { name: /Nutzungsbedingungen/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Widerrufsrecht/ })).not.toBeChecked();
    expect(screen.queryByText('Testmodus – es wird nichts abgebucht')).not.toBeInTheDocument();
  });

  it('asks for both consents before anything is sent', async () => {
    const stub = open();
    await screen.findByRole('heading', { name: 'MPU Premium' });
    await order();
    expect(
      screen.getByText('Bitte akzeptiere die Nutzungsbedingungen und Datenschutzrichtlinien.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Bitte bestätige, dass der Zugang sofort beginnen soll und dein Widerrufsrecht damit vorzeitig erlischt.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Nutzungsbedingungen/ })).toHaveFocus());
    await tick(/Nutzungsbedingungen/);
    await order();
    expect(
      screen.queryByText('Bitte akzeptiere die Nutzungsbedingungen und Datenschutzrichtlinien.'),
    ).not.toBeInTheDocument();
    expect(stub.calls).not.toContain('POST /api/stripe/create-checkout-session');
  });

  it('opens the hosted checkout in a new tab after 100 ms and guards against a second click', async () => {
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const stub = open();
    await screen.findByRole('heading', { name: 'MPU Premium' });
    await tick(/Nutzungsbedingungen/);
    await tick(/Widerrufsrecht/);
    await order();

    await waitFor(() =>
      expect(opened).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1', '_blank'),
    );
    const request = stub.requests[stub.calls.indexOf('POST /api/stripe/create-checkout-session')]!;
    expect(await request.json()).toEqual({ productId: 'premium', withdrawalConsent: true });
    expect(request.headers.get('Idempotency-Key')).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(await screen.findByRole('link', { name: /Bezahlseite öffnen/ })).toHaveAttribute(
      'href',
      'https://checkout.stripe.com/c/pay/cs_test_1',
    );

    // held for 2 s after the success
    await userEvent.click(screen.getByRole('button', { name: 'Bitte warten' }));
    const toasts = screen
      .getAllByRole('status')
      .find((element) => element.getAttribute('aria-live') === 'polite');
    expect(within(toasts!).getByText('Bitte warten')).toBeInTheDocument();
    expect(stub.calls.filter((call) => call === 'POST /api/stripe/create-checkout-session')).toHaveLength(1);
  });

  it("says 'Keine gültige Checkout-URL erhalten' without a url and releases the guard", async () => {
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    open(noSubscription(), { status: 200, body: {} });
    await screen.findByRole('heading', { name: 'MPU Premium' });
    await tick(/Nutzungsbedingungen/);
    await tick(/Widerrufsrecht/);
    await order();
    expect(await screen.findByText('Keine gültige Checkout-URL erhalten')).toBeInTheDocument();
    expect(screen.getByText('Fehler bei der Zahlungsabwicklung')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zahlungspflichtig abonnieren' })).toBeInTheDocument();
    expect(opened).not.toHaveBeenCalled();
  });

  it("shows the server's message when the checkout fails", async () => {
    open(noSubscription(), { status: 503, body: { message: 'Zahlungen sind gerade nicht verfügbar.' } });
    await screen.findByRole('heading', { name: 'MPU Premium' });
    await tick(/Nutzungsbedingungen/);
    await tick(/Widerrufsrecht/);
    await order();
    expect(await screen.findByText('Zahlungen sind gerade nicht verfügbar.')).toBeInTheDocument();
  });

  it('in test mode says so and continues to the test checkout', async () => {
    const stub = open(noSubscription(true));
    expect(await screen.findByText('Testmodus – es wird nichts abgebucht')).toBeInTheDocument();
    await tick(/Nutzungsbedingungen/);
    await tick(/Widerrufsrecht/);
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout/premium');
    expect(stub.calls).not.toContain('POST /api/stripe/create-checkout-session');
  });

  it('tells a subscriber that a subscription exists', async () => {
    open(details());
    expect(await screen.findByText('Du hast bereits ein aktives Abonnement.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mein Abonnement' })).toHaveAttribute('href', '/subscription');
    expect(screen.queryByRole('button', { name: 'Zahlungspflichtig abonnieren' })).not.toBeInTheDocument();
  });
});
