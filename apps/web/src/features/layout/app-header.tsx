import { COMMON_TEXTS } from '../../shared/texts/common.texts';
import { APP_TEXTS } from '../../shared/texts/app.texts';
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
          {COMMON_TEXTS.appName}
        </span>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void logout()}
          disabled={isLoggingOut}
          aria-busy={isLoggingOut || undefined}
        >
          <LogoutIcon />
          {APP_TEXTS.logout.button}
        </button>
      </div>
    </header>
  );
}
