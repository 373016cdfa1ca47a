import { Module } from '@nestjs/common';
import { QuestionnairesController } from './questionnaires.controller';
import { QuestionnairesRepository } from './repositories/questionnaires.repository';
import { QuestionnairesService } from './services/questionnaires.service';

@Module({
  controllers: [QuestionnairesController],
  providers: [QuestionnairesRepository, QuestionnairesService],
})
export class QuestionnairesModule {}
