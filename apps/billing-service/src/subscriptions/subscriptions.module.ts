import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SubscriptionEntity } from './entities/subscription.entity';
import { SubscriptionsController } from './subscriptions.controller';
import { AuthUsersClient } from './services/auth-users.client';
import { EVENTS_NATS_URL, SubscriptionEventsPublisher } from './services/subscription-events.publisher';
import { SubscriptionSyncService } from './services/subscription-sync.service';
import { SubscriptionsService } from './services/subscriptions.service';

@Module({})
export class SubscriptionsModule {
  static forRoot(options: { natsUrl: string }): DynamicModule {
    return {
      module: SubscriptionsModule,
      global: true,
      imports: [TypeOrmModule.forFeature([SubscriptionEntity])],
      controllers: [SubscriptionsController],
      providers: [
        { provide: EVENTS_NATS_URL, useValue: options.natsUrl },
        SubscriptionsService,
        SubscriptionSyncService,
        SubscriptionEventsPublisher,
        AuthUsersClient,
      ],
      exports: [SubscriptionSyncService, SubscriptionEventsPublisher, SubscriptionsService, AuthUsersClient],
    };
  }
}
