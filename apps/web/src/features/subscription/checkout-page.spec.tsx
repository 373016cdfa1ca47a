import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { noSubscription } from '../../test/billing-fixtures';
import { stubFetch, type Reply } from '../../test/fetch-stub';
import { renderInRouter } from '../../test/render';
import CheckoutPage from './checkout-page';

const activated: Reply = {
  status: 200,
  body: { success: true, planId: 'premium', subscriptionStatus: 'active' },
};

function open(
  path = '/checkout/premium',
  { testMode = true, activate = activated }: { testMode?: boolean; activate?: Reply } = {},
) {
  const stub = stubFetch({
    'GET /api/stripe/subscription-details': noSubscription(testMode),
    'POST /api/stripe/activate-subscription': activate,
  });
  renderInRouter(<CheckoutPage />, { path, route: '/checkout/:planId' });
  return stub;
}

async function fillCard(number = '4242424242424242', expiry = '1230', cvc = '123') {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Kartennummer' }), number);
  await userEvent.type(screen.getByRole('textbox', { name: 'Ablaufdatum (MM/YY)' }), expiry);
  await userEvent.type(screen.getByRole('textbox', { name: 'CVC' }), cvc);
}
const consent = async () => {
  await userEvent.click(screen.getByRole('checkbox', { name: /Nutzungsbedingungen/ }));
  await userEvent.click(screen.getByRole('checkbox', { name: /Widerrufsrecht/ }));
};
const order = () => userEvent.click(screen.getByRole('button', { name: 'Zahlungspflichtig abonnieren' }));

describe('/checkout/:planId', () => {
  it('shows the test card form with the plan, term and order button; back goes to /subscribe', async () => {
    open();
    expect(await screen.findByText('Testmodus – es wird nichts abgebucht')).toBeInTheDocument();
    expect(screen.getByTestId('order-summary')).toHaveTextContent(/MPU Premium: 49,00\s€ pro Monat/);
    expect(screen.getByTestId('order-summary')).toHaveTextContent('Mindestlaufzeit 3 Monate');
    expect(screen.getByRole('link', { name: 'Zurück' })).toHaveAttribute('href', '/subscribe');
  });

  it('falls back to basic for an unknown plan id', async () => {
    open('/checkout/gold');
    expect(await screen.findByTestId('order-summary')).toHaveTextContent(/MPU Basis: 29,00\s€ pro Monat/);
  });

  it('formats the fields as they are typed and gives the three messages', async () => {
    const stub = open();
    await fillCard('4242 4242 4242 42424242', '12345', '12a345');
    expect(screen.getByRole('textbox', { name: 'Kartennummer' })).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByRole('textbox', { name: 'Ablaufdatum (MM/YY)' })).toHaveValue('12/34');
    expect(screen.getByRole('textbox', { name: 'CVC' })).toHaveValue('1234');

    await userEvent.clear(screen.getByRole('textbox', { name: 'Kartennummer' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Kartennummer' }), '4242');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Ablaufdatum (MM/YY)' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Ablaufdatum (MM/YY)' }), '12');
    await userEvent.clear(screen.getByRole('textbox', { name: 'CVC' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'CVC' }), '1');
    await consent();
    await order();
    expect(screen.getByText('Kartennummer muss mindestens 16 Ziffern haben')).toBeInTheDocument();
    expect(screen.getByText('Ablaufdatum muss im Format MM/YY sein')).toBeInTheDocument();
    expect(screen.getByText('CVC muss mindestens 3 Ziffern haben')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Kartennummer' })).toHaveFocus());
    expect(stub.calls).not.toContain('POST /api/stripe/activate-subscription');
  });

  it('sends only last4 and expiry, then goes to payment success after 2 s', async () => {
    const stub = open();
    await fillCard('4000002500003155', '0931', '123');
    await consent();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await order();
      expect(await screen.findByText('Zahlung erfolgreich')).toBeInTheDocument();
      const request = stub.requests[stub.calls.indexOf('POST /api/stripe/activate-subscription')]!;
      const body = await request.text();
      expect(JSON.parse(body)).toEqual({
        planId: 'premium',
        testMode: true,
        cardDetails: { last4: '3155', expMonth: 9, expYear: 2031 },
        withdrawalConsent: true,
      });
      expect(body).not.toContain('4000002500003155');
      expect(request.headers.get('Idempotency-Key')).toBeTruthy();
      expect(screen.getByTestId('location')).toHaveTextContent('/checkout/premium');
      await vi.advanceTimersByTimeAsync(2000);
      await waitFor(() =>
        expect(screen.getByTestId('location')).toHaveTextContent('/payment-success?plan=premium'),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows the server's message when the payment fails and lets the user try again", async () => {
    open('/checkout/premium', {
      activate: { status: 402, body: { message: 'Die Zahlung wurde abgelehnt.' } },
    });
    await fillCard();
    await consent();
    await order();
    expect(await screen.findByText('Die Zahlung wurde abgelehnt.')).toBeInTheDocument();
    expect(screen.getByText('Fehler bei der Zahlungsabwicklung')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zahlungspflichtig abonnieren' })).toBeInTheDocument();
  });

  it('outside test mode points to the plan page', async () => {
    open('/checkout/premium', { testMode: false });
    expect(await screen.findByText(/nur im Testmodus/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Kartennummer' })).not.toBeInTheDocument();
  });
});
