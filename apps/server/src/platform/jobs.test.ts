import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-app.ts';
import { createJobs, type Jobs } from './jobs.ts';

describe('the durable job queue (pg-boss on the app database)', () => {
  let testDb: TestDatabase;
  let jobs: Jobs | undefined;
  const errors: unknown[] = [];
  const open = () =>
    createJobs(testDb.database, {
      pollingSeconds: 0.5,
      onError: (error) => errors.push(error),
      runSchedules: false,
    });

  beforeEach(async () => {
    testDb = await createTestDatabase();
    errors.length = 0;
  });
  afterEach(async () => {
    await jobs?.stop();
    jobs = undefined;
    await testDb.drop();
  });

  it('stores a job and works it once, by the loop of a started node', async () => {
    const seen: string[] = [];
    jobs = open();
    jobs.define<{ word: string }>('test.echo', async ({ word }) => void seen.push(word));
    await jobs.start();
    await jobs.send('test.echo', { word: 'amen' });
    await vi.waitFor(() => expect(seen).toEqual(['amen']), { timeout: 5000 });
    expect((await jobs.status()).queued).toBe(0);
  });

  it('keeps a job sent while no node works, until a node starts (nothing in memory only)', async () => {
    const producer = open();
    producer.define('test.later', () => Promise.resolve());
    await producer.start({ work: false });
    await producer.send('test.later', { n: 1 });
    await producer.stop();

    const seen: object[] = [];
    jobs = open();
    jobs.define('test.later', async (data) => void seen.push(data));
    await jobs.start({ work: false });
    await jobs.drain();
    expect(seen).toEqual([{ n: 1 }]);
  });

  it('works a job sent a moment ago, even within the same millisecond of the clock', async () => {
    const seen: number[] = [];
    jobs = open();
    jobs.define<{ n: number }>('test.at-once', async ({ n }) => void seen.push(n));
    await jobs.start({ work: false });
    // PGlite's now() ticks in milliseconds: sent and drained back to back, most of these fell
    // in the millisecond of their sending, which pg-boss counts as not yet due.
    for (let n = 0; n < 50; n += 1) {
      await jobs.send('test.at-once', { n });
      await jobs.drain();
      expect(seen).toHaveLength(n + 1);
    }
  });

  it('drains only what this node sent, and the jobs those jobs send, when asked for sentHere', async () => {
    const seen: string[] = [];
    const other = open();
    other.define('test.first', () => Promise.resolve());
    other.define('test.second', () => Promise.resolve());
    other.define('test.elsewhere', () => Promise.resolve());
    await other.start({ work: false });
    // Sent by another node: the next full drain works it, not a drain of what was sent here.
    await other.send('test.elsewhere', { from: 'other' });
    await other.stop();

    jobs = open();
    const here = jobs;
    here.define<{ n: number }>('test.first', async ({ n }) => {
      seen.push(`first ${n}`);
      await here.send('test.second', { n });
    });
    here.define<{ n: number }>('test.second', async ({ n }) => void seen.push(`second ${n}`));
    here.define<{ from: string }>('test.elsewhere', async ({ from }) => void seen.push(from));
    await here.start({ work: false });
    await here.send('test.first', { n: 1 });
    await here.drain({ sentHere: true });
    expect(seen).toEqual(['first 1', 'second 1']);
    await here.drain();
    expect(seen).toEqual(['first 1', 'second 1', 'other']);
  });

  it('sends a job with a stable id only once', async () => {
    const seen: object[] = [];
    jobs = open();
    jobs.define('test.once', async (data) => void seen.push(data));
    await jobs.start({ work: false });
    const id = '6f1c8d1e-2a8b-4c55-9a0e-1b2c3d4e5f60';
    await jobs.send('test.once', { n: 1 }, { id });
    await jobs.send('test.once', { n: 2 }, { id });
    await jobs.drain();
    expect(seen).toEqual([{ n: 1 }]);
  });

  it('retries a failing job, then moves it to the dead-letter queue', async () => {
    let attempts = 0;
    jobs = open();
    jobs.define(
      'test.flaky',
      () => {
        attempts += 1;
        return Promise.reject(new Error('SMTP indisponible'));
      },
      { retryLimit: 1, retryDelay: 1 },
    );
    await jobs.start({ work: false });
    await jobs.send('test.flaky', {});
    await jobs.drain();
    expect(attempts).toBe(1);
    // The retry waits for its backoff: not ready at once, ready a little later.
    await vi.waitFor(
      async () => {
        await jobs?.drain();
        expect(attempts).toBe(2);
      },
      { timeout: 10_000, interval: 500 },
    );
    expect(await jobs.status()).toMatchObject({ ok: true, queued: 0, dead: 1 });
    expect(errors).toHaveLength(2);
  });

  it('stops without waiting past its grace for a job that hangs, and says which it left', async () => {
    let started = false;
    // Not kept in `jobs`: stopping it is what this test does.
    const hung = open();
    hung.define('test.hangs', () => {
      started = true;
      return new Promise<void>(() => undefined);
    });
    hung.define('test.quick', () => Promise.resolve());
    await hung.start();
    await hung.send('test.hangs', {});
    await vi.waitFor(() => expect(started).toBe(true), { timeout: 10_000 });
    expect(await hung.stop({ graceMs: 200 })).toEqual(['test.hangs ×1']);
    // The job is still in hand in the database: pg-boss gives it out again once it expires.
    const { rows } = (await testDb.database.executeSql(
      `select state from pgboss.job where name = 'test.hangs'`,
    )) as { rows: { state: string }[] };
    expect(rows).toEqual([{ state: 'active' }]);
  });

  it('gives each queue its expiry, stored on the job', async () => {
    jobs = open();
    jobs.define('test.short', () => Promise.resolve(), { expireInSeconds: 90 });
    jobs.define('test.default', () => Promise.resolve());
    await jobs.start({ work: false });
    await jobs.send('test.short', {});
    await jobs.send('test.default', {});
    const { rows } = (await testDb.database.executeSql(
      `select name, extract(epoch from expire_in)::int as seconds from pgboss.job
       where name like 'test.%' order by name`,
    )) as { rows: { name: string; seconds: number }[] };
    expect(rows).toEqual([
      { name: 'test.default', seconds: 900 },
      { name: 'test.short', seconds: 90 },
    ]);
  });
});
