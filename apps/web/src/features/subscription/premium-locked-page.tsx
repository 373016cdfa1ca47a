import { APP_TEXTS, COMMON_TEXTS } from '@mpu/ui-texts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Dialog } from '../../shared/ui/dialog';
import { LockIcon } from '../../shared/ui/icons';
import { usePageTitle } from '../../shared/ui/use-page-title';
import type { RequiredTier } from './subscription.types';

const T = APP_TEXTS.gate;

/**
 * Spec 3 §2.10: a dialog over a locked page, both titled 'Premium-Inhalt'. While the dialog is open the
 * page behind it is inert, so each action exists once for keyboard and screen-reader users.
 */
export function PremiumLockedPage({ tier }: { tier: RequiredTier }) {
  const [dialogOpen, setDialogOpen] = useState(true);
  const navigate = useNavigate();
  usePageTitle(T.title);

  return (
    <>
      <main
        className="page locked-page"
        data-required-tier={tier}
        inert={dialogOpen}
        aria-hidden={dialogOpen || undefined}
      >
        <div className="locked-page__icon" aria-hidden="true">
          <LockIcon width={32} height={32} />
        </div>
        <h1 className="page__title">{T.title}</h1>
        <p>{T.pageText}</p>
        <div className="stack">
          <Link to="/subscribe" className="button button--primary button--block">
            {T.subscribe}
          </Link>
          <Link to="/" className="button button--secondary button--block">
            {COMMON_TEXTS.toHome}
          </Link>
        </div>
      </main>
      <Dialog
        open={dialogOpen}
        title={T.title}
        description={<p>{T.dialogText}</p>}
        onClose={() => setDialogOpen(false)}
      >
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setDialogOpen(false);
            navigate('/');
          }}
        >
          {T.back}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => navigate('/subscribe')}
          data-autofocus
        >
          {T.unlock}
        </button>
      </Dialog>
    </>
  );
}
