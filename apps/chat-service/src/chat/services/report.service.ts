import { Injectable, Logger } from '@nestjs/common';
import {
  CHAT_MESSAGES,
  isSimulatorMode,
  type ChatSessionDto,
  type ChatSessionRequest,
  type ReportSource,
  type SimulationReport,
} from '@mpu/contracts';
import {
  MIN_ANSWERS_FOR_REPORT,
  SIMULATION_REPORT_JSON_SCHEMA,
  SIMULATION_REPORT_SCHEMA_NAME,
  buildRuleBasedReport,
  reportPrompt,
} from '@mpu/domain';
import { formatTranscript } from '../../llm/context';
import { LlmClient, LlmFailure } from '../../llm/llm.client';
import { ChatException, ChatExceptionCode, sessionNotFound } from '../chat.exception';
import { ChatRepository } from '../repositories/chat.repository';
import { parseLlmReport } from './report-validation.util';
import { toSessionDto } from '../repositories/session-dto.util';

/** The report JSON is longer than a chat reply; it gets at least this many output tokens. */
const REPORT_MIN_OUTPUT_TOKENS = 2000;

/**
 * "Simulation beenden": the end-of-simulation report, stored once with the session (which ends).
 * With an LLM: structured output with the report's JSON schema, validated strictly (report-validation.ts).
 * If the LLM fails or answers something unusable, the rule-based report of libs/domain is stored instead
 * with source 'rule-based' — the user always gets a report, and the source says which one it is.
 * Without an LLM the rule-based report is the normal case.
 */
@Injectable()
export class ReportService {
  private readonly logger = new Logger(ReportService.name);

  constructor(
    private readonly repository: ChatRepository,
    private readonly llm: LlmClient,
  ) {}

  async report({ userId, sessionId }: ChatSessionRequest): Promise<ChatSessionDto> {
    const provider = this.llm.configured ? 'llm' : 'offline';
    const session = await this.repository.findOwned(sessionId, userId);
    if (!session) throw sessionNotFound();
    const mode = session.type;
    if (!isSimulatorMode(mode)) {
      throw new ChatException(
        ChatExceptionCode.REPORT_ONLY_SIMULATOR,
        400,
        CHAT_MESSAGES.reportOnlySimulator,
      );
    }
    if (session.report !== null) return toSessionDto(session, provider);

    const history = await this.repository.transcript(sessionId);
    if (history.length < MIN_ANSWERS_FOR_REPORT) {
      throw new ChatException(
        ChatExceptionCode.REPORT_TOO_FEW_ANSWERS,
        400,
        CHAT_MESSAGES.reportTooFewAnswers,
      );
    }

    let report: SimulationReport | null = null;
    let source: ReportSource = 'llm';
    if (this.llm.configured) {
      try {
        const content = await this.llm.completeJson(
          [
            { role: 'system', content: reportPrompt({ mode }) },
            { role: 'user', content: formatTranscript(history) },
          ],
          { name: SIMULATION_REPORT_SCHEMA_NAME, schema: SIMULATION_REPORT_JSON_SCHEMA },
          Math.max(this.llm.maxOutputTokens, REPORT_MIN_OUTPUT_TOKENS),
        );
        report = parseLlmReport(
          content,
          history.map((turn) => turn.message),
        );
        if (report === null) this.logger.warn('LLM report did not validate; using the rule-based report');
      } catch (error) {
        if (!(error instanceof LlmFailure)) throw error;
        this.logger.warn('LLM report failed; using the rule-based report');
      }
    }
    if (report === null) {
      report = buildRuleBasedReport({ mode, history });
      source = 'rule-based';
    }

    const stored =
      (await this.repository.storeReport(sessionId, report, source)) ??
      (await this.repository.findOwned(sessionId, userId));
    if (!stored) throw sessionNotFound();
    return toSessionDto(stored, provider);
  }
}
