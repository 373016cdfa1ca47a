import { SELF_HELP_TEXTS } from '@mpu/ui-texts';
import { DRINK_TYPES, type DrinkType } from '@mpu/domain';
import { useEffect, useId, useRef } from 'react';
import { NumberField } from './number-field';
import { MinusIcon, PlusIcon } from '../../shared/ui/icons';

const T = SELF_HELP_TEXTS.perMille;

export interface DrinkRow {
  id: number;
  type: DrinkType;
  amount: string;
}

interface DrinkRowsProps {
  rows: readonly DrinkRow[];
  onChange: (id: number, change: Partial<Omit<DrinkRow, 'id'>>) => void;
  onAdd: () => void;
  onRemove: (id: number) => void;
}

/** Spec 2 §2: the last row has a plus button that adds a beer row; every other row a minus button. */
export function DrinkRows({ rows, onChange, onAdd, onRemove }: DrinkRowsProps) {
  // The pressed button leaves the DOM: focus the new row's drink, or the plus button after a removal.
  const list = useRef<HTMLOListElement>(null);
  const focusAfter = useRef<'added' | 'removed' | null>(null);
  useEffect(() => {
    const selector = { added: 'li:last-child select', removed: '.drink-row__action--add' };
    if (focusAfter.current) list.current?.querySelector<HTMLElement>(selector[focusAfter.current])?.focus();
    focusAfter.current = null;
  }, [rows.length]);

  return (
    <fieldset className="drinks">
      <legend className="field__label">{T.drinks}</legend>
      <ol className="drinks__list" ref={list}>
        {rows.map((row, index) => (
          <DrinkRowView
            key={row.id}
            row={row}
            number={index + 1}
            last={index === rows.length - 1}
            onChange={(change) => onChange(row.id, change)}
            onAdd={() => {
              focusAfter.current = 'added';
              onAdd();
            }}
            onRemove={() => {
              focusAfter.current = 'removed';
              onRemove(row.id);
            }}
          />
        ))}
      </ol>
    </fieldset>
  );
}

interface DrinkRowViewProps {
  row: DrinkRow;
  number: number;
  last: boolean;
  onChange: (change: Partial<Omit<DrinkRow, 'id'>>) => void;
  onAdd: () => void;
  onRemove: () => void;
}

function DrinkRowView({ row, number, last, onChange, onAdd, onRemove }: DrinkRowViewProps) {
  const typeId = useId();
  return (
    <li className="drink-row">
      <div className="field drink-row__type">
        <label className="field__label" htmlFor={typeId}>
          {T.drinkType(number)}
        </label>
        <select
          id={typeId}
          className="field__input field__select"
          value={row.type}
          onChange={(event) => onChange({ type: event.target.value as DrinkType })}
        >
          {DRINK_TYPES.map((type) => (
            <option key={type} value={type}>
              {T.drinkLabels[type]}
            </option>
          ))}
        </select>
      </div>
      <NumberField
        className="drink-row__amount"
        label={
          <>
            {T.amount}
            <span className="visually-hidden"> {T.drinkType(number)}</span>
          </>
        }
        value={row.amount}
        onValueChange={(amount) => onChange({ amount })}
        min={0}
        step={1}
        inputMode="numeric"
      />
      {last ? (
        <button
          key="add"
          type="button"
          className="icon-button drink-row__action drink-row__action--add"
          aria-label={T.addDrink}
          onClick={onAdd}
        >
          <PlusIcon />
        </button>
      ) : (
        <button
          key="remove"
          type="button"
          className="icon-button drink-row__action drink-row__action--remove"
          aria-label={T.removeDrink(number)}
          onClick={onRemove}
        >
          <MinusIcon />
        </button>
      )}
    </li>
  );
}
