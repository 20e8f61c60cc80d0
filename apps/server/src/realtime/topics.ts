/** The topics this node listens to (SocketHub.listen), shared by both hubs. */
export class LocalTopics {
  private readonly handlers = new Map<string, Set<(event: unknown) => void>>();

  /** true when this is the topic's first handler on this node. */
  add(topic: string, handler: (event: unknown) => void): boolean {
    let set = this.handlers.get(topic);
    const first = set === undefined;
    if (!set) {
      set = new Set();
      this.handlers.set(topic, set);
    }
    set.add(handler);
    return first;
  }

  /** true when this was the topic's last handler on this node. */
  remove(topic: string, handler: (event: unknown) => void): boolean {
    const set = this.handlers.get(topic);
    if (!set?.delete(handler)) return false;
    if (set.size > 0) return false;
    this.handlers.delete(topic);
    return true;
  }

  /** Hands `event` to every handler of the topic; a failing one never stops the rest. */
  deliver(topic: string, event: unknown, onError: (error: unknown) => void): void {
    for (const handler of this.handlers.get(topic) ?? []) {
      try {
        handler(event);
      } catch (error) {
        onError(error);
      }
    }
  }
}
