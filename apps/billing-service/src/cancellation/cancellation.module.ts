import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BillingMailModule } from '../mail/billing-mail.module';
import { CancellationController } from './cancellation.controller';
import { CancellationRequestEntity } from './entities/cancellation-request.entity';
import { CancellationRequestsService } from './services/cancellation-requests.service';

/** § 312k BGB cancellation declarations ("Verträge hier kündigen"). */
@Module({
  imports: [TypeOrmModule.forFeature([CancellationRequestEntity]), BillingMailModule],
  controllers: [CancellationController],
  providers: [CancellationRequestsService],
})
export class CancellationModule {}
