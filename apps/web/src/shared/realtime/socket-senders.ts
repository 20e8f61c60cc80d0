import type { SendFrame } from './useReconnectingSocket';

/**
 * The two sockets' senders while they are open (docs/architecture.md, the socket contract):
 * a feature sends its frames on them (the chat's `typing`, the cards' `subscribe`), and hears
 * each (re)opening to send again what the server forgets with a closed connection.
 */
export type SocketName = 'notifications' | 'messages';

const senders: Record<SocketName, SendFrame | null> = { notifications: null, messages: null };
const openers: Record<SocketName, Set<(send: SendFrame) => void>> = {
  notifications: new Set(),
  messages: new Set(),
};

/** The socket hook tells its sender when it opens, and null when it closes. */
export function setSocketSender(name: SocketName, send: SendFrame | null): void {
  senders[name] = send;
  if (!send) return;
  for (const opened of openers[name]) opened(send);
}

/** Sends a frame if the socket is open; false when it is not (the frame is dropped). */
export function sendOnSocket(name: SocketName, frame: object): boolean {
  const send = senders[name];
  if (!send) return false;
  send(frame);
  return true;
}

/** `opened` runs at each opening of the socket; returns the function that stops it. */
export function onSocketOpen(name: SocketName, opened: (send: SendFrame) => void): () => void {
  openers[name].add(opened);
  return () => openers[name].delete(opened);
}
