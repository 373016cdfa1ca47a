import { createServiceDataSource } from '@mpu/server-kit/service';
import { UserEntity } from '../users/entities/user.entity';
import { AUTH_SCHEMA } from '../config/auth-env';
import { CreateUsers1763780400000 } from './migrations/1763780400000-createUsers';

export function createAuthDataSource(url: string) {
  return createServiceDataSource({
    url,
    schema: AUTH_SCHEMA,
    entities: [UserEntity],
    migrations: [CreateUsers1763780400000],
  });
}
