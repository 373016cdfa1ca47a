import { APP_TEXTS, PAGE_TITLES } from '@mpu/ui-texts';
import type { ComponentType, SVGProps } from 'react';
import {
  CalendarIcon,
  CarIcon,
  ChatIcon,
  CompassIcon,
  GlassIcon,
  SimulatorIcon,
  StopwatchIcon,
} from '../../shared/ui/icons';

const D = APP_TEXTS.home.tiles;

export interface TileDefinition {
  title: string;
  description: string;
  to: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/** Premium tiles of the home screen (spec 1 §2); all of them need an active subscription. */
export const ALCOHOL_DRUG_TILES: readonly TileDefinition[] = [
  {
    title: PAGE_TITLES.chat.coach,
    description: D.coach,
    to: '/coach?createNew=true',
    icon: ChatIcon,
  },
  {
    title: PAGE_TITLES.chat.simulator,
    description: D.simulator,
    to: '/simulator?createNew=true',
    icon: SimulatorIcon,
  },
  {
    title: PAGE_TITLES.perMille,
    description: D.perMille,
    to: '/calculator',
    icon: GlassIcon,
  },
  {
    title: PAGE_TITLES.navigator,
    description: D.navigator,
    to: '/hypothesen-navigator',
    icon: CompassIcon,
  },
  {
    title: PAGE_TITLES.abstinence,
    description: D.abstinence,
    to: '/abstinenzrechner',
    icon: CalendarIcon,
  },
];

export const TRAFFIC_TILES: readonly TileDefinition[] = [
  {
    title: PAGE_TITLES.chat['traffic-coach'],
    description: D.trafficCoach,
    to: '/traffic-coach?createNew=true',
    icon: ChatIcon,
  },
  {
    title: PAGE_TITLES.chat['traffic-simulator'],
    description: D.trafficSimulator,
    to: '/traffic-simulator?createNew=true',
    icon: CarIcon,
  },
];

export const REACTION_TILES: readonly TileDefinition[] = [
  {
    title: PAGE_TITLES.reactionTests,
    description: D.reactionTests,
    to: '/reaktionstests',
    icon: StopwatchIcon,
  },
];
