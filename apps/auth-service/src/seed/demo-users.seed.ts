import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { normalizeUsername } from '@mpu/contracts';
import { DEMO_ACCOUNTS } from '@mpu/server-kit';
import { PasswordHasherService } from '../users/services/password-hasher.service';
import { UserEntity } from '../users/entities/user.entity';

export const SEED_DEMO_ACCOUNTS = Symbol('SEED_DEMO_ACCOUNTS');

/** Creates the demo accounts when SEED_DEMO_ACCOUNTS=true; leaves existing ones untouched. */
@Injectable()
export class DemoUsersSeed implements OnApplicationBootstrap {
  private readonly logger = new Logger(DemoUsersSeed.name);

  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly hasher: PasswordHasherService,
    @Inject(SEED_DEMO_ACCOUNTS) private readonly enabled: boolean,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.enabled) return;
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      if (await this.users.existsBy({ id: account.id })) continue;
      await this.users
        .createQueryBuilder()
        .insert()
        .values({
          id: account.id,
          username: account.username,
          usernameNormalized: normalizeUsername(account.username),
          passwordHash: await this.hasher.hash(account.password),
          displayName: account.displayName,
          isAdmin: account.isAdmin,
        })
        .orIgnore()
        .execute();
      this.logger.log(`Seeded demo account ${account.username}`);
    }
  }
}
