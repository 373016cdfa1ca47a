import { Controller } from '@nestjs/common';
import {
  SUBJECTS,
  type ReactionRunDto,
  type ReactionRunsUserRequest,
  type SaveReactionRunRequest,
} from '@mpu/contracts';
import { Handles } from '@mpu/server-kit/service';
import { ReactionRunsService } from './services/reaction-runs.service';

@Controller()
export class ReactionRunsController {
  constructor(private readonly runs: ReactionRunsService) {}

  @Handles(SUBJECTS.feedback.listReactionRuns)
  list(payload: ReactionRunsUserRequest): Promise<ReactionRunDto[]> {
    return this.runs.list(payload);
  }

  @Handles(SUBJECTS.feedback.saveReactionRun)
  save(payload: SaveReactionRunRequest): Promise<ReactionRunDto> {
    return this.runs.save(payload);
  }
}
