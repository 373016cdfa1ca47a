import type { PlannerAppointment } from '@mpu/contracts';
import { PLANNER_TEXTS } from '@mpu/ui-texts';
import { planProgress } from '@mpu/domain';
import { useId } from 'react';

const T = PLANNER_TEXTS.progress;

/** Spec 2 §4: the percentage of completed appointments, as text and bar. */
export function ProgressCard({ appointments }: { appointments: readonly PlannerAppointment[] }) {
  const titleId = useId();
  const done = appointments.filter((a) => a.completed).length;
  const percent = planProgress(appointments);
  const summary = T.summary(done, appointments.length);
  return (
    <section className="card card--stack" aria-labelledby={titleId}>
      <div className="planner-progress__head">
        <h2 id={titleId} className="planner-card__title">
          {T.title}
        </h2>
        <p className="planner-progress__percent" aria-hidden="true">
          {T.percent(percent)}
        </p>
      </div>
      <div
        className="progress-bar"
        role="progressbar"
        aria-label={T.barLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${T.percent(percent)}, ${summary}`}
      >
        <span className="progress-bar__fill planner-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="planner-progress__summary" aria-live="polite">
        {summary}
      </p>
    </section>
  );
}
