import { REACTION_TEST_TEXTS } from '@mpu/ui-texts';
import { tapk2Example } from '@mpu/domain';
import { Tapk2Image } from './tapk2-image';
import { TestIntro } from './test-intro';

const T = REACTION_TEST_TEXTS.tapk2Intro;
/** Its own trial (own seed), none of the 20 scored ones. */
const EXAMPLE = tapk2Example();

/**
 * /tapk2 "Visuelles Scanning-2 (TAPK-2)" (spec 2 §2): a row of symbols, is the symbol below in it? Right green
 * = present (JA), left red = absent (NEIN). Start button to /tapk2-game; a note that the test simulates the
 * visual demands of the real assessment.
 */
export default function Tapk2IntroPage() {
  return (
    <TestIntro
      texts={T}
      startTo="/tapk2-game"
      note={T.simulationNote}
      example={<Tapk2Image trial={EXAMPLE} />}
    />
  );
}
