/** The sockets open on this node, by member and channel: both hubs deliver through this. */
import type { HubSocket, SocketChannel } from './hub.ts';

type MemberSockets = Record<SocketChannel, Set<HubSocket>>;

export class LocalSockets {
  private readonly members = new Map<string, MemberSockets>();

  /** true when this is the member's first socket on this node. */
  add(userId: string, channel: SocketChannel, socket: HubSocket): boolean {
    let sockets = this.members.get(userId);
    const first = sockets === undefined;
    if (!sockets) {
      sockets = { notifications: new Set(), messages: new Set() };
      this.members.set(userId, sockets);
    }
    sockets[channel].add(socket);
    return first;
  }

  /** true when this was the member's last socket on this node (false if it was not known). */
  remove(userId: string, channel: SocketChannel, socket: HubSocket): boolean {
    const sockets = this.members.get(userId);
    if (!sockets?.[channel].delete(socket)) return false;
    if (sockets.notifications.size > 0 || sockets.messages.size > 0) return false;
    this.members.delete(userId);
    return true;
  }

  has(userId: string): boolean {
    return this.members.has(userId);
  }

  /** Sends `data` to every socket of the member on `channel`; a broken socket never stops the rest. */
  deliver(userId: string, channel: SocketChannel, data: string): void {
    const sockets = this.members.get(userId)?.[channel];
    if (!sockets) return;
    for (const socket of sockets) {
      try {
        socket.send(data);
      } catch {
        // The socket is closing; its close handler detaches it.
      }
    }
  }

  closeAll(userId: string, code: number, reason: string): void {
    const sockets = this.members.get(userId);
    if (!sockets) return;
    for (const socket of [...sockets.notifications, ...sockets.messages]) {
      socket.close(code, reason);
    }
  }

  userIds(): string[] {
    return [...this.members.keys()];
  }

  all(): HubSocket[] {
    return [...this.members.values()].flatMap((s) => [...s.notifications, ...s.messages]);
  }
}
