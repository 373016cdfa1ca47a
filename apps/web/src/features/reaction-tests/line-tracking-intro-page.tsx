import { REACTION_TEST_TEXTS } from '@mpu/ui-texts';
import { lineTrackingExample } from '@mpu/domain';
import { LineTrackingImage } from './line-tracking-image';
import { TestIntro } from './test-intro';

/** Its own image (own seed), none of the 18 scored ones. */
const EXAMPLE = lineTrackingExample();

/** /linienverfolgungstest (spec 2 §2): the intro with a start link to /linienverfolgungstest/test. */
export default function LineTrackingIntroPage() {
  return (
    <TestIntro
      texts={REACTION_TEST_TEXTS.lineTrackingIntro}
      startTo="/linienverfolgungstest/test"
      example={<LineTrackingImage item={EXAMPLE} />}
    />
  );
}
