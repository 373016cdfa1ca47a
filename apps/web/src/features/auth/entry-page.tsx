import { COMMON_TEXTS, ENTRY_TEXTS } from '@mpu/ui-texts';
import { useRef, useState, type KeyboardEvent } from 'react';
import { CANCELLATION_PATH } from '../../shared/public-paths';
import { ShieldIcon } from '../../shared/ui/core-icons';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

const T = ENTRY_TEXTS.entry;
const TABS = [
  { id: 'login', label: T.loginTab },
  { id: 'register', label: T.registerTab },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** Signed-out entry of spec 1 §2: a welcome to the coach with the login and registration tabs. */
export default function EntryPage() {
  const [active, setActive] = useState<TabId>('login');
  const tabRefs = useRef<Record<TabId, HTMLButtonElement | null>>({ login: null, register: null });
  usePageTitle(active === 'login' ? T.loginTab : T.registerTab);

  // Arrow keys move between the tabs (WAI-ARIA tabs pattern, activation follows focus).
  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const index = TABS.findIndex((tab) => tab.id === active);
    const nextIndex =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? TABS.length - 1
          : (index + (event.key === 'ArrowRight' ? 1 : -1) + TABS.length) % TABS.length;
    const next = TABS[nextIndex].id;
    setActive(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <main className="entry">
      <div className="entry__card">
        <div className="entry__brand" aria-hidden="true">
          <ShieldIcon width={32} height={32} />
        </div>
        <h1 className="entry__title">{T.title}</h1>
        <p className="entry__intro">{T.intro}</p>

        <div className="tabs" role="tablist" aria-label={T.tabsLabel}>
          {TABS.map((tab) => (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[tab.id] = element;
              }}
              type="button"
              role="tab"
              id={`entry-tab-${tab.id}`}
              aria-selected={active === tab.id}
              aria-controls={`entry-panel-${tab.id}`}
              tabIndex={active === tab.id ? 0 : -1}
              className="tabs__tab"
              onClick={() => setActive(tab.id)}
              onKeyDown={onTabKeyDown}
            >
              {tab.label}
            </button>
          ))}
        </div>
        <div
          className="tabs__panel"
          role="tabpanel"
          id={`entry-panel-${active}`}
          aria-labelledby={`entry-tab-${active}`}
        >
          {active === 'login' ? <LoginForm /> : <RegisterForm />}
        </div>

        <p className="entry__legal">{T.legalNote}</p>
      </div>
      {/* § 312k BGB; a plain link: the app root shows the cancellation page by path (no router here). */}
      <footer className="site-footer">
        <a href={CANCELLATION_PATH} className="site-footer__link">
          {COMMON_TEXTS.cancelContracts}
        </a>
      </footer>
    </main>
  );
}
