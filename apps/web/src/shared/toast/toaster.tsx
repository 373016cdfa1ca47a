import { COMMON_TEXTS } from '@mpu/ui-texts';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { CloseIcon } from '../ui/core-icons';
import { dismissToast, TOAST_DURATION_MS, type Toast } from './toast.slice';

/**
 * Shows the current toast. Both live regions stay mounted so screen readers announce what appears in
 * them: errors assertively, everything else politely.
 */
export function Toaster() {
  const toast = useAppSelector((state) => state.toast.current);
  const dispatch = useAppDispatch();

  useEffect(() => {
    if (!toast) return undefined;
    const timer = setTimeout(() => dispatch(dismissToast(toast.id)), TOAST_DURATION_MS[toast.variant]);
    return () => clearTimeout(timer);
  }, [toast, dispatch]);

  const destructive = toast?.variant === 'destructive';
  return (
    <section className="toaster" aria-label={COMMON_TEXTS.notifications}>
      <div role="status" aria-live="polite" aria-atomic="true">
        {toast && !destructive && (
          <ToastCard toast={toast} onDismiss={() => dispatch(dismissToast(toast.id))} />
        )}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true">
        {toast && destructive && (
          <ToastCard toast={toast} onDismiss={() => dispatch(dismissToast(toast.id))} />
        )}
      </div>
    </section>
  );
}

function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  return (
    <div className={`toast toast--${toast.variant}`} data-testid="toast">
      <div className="toast__body">
        <p className="toast__title">{toast.title}</p>
        {toast.description && <p className="toast__description">{toast.description}</p>}
      </div>
      <button
        type="button"
        className="icon-button toast__close"
        onClick={onDismiss}
        aria-label={COMMON_TEXTS.close}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
