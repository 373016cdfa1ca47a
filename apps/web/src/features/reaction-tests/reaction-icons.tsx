import { Icon, type IconProps } from '../../shared/ui/icon';

export const LinesIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 6c6 0 6 12 12 12h6" />
    <path d="M3 18c6 0 6-12 12-12h6" />
    <path d="M3 12h18" />
  </Icon>
);

export const ScanIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="11" cy="11" r="6" />
    <path d="m20 20-4.3-4.3" />
    <path d="M9 11h4M11 9v4" />
  </Icon>
);

export const RowIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="2" y="4" width="5" height="5" rx="1" />
    <rect x="9.5" y="4" width="5" height="5" rx="1" />
    <rect x="17" y="4" width="5" height="5" rx="1" />
    <path d="M12 14v0" />
    <circle cx="12" cy="17" r="3" />
  </Icon>
);
