import { Injectable } from '@nestjs/common';
import {
  reactionRunBodySchema,
  type ReactionRunDto,
  type ReactionRunsUserRequest,
  type SaveReactionRunRequest,
} from '@mpu/contracts';
import { optionalIdempotencyKey } from '@mpu/server-kit/service';
import { parseOrThrow, requireUserId, type Payload } from '../../common/validate-payload.util';
import { ReactionRunsRepository } from '../repositories/reaction-runs.repository';
import { scoreRun } from './score-run.util';

@Injectable()
export class ReactionRunsService {
  constructor(private readonly runs: ReactionRunsRepository) {}

  list(payload: Payload<ReactionRunsUserRequest>): Promise<ReactionRunDto[]> {
    return this.runs.listOfUser(requireUserId(payload));
  }

  /** The client sends what the user answered; the score is computed here, not taken from the client. */
  save(payload: Payload<SaveReactionRunRequest>): Promise<ReactionRunDto> {
    const userId = requireUserId(payload);
    const run = parseOrThrow(reactionRunBodySchema, payload?.run);
    return this.runs.insert(userId, scoreRun(run), optionalIdempotencyKey(payload));
  }
}
