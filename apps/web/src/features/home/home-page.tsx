import { greetingName } from '@mpu/contracts';
import { APP_TEXTS } from '@mpu/ui-texts';
import { INFO_URL } from '../../shared/external-links';
import { BookIcon, ClipboardIcon, MessageIcon, SparkIcon } from '../../shared/ui/icons';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { useCurrentUser } from '../auth/use-current-user';
import { AppHeader } from '../layout/app-header';
import { usePremiumAccess } from '../subscription/use-premium-access';
import { BookingCard } from './booking-card';
import { ALCOHOL_DRUG_TILES, REACTION_TILES, TRAFFIC_TILES } from './home-tiles';
import { NavCard } from './nav-card';
import { TileSection } from './tile-section';

const T = APP_TEXTS.home;

/** Home screen of spec 1 §2. */
export default function HomePage() {
  const user = useCurrentUser();
  const { access } = usePremiumAccess();
  usePageTitle(APP_TEXTS.nav.home);

  return (
    <>
      <AppHeader />
      <main className="page home">
        <h1 className="page__title">{T.greeting(greetingName(user))}</h1>
        <p className="page__lead">{T.intro}</p>

        <div className="stack">
          <NavCard to={INFO_URL} title={T.aboutTitle} text={T.aboutText} icon={SparkIcon} />
          <NavCard
            to="/questionnaire"
            title={T.startTitle}
            text={T.startText}
            icon={ClipboardIcon}
            emphasis
          />
          <NavCard to="/info" title={T.basicsTitle} text={T.basicsText} icon={BookIcon} />
        </div>

        <TileSection title={T.alcoholSection} tiles={ALCOHOL_DRUG_TILES} access={access} />
        <TileSection title={T.trafficSection} tiles={TRAFFIC_TILES} access={access} />
        <TileSection title={T.reactionSection} tiles={REACTION_TILES} access={access} />

        <section className="home-section" aria-labelledby="home-counselling">
          <h2 className="home-section__title" id="home-counselling">
            {T.counsellingSection}
          </h2>
          <BookingCard />
        </section>

        <div className="home-section">
          <NavCard to="/feedback" title={T.feedback} text={T.feedbackText} icon={MessageIcon} />
        </div>
      </main>
    </>
  );
}
