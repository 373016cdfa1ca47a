import '../../styles/self-help.css';
import { COMMON_TEXTS, SELF_HELP_TEXTS } from '@mpu/ui-texts';
import { calculatePerMille, type Sex } from '@mpu/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTrackFeature } from '../../shared/tracking/track-feature';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { ChoiceGroup, type Choice } from './choice-group';
import { DrinkRows, type DrinkRow } from './drink-rows';
import { NumberField } from './number-field';
import { PerMilleResult } from './per-mille-result';
import { ToolHeader } from './tool-header';

const T = SELF_HELP_TEXTS.perMille;

const SEXES: readonly Choice<Sex>[] = [
  { value: 'm', label: T.male },
  { value: 'f', label: T.female },
];

/**
 * /calculator 'Promillerechner' (spec 2 §2/§5/§9). The result appears on 'Berechnen' and is cleared by any
 * change of the inputs, so a shown value always belongs to the inputs above it. A missing or invalid weight:
 * nothing happens (spec 2 §5/§8, silent).
 */
export default function PerMillePage() {
  usePageTitle(T.title);
  useTrackFeature('alcohol_calculator');
  const formId = useId();
  const nextId = useRef(1);
  const [sex, setSex] = useState<Sex>('m');
  const [weight, setWeight] = useState('');
  const [hours, setHours] = useState('');
  const [drinks, setDrinks] = useState<DrinkRow[]>([{ id: 0, type: 'beer', amount: '1' }]);
  const [result, setResult] = useState<number | null>(null);

  function changed<A extends unknown[]>(update: (...args: A) => void) {
    return (...args: A) => {
      update(...args);
      setResult(null);
    };
  }

  function calculate(event: FormEvent) {
    event.preventDefault();
    const perMille = calculatePerMille({ sex, weightKg: weight, hours, drinks });
    if (perMille !== null) setResult(perMille);
  }

  return (
    <main className="page self-help-page">
      <ToolHeader title={T.title} back={{ to: '/', label: COMMON_TEXTS.toHome }} />
      <p className="page__lead">{T.lead}</p>
      <form id={formId} className="card card--stack tool-card" noValidate onSubmit={calculate}>
        <ChoiceGroup
          legend={T.sex}
          name="sex"
          choices={SEXES}
          value={sex}
          onChange={changed(setSex)}
          inline
        />
        <div className="field-pair">
          <NumberField
            label={T.weight}
            value={weight}
            onValueChange={changed(setWeight)}
            min={1}
            step="any"
            autoComplete="off"
          />
          <NumberField label={T.hours} value={hours} onValueChange={changed(setHours)} min={0} step="any" />
        </div>
        <DrinkRows
          rows={drinks}
          onChange={changed((id: number, change: Partial<Omit<DrinkRow, 'id'>>) =>
            setDrinks((rows) => rows.map((row) => (row.id === id ? { ...row, ...change } : row))),
          )}
          onAdd={changed(() => {
            const id = nextId.current++;
            setDrinks((rows) => [...rows, { id, type: 'beer', amount: '1' }]);
          })}
          onRemove={changed((id: number) => setDrinks((rows) => rows.filter((row) => row.id !== id)))}
        />
        <button type="submit" className="button button--primary button--block">
          {SELF_HELP_TEXTS.calculate}
        </button>
      </form>
      <div aria-live="polite">{result !== null && <PerMilleResult perMille={result} />}</div>
    </main>
  );
}
