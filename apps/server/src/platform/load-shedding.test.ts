/**
 * Load shedding through the real app (docs/security.md, "Load shedding"): calls past the bound
 * in flight wait, a call that waited too long is refused, a refusal is a counted warning, and
 * /readyz says 503 exactly while an API call would not be handled at once. The queue's decisions
 * themselves are tested on a fake clock in admission-queue.test.ts.
 */
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMember } from '../test/factories.ts';
import { createTestApp, LIVE, type TestApp } from '../test/test-app.ts';
import { OVERLOADED } from './load-shedding.ts';
import { createPasswordHasher, OWASP_COST } from './passwords.ts';

interface LogLine {
  level: number;
  msg: string;
  shed_total?: number;
  reason?: string;
}
const linesOf = (app: TestApp): LogLine[] => app.logs.map((line) => JSON.parse(line) as LogLine);
const shedLines = (app: TestApp) => linesOf(app).filter((line) => line.shed_total !== undefined);
const WARN = 40;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A promise the test opens when it wants (`Promise.withResolvers` needs Node 22). */
function closedGate(): { promise: Promise<void>; open(): void } {
  let open = () => undefined as void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    captureLogs: true,
    env: { ARGON2_MAX_CONCURRENCY: '1', SHED_ARGON2_QUEUE: '2', SHED_RETRY_AFTER: '7' },
    // A server's cost (15 ms a hash): twelve sign-ins at once then always fill the queue. At
    // the tests' 0.6 ms, a quiet machine hashed each before the next arrived, and none was shed.
    passwordCost: OWASP_COST,
  });
});
afterAll(async () => {
  await t.close();
});

describe('load shedding', () => {
  it('answers 503 with Retry-After once the hashing queue is full, as a counted warning', async () => {
    const member = await createMember(t);
    const attempts = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/',
          remoteAddress: `10.9.0.${i + 1}`,
          payload: { email: member.email, password: member.password },
        }),
      ),
    );
    const statuses = attempts.map((attempt) => attempt.statusCode);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(3);
    const shed = attempts.filter((attempt) => attempt.statusCode === 503);
    expect(shed.length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    for (const answer of shed) {
      expect(answer.json()).toEqual(OVERLOADED);
      expect(answer.headers['retry-after']).toBe('7');
    }
    // A refusal is the node doing its job: a warning with the node's count, never an error.
    const lines = shedLines(t);
    expect(lines.map((line) => line.level)).toEqual(shed.map(() => WARN));
    expect(lines.map((line) => line.shed_total)).toEqual(shed.map((_, i) => i + 1));
    expect(lines.every((line) => line.reason === 'password-hashing')).toBe(true);
    expect(linesOf(t).filter((line) => line.level >= 50)).toEqual([]);
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.json()).toMatchObject({ shed_total: shed.length });
  });

  it('lets calls past the bound in flight wait their turn, and refuses one that waited too long', async () => {
    let gate = closedGate();
    let entered = 0;
    const busy = await createTestApp({
      database: t.database,
      captureLogs: true,
      // A bound of 2 s, not 300 ms: the node counts its event loop's stalls as waiting, and on a
      // machine at a load of 10 they alone passed 300 ms and refused the first two calls.
      env: { SHED_MAX_IN_FLIGHT: '2', SHED_QUEUE_DELAY_MS: '2000', SHED_RETRY_AFTER: '7' },
      beforeReady(app) {
        app.get('/api/test/held', async () => {
          entered += 1;
          await gate.promise;
          return { ok: true };
        });
      },
    });
    try {
      const held = () => busy.app.inject({ url: '/api/test/held' });
      const first = [held(), held()];
      await vi.waitFor(() => expect(entered).toBe(2), LIVE);
      // Two in flight: a call arriving now would wait, so the node is not ready.
      const full = await busy.app.inject({ url: '/readyz' });
      expect(full.statusCode).toBe(503);
      expect(full.json()).toMatchObject({ api: 'overloaded', shed_total: 0 });

      // A third call waits; past 2 s it is refused, with the node's count in the log.
      const tooLate = await held();
      expect(tooLate.statusCode).toBe(503);
      expect(tooLate.json()).toEqual(OVERLOADED);
      expect(tooLate.headers['retry-after']).toBe('7');
      expect(shedLines(busy)).toEqual([
        expect.objectContaining({ level: WARN, shed_total: 1, reason: 'queue' }),
      ]);

      // A fourth waits, and is served as soon as the calls in flight end.
      const waiting = held();
      await sleep(50);
      expect(entered).toBe(2);
      gate.open();
      expect((await Promise.all([...first, waiting])).map((answer) => answer.statusCode)).toEqual([
        200, 200, 200,
      ]);

      // Nothing of it is held against the next call.
      gate = closedGate();
      gate.open();
      const ready = await busy.app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({ status: 'ok', api: 'ok', shed_total: 1 });
      expect((await held()).statusCode).toBe(200);
      expect((await busy.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await busy.app.close();
    }
  });
});

