import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { SubscriptionStatusResponse } from '@mpu/contracts';
import { SubscriptionEntity } from '../entities/subscription.entity';
import { toSubscriptionStatus } from './subscription-status.util';

@Injectable()
export class SubscriptionsService {
  constructor(
    @InjectRepository(SubscriptionEntity) private readonly subscriptions: Repository<SubscriptionEntity>,
  ) {}

  async status(userId: string): Promise<SubscriptionStatusResponse> {
    return toSubscriptionStatus(await this.subscriptions.findOneBy({ userId }), new Date());
  }
}
