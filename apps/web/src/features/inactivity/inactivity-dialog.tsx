import { APP_TEXTS } from '@mpu/ui-texts';
import { Dialog } from '../../shared/ui/dialog';

const T = APP_TEXTS.inactivity;

interface InactivityDialogProps {
  secondsLeft: number | null;
  onStay: () => void;
  onLogout: () => void;
  loggingOut: boolean;
}

export function InactivityDialog({ secondsLeft, onStay, onLogout, loggingOut }: InactivityDialogProps) {
  return (
    <Dialog
      open={secondsLeft !== null}
      role="alertdialog"
      title={T.title}
      onClose={onStay}
      description={<p className="countdown">{T.countdown(secondsLeft ?? 0)}</p>}
    >
      <button type="button" className="button button--secondary" onClick={onLogout} disabled={loggingOut}>
        {T.logoutNow}
      </button>
      <button type="button" className="button button--primary" onClick={onStay} data-autofocus>
        {T.stay}
      </button>
    </Dialog>
  );
}
