import {
  SIMULATOR_TYPE_LABELS,
  SIMULATOR_TYPES,
  type SimulatorMode,
  type SimulatorType,
} from '@mpu/contracts';
import { CHAT_TEXTS } from '@mpu/ui-texts';
import { useCallback, useRef, useState } from 'react';
import { Dialog } from '../../shared/ui/dialog';
import { CHAT_TIMING } from './chat.constants';

const T = CHAT_TEXTS.simulator;

/** The types a simulator offers, in order, with their labels (Typ A–E; traffic: Typ A, B, C, E). */
function simulatorTypes(mode: SimulatorMode): { type: SimulatorType; label: string }[] {
  return SIMULATOR_TYPES.flatMap((type) => {
    const label = SIMULATOR_TYPE_LABELS[mode][type];
    return label ? [{ type, label }] : [];
  });
}

/**
 * Spec 1 §4 "Simulator type picker": opening is guarded for 0.5 s (a double tap neither opens twice nor
 * picks a type with its second tap), and a choice blocks further choices for about 2 s.
 */
export function useSimulatorPicker(onPick: (type: SimulatorType) => void) {
  const [open, setOpen] = useState(false);
  const openedAt = useRef(Number.NEGATIVE_INFINITY);
  const pickedAt = useRef(Number.NEGATIVE_INFINITY);

  const openPicker = useCallback(() => {
    const now = Date.now();
    if (now - openedAt.current < CHAT_TIMING.dialogOpenGuardMs) return;
    openedAt.current = now;
    setOpen(true);
  }, []);

  const pick = useCallback(
    (type: SimulatorType) => {
      const now = Date.now();
      if (now - openedAt.current < CHAT_TIMING.dialogOpenGuardMs) return;
      if (now - pickedAt.current < CHAT_TIMING.typePickGuardMs) return;
      pickedAt.current = now;
      setOpen(false);
      onPick(type);
    },
    [onPick],
  );

  return { open, openPicker, close: useCallback(() => setOpen(false), []), pick };
}

interface SimulatorTypeDialogProps {
  mode: SimulatorMode;
  open: boolean;
  onPick: (type: SimulatorType) => void;
  onClose: () => void;
}

/** 'Wählen Sie einen Typ des MPU Simulators' with one button per type. */
export function SimulatorTypeDialog({ mode, open, onPick, onClose }: SimulatorTypeDialogProps) {
  return (
    <Dialog open={open} title={T.pickerTitle} description={<p>{T.pickerText}</p>} onClose={onClose}>
      <div className="type-picker" role="group" aria-label={T.typeLabel}>
        {simulatorTypes(mode).map(({ type, label }) => (
          <button
            key={type}
            type="button"
            className="button button--secondary type-picker__option"
            onClick={() => onPick(type)}
          >
            {label}
          </button>
        ))}
      </div>
      <button type="button" className="button button--ghost" onClick={onClose}>
        {T.cancel}
      </button>
    </Dialog>
  );
}
