import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { CaseTypeValue, QuestionnaireRecordDto } from '@mpu/contracts';
import { assertBeforeDeadline } from '@mpu/server-kit/service';
import { QuestionnaireEntity } from '../entities/questionnaire.entity';

export interface NewQuestionnaire {
  userId: string;
  username: string;
  caseType: CaseTypeValue | null;
  hasAbstinenceProof: boolean;
  hasCompletedMpuBefore: boolean;
  answers: Record<string, string>;
}

function toDto(record: QuestionnaireEntity): QuestionnaireRecordDto {
  return {
    id: record.id,
    userId: record.userId,
    username: record.username,
    caseType: record.caseType,
    completedAt: record.completedAt.toISOString(),
    hasAbstinenceProof: record.hasAbstinenceProof,
    hasCompletedMpuBefore: record.hasCompletedMpuBefore,
    answers: record.answers,
  };
}

/** The submitted intake questionnaires (spec 2 §3); every read is scoped to the owner. */
@Injectable()
export class QuestionnairesRepository {
  constructor(
    @InjectRepository(QuestionnaireEntity) private readonly questionnaires: Repository<QuestionnaireEntity>,
  ) {}

  /**
   * Stores a submission; a retry with the same Idempotency-Key returns the first record instead. `ON CONFLICT
   * DO NOTHING` (the user's keys are unique) keeps concurrent copies safe: the one that loses the race
   * inserts nothing, gets no id back, and reads the winner's row.
   */
  async insert(record: NewQuestionnaire, idempotencyKey: string | null): Promise<QuestionnaireRecordDto> {
    const created = this.questionnaires.create({ ...record, idempotencyKey });
    assertBeforeDeadline();
    await this.questionnaires.createQueryBuilder().insert().values(created).orIgnore().execute();
    if (created.id === undefined && idempotencyKey !== null) {
      return toDto(await this.questionnaires.findOneByOrFail({ userId: record.userId, idempotencyKey }));
    }
    return toDto(created);
  }

  async listOfUser(userId: string): Promise<QuestionnaireRecordDto[]> {
    const records = await this.questionnaires.find({
      where: { userId },
      order: { completedAt: 'DESC', id: 'ASC' },
    });
    return records.map(toDto);
  }

  async findOfUser(userId: string, id: string): Promise<QuestionnaireRecordDto | null> {
    const record = await this.questionnaires.findOneBy({ id, userId });
    return record ? toDto(record) : null;
  }
}
