import { SELF_HELP_TEXTS } from '@mpu/ui-texts';
import type { ReactNode } from 'react';
import { BackLink } from '../../shared/ui/back-link';
import { BackArrowIcon } from '../../shared/ui/icons';

type Back = { to: string; label: string } | { onBack: () => void };

interface ToolHeaderProps {
  title: string;
  back: Back;
  /** Shown under the title, e.g. the step counter. */
  children?: ReactNode;
}

/** Title of a self-help tool with its way back: a link, or a back arrow button (the wizards). */
export function ToolHeader({ title, back, children }: ToolHeaderProps) {
  return (
    <header className="page-header tool-header">
      {'to' in back ? (
        <BackLink to={back.to}>{back.label}</BackLink>
      ) : (
        <button
          type="button"
          className="icon-button tool-header__back"
          aria-label={SELF_HELP_TEXTS.back}
          onClick={back.onBack}
        >
          <BackArrowIcon />
        </button>
      )}
      <h1 className="page__title tool-header__title">{title}</h1>
      {children}
    </header>
  );
}

/** Spec 2 §2: "Schritt 1 von 3". */
export function StepCounter({ step, total }: { step: number; total: number }) {
  return (
    <p className="tool-header__step" aria-live="polite">
      {SELF_HELP_TEXTS.stepCounter(step, total)}
    </p>
  );
}
