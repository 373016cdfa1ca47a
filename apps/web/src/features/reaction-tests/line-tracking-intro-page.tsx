import { REACTION_TEST_TEXTS } from '@mpu/contracts';
import { generateLineTrackingItems } from '@mpu/domain';
import { LineTrackingImage } from './line-tracking-image';
import { TestIntro } from './test-intro';

const [EXAMPLE] = generateLineTrackingItems();

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
