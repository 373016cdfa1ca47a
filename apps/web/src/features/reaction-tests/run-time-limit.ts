import { REACTION_RUN_LIMITS, type ReactionRunSubmission } from '@mpu/contracts';

/**
 * One answer's or round's time, capped at the server's limit (10 minutes): a single very slow answer (phone
 * locked, app in the background) must not make the whole run unsaveable. The run is failed on time anyway.
 */
export function clampAnswerTime(ms: number): number {
  return Math.min(Math.max(0, ms), REACTION_RUN_LIMITS.timeMaxMs);
}

/** The run as sent to the server, every time capped with clampAnswerTime. */
export function clampRunTimes(run: ReactionRunSubmission): ReactionRunSubmission {
  return run.test === 'tapk'
    ? { ...run, rounds: run.rounds.map((round) => ({ ...round, time: clampAnswerTime(round.time) })) }
    : { ...run, answers: run.answers.map((answer) => ({ ...answer, time: clampAnswerTime(answer.time) })) };
}
