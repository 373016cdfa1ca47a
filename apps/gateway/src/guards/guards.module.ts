import { Global, Module } from '@nestjs/common';
import { AdminGuard } from './admin.guard';
import { AuthenticatedGuard } from './authenticated.guard';
import { PremiumGuard } from './premium.guard';
import { PremiumStatusService } from '../billing/premium-status.service';

@Global()
@Module({
  providers: [AuthenticatedGuard, AdminGuard, PremiumGuard, PremiumStatusService],
  exports: [AuthenticatedGuard, AdminGuard, PremiumGuard, PremiumStatusService],
})
export class GuardsModule {}
