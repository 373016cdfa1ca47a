import { REACTION_TEST_TEXTS } from '@mpu/contracts';
import { TestIntro } from './test-intro';

const T = REACTION_TEST_TEXTS.tapkIntro;

/** /tapk (spec 2 §2): the intro with a start button to /tapk-game. */
export default function TapkIntroPage() {
  return <TestIntro title={T.title} lead={T.lead} steps={T.steps} rule={T.rule} startTo="/tapk-game" />;
}
