import type { ChatProviderKind, ChatSessionDto, ChatSessionSummary } from '@mpu/contracts';
import type { SessionRow, SummaryRow } from './chat.repository';

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

export function toSessionDto(row: SessionRow, provider: ChatProviderKind): ChatSessionDto {
  return {
    id: row.id,
    type: row.type,
    startedAt: row.started_at.toISOString(),
    endedAt: iso(row.ended_at),
    metadata: row.simulator_type === null ? {} : { ...row.metadata, simulatorType: row.simulator_type },
    report:
      row.report === null || row.report_source === null || row.report_created_at === null
        ? null
        : { report: row.report, source: row.report_source, createdAt: row.report_created_at.toISOString() },
    provider,
  };
}

export function toSessionSummary(row: SummaryRow): ChatSessionSummary {
  return {
    id: row.id,
    type: row.type,
    startedAt: row.started_at.toISOString(),
    endedAt: iso(row.ended_at),
    metadata: row.metadata,
    turnCount: row.turn_count,
    hasReport: row.has_report,
  };
}
