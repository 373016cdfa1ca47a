export { assessAnswer, countWords, type AnswerQuality } from './answer-quality';
export { effectiveSimulatorType, resolveInterviewFlow } from './flows';
export type { InterviewFlow, InterviewRegister, InterviewStage } from './interviewer.types';
export { offlineInterviewerReply, type OfflineInterviewerInput } from './offline-interviewer';
export { chatWelcome, OFFLINE_MODE_LABEL, offlineWelcome } from './welcome';
