import { ENTRY_TEXTS } from '@mpu/ui-texts';
import { SUPPORT_EMAIL } from '../../shared/external-links';
import { Dialog } from '../../shared/ui/dialog';

const T = ENTRY_TEXTS.entry;

/**
 * The spec leaves the behaviour open. There is no self-service reset (no e-mail is sent): the user is asked
 * to contact support, and an admin resets the password (spec 3, admin password reset).
 */
export default function ForgotPasswordDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog
      open
      title={T.forgotPassword}
      onClose={onClose}
      description={
        <>
          <p>{T.forgotPasswordText}</p>
          {SUPPORT_EMAIL && (
            <p>
              {T.forgotPasswordContact}: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            </p>
          )}
        </>
      }
    >
      <button type="button" className="button button--primary" onClick={onClose} data-autofocus>
        {T.forgotPasswordDone}
      </button>
    </Dialog>
  );
}
