import { useSyncExternalStore } from 'react';
import { TYPING_SEND_EVERY_MS, TYPING_SHOWN_MS } from '@/shared/constants';
import { sendOnSocket } from '@/shared/realtime/socket-senders';

/**
 * 'Marie écrit…' (apps/server messaging.typing.ts). Writing: the composer calls
 * `announceTyping` at each keystroke; a `typing` frame leaves on the chat socket at most every
 * TYPING_SEND_EVERY_MS per friend. Reading: a friend's frame shows the indicator for
 * TYPING_SHOWN_MS, or until their message arrives.
 */
const lastSent = new Map<string, number>();

export function announceTyping(receiverId: string, now = Date.now()): void {
  const last = lastSent.get(receiverId);
  if (last !== undefined && now - last < TYPING_SEND_EVERY_MS) return;
  if (sendOnSocket('messages', { type: 'typing', receiver_id: receiverId })) {
    lastSent.set(receiverId, now);
  }
}

/** The message left: the next keystroke announces at once. */
export function typingSent(receiverId: string): void {
  lastSent.delete(receiverId);
}

const typing = new Map<string, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();
let version = 0;

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

/** A friend's `typing` frame: shown for TYPING_SHOWN_MS after the last one. */
export function friendTyping(userId: string): void {
  const timer = typing.get(userId);
  if (timer !== undefined) clearTimeout(timer);
  typing.set(
    userId,
    setTimeout(() => friendStopped(userId), TYPING_SHOWN_MS),
  );
  if (timer === undefined) changed();
}

/** Their message arrived (or the time passed): the indicator goes. */
export function friendStopped(userId: string): void {
  const timer = typing.get(userId);
  if (timer === undefined) return;
  clearTimeout(timer);
  typing.delete(userId);
  changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the friend is writing to the member now. */
export function useFriendTyping(userId: string): boolean {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
  return typing.has(userId);
}
