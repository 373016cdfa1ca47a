import { Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id (the library's default algorithm) with OWASP's minimum parameters: 19 MiB, 2 passes,
 * 1 lane — about 20 ms a hash on the 2-core machine.
 */
const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class PasswordHasherService {
  /** Verified against when the username is unknown, so both failures take the same time. */
  private dummyHash: Promise<string> | undefined;

  hash(password: string): Promise<string> {
    return hash(password, ARGON2_OPTIONS);
  }

  async verify(passwordHash: string | null, password: string): Promise<boolean> {
    const target = passwordHash ?? (await (this.dummyHash ??= this.hash('timing-equaliser')));
    const matches = await verify(target, password).catch(() => false);
    return passwordHash !== null && matches;
  }
}
