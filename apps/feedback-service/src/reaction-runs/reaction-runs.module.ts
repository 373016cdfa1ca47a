import { Module } from '@nestjs/common';
import { ReactionRunsController } from './reaction-runs.controller';
import { ReactionRunsRepository } from './repositories/reaction-runs.repository';
import { ReactionRunsService } from './services/reaction-runs.service';

@Module({
  controllers: [ReactionRunsController],
  providers: [ReactionRunsRepository, ReactionRunsService],
})
export class ReactionRunsModule {}
