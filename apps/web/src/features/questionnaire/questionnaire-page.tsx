import '../../styles/questionnaire.css';
import { COMMON_TEXTS, QUESTIONNAIRE_TEXTS } from '@mpu/ui-texts';
import { BackLink } from '../../shared/ui/back-link';
import { Spinner } from '../../shared/ui/spinner';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { useGetCurrentUserQuery } from '../auth/auth.api';
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
      <BackLink to="/">{COMMON_TEXTS.toHome}</BackLink>
      {user ? <QuestionnaireFlow key={user.id} userId={user.id} /> : <Spinner />}
    </main>
  );
}
