import type { ArticleIcon } from '@mpu/content';
import type { ComponentType } from 'react';
import { ShieldIcon } from '../../shared/ui/core-icons';
import { Icon, type IconProps } from '../../shared/ui/icon';
import { CarIcon, CompassIcon, GlassIcon } from '../../shared/ui/icons';

const InfoIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5" />
    <path d="M12 7.5h.01" />
  </Icon>
);

const StepsIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 20h5v-5h5v-5h5V5h3" />
  </Icon>
);

const EuroIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M17 6.5A7 7 0 1 0 17 17.5" />
    <path d="M4 10h9" />
    <path d="M4 14h9" />
  </Icon>
);

const ConversationIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M14 9a2 2 0 0 1-2 2H6l-3 3V5a2 2 0 0 1 2-2h7a2 2 0 0 1 2 2z" />
    <path d="M18 9h1a2 2 0 0 1 2 2v9l-3-3h-6a2 2 0 0 1-2-2v-1" />
  </Icon>
);

const AddictionIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M10.5 20.5 3.5 13.5a4.95 4.95 0 0 1 7-7l7 7a4.95 4.95 0 0 1-7 7z" />
    <path d="m7 10 7 7" />
  </Icon>
);

const ScaleIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 3v18" />
    <path d="M7 21h10" />
    <path d="M4 7h16" />
    <path d="m4 7-2.5 6a3 3 0 0 0 5 0z" />
    <path d="m20 7-2.5 6a3 3 0 0 0 5 0z" />
  </Icon>
);

const FlaskIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M9 3h6" />
    <path d="M10 3v6l-5.5 9.5A1.7 1.7 0 0 0 6 21h12a1.7 1.7 0 0 0 1.5-2.5L14 9V3" />
    <path d="M7.5 15h9" />
  </Icon>
);

const ExerciseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 20h9" />
    <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
  </Icon>
);

const BrainIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 5a3 3 0 0 0-5.8-1A3 3 0 0 0 3 8a3 3 0 0 0 .5 5A3.5 3.5 0 0 0 7 19a3 3 0 0 0 5 1z" />
    <path d="M12 5a3 3 0 0 1 5.8-1A3 3 0 0 1 21 8a3 3 0 0 1-.5 5A3.5 3.5 0 0 1 17 19a3 3 0 0 1-5 1z" />
    <path d="M12 5v15" />
  </Icon>
);

export const SearchIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Icon>
);

const ICONS: Record<ArticleIcon, ComponentType<IconProps>> = {
  info: InfoIcon,
  steps: StepsIcon,
  euro: EuroIcon,
  conversation: ConversationIcon,
  compass: CompassIcon,
  addiction: AddictionIcon,
  scale: ScaleIcon,
  glass: GlassIcon,
  car: CarIcon,
  flask: FlaskIcon,
  exercise: ExerciseIcon,
  shield: ShieldIcon,
  brain: BrainIcon,
};

/** The decorative icon of a topic (the surrounding control carries the name). */
export function TopicIcon({ icon, ...props }: IconProps & { icon: ArticleIcon }) {
  const Component = ICONS[icon] ?? InfoIcon;
  return <Component {...props} />;
}
