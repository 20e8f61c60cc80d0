/**
 * The realtime hub (ARCHITECTURE.md, Realtime): delivers events to every socket a member has
 * open, on every node, and knows who is online. Two implementations behind this interface:
 * in process (one node, the default) and Redis pub/sub (REDIS_URL, several nodes).
 * Events are stored in the database before they are published; delivery is best effort.
 */
export type SocketChannel = 'notifications' | 'messages';

export interface RealtimeHub {
  /** Sends `event` (JSON-serialisable) to every open socket of `userId` on `channel`. */
  publish(userId: string, channel: SocketChannel, event: unknown): Promise<void>;
  /** The members among `userIds` who have at least one socket open on any node. */
  onlineAmong(userIds: readonly string[]): Promise<Set<string>>;
}

/** A socket as the hub sees it: the socket routes adapt `ws` sockets to this. */
export interface HubSocket {
  /** Sends one text frame (already JSON). */
  send(data: string): void;
  close(code: number, reason: string): void;
}

/**
 * What the socket routes need besides RealtimeHub: sockets of this node come and go, and a
 * member can be disconnected everywhere (sign-out, password reset).
 */
export interface SocketHub extends RealtimeHub {
  /** Registers a socket of this node; true when it is the member's first socket on any node. */
  attach(userId: string, channel: SocketChannel, socket: HubSocket): Promise<boolean>;
  /** Forgets a socket of this node; true when it was the member's last socket on any node. */
  detach(userId: string, channel: SocketChannel, socket: HubSocket): Promise<boolean>;
  /** Closes every socket of the member, on every node. */
  disconnect(userId: string, code: number, reason: string): Promise<void>;
  /**
   * Sends `event` to every node that listens to `topic` (a publication's live thread:
   * modules/publications/publications.live.ts); each node delivers it to its own sockets.
   */
  broadcast(topic: string, event: unknown): Promise<void>;
  /**
   * This node hears `topic` until the returned function is called (once per handler). Nothing
   * is stored: a node hears only what is broadcast while it listens.
   */
  listen(topic: string, handler: (event: unknown) => void): Promise<() => Promise<void>>;
  /** Every socket of this node, e.g. to close them at shutdown. */
  localSockets(): HubSocket[];
  /** Stops timers and connections; the sockets themselves are closed by their routes. */
  close(): Promise<void>;
}
