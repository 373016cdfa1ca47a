import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QuestionnaireEntity } from './entities/questionnaire.entity';
import { QuestionnairesController } from './questionnaires.controller';
import { QuestionnairesRepository } from './repositories/questionnaires.repository';
import { QuestionnairesService } from './services/questionnaires.service';

@Module({
  imports: [TypeOrmModule.forFeature([QuestionnaireEntity])],
  controllers: [QuestionnairesController],
  providers: [QuestionnairesRepository, QuestionnairesService],
})
export class QuestionnairesModule {}
