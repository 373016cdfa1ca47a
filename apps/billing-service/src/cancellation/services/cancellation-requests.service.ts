import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Raw, type Repository } from 'typeorm';
import {
  CANCELLATION_MESSAGES,
  type CancellationResponse,
  type SubmitCancellationRequest,
} from '@mpu/contracts';
import { assertBeforeDeadline, isUniqueViolation } from '@mpu/server-kit/service';
import { BillingMailQueue } from '../../mail/billing-mail.queue';
import { AuthUsersClient } from '../../subscriptions/services/auth-users.client';
import { SubscriptionsService } from '../../subscriptions/services/subscriptions.service';
import { CancellationRequestEntity } from '../entities/cancellation-request.entity';
import { endOfBerlinDay } from './berlin-day.util';

/**
 * § 312k BGB: a cancellation declaration from "Verträge hier kündigen". Stored first (its receipt time is
 * the moment it arrived), matched to the session's user or to the account whose username is the e-mail,
 * applied with the same rule as the cancel button, and confirmed by e-mail to the address it came from.
 */
@Injectable()
export class CancellationRequestsService {
  private readonly logger = new Logger(CancellationRequestsService.name);

  constructor(
    @InjectRepository(CancellationRequestEntity)
    private readonly requests: Repository<CancellationRequestEntity>,
    private readonly subscriptions: SubscriptionsService,
    private readonly users: AuthUsersClient,
    private readonly mails: BillingMailQueue,
  ) {}

  async submit(request: SubmitCancellationRequest): Promise<CancellationResponse> {
    const first = await this.findRetried(request);
    if (first) return this.answer(request, first);
    const receivedAt = new Date();
    assertBeforeDeadline();
    let stored: CancellationRequestEntity;
    try {
      stored = await this.store(request, receivedAt);
    } catch (error) {
      // The same key arrived twice at once: the first one stored the declaration.
      const raced = isUniqueViolation(error) ? await this.findRetried(request) : null;
      if (!raced) throw error;
      return this.answer(request, raced);
    }
    if (request.kind === 'extraordinary') {
      // Decision 0013: applied like an ordinary one, but the "wichtiger Grund" needs a person's decision.
      this.logger.warn(`Extraordinary cancellation ${stored.id} received: the team decides on the reason`);
    }
    const userId = request.userId ?? (await this.matchByEmail(request.email));
    const outcome = userId ? await this.apply(stored.id, userId, request) : null;
    if (!outcome) {
      await this.requests.update(
        { id: stored.id },
        { status: outcome === null ? 'unmatched' : 'received', userId },
      );
    }
    await this.mails.enqueue({ kind: 'cancellation-receipt', requestId: stored.id });
    return this.answer(request, {
      receivedAt,
      status: outcome ? 'applied' : 'received',
      effectiveAt: outcome ? outcome.effectiveAt : null,
    });
  }

  /**
   * The receipt: when it arrived; only the session's own user learns the outcome — a signed-out answer is the
   * same for every e-mail.
   */
  private answer(
    request: SubmitCancellationRequest,
    stored: Pick<CancellationRequestEntity, 'receivedAt' | 'status' | 'effectiveAt'>,
  ): CancellationResponse {
    const answer: CancellationResponse = {
      receivedAt: stored.receivedAt.toISOString(),
      status: 'received',
      message: CANCELLATION_MESSAGES.received,
    };
    if (request.userId && stored.status === 'applied') {
      return { ...answer, status: 'applied', activeUntil: stored.effectiveAt?.toISOString() ?? null };
    }
    return answer;
  }

  /** The declaration a retry (same Idempotency-Key and e-mail) refers to, if it was stored. */
  private findRetried(request: SubmitCancellationRequest): Promise<CancellationRequestEntity | null> {
    if (!request.idempotencyKey) return Promise.resolve(null);
    return this.requests.findOneBy({
      idempotencyKey: request.idempotencyKey,
      email: Raw((column) => `lower(${column}) = lower(:email)`, { email: request.email }),
    });
  }

  private store(request: SubmitCancellationRequest, receivedAt: Date): Promise<CancellationRequestEntity> {
    return this.requests.save(
      this.requests.create({
        receivedAt,
        userId: request.userId,
        name: request.name,
        email: request.email,
        subscription: request.subscription || null,
        kind: request.kind,
        reason: request.reason || null,
        desiredDate: request.desiredDate ?? null,
        status: 'received',
        idempotencyKey: request.idempotencyKey ?? null,
      }),
    );
  }

  /**
   * The cancel rule on the user's subscription; the row becomes `applied`. null: no active subscription.
   * false: it could not be applied now (Stripe failed) — it stays `received` for the team.
   */
  private async apply(
    requestId: string,
    userId: string,
    request: SubmitCancellationRequest,
  ): Promise<{ effectiveAt: Date | null } | null | false> {
    let result: Awaited<ReturnType<SubscriptionsService['cancelForDeclaration']>>;
    try {
      const notBefore = request.desiredDate ? endOfBerlinDay(request.desiredDate) : null;
      result = await this.subscriptions.cancelForDeclaration(userId, notBefore);
    } catch (error) {
      this.logger.warn(`Cancellation ${requestId} stored but not applied: ${(error as Error).name}`);
      return false;
    }
    if (!result) return null;
    await this.requests.update(
      { id: requestId },
      {
        userId,
        status: 'applied',
        appliedAt: new Date(),
        effectiveAt: result.effectiveAt,
        subscription: request.subscription || result.planName,
      },
    );
    return { effectiveAt: result.effectiveAt };
  }

  /** The account whose username is the e-mail (case-insensitive); auth unreachable counts as none (logged). */
  private async matchByEmail(email: string): Promise<string | null> {
    try {
      return await this.users.userIdByEmail(email);
    } catch (error) {
      this.logger.warn(
        `Cancellation: auth-service lookup failed (${(error as Error).name}); stored unmatched`,
      );
      return null;
    }
  }
}
