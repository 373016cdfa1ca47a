import { Module } from '@nestjs/common';
import { UsersController } from './users.controller';
import { PasswordHasherService } from './services/password-hasher.service';
import { UsersService } from './services/users.service';

@Module({
  controllers: [UsersController],
  providers: [UsersService, PasswordHasherService],
  exports: [UsersService, PasswordHasherService],
})
export class UsersModule {}
