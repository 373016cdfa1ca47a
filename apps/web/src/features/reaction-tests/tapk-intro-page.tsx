import { REACTION_TEST_TEXTS } from '@mpu/ui-texts';
import { TestIntro } from './test-intro';

/** /tapk (spec 2 §2): the intro with a start button to /tapk-game. */
export default function TapkIntroPage() {
  return <TestIntro texts={REACTION_TEST_TEXTS.tapkIntro} startTo="/tapk-game" />;
}
