import '../../styles/subscription.css';
import type { TestScheduleResponse } from '@mpu/contracts';
import { COMMON_TEXTS, SUBSCRIPTION_TEXTS } from '@mpu/ui-texts';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../shared/api/api-error';
import { BackLink } from '../../shared/ui/back-link';
import { Spinner } from '../../shared/ui/spinner';
import { TextField } from '../../shared/ui/text-field';
import { usePageTitle } from '../../shared/ui/use-page-title';
import {
  useCreateTestScheduleMutation,
  useGetSubscriptionDetailsQuery,
  useLazyGetTestScheduleQuery,
} from './billing.api';
import { TestModeNote } from './order-summary';
import { formatDate } from './subscription-format';

const T = SUBSCRIPTION_TEXTS.stripeTest;

/** /stripe-test (spec 3 §2.9, test mode only): create a subscription schedule, then fetch it by id. */
export default function StripeTestPage() {
  usePageTitle(T.title);
  const details = useGetSubscriptionDetailsQuery();
  const [create, created] = useCreateTestScheduleMutation();
  const [fetchSchedule, fetched] = useLazyGetTestScheduleQuery();
  const [scheduleId, setScheduleId] = useState('');

  const onCreate = async () => {
    try {
      const { schedule } = await create({ planId: 'premium' }).unwrap();
      setScheduleId(schedule.id);
      void fetchSchedule(schedule.id);
    } catch {
      // shown below
    }
  };
  const onFetch = (event: FormEvent) => {
    event.preventDefault();
    if (scheduleId.trim()) void fetchSchedule(scheduleId.trim());
  };

  let content;
  if (details.isLoading) content = <Spinner />;
  else if (details.data?.testMode !== true) content = <p className="info-box">{T.notTestMode}</p>;
  else {
    const error = created.error ?? fetched.error;
    content = (
      <>
        <TestModeNote />
        <button
          type="button"
          className="button button--primary button--block"
          onClick={() => void onCreate()}
          disabled={created.isLoading}
          aria-busy={created.isLoading || undefined}
        >
          {T.create}
        </button>
        <form className="form" onSubmit={onFetch}>
          <TextField
            label={T.scheduleId}
            value={scheduleId}
            onValueChange={setScheduleId}
            autoComplete="off"
          />
          <button
            type="submit"
            className="button button--secondary button--block"
            disabled={fetched.isFetching}
          >
            {T.fetch}
          </button>
        </form>
        {fetched.isFetching && <Spinner />}
        {error && !fetched.isFetching && (
          <p className="error-box" role="alert">
            {errorMessage(error, T.failed)}
          </p>
        )}
        {fetched.data && !fetched.isFetching && !fetched.isError && (
          <ScheduleView schedule={fetched.data.schedule} />
        )}
      </>
    );
  }

  return (
    <main className="page subscription-page">
      <BackLink to="/">{COMMON_TEXTS.toHome}</BackLink>
      <header className="page-header">
        <h1 className="page__title">{T.title}</h1>
        <p className="page__lead">{T.lead}</p>
      </header>
      {content}
    </main>
  );
}

function ScheduleView({ schedule }: { schedule: TestScheduleResponse['schedule'] }) {
  return (
    <section className="card card--stack" aria-labelledby="schedule-title">
      <h2 id="schedule-title">{schedule.id}</h2>
      <dl className="facts">
        <div className="facts__row">
          <dt>{T.status}</dt>
          <dd>{schedule.status}</dd>
        </div>
        <div className="facts__row">
          <dt>{T.currentPhase}</dt>
          <dd>{schedule.currentPhase ? String(schedule.currentPhase.phase) : T.noCurrentPhase}</dd>
        </div>
      </dl>
      <h3>{T.phases}</h3>
      <ol className="schedule-phases">
        {schedule.phases.map((phase, index) => (
          <li key={`${phase.start_date}-${index}`}>
            {T.phase(index + 1, phase.iterations, formatDate(phase.start_date), formatDate(phase.end_date))}
          </li>
        ))}
      </ol>
    </section>
  );
}
