import { describe, expect, it } from 'vitest';
import { FakeSocket } from './fake-socket.ts';
import { createMemoryHub } from './memory-hub.ts';

describe('the in-process hub', () => {
  it('delivers to every socket of the member on the channel, and only there', async () => {
    const hub = createMemoryHub();
    const [n1, n2, m1, other] = [1, 2, 3, 4].map(() => new FakeSocket()) as FakeSocket[];
    await hub.attach('a', 'notifications', n1!);
    await hub.attach('a', 'notifications', n2!);
    await hub.attach('a', 'messages', m1!);
    await hub.attach('b', 'notifications', other!);
    await hub.publish('a', 'notifications', { type: 'new_notification', n: 1 });
    expect(n1!.sent).toEqual([{ type: 'new_notification', n: 1 }]);
    expect(n2!.sent).toEqual([{ type: 'new_notification', n: 1 }]);
    expect(m1!.sent).toEqual([]);
    expect(other!.sent).toEqual([]);
  });

  it('says online from the first socket to the last, on any channel', async () => {
    const hub = createMemoryHub();
    const [s1, s2] = [new FakeSocket(), new FakeSocket()];
    expect(await hub.attach('a', 'notifications', s1)).toBe(true);
    expect(await hub.attach('a', 'messages', s2)).toBe(false);
    expect(await hub.onlineAmong(['a', 'b'])).toEqual(new Set(['a']));
    expect(await hub.detach('a', 'notifications', s1)).toBe(false);
    expect(await hub.detach('a', 'messages', s2)).toBe(true);
    // A socket detached twice (close after an error) is not a second departure.
    expect(await hub.detach('a', 'messages', s2)).toBe(false);
    expect(await hub.onlineAmong(['a', 'b'])).toEqual(new Set());
  });

  it('closes every socket of a member on disconnect', async () => {
    const hub = createMemoryHub();
    const [s1, s2, s3] = [new FakeSocket(), new FakeSocket(), new FakeSocket()];
    await hub.attach('a', 'notifications', s1);
    await hub.attach('a', 'messages', s2);
    await hub.attach('b', 'messages', s3);
    await hub.disconnect('a', 4001, 'Session terminée');
    expect(s1.closed).toEqual({ code: 4001, reason: 'Session terminée' });
    expect(s2.closed).toEqual({ code: 4001, reason: 'Session terminée' });
    expect(s3.closed).toBeUndefined();
  });
});
