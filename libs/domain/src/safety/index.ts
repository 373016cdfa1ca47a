export { EMERGENCY_NUMBER, SUCHT_DROGEN_HOTLINE_NUMBER, TELEFONSEELSORGE_NUMBERS } from './crisis-contacts';
export { crisisReply } from './crisis-reply';
export { detectCrisis, type CrisisKind } from './detect-crisis';
export { normalizeGerman, splitSentences } from './normalize';
export { NO_PROMISE_NOTE, promisesPassing, withNoPromiseNote, type NoPromiseRegister } from './no-promise';
