import { Controller } from '@nestjs/common';
import {
  SUBJECTS,
  type FindUserByUsernameRequest,
  type FindUserByUsernameResponse,
  type GetUserRequest,
  type RegisterPayload,
  type UserDto,
  type VerifyCredentialsRequest,
} from '@mpu/contracts';
import { Handles } from '@mpu/server-kit/service';
import { UsersService } from './services/users.service';

@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Handles(SUBJECTS.auth.register)
  register(payload: RegisterPayload): Promise<UserDto> {
    return this.users.register(payload);
  }

  @Handles(SUBJECTS.auth.verifyCredentials)
  verifyCredentials(payload: VerifyCredentialsRequest): Promise<UserDto> {
    return this.users.verifyCredentials(payload);
  }

  @Handles(SUBJECTS.auth.getUser)
  getUser(payload: GetUserRequest): Promise<UserDto> {
    return this.users.getUser(payload.userId);
  }

  @Handles(SUBJECTS.auth.findUserByUsername)
  findByUsername(payload: FindUserByUsernameRequest): Promise<FindUserByUsernameResponse> {
    return this.users.findIdByUsername(payload.username);
  }
}
