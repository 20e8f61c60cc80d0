/**
 * The accept queue's clock on a fake clock and a fake kernel count, and the kernel's count read
 * for real on Linux (connections that wait while the event loop is stuck).
 */
import { connect, createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { AcceptQueueClock, listenBacklogReader } from './accept-queue.ts';

describe('the accept queue clock', () => {
  it('gives each connection of a burst the time since it arrived, first in, first out', () => {
    let waiting = 0;
    const clock = new AcceptQueueClock(() => waiting, 0);
    // 100 connections arrive after the look at 0 ms; the node accepts one every 5 ms.
    waiting = 100;
    // None accepted since the queue was seen empty: the kernel is not read, and the queue is
    // taken as empty at 10 ms (a connection that had come would have been accepted).
    clock.sample(10);
    expect(clock.accepted(55)).toBe(0); // arrived after the last look, as far as it knows
    waiting = 99;
    clock.sample(60); // read: 99 still wait, all arrived between 10 and 60 ms
    const waits = [];
    for (let t = 65; t <= 110; t += 5) {
      waits.push(clock.accepted(t));
      waiting -= 1;
      clock.sample(t);
    }
    // Each has waited since about 35 ms, give or take half the time between two looks.
    expect(waits).toEqual([30, 35, 40, 45, 50, 55, 60, 65, 70, 75]);
  });

  it('counts nothing for a connection that arrived after the last look', () => {
    let waiting = 0;
    const clock = new AcceptQueueClock(() => waiting, 0);
    waiting = 3;
    clock.accepted(60);
    clock.sample(60); // read: 3 wait, arrived over the last 60 ms
    expect(clock.accepted(61)).toBe(31);
    expect(clock.accepted(62)).toBe(32);
    expect(clock.accepted(63)).toBe(33);
    waiting = 0;
    clock.sample(64);
    // Waited less than a look: the queue was empty at the last one.
    expect(clock.accepted(65)).toBe(0);
  });

  it('does not read the kernel while connections come one at a time', () => {
    let reads = 0;
    const clock = new AcceptQueueClock(() => {
      reads += 1;
      return 0;
    }, 0);
    for (let t = 10; t <= 1050; t += 10) {
      if (t % 100 === 0) clock.accepted(t);
      clock.sample(t);
    }
    // Only after an accept, and 50 ms after the last look at the earliest.
    expect(reads).toBe(10);
  });

  it('estimates nothing where the count is unknown', () => {
    const clock = new AcceptQueueClock(() => null, 0);
    clock.accepted(10);
    clock.accepted(20);
    clock.sample(100);
    expect(clock.accepted(200)).toBe(0);
  });
});

describe.runIf(process.platform === 'linux')('the kernel accept queue, read for real', () => {
  it('counts the connections waiting while the event loop is stuck', async () => {
    const sockets: Socket[] = [];
    const server = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const waiting = listenBacklogReader(port, 'IPv4');
    try {
      expect(waiting()).toBe(0);
      const clients = Array.from({ length: 5 }, () => connect(port, '127.0.0.1'));
      // Node starts connecting on the next tick; the kernel completes the handshakes at once,
      // and the node accepts none while its loop is stuck here.
      await new Promise((resolve) => process.nextTick(resolve));
      const end = Date.now() + 200;
      let seen = 0;
      while (Date.now() < end && seen < 5) seen = waiting() ?? 0;
      expect(seen).toBe(5);
      for (const client of clients) client.destroy();
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
