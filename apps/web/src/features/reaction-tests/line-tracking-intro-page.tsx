import { REACTION_TEST_TEXTS } from '@mpu/contracts';
import { generateLineTrackingItems } from '@mpu/domain';
import { LineTrackingImage } from './line-tracking-image';
import { TestIntro } from './test-intro';

const T = REACTION_TEST_TEXTS.lineTrackingIntro;
const [EXAMPLE] = generateLineTrackingItems();

/** /linienverfolgungstest (spec 2 §2): the intro with a start link to /linienverfolgungstest/test. */
export default function LineTrackingIntroPage() {
  return (
    <TestIntro
      title={T.title}
      lead={T.lead}
      steps={T.steps}
      rule={T.rule}
      startTo="/linienverfolgungstest/test"
      example={
        <figure className="rt-example">
          <LineTrackingImage item={EXAMPLE} />
        </figure>
      }
    />
  );
}
