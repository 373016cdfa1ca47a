import { Injectable } from '@nestjs/common';
import type { ReactionRunDto, ReactionRunsUserRequest, SaveReactionRunRequest } from '@mpu/contracts';
import { ReactionRunsRepository } from '../repositories/reaction-runs.repository';
import { scoreRun } from './score-run.util';

@Injectable()
export class ReactionRunsService {
  constructor(private readonly runs: ReactionRunsRepository) {}

  list({ userId }: ReactionRunsUserRequest): Promise<ReactionRunDto[]> {
    return this.runs.listOfUser(userId);
  }

  /** The client sends what the user answered; the score is computed here, not taken from the client. */
  save({ userId, run, idempotencyKey }: SaveReactionRunRequest): Promise<ReactionRunDto> {
    return this.runs.insert(userId, scoreRun(run), idempotencyKey ?? null);
  }
}
