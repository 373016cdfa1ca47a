import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, type RequestOf, type ResponseOf } from '@mpu/contracts';
import { UsersService } from './services/users.service';

@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @MessagePattern(SUBJECTS.auth.register)
  register(
    @Payload() payload: RequestOf<typeof SUBJECTS.auth.register>,
  ): Promise<ResponseOf<typeof SUBJECTS.auth.register>> {
    return this.users.register(payload);
  }

  @MessagePattern(SUBJECTS.auth.verifyCredentials)
  verifyCredentials(
    @Payload() payload: RequestOf<typeof SUBJECTS.auth.verifyCredentials>,
  ): Promise<ResponseOf<typeof SUBJECTS.auth.verifyCredentials>> {
    return this.users.verifyCredentials(payload);
  }

  @MessagePattern(SUBJECTS.auth.getUser)
  getUser(
    @Payload() payload: RequestOf<typeof SUBJECTS.auth.getUser>,
  ): Promise<ResponseOf<typeof SUBJECTS.auth.getUser>> {
    return this.users.getUser(payload?.userId);
  }
}
