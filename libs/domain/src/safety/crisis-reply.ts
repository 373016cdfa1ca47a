import { EMERGENCY_NUMBER, SUCHT_DROGEN_HOTLINE_NUMBER, TELEFONSEELSORGE_NUMBERS } from './crisis-contacts';
import type { CrisisKind } from './detect-crisis';

const [SEELSORGE_1, SEELSORGE_2] = TELEFONSEELSORGE_NUMBERS;

/**
 * A calm German reply pointing to real help, independent of any AI provider. No diagnosis, no promises.
 */
export function crisisReply(kind: CrisisKind): string {
  if (kind === 'suicidal') {
    return [
      'Danke, dass du das schreibst. Es klingt, als ginge es dir gerade sehr schlecht – damit musst du nicht allein bleiben.',
      `Bitte sprich jetzt mit einem Menschen: Die Telefonseelsorge ist kostenlos, anonym und rund um die Uhr erreichbar unter ${SEELSORGE_1} oder ${SEELSORGE_2}.`,
      `Wenn du in akuter Gefahr bist oder dir etwas antun könntest, ruf bitte sofort den Notruf ${EMERGENCY_NUMBER} an.`,
      'Die MPU-Vorbereitung kann warten. Du bist jetzt wichtiger.',
    ].join(' ');
  }
  return [
    'Danke, dass du so offen schreibst. Ein Rückfall oder starker Suchtdruck ist ernst, aber kein Grund, dich zu verurteilen – wichtig ist, was du jetzt tust.',
    'Bitte fahr nicht selbst Auto, Motorrad oder Roller und lass den Schlüssel liegen.',
    `Hol dir jetzt Unterstützung: Die Sucht & Drogen Hotline erreichst du unter ${SUCHT_DROGEN_HOTLINE_NUMBER}, die Telefonseelsorge kostenlos und rund um die Uhr unter ${SEELSORGE_1} oder ${SEELSORGE_2}.`,
    `Wenn du oder andere in akuter Gefahr sind, ruf bitte sofort den Notruf ${EMERGENCY_NUMBER} an.`,
    'Wenn du magst, melde dich auch bei deiner Beratungsstelle oder einer Vertrauensperson.',
  ].join(' ');
}
