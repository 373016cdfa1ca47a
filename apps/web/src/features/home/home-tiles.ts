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

export interface TileDefinition {
  title: string;
  description: string;
  to: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/** Premium tiles of the home screen (spec 1 §2); all of them need an active subscription. */
export const ALCOHOL_DRUG_TILES: readonly TileDefinition[] = [
  {
    title: 'MPU Coach',
    description: 'Übe die Fragen zu Alkohol und Drogen mit deinem KI-Coach.',
    to: '/coach?createNew=true',
    icon: ChatIcon,
  },
  {
    title: 'MPU Simulator',
    description: 'Erlebe das psychologische Gespräch wie in der echten MPU.',
    to: '/simulator?createNew=true',
    icon: SimulatorIcon,
  },
  {
    title: 'Promillerechner',
    description: 'Schätze deinen Blutalkoholwert realistisch ein.',
    to: '/calculator',
    icon: GlassIcon,
  },
  {
    title: 'Hypothesen-Navigator',
    description: 'Finde heraus, welche Hypothese auf deinen Fall zutrifft.',
    to: '/hypothesen-navigator',
    icon: CompassIcon,
  },
  {
    title: 'Abstinenzrechner',
    description: 'Berechne, wie lange du deine Abstinenz nachweisen musst.',
    to: '/abstinenzrechner',
    icon: CalendarIcon,
  },
];

export const TRAFFIC_TILES: readonly TileDefinition[] = [
  {
    title: 'Verkehrs-Coach',
    description: 'Bereite dich auf Fragen zu Verkehrsverstößen und Punkten vor.',
    to: '/traffic-coach?createNew=true',
    icon: ChatIcon,
  },
  {
    title: 'Verkehrs-Simulator',
    description: 'Simuliere das MPU-Gespräch zu Verkehrsdelikten.',
    to: '/traffic-simulator?createNew=true',
    icon: CarIcon,
  },
];

export const REACTION_TILES: readonly TileDefinition[] = [
  {
    title: 'Reaktionstests',
    description: 'Trainiere Reaktion und Konzentration für die Leistungstests.',
    to: '/reaktionstests',
    icon: StopwatchIcon,
  },
];
