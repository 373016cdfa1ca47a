import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type Repository } from 'typeorm';
import type { ReactionRunDto } from '@mpu/contracts';
import { assertBeforeDeadline } from '@mpu/server-kit/service';
import { ReactionRunEntity } from '../entities/reaction-run.entity';
import type { ScoredRun } from '../services/score-run.util';

function toDto(run: ReactionRunEntity): ReactionRunDto {
  return {
    id: run.id,
    test: run.test,
    completedAt: run.completedAt.toISOString(),
    tasks: run.tasks,
    accuracyPercent: run.accuracyPercent,
    averageTimeMs: run.averageTimeMs,
    detectionPercent: run.detectionPercent,
    passed: run.passed,
  };
}

/** How many runs per test the history shows (and keeps). */
const RUNS_KEPT_PER_TEST = 20;

/** Newest first; the id decides between runs of the same moment. */
const NEWEST_FIRST = { completedAt: 'DESC', id: 'DESC' } as const;

/**
 * Finished reaction-test practice runs; older runs beyond the kept number are deleted on insert. Saves
 * of one user take turns (a transaction-scoped advisory lock): each one then sees every run saved
 * before it, so parallel saves cannot each keep their own twenty, nor a retry store its run twice.
 */
@Injectable()
export class ReactionRunsRepository {
  constructor(
    @InjectRepository(ReactionRunEntity) private readonly runs: Repository<ReactionRunEntity>,
    private readonly dataSource: DataSource,
  ) {}

  /** Stores a run and prunes; a retry with the same Idempotency-Key returns the first run instead. */
  insert(userId: string, run: ScoredRun, idempotencyKey: string | null): Promise<ReactionRunDto> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`reaction-runs:${userId}`]);
      const runs = manager.getRepository(ReactionRunEntity);
      if (idempotencyKey !== null) {
        const first = await runs.findOneBy({ userId, idempotencyKey });
        if (first) return toDto(first);
      }
      assertBeforeDeadline();
      const saved = await runs.save(runs.create({ userId, ...run, idempotencyKey }));
      const stale = await runs.find({
        select: { id: true },
        where: { userId, test: run.test },
        order: NEWEST_FIRST,
        skip: RUNS_KEPT_PER_TEST,
      });
      if (stale.length > 0) await runs.delete(stale.map((old) => old.id));
      return toDto(saved);
    });
  }

  /** The newest runs of each test, newest first. */
  async listOfUser(userId: string): Promise<ReactionRunDto[]> {
    const shown = new Map<string, number>();
    const newest = (await this.runs.find({ where: { userId }, order: NEWEST_FIRST })).filter((run) => {
      const position = (shown.get(run.test) ?? 0) + 1;
      shown.set(run.test, position);
      return position <= RUNS_KEPT_PER_TEST;
    });
    return newest.map(toDto);
  }
}