/** A connected socket on which one request can be written, and its status read. */
async function openSocket(port: number): Promise<{ ask(path: string): Promise<number> }> {
  const socket: Socket = connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  return {
    ask(path) {
      const answer = new Promise<number>((resolve, reject) => {
        let head = '';
        socket.on('data', (chunk: Buffer) => {
          head += chunk.toString();
          const status = /^HTTP\/1\.1 (\d{3})/.exec(head);
          if (status) resolve(Number(status[1]));
        });
        socket.once('error', reject);
      });
      socket.write(`GET ${path} HTTP/1.1\r\nHost: koinonia.test\r\nConnection: close\r\n\r\n`);
      return answer.finally(() => socket.destroy());
    },
  };
}

describe('load shedding when the event loop is stuck', () => {
  let stuck: TestApp;
  let port: number;
  beforeAll(async () => {
    stuck = await createTestApp({
      database: t.database,
      env: { SHED_QUEUE_DELAY_MS: '250' },
      beforeReady(app) {
        app.get('/api/test/ok', () => ({ ok: true }));
      },
    });
    await stuck.app.listen({ port: 0, host: '127.0.0.1' });
    port = (stuck.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await stuck.app.close();
  });

  it('refuses a call read after a long stall, says so on /readyz, and serves the next call', async () => {
    const [call, readiness] = await Promise.all([openSocket(port), openSocket(port)]);
    await sleep(50); // the node has accepted both connections and reads them
    // Both requests reach the node while its event loop is stuck for 600 ms, as during a long
    // synchronous task (or a start-up): read afterwards, they have waited that long already.
    const answers = Promise.all([call.ask('/api/test/ok'), readiness.ask('/readyz')]);
    const end = Date.now() + 600;
    while (Date.now() < end);
    expect(await answers).toEqual([503, 503]);

    // The loop turns again: nothing is remembered, the very next call is served.
    await sleep(30);
    const [next, nextReadiness] = await Promise.all([openSocket(port), openSocket(port)]);
    expect(await nextReadiness.ask('/readyz')).toBe(200);
    expect(await next.ask('/api/test/ok')).toBe(200);
  });
});

describe('password hasher under load', () => {
  it('sheds past its queue, and the dummy hash of unknown addresses recovers afterwards', async () => {
    const hasher = createPasswordHasher(1, { maxQueue: 1, retryAfterSeconds: 3 });
    // The first call (the dummy hash's own) is shed: one hash runs, one waits.
    const running = [hasher.hash('Un-mot-de-passe-1'), hasher.hash('Un-mot-de-passe-2')];
    await expect(hasher.verifyDummy('x')).rejects.toMatchObject({
      status: 503,
      code: 'overloaded',
      headers: { 'retry-after': '3' },
    });
    await Promise.all(running);
    await expect(hasher.verifyDummy('x')).resolves.toBeUndefined();
  });

  it('never sheds the work of its unshed() twin, which shares its slots (the demo seed)', async () => {
    const hasher = createPasswordHasher(1, { maxQueue: 1, retryAfterSeconds: 3 });
    const seed = hasher.unshed();
    const hashes = await Promise.all([1, 2, 3, 4].map((n) => seed.hash(`Un-mot-de-passe-${n}`)));
    expect(hashes).toHaveLength(4);
  });
});
