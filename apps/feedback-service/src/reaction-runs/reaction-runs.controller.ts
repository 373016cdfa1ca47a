import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, type RequestOf, type ResponseOf } from '@mpu/contracts';
import { ReactionRunsService } from './services/reaction-runs.service';

type S = typeof SUBJECTS.feedback;
type Req<K extends keyof S> = Partial<RequestOf<S[K]>> | null;
type Res<K extends keyof S> = Promise<ResponseOf<S[K]>>;

@Controller()
export class ReactionRunsController {
  constructor(private readonly runs: ReactionRunsService) {}

  @MessagePattern(SUBJECTS.feedback.listReactionRuns)
  list(@Payload() payload: Req<'listReactionRuns'>): Res<'listReactionRuns'> {
    return this.runs.list(payload);
  }

  @MessagePattern(SUBJECTS.feedback.saveReactionRun)
  save(@Payload() payload: Req<'saveReactionRun'>): Res<'saveReactionRun'> {
    return this.runs.save(payload);
  }
}
