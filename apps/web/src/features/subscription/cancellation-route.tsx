import { COMMON_TEXTS } from '@mpu/ui-texts';
import { BackLink } from '../../shared/ui/back-link';
import CancellationPage from './cancellation-page';

/** /kuendigen in the signed-in app: the cancellation page, prefilled, with the way back home. */
export default function CancellationRoute() {
  return <CancellationPage signedIn back={<BackLink to="/">{COMMON_TEXTS.toHome}</BackLink>} />;
}
