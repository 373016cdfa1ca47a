import { assertBeforeDeadline, RawSql, returnedRow } from '@mpu/server-kit/service';
import { Injectable } from '@nestjs/common';
import type { CaseTypeValue, QuestionnaireRecordDto } from '@mpu/contracts';

interface QuestionnaireRow {
  id: string;
  user_id: string;
  username: string;
  case_type: CaseTypeValue | null;
  completed_at: Date;
  has_abstinence_proof: boolean;
  has_completed_mpu_before: boolean;
  answers: Record<string, string>;
}

export interface NewQuestionnaire {
  userId: string;
  username: string;
  caseType: CaseTypeValue | null;
  hasAbstinenceProof: boolean;
  hasCompletedMpuBefore: boolean;
  answers: Record<string, string>;
}

const COLUMNS =
  'id, user_id, username, case_type, completed_at, has_abstinence_proof, has_completed_mpu_before, answers';

function toDto(row: QuestionnaireRow): QuestionnaireRecordDto {
  return {
    id: row.id,
    userId: row.user_id,
    username: row.username,
    caseType: row.case_type,
    completedAt: row.completed_at.toISOString(),
    hasAbstinenceProof: row.has_abstinence_proof,
    hasCompletedMpuBefore: row.has_completed_mpu_before,
    answers: row.answers,
  };
}

/** The submitted intake questionnaires (spec 2 §3); every read is scoped to the owner. */
@Injectable()
export class QuestionnairesRepository {
  constructor(private readonly sql: RawSql) {}

  /** Stores a submission; a retry with the same Idempotency-Key returns the first record instead. */
  async insert(record: NewQuestionnaire, idempotencyKey: string | null): Promise<QuestionnaireRecordDto> {
    assertBeforeDeadline();
    const rows = await this.sql.query<QuestionnaireRow>({
      text: `INSERT INTO feedback.questionnaires
               (user_id, username, case_type, has_abstinence_proof, has_completed_mpu_before, answers,
                idempotency_key)
             VALUES ($1, $2, $3, $4, $5, $6, $7)
             ON CONFLICT (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
             RETURNING ${COLUMNS}`,
      values: [
        record.userId,
        record.username,
        record.caseType,
        record.hasAbstinenceProof,
        record.hasCompletedMpuBefore,
        JSON.stringify(record.answers),
        idempotencyKey,
      ],
    });
    if (rows[0]) return toDto(rows[0]);
    const first = await this.sql.query<QuestionnaireRow>({
      text: `SELECT ${COLUMNS} FROM feedback.questionnaires WHERE user_id = $1 AND idempotency_key = $2`,
      values: [record.userId, idempotencyKey],
    });
    return toDto(returnedRow(first));
  }

  async listOfUser(userId: string): Promise<QuestionnaireRecordDto[]> {
    const rows = await this.sql.query<QuestionnaireRow>({
      text: `SELECT ${COLUMNS} FROM feedback.questionnaires WHERE user_id = $1 ORDER BY completed_at DESC, id`,
      values: [userId],
    });
    return rows.map(toDto);
  }

  async findOfUser(userId: string, id: string): Promise<QuestionnaireRecordDto | null> {
    const rows = await this.sql.query<QuestionnaireRow>({
      text: `SELECT ${COLUMNS} FROM feedback.questionnaires WHERE id = $1 AND user_id = $2`,
      values: [id, userId],
    });
    return rows[0] ? toDto(rows[0]) : null;
  }
}
