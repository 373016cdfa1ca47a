import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BackArrowIcon } from './icons';

/** The way back above a page's title: an arrow and the target's name ('Zur Startseite'). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="back-link">
      <BackArrowIcon width={20} height={20} />
      {children}
    </Link>
  );
}
