import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { COMMON_MESSAGES, isUuid, type SubscriptionStatusResponse } from '@mpu/contracts';
import { SubscriptionEntity } from '../entities/subscription.entity';
import { BillingException, BillingExceptionCode } from '../billing.exception';
import { toSubscriptionStatus } from './subscription-status.util';

@Injectable()
export class SubscriptionsService {
  constructor(
    @InjectRepository(SubscriptionEntity) private readonly subscriptions: Repository<SubscriptionEntity>,
  ) {}

  async status(userId: unknown): Promise<SubscriptionStatusResponse> {
    if (!isUuid(userId)) {
      throw new BillingException(BillingExceptionCode.INVALID_INPUT, 400, COMMON_MESSAGES.invalidInput);
    }
    return toSubscriptionStatus(await this.subscriptions.findOneBy({ userId }), new Date());
  }
}
