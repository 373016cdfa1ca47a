import { assertBeforeDeadline, RawSql, returnedRow } from '@mpu/server-kit/service';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ReactionRunDto, ReactionTestId } from '@mpu/contracts';
import type { ScoredRun } from '../services/score-run.util';

interface RunRow {
  id: string;
  test: ReactionTestId;
  completed_at: Date;
  tasks: number;
  accuracy_percent: number;
  average_time_ms: number;
  detection_percent: number | null;
  passed: boolean;
}

function toDto(row: RunRow): ReactionRunDto {
  return {
    id: row.id,
    test: row.test,
    completedAt: row.completed_at.toISOString(),
    tasks: row.tasks,
    accuracyPercent: row.accuracy_percent,
    averageTimeMs: row.average_time_ms,
    detectionPercent: row.detection_percent,
    passed: row.passed,
  };
}

const COLUMNS = 'id, test, completed_at, tasks, accuracy_percent, average_time_ms, detection_percent, passed';

/** How many runs per test the history shows (and keeps). */
export const RUNS_KEPT_PER_TEST = 20;

/**
 * Finished reaction-test practice runs; older runs beyond the kept number are deleted on insert. Saves
 * of one user take turns (a transaction-scoped advisory lock): each statement then sees every run saved
 * before it, so parallel saves cannot each keep their own twenty, nor a retry store its run twice.
 */
@Injectable()
export class ReactionRunsRepository {
  constructor(
    private readonly sql: RawSql,
    private readonly dataSource: DataSource,
  ) {}

  /** Stores a run and prunes; a retry with the same Idempotency-Key returns the first run instead. */
  insert(userId: string, run: ScoredRun, idempotencyKey: string | null): Promise<ReactionRunDto> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`reaction-runs:${userId}`]);
      if (idempotencyKey !== null) {
        const first: RunRow[] = await manager.query(
          `SELECT ${COLUMNS} FROM feedback.reaction_test_runs WHERE user_id = $1 AND idempotency_key = $2`,
          [userId, idempotencyKey],
        );
        if (first[0]) return toDto(first[0]);
      }
      assertBeforeDeadline();
      const rows: RunRow[] = await manager.query(
        `WITH inserted AS (
           INSERT INTO feedback.reaction_test_runs
             (user_id, test, tasks, accuracy_percent, average_time_ms, detection_percent, passed, idempotency_key)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}
         ), pruned AS (
           DELETE FROM feedback.reaction_test_runs WHERE id IN (
             SELECT id FROM feedback.reaction_test_runs WHERE user_id = $1 AND test = $2
             ORDER BY completed_at DESC, id DESC OFFSET ${RUNS_KEPT_PER_TEST - 1}
           )
         )
         SELECT * FROM inserted`,
        [
          userId,
          run.test,
          run.tasks,
          run.accuracyPercent,
          run.averageTimeMs,
          run.detectionPercent,
          run.passed,
          idempotencyKey,
        ],
      );
      return toDto(returnedRow(rows));
    });
  }

  /** The newest runs of each test, newest first. */
  async listOfUser(userId: string): Promise<ReactionRunDto[]> {
    const rows = await this.sql.query<RunRow>({
      text: `SELECT ${COLUMNS} FROM (
               SELECT *, row_number() OVER (PARTITION BY test ORDER BY completed_at DESC) AS position
               FROM feedback.reaction_test_runs WHERE user_id = $1
             ) ranked WHERE position <= ${RUNS_KEPT_PER_TEST} ORDER BY completed_at DESC`,
      values: [userId],
    });
    return rows.map(toDto);
  }
}
