import { Module } from '@nestjs/common';
import { RateLimitService } from '../security/rate-limit.service';
import { AuthController } from './auth.controller';
import { AuthSessionService } from './services/auth-session.service';

@Module({
  controllers: [AuthController],
  providers: [AuthSessionService, RateLimitService],
})
export class AuthModule {}
