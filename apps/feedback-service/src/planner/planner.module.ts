import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PlannerPlanEntity } from './entities/planner-plan.entity';
import { PlannerController } from './planner.controller';
import { PlannerRepository } from './repositories/planner.repository';
import { PlannerService } from './services/planner.service';

@Module({
  imports: [TypeOrmModule.forFeature([PlannerPlanEntity])],
  controllers: [PlannerController],
  providers: [PlannerRepository, PlannerService],
})
export class PlannerModule {}
