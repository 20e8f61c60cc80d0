/**
 * Password hashing with argon2id at OWASP's parameters (m = 19 MiB, t = 2, p = 1).
 * A semaphore bounds concurrent hashes so a burst of sign-ins cannot exhaust memory or CPU.
 */
import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { overloaded } from './errors.ts';
import { Semaphore } from './semaphore.ts';

// `Algorithm` is an ambient const enum: isolatedModules forbids reading it, so name its value.
const ARGON2ID = 2 as Algorithm;

export const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Spends one verification without an account, so unknown addresses take as long. */
  verifyDummy(password: string): Promise<void>;
  /**
   * The same hasher (same slots) that waits instead of shedding: for work the server does for
   * itself, such as the demo seed at start, which must never be refused.
   */
  unshed(): PasswordHasher;
}

/**
 * `shed.maxQueue` hashes waiting (0: no bound) makes the next one fail at once with 503 and
 * Retry-After instead of waiting behind them (without it, the last of 2,000 sign-ins waited
 * 27 s: docs/performance.md, bursts).
 */
export function createPasswordHasher(
  maxConcurrency: number,
  shed: { maxQueue: number; retryAfterSeconds: number } = { maxQueue: 0, retryAfterSeconds: 5 },
): PasswordHasher {
  return hasherOn(new Semaphore(maxConcurrency), shed);
}

function hasherOn(
  semaphore: Semaphore,
  shed: { maxQueue: number; retryAfterSeconds: number },
): PasswordHasher {
  const run = <T>(task: () => Promise<T>): Promise<T> => {
    if (shed.maxQueue > 0 && semaphore.queued >= shed.maxQueue) {
      return Promise.reject(overloaded(shed.retryAfterSeconds));
    }
    return semaphore.run(task);
  };
  let dummyHash: Promise<string> | undefined;
  const hasher: PasswordHasher = {
    hash: (password) => run(() => hash(password, ARGON2_OPTIONS)),
    verify: (stored, password) =>
      run(async () => {
        try {
          return await verify(stored, password);
        } catch {
          return false;
        }
      }),
    async verifyDummy(password) {
      // A hash shed under load must not leave a rejected promise here for good.
      dummyHash ??= hasher.hash('koinonia-dummy-password-for-timing').catch((error: unknown) => {
        dummyHash = undefined;
        throw error;
      });
      await hasher.verify(await dummyHash, password);
    },
    unshed: () => hasherOn(semaphore, { ...shed, maxQueue: 0 }),
  };
  return hasher;
}
