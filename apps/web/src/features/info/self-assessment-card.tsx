import { INFO_TEXTS, PAGE_TITLES } from '@mpu/ui-texts';
import { Icon, type IconProps } from '../../shared/ui/icon';
import type { PremiumAccess } from '../subscription/use-premium-access';
import { InfoCard } from './info-card';

const T = INFO_TEXTS.list.selfAssessment;
const HREF = '/info/quiz';

/** A checklist: questions answered one by one. */
const ChecklistIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m4 6 1.5 1.5L8 5" />
    <path d="m4 12 1.5 1.5L8 11" />
    <path d="M4 18h4" />
    <path d="M11 6h9" />
    <path d="M11 12h9" />
    <path d="M11 18h9" />
  </Icon>
);

/** The card of 'MPU Selbsteinschätzung' (/info/quiz) on /info; the route is gated like the premium topics. */
export function SelfAssessmentCard({ access }: { access: PremiumAccess }) {
  return (
    <InfoCard
      title={PAGE_TITLES.selfAssessment}
      text={T.text}
      href={HREF}
      icon={<ChecklistIcon />}
      premium
      access={access}
    />
  );
}
