import { QUESTIONNAIRE_TEXTS as T } from '@mpu/ui-texts';
import { QUESTIONNAIRE_INTRO_INDEX, questionAt } from '@mpu/domain';
import { useEffect, useRef } from 'react';
import { QuestionStep } from './question-step';
import { QuestionnaireIntro } from './questionnaire-intro';
import { QuestionnaireSummary } from './questionnaire-summary';
import { useQuestionnaireFlow } from './use-questionnaire-flow';
import { useSubmitQuestionnaire } from './use-submit-questionnaire';

/**
 * Intro → questions → summary of one user (spec 2 §4). On every step change the page scrolls up and the focus
 * moves to the new step's heading, so screen readers announce the next question.
 */
export function QuestionnaireFlow({ userId }: { userId: string }) {
  const { submit, submitting, done } = useSubmitQuestionnaire(userId);
  const flow = useQuestionnaireFlow(userId, !done);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const step = done ? 'done' : flow.index;
  const lastStep = useRef(step);

  useEffect(() => {
    if (lastStep.current === step) return;
    lastStep.current = step;
    window.scrollTo(0, 0);
    headingRef.current?.focus();
  }, [step]);

  const intro = flow.index === QUESTIONNAIRE_INTRO_INDEX;
  const question = questionAt(flow.index);

  return (
    <>
      <h1
        className={`page__title questionnaire__title focus-heading${intro ? '' : ' questionnaire__title--compact'}`}
        id="questionnaire-title"
        ref={intro ? headingRef : undefined}
        tabIndex={-1}
      >
        {T.title}
      </h1>
      {intro ? (
        <QuestionnaireIntro onStart={flow.next} />
      ) : question ? (
        <QuestionStep
          key={question.id}
          question={question}
          answers={flow.answers}
          revealed={flow.revealed}
          headingRef={headingRef}
          onAnswer={flow.setAnswer}
          onNext={flow.next}
          onBack={flow.back}
        />
      ) : (
        <QuestionnaireSummary
          answers={flow.answers}
          submitting={submitting}
          done={done}
          headingRef={headingRef}
          onEdit={flow.edit}
          onBack={flow.back}
          onSubmit={() => void submit(flow.answers)}
        />
      )}
    </>
  );
}
