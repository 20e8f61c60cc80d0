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
