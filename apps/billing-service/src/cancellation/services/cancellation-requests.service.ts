import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import {
  CANCELLATION_MESSAGES,
  type CancellationResponse,
  type SubmitCancellationRequest,
} from '@mpu/contracts';
import { assertBeforeDeadline } from '@mpu/server-kit/service';
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
    const receivedAt = new Date();
    assertBeforeDeadline();
    const stored = await this.requests.save(
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
      }),
    );
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
    const answer: CancellationResponse = {
      receivedAt: receivedAt.toISOString(),
      status: 'received',
      message: CANCELLATION_MESSAGES.received,
    };
    // Only the session's own user learns the outcome; a signed-out answer is the same for every e-mail.
    if (request.userId && outcome) {
      return { ...answer, status: 'applied', activeUntil: outcome.effectiveAt?.toISOString() ?? null };
    }
    return answer;
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
