import { CHAT_TEXTS } from '@mpu/ui-texts';
import { Dialog } from '../../shared/ui/dialog';

const S = CHAT_TEXTS.simulator;

interface EndSimulationDialogProps {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** 'Simulation beenden?': keep practising (focused first) or create the report. */
export function EndSimulationDialog({ open, onCancel, onConfirm }: EndSimulationDialogProps) {
  return (
    <Dialog open={open} title={S.endTitle} description={<p>{S.endText}</p>} onClose={onCancel}>
      <button type="button" className="button button--secondary" data-autofocus onClick={onCancel}>
        {S.endCancel}
      </button>
      <button type="button" className="button button--primary" onClick={onConfirm}>
        {S.endConfirm}
      </button>
    </Dialog>
  );
}
