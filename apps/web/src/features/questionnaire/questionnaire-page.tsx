import '../../styles/questionnaire.css';
import { COMMON_TEXTS, QUESTIONNAIRE_TEXTS } from '@mpu/contracts';
import { Link } from 'react-router';
import { Spinner } from '../../shared/ui/spinner';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { useGetCurrentUserQuery } from '../auth/auth.api';
import { BackArrowIcon } from './questionnaire-icons';
import { QuestionnaireFlow } from './questionnaire-flow';

/**
 * /questionnaire "Starte deine Vorbereitung" (spec 2 §2): intro, the questions one per screen, summary and submit.
 * The progress is kept per user, so the page waits for the current user (known in the signed-in app).
 */
export default function QuestionnairePage() {
  usePageTitle(QUESTIONNAIRE_TEXTS.title);
  const { data: user } = useGetCurrentUserQuery();
  return (
    <main className="page questionnaire">
      <Link to="/" className="questionnaire__back">
        <BackArrowIcon width={20} height={20} />
        {COMMON_TEXTS.toHome}
      </Link>
      {user ? <QuestionnaireFlow key={user.id} userId={user.id} /> : <Spinner />}
    </main>
  );
}
