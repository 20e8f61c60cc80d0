/** A real `ws` client for socket tests: it records what arrives and how the socket closed. */
import WebSocket from 'ws';

export interface Closing {
  code: number;
  reason: string;
}

export interface TestSocket {
  ws: WebSocket;
  /** Every JSON message received so far. */
  messages: unknown[];
  opened: Promise<void>;
  closed: Promise<Closing>;
  /** The first message (already received or to come) that `match` accepts. */
  next<T = unknown>(match: (message: T) => boolean, timeoutMs?: number): Promise<T>;
  /**
   * Resolves once the server has checked the token and registered the socket: a ping is
   * answered only then. The pong is not kept in `messages`.
   */
  ready(): Promise<void>;
  /** Closes from the client side and waits for the end. */
  close(): Promise<Closing>;
}

export interface OpenSocketOptions {
  token?: string;
  origin?: string;
  /** false: the client does not answer the server's pings (a dead connection). */
  autoPong?: boolean;
}

export function openSocket(
  baseUrl: string,
  path: string,
  { token, origin, autoPong = true }: OpenSocketOptions = {},
): TestSocket {
  const url = `${baseUrl}${path}${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`;
  const ws = new WebSocket(url, { autoPong, ...(origin ? { origin } : {}) });
  const messages: unknown[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    messages.push(JSON.parse(String(data)));
    for (const wake of waiters) wake();
  });
  const opened = new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const closed = new Promise<Closing>((resolve) =>
    ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const socket: TestSocket = {
    ws,
    messages,
    opened,
    closed,
    next<T>(match: (message: T) => boolean, timeoutMs = 1000): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const look = () => {
          const found = (messages as T[]).find(match);
          if (found === undefined) return false;
          waiters.delete(look);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(look);
          reject(
            new Error(`no matching message within ${timeoutMs} ms: ${JSON.stringify(messages)}`),
          );
        }, timeoutMs);
        if (!look()) waiters.add(look);
      });
    },
    async ready() {
      await opened;
      ws.send(JSON.stringify({ type: 'ping' }));
      const pong = await socket.next((m: { type?: string }) => m.type === 'pong');
      messages.splice(messages.indexOf(pong), 1);
    },
    close() {
      ws.close();
      return closed;
    },
  };
  return socket;
}
