import { PasswordHasherService } from './password-hasher.service';

describe('PasswordHasherService', () => {
  const hasher = new PasswordHasherService();

  it('hashes with argon2id and a salt', async () => {
    const first = await hasher.hash('geheim1');
    const second = await hasher.hash('geheim1');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
  });

  it('verifies the right password only', async () => {
    const hash = await hasher.hash('geheim1');
    await expect(hasher.verify(hash, 'geheim1')).resolves.toBe(true);
    await expect(hasher.verify(hash, 'geheim2')).resolves.toBe(false);
  });

  it('answers false for an unknown user without throwing', async () => {
    await expect(hasher.verify(null, 'geheim1')).resolves.toBe(false);
  });
});
