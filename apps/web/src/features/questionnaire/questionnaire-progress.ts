import {
  QUESTIONNAIRE_INTRO_INDEX,
  QUESTIONNAIRE_QUESTIONS,
  QUESTIONNAIRE_SUMMARY_INDEX,
  isQuestionShown,
  previousIndex,
  questionAt,
  questionById,
  validateAnswer,
  type QuestionnaireAnswers,
} from '@mpu/domain';

/** Where the user is in the questionnaire (spec 2 §4: 0 intro, 1–14 questions, 15 summary) and what they answered. */
export interface QuestionnaireProgress {
  index: number;
  answers: QuestionnaireAnswers;
}

const EMPTY_PROGRESS: QuestionnaireProgress = { index: QUESTIONNAIRE_INTRO_INDEX, answers: {} };

/**
 * The in-progress answers live in sessionStorage (per tab, gone when it closes) under a key per user, so a
 * reload keeps them and another account in the same tab never sees them. Cleared after a successful submit.
 */
export const progressKey = (userId: string) => `mpu.questionnaire.${userId}`;

/**
 * A step the user may be on with these answers: every shown question before it needs a valid answer, else the
 * first invalid one is the step; a question hidden by the answers falls back to the previous shown one.
 */
function resumeIndex(index: number, answers: QuestionnaireAnswers): number {
  const before = QUESTIONNAIRE_QUESTIONS.slice(0, Math.max(index - 1, 0));
  const invalid = before.findIndex(
    (question) =>
      isQuestionShown(question, answers) && validateAnswer(question, answers[question.id]) !== null,
  );
  if (invalid >= 0) return invalid + 1;
  const question = questionAt(index);
  return question && !isQuestionShown(question, answers) ? previousIndex(index, answers) : index;
}

/** Stored data is only trusted as far as it has the right shape: string answers of known questions. */
function parseProgress(raw: string | null): QuestionnaireProgress {
  if (!raw) return EMPTY_PROGRESS;
  try {
    const data = JSON.parse(raw) as { index?: unknown; answers?: unknown };
    const answers: Record<string, string> = {};
    if (typeof data.answers === 'object' && data.answers !== null) {
      for (const [id, value] of Object.entries(data.answers)) {
        if (questionById(id) && typeof value === 'string') answers[id] = value;
      }
    }
    const index =
      Number.isInteger(data.index) &&
      (data.index as number) >= QUESTIONNAIRE_INTRO_INDEX &&
      (data.index as number) <= QUESTIONNAIRE_SUMMARY_INDEX
        ? (data.index as number)
        : QUESTIONNAIRE_INTRO_INDEX;
    return { index: resumeIndex(index, answers), answers };
  } catch {
    return EMPTY_PROGRESS;
  }
}

export function loadProgress(userId: string): QuestionnaireProgress {
  try {
    return parseProgress(sessionStorage.getItem(progressKey(userId)));
  } catch {
    return EMPTY_PROGRESS; // storage blocked
  }
}

export function saveProgress(userId: string, progress: QuestionnaireProgress): void {
  try {
    sessionStorage.setItem(progressKey(userId), JSON.stringify(progress));
  } catch {
    // Storage can be full or blocked (private mode); the questionnaire still works, only a reload loses it.
  }
}

export function clearProgress(userId: string): void {
  try {
    sessionStorage.removeItem(progressKey(userId));
  } catch {
    // see saveProgress
  }
}
