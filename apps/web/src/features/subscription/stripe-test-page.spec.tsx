import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TestScheduleResponse } from '@mpu/contracts';
import { noSubscription } from '../../test/billing-fixtures';
import { stubFetch } from '../../test/fetch-stub';
import { renderInRouter } from '../../test/render';
import StripeTestPage from './stripe-test-page';

const SCHEDULE: TestScheduleResponse = {
  schedule: {
    id: 'sub_sched_1',
    status: 'not_started',
    currentPhase: null,
    phases: [{ iterations: 3, start_date: 1767268800, end_date: 1775044800, price: 'price_1' }],
  },
};

describe('/stripe-test', () => {
  it('creates a schedule and fetches it by id', async () => {
    const stub = stubFetch({
      'GET /api/stripe/subscription-details': noSubscription(true),
      'POST /api/stripe-test/create-test-subscription-schedule': { status: 200, body: SCHEDULE },
      'GET /api/stripe-test/schedule/sub_sched_1': { status: 200, body: SCHEDULE },
    });
    renderInRouter(<StripeTestPage />, { path: '/stripe-test' });
    await userEvent.click(await screen.findByRole('button', { name: 'Zahlungsplan erstellen' }));
    expect(await screen.findByRole('heading', { name: 'sub_sched_1' })).toBeInTheDocument();
    expect(stub.calls).toContain('GET /api/stripe-test/schedule/sub_sched_1');
    expect(screen.getByRole('textbox', { name: 'Zahlungsplan-ID' })).toHaveValue('sub_sched_1');
    expect(screen.getByText('not_started')).toBeInTheDocument();
    expect(screen.getByText('Keine (beginnt später)')).toBeInTheDocument();
    expect(screen.getByText(/^Phase 1: 3 × monatlich, 01\.01\.2026 – /)).toBeInTheDocument();
  });

  it('shows the error of an unknown id', async () => {
    stubFetch({ 'GET /api/stripe/subscription-details': noSubscription(true) });
    renderInRouter(<StripeTestPage />, { path: '/stripe-test' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Zahlungsplan-ID' }), 'sub_sched_x');
    await userEvent.click(screen.getByRole('button', { name: 'Zahlungsplan abrufen' }));
    expect(await screen.findByText('Nicht gefunden.')).toHaveClass('error-box');
  });

  it('is only there in test mode', async () => {
    stubFetch({ 'GET /api/stripe/subscription-details': noSubscription(false) });
    renderInRouter(<StripeTestPage />, { path: '/stripe-test' });
    expect(await screen.findByText('Diese Seite gibt es nur im Testmodus.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zahlungsplan erstellen' })).not.toBeInTheDocument();
  });
});
