import { SOCKET_UNAUTHORIZED as CONTRACT_UNAUTHORIZED } from '@koinonia/contracts';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '@/shared/session/session';
import { FakeWebSocket } from '@/test/fake-websocket';
import { fakeToken } from '@/test/tokens';
import {
  MAX_ATTEMPTS_WARNING,
  openReconnectingSocket,
  SOCKET_UNAUTHORIZED,
  useReconnectingSocket,
} from './useReconnectingSocket';

const URL = 'ws://test/ws/notifications';
const token = fakeToken({ user_id: 'u1' });

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.install();
  saveSession({ access: token, refresh: 'r1' });
});
afterEach(() => {
  vi.useRealTimers();
});

function start(overrides: Partial<Parameters<typeof openReconnectingSocket>[0]> = {}) {
  const onOpen = vi.fn();
  const onMessage = vi.fn();
  const stop = openReconnectingSocket({ url: URL, onOpen, onMessage, ...overrides });
  return { onOpen, onMessage, stop };
}

describe('openReconnectingSocket (spec §4)', () => {
  it('uses the close code of the contract for a bad token', () => {
    expect(SOCKET_UNAUTHORIZED).toBe(CONTRACT_UNAUTHORIZED);
  });

  it('connects 100 ms after start with the token, then opens and passes JSON frames on', () => {
    const { onOpen, onMessage } = start();
    vi.advanceTimersByTime(99);
    expect(FakeWebSocket.instances).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.last().url).toBe(`${URL}/?token=${encodeURIComponent(token)}`);
    FakeWebSocket.last().open();
    expect(onOpen).toHaveBeenCalledTimes(1);
    FakeWebSocket.last().push({ type: 'new_notification' });
    expect(onMessage).toHaveBeenCalledWith({ type: 'new_notification' });
  });

  it('does not connect without a token', () => {
    clearSession();
    start();
    vi.advanceTimersByTime(5000);
    expect(FakeWebSocket.instances).toHaveLength(0);
  });

  it('retries 1000 ms after a close or an error, and an open resets the counter', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    start();
    vi.advanceTimersByTime(100);
    FakeWebSocket.last().drop();
    vi.advanceTimersByTime(999);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
    FakeWebSocket.last().open();
    FakeWebSocket.last().drop(1001);
    vi.advanceTimersByTime(1000);
    expect(FakeWebSocket.instances).toHaveLength(3);
  });

  it('stops after 5000 failed attempts with the warning', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    start();
    vi.advanceTimersByTime(100);
    for (let attempt = 0; attempt < 5000; attempt += 1) {
      FakeWebSocket.last().drop();
      vi.advanceTimersByTime(1000);
    }
    expect(FakeWebSocket.instances).toHaveLength(5001);
    expect(warn).not.toHaveBeenCalled();
    FakeWebSocket.last().drop();
    vi.advanceTimersByTime(10_000);
    expect(FakeWebSocket.instances).toHaveLength(5001);
    expect(warn).toHaveBeenCalledWith(MAX_ATTEMPTS_WARNING);
  });

  it('on 4401 refreshes the token before reconnecting with the new one', async () => {
    const fresh = fakeToken({ user_id: 'u1', n: 2 });
    const refreshToken = vi.fn(async () => {
      saveSession({ access: fresh, refresh: 'r2' });
      return fresh;
    });
    start({ refreshToken });
    vi.advanceTimersByTime(100);
    FakeWebSocket.last().drop(4401);
    expect(refreshToken).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(FakeWebSocket.last().url).toContain(encodeURIComponent(fresh));
  });

  it('gives up when the refresh is refused (the session is over)', async () => {
    const refreshToken = vi.fn(async () => null);
    start({ refreshToken });
    vi.advanceTimersByTime(100);
    FakeWebSocket.last().drop(4401);
    await vi.advanceTimersByTimeAsync(5000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('stop cancels the pending retry and closes the socket', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { stop } = start();
    vi.advanceTimersByTime(100);
    const first = FakeWebSocket.last();
    first.open();
    stop();
    expect(first.close).toHaveBeenCalled();
    vi.advanceTimersByTime(5000);
    expect(FakeWebSocket.instances).toHaveLength(1);

    const again = start();
    vi.advanceTimersByTime(100);
    FakeWebSocket.last().drop();
    again.stop();
    vi.advanceTimersByTime(5000);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });
});

describe('useReconnectingSocket', () => {
  it('closes on unmount', () => {
    const view = renderHook(() => useReconnectingSocket(URL, { onMessage: () => {} }));
    vi.advanceTimersByTime(100);
    const socket = FakeWebSocket.last();
    socket.open();
    view.unmount();
    expect(socket.close).toHaveBeenCalled();
  });

  it('closes on logout and does not reconnect', () => {
    renderHook(() => useReconnectingSocket(URL, { onMessage: () => {} }));
    vi.advanceTimersByTime(100);
    const socket = FakeWebSocket.last();
    socket.open();
    act(() => clearSession());
    expect(socket.close).toHaveBeenCalled();
    vi.advanceTimersByTime(5000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('calls the latest handlers without reconnecting', () => {
    const first = vi.fn();
    const second = vi.fn();
    const view = renderHook(({ onMessage }) => useReconnectingSocket(URL, { onMessage }), {
      initialProps: { onMessage: first },
    });
    vi.advanceTimersByTime(100);
    view.rerender({ onMessage: second });
    FakeWebSocket.last().push({ a: 1 });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith({ a: 1 });
    expect(FakeWebSocket.instances).toHaveLength(1);
  });
});
