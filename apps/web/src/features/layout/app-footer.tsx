import { COMMON_TEXTS } from '@mpu/ui-texts';
import { Link } from 'react-router';
import { CANCELLATION_PATH } from '../../shared/public-paths';

/** § 312k BGB: 'Verträge hier kündigen' under every signed-in page (the chat pages have it in their header). */
export function AppFooter() {
  return (
    <footer className="site-footer">
      <Link to={CANCELLATION_PATH} className="site-footer__link">
        {COMMON_TEXTS.cancelContracts}
      </Link>
    </footer>
  );
}
