import type { PlannerPlanDto } from '@mpu/contracts';
import { PLANNER_TEXTS } from '@mpu/ui-texts';
import { plannerToIcs, toIsoDate } from '@mpu/domain';
import { useId, useState } from 'react';
import { Dialog } from '../../shared/ui/dialog';
import { AppointmentList } from './appointment-list';
import { CalendarCard } from './calendar-card';
import { downloadTextFile, ICS_MIME_TYPE } from './download-file';
import { MethodCard } from './method-card';
import { calendarStartDate } from './planner-dates';
import { DownloadIcon, RefreshIcon } from './planner-icons';
import { ProgressCard } from './progress-card';
import type { PlannerActions } from './use-planner';

const T = PLANNER_TEXTS;

interface PlannerViewProps {
  plan: Pick<PlannerPlanDto, 'methods' | 'startDate' | 'appointments'>;
  actions: PlannerActions;
}

/** The plan: progress, methods, calendar, the list, the rules, export and 'Neuen Plan erstellen'. */
export function PlannerView({ plan, actions }: PlannerViewProps) {
  const [confirmOpen, setConfirmOpen] = useState(false);
  const rulesId = useId();
  const { appointments } = plan;

  return (
    <>
      <ProgressCard appointments={appointments} />
      <MethodCard methods={plan.methods} onToggle={actions.toggleMethod} />
      {/* A new plan (new start) opens the calendar again at its next appointment. */}
      <CalendarCard
        key={plan.startDate}
        appointments={appointments}
        initialDate={calendarStartDate(appointments, toIsoDate(new Date()))}
        onMove={actions.move}
        onToggleCompleted={actions.toggleCompleted}
      />
      <AppointmentList
        appointments={appointments}
        onToggleCompleted={actions.toggleCompleted}
        onMove={actions.move}
      />

      <section className="card card--stack planner-rules" aria-labelledby={rulesId}>
        <h2 id={rulesId} className="planner-card__title">
          {T.rules.title}
        </h2>
        <ul>
          {T.rules.items.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </section>

      <div className="planner-actions">
        <button
          type="button"
          className="button button--primary button--block"
          onClick={() =>
            downloadTextFile(plannerToIcs(appointments, new Date()), T.exportFileName, ICS_MIME_TYPE)
          }
        >
          <DownloadIcon />
          {T.exportIcs}
        </button>
        <button
          type="button"
          className="button button--secondary button--block"
          onClick={() => setConfirmOpen(true)}
        >
          <RefreshIcon />
          {T.newPlan}
        </button>
      </div>

      <Dialog
        open={confirmOpen}
        role="alertdialog"
        title={T.newPlanDialog.title}
        description={<p>{T.newPlanDialog.text}</p>}
        onClose={() => setConfirmOpen(false)}
      >
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setConfirmOpen(false)}
          data-autofocus
        >
          {T.newPlanDialog.cancel}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            setConfirmOpen(false);
            actions.rebuild();
          }}
        >
          {T.newPlanDialog.confirm}
        </button>
      </Dialog>
    </>
  );
}
