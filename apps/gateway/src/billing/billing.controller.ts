import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { SubscriptionStatusResponse } from '@mpu/contracts';
import { AuthenticatedGuard } from '../guards/authenticated.guard';
import { CurrentSession } from '../guards/current-user.decorator';
import type { ActiveSession } from '../session/session.types';
import { PremiumStatusService } from './premium-status.service';

@ApiTags('billing')
@Controller('api/stripe')
export class BillingController {
  constructor(private readonly premium: PremiumStatusService) {}

  @Get('subscription-status')
  @UseGuards(AuthenticatedGuard)
  @ApiOkResponse({ description: '{ active, subscriptionStatus, subscriptionTier } of the logged-in user' })
  @ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
  subscriptionStatus(@CurrentSession() session: ActiveSession): Promise<SubscriptionStatusResponse> {
    return this.premium.status(session.userId);
  }
}
