import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ReactionRunEntity } from './entities/reaction-run.entity';
import { ReactionRunsController } from './reaction-runs.controller';
import { ReactionRunsRepository } from './repositories/reaction-runs.repository';
import { ReactionRunsService } from './services/reaction-runs.service';

@Module({
  imports: [TypeOrmModule.forFeature([ReactionRunEntity])],
  controllers: [ReactionRunsController],
  providers: [ReactionRunsRepository, ReactionRunsService],
})
export class ReactionRunsModule {}
