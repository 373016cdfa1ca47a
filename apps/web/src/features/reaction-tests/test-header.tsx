import { REACTION_TEST_TEXTS as T } from '@mpu/ui-texts';
import { Link } from 'react-router';
import { ChevronLeftIcon } from '../../shared/ui/icons';

/** The back arrow to /reaktionstests (spec 2 §2) and the screen's title. */
export function TestHeader({ title }: { title: string }) {
  return (
    <header className="rt-header">
      <Link to="/reaktionstests" className="icon-button rt-header__back" aria-label={T.back}>
        <ChevronLeftIcon />
      </Link>
      <h1 className="rt-header__title">{title}</h1>
    </header>
  );
}
