import { APP_TEXTS } from '@mpu/ui-texts';
import type { ComponentType, SVGProps } from 'react';
import { NavLink } from 'react-router';
import { BookIcon, HomeIcon, MessageIcon, UserIcon } from '../../shared/ui/icons';

interface NavItem {
  to: string;
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}

const ITEMS: readonly NavItem[] = [
  { to: '/', label: APP_TEXTS.nav.home, icon: HomeIcon },
  { to: '/info', label: APP_TEXTS.nav.info, icon: BookIcon },
  { to: '/feedback', label: APP_TEXTS.nav.feedback, icon: MessageIcon },
  { to: '/profile', label: APP_TEXTS.nav.profile, icon: UserIcon },
];

/** Spec 1 §2: active by path prefix (/info is active on /info/costs); '/' only on the home screen itself. */
export function BottomNav() {
  return (
    <nav className="bottom-nav" aria-label={APP_TEXTS.nav.label}>
      <ul className="bottom-nav__list">
        {ITEMS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={to === '/'}
              className={({ isActive }) => `bottom-nav__item${isActive ? ' is-active' : ''}`}
            >
              <Icon />
              <span>{label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
