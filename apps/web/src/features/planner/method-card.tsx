import { TEST_METHODS, type TestMethod } from '@mpu/contracts';
import { PLANNER_TEXTS } from '@mpu/ui-texts';
import { APPOINTMENT_COLOURS } from '@mpu/domain';
import { TEST_METHOD_LABELS } from '@mpu/ui-texts';
import { useId } from 'react';

const T = PLANNER_TEXTS.methods;

interface MethodCardProps {
  methods: readonly TestMethod[];
  onToggle: (method: TestMethod) => void;
}

/**
 * Spec 2 §4: urine and hair as a set of toggles (urine only, hair only, both). The last one switched on stays on:
 * it is marked aria-disabled (still focusable, the hint says why) and a click changes nothing.
 */
export function MethodCard({ methods, onToggle }: MethodCardProps) {
  const titleId = useId();
  const hintId = useId();
  return (
    <section className="card card--stack" aria-labelledby={titleId}>
      <h2 id={titleId} className="planner-card__title">
        {T.title}
      </h2>
      <p id={hintId} className="planner-card__hint">
        {T.hint}
      </p>
      <div className="planner-methods" role="group" aria-label={T.groupLabel} aria-describedby={hintId}>
        {TEST_METHODS.map((method) => {
          const on = methods.includes(method);
          const locked = on && methods.length === 1;
          return (
            <button
              key={method}
              type="button"
              className="planner-method"
              aria-pressed={on}
              aria-disabled={locked || undefined}
              onClick={() => {
                if (!locked) onToggle(method);
              }}
            >
              <span
                className="planner-swatch"
                style={{ backgroundColor: APPOINTMENT_COLOURS[method].hex }}
                aria-hidden="true"
              />
              {TEST_METHOD_LABELS[method]}
              <span className="planner-method__check" aria-hidden="true" />
            </button>
          );
        })}
      </div>
    </section>
  );
}
