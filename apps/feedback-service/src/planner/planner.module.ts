import { Module } from '@nestjs/common';
import { PlannerController } from './planner.controller';
import { PlannerRepository } from './repositories/planner.repository';
import { PlannerService } from './services/planner.service';

@Module({
  controllers: [PlannerController],
  providers: [PlannerRepository, PlannerService],
})
export class PlannerModule {}
