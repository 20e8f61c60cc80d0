/**
 * Password hashing with argon2id at OWASP's parameters (m = 19 MiB, t = 2, p = 1).
 * A semaphore bounds concurrent hashes so a burst of sign-ins cannot exhaust memory or CPU.
 */
import { type Algorithm, hash, type Options, verify } from '@node-rs/argon2';
import { overloaded } from './errors.ts';
import { Semaphore } from './semaphore.ts';

// `Algorithm` is an ambient const enum: isolatedModules forbids reading it, so name its value.
const ARGON2ID = 2 as Algorithm;

/** The cost of one hash: memory in KiB and passes. */
export interface PasswordCost {
  memoryCost: number;
  timeCost: number;
}

/** OWASP's argon2id parameters: what every server hashes with. */
export const OWASP_COST: PasswordCost = { memoryCost: 19_456, timeCost: 2 };

/**
 * The least argon2id allows, for the API tests only (src/test/test-app.ts): a member's sign-up
 * there costs 0.6 ms of CPU instead of 15 ms, over thousands of sign-ups and sign-ins per run.
 * A stored hash names its own parameters, so `verify` reads either.
 */
export const TEST_COST: PasswordCost = { memoryCost: 1024, timeCost: 1 };

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
  cost: PasswordCost = OWASP_COST,
): PasswordHasher {
  return hasherOn(new Semaphore(maxConcurrency), shed, {
    algorithm: ARGON2ID,
    parallelism: 1,
    ...cost,
  });
}

function hasherOn(
  semaphore: Semaphore,
  shed: { maxQueue: number; retryAfterSeconds: number },
  options: Options,
): PasswordHasher {
  const run = <T>(task: () => Promise<T>): Promise<T> => {
    if (shed.maxQueue > 0 && semaphore.queued >= shed.maxQueue) {
      return Promise.reject(overloaded(shed.retryAfterSeconds));
    }
    return semaphore.run(task);
  };
  let dummyHash: Promise<string> | undefined;
  const hasher: PasswordHasher = {
    hash: (password) => run(() => hash(password, options)),
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
    unshed: () => hasherOn(semaphore, { ...shed, maxQueue: 0 }, options),
  };
  return hasher;
}
