import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import {
  AUTH_MESSAGES,
  isUuid,
  normalizeUsername,
  type RegisterPayload,
  type UserDto,
  type VerifyCredentialsRequest,
} from '@mpu/contracts';
import { assertBeforeDeadline, isUniqueViolation } from '@mpu/server-kit/service';
import { UserEntity } from '../entities/user.entity';
import { AuthException, AuthExceptionCode } from '../auth.exception';
import { toUserDto } from '../dtos/user.mapper';
import { PasswordHasherService } from './password-hasher.service';

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly hasher: PasswordHasherService,
  ) {}

  async register({ username, password, displayName }: RegisterPayload): Promise<UserDto> {
    const usernameNormalized = normalizeUsername(username);
    if (await this.users.existsBy({ usernameNormalized })) throw this.usernameTaken();
    const passwordHash = await this.hasher.hash(password);
    try {
      assertBeforeDeadline();
      const saved = await this.users.save(
        this.users.create({ username, usernameNormalized, passwordHash, displayName, isAdmin: false }),
      );
      return toUserDto(saved);
    } catch (error) {
      // Two registrations of the same name at the same moment: the unique constraint decides.
      if (isUniqueViolation(error)) throw this.usernameTaken();
      throw error;
    }
  }

  /** One answer for unknown user and wrong password, so logins reveal nothing about who is registered. */
  async verifyCredentials({ username, password }: VerifyCredentialsRequest): Promise<UserDto> {
    const user = await this.users.findOneBy({ usernameNormalized: normalizeUsername(username) });
    const valid = await this.hasher.verify(user?.passwordHash ?? null, password);
    if (!user || !valid) {
      throw new AuthException(AuthExceptionCode.INVALID_CREDENTIALS, 401, AUTH_MESSAGES.invalidCredentials);
    }
    return toUserDto(user);
  }

  /** Any id that is not a user's (malformed ones too) is not found. */
  async getUser(userId: string): Promise<UserDto> {
    const user = isUuid(userId) ? await this.users.findOneBy({ id: userId }) : null;
    if (!user) throw new AuthException(AuthExceptionCode.USER_NOT_FOUND, 404, AUTH_MESSAGES.userNotFound);
    return toUserDto(user);
  }

  /** The user whose username equals `username` ignoring case and outer spaces (billing's cancellation matching). */
  async findIdByUsername(username: string): Promise<{ userId: string | null }> {
    const usernameNormalized = normalizeUsername(username);
    if (usernameNormalized === '') return { userId: null };
    const user = await this.users.findOne({ select: { id: true }, where: { usernameNormalized } });
    return { userId: user?.id ?? null };
  }

  private usernameTaken(): AuthException {
    return new AuthException(AuthExceptionCode.USERNAME_TAKEN, 409, AUTH_MESSAGES.usernameTaken);
  }
}
