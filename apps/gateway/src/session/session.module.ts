import { Global, Module } from '@nestjs/common';
import { SessionService } from './session.service';

@Global()
@Module({ providers: [SessionService], exports: [SessionService] })
export class SessionModule {}
