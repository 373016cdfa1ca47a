import { APP_TEXTS, COMMON_TEXTS } from '@mpu/ui-texts';
import { ShieldIcon } from '../../shared/ui/core-icons';
import { LogoutIcon } from '../../shared/ui/icons';
import { useLogout } from '../auth/use-logout';

export function AppHeader() {
  const { logout, isLoggingOut } = useLogout();
  return (
    <header className="app-header">
      <div className="app-header__inner">
        <span className="app-header__brand">
          <ShieldIcon aria-hidden="true" />
          <span className="app-header__name">{COMMON_TEXTS.appName}</span>
        </span>
        <button
          type="button"
          className="button button--ghost app-header__logout"
          onClick={() => void logout()}
          disabled={isLoggingOut}
          aria-busy={isLoggingOut || undefined}
        >
          <LogoutIcon width={20} height={20} />
          {APP_TEXTS.logout.button}
        </button>
      </div>
    </header>
  );
}
