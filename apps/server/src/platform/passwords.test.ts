import { describe, expect, it } from 'vitest';
import { createPasswordHasher, TEST_COST } from './passwords.ts';

describe('password hashing', () => {
  it("hashes with argon2id at OWASP's cost by default (m = 19 MiB, t = 2, p = 1)", async () => {
    const stored = await createPasswordHasher(1).hash('un mot de passe');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it("verifies a hash by the parameters it names, whatever the hasher's own cost", async () => {
    const owasp = createPasswordHasher(1);
    const light = createPasswordHasher(1, undefined, TEST_COST);
    const stored = await light.hash('un mot de passe');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await owasp.verify(stored, 'un mot de passe')).toBe(true);
    expect(await owasp.verify(stored, 'un autre')).toBe(false);
    expect(await light.verify(await owasp.hash('secret'), 'secret')).toBe(true);
  });
});
