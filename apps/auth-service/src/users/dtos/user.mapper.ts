import type { UserDto } from '@mpu/contracts';
import type { UserEntity } from '../entities/user.entity';

export function toUserDto(user: UserEntity): UserDto {
  return {
    id: user.id,
    username: user.username,
    displayName: user.displayName,
    isAdmin: user.isAdmin,
    createdAt: user.createdAt.toISOString(),
  };
}
