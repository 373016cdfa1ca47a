import {
  QUESTIONNAIRE_QUESTIONS,
  QUESTIONNAIRE_SUMMARY_INDEX,
  canGoNext,
  nextIndex,
  previousIndex,
  questionAt,
  shownQuestions,
  validateQuestionnaire,
  type QuestionnaireAnswers,
} from '@mpu/domain';
import { useCallback, useEffect, useState } from 'react';
import { loadProgress, saveProgress, type QuestionnaireProgress } from './questionnaire-progress';

export interface QuestionnaireFlow extends QuestionnaireProgress {
  /** Questions whose validation message shows: once the answer was changed or "Weiter" was refused. */
  revealed: ReadonlySet<string>;
  setAnswer: (questionId: string, value: string) => void;
  /** "Los geht's" and "Weiter": false (and the message shows) while the current answer is invalid. */
  next: () => boolean;
  back: () => void;
  /**
   * "Bearbeiten" on the summary: back to that question. "Weiter" then leads through the questions the change
   * reveals and back to the summary once every shown question is answered.
   */
  edit: (questionId: string) => void;
}

/**
 * The step logic of spec 2 §4/§5 on top of libs/domain (nextIndex, previousIndex, canGoNext): the steps skip the
 * questions whose condition is unmet both ways, answers are kept when going back, and every change is kept in
 * sessionStorage until `persist` is switched off (after the submit).
 */
export function useQuestionnaireFlow(userId: string, persist: boolean): QuestionnaireFlow {
  const [progress, setProgress] = useState(() => loadProgress(userId));
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(() => new Set());
  /** While editing from the summary: the questions the summary showed. */
  const [editBase, setEditBase] = useState<ReadonlySet<string> | null>(null);
  const { index, answers } = progress;

  useEffect(() => {
    if (persist) saveProgress(userId, progress);
  }, [userId, progress, persist]);

  const reveal = useCallback((questionId: string) => {
    setRevealed((ids) => (ids.has(questionId) ? ids : new Set(ids).add(questionId)));
  }, []);

  const setAnswer = useCallback(
    (questionId: string, value: string) => {
      setProgress((current) => ({ ...current, answers: { ...current.answers, [questionId]: value } }));
      reveal(questionId);
    },
    [reveal],
  );

  const next = useCallback(() => {
    if (!canGoNext(index, answers)) {
      const question = questionAt(index);
      if (question) reveal(question.id);
      return false;
    }
    const target = editBase ? editTarget(index, answers, editBase) : nextIndex(index, answers);
    if (target === QUESTIONNAIRE_SUMMARY_INDEX) setEditBase(null);
    setProgress({ index: target, answers });
    return true;
  }, [index, answers, editBase, reveal]);

  const back = useCallback(() => {
    setProgress({ index: previousIndex(index, answers), answers });
  }, [index, answers]);

  const edit = useCallback(
    (questionId: string) => {
      const position = QUESTIONNAIRE_QUESTIONS.findIndex((question) => question.id === questionId);
      if (position < 0) return;
      setEditBase(new Set(shownQuestions(answers).map((question) => question.id)));
      setProgress({ index: position + 1, answers });
    },
    [answers],
  );

  return { index, answers, revealed, setAnswer, next, back, edit };
}

/** "Weiter" while editing: the next question the edit revealed, else the summary (or the next step while incomplete). */
function editTarget(index: number, answers: QuestionnaireAnswers, editBase: ReadonlySet<string>): number {
  const revealed = QUESTIONNAIRE_QUESTIONS.findIndex(
    (question, position) =>
      position + 1 > index && !editBase.has(question.id) && shownQuestions(answers).includes(question),
  );
  if (revealed >= 0) return revealed + 1;
  return validateQuestionnaire(answers).length === 0
    ? QUESTIONNAIRE_SUMMARY_INDEX
    : nextIndex(index, answers);
}
