/** The hub of a single node (no REDIS_URL): delivery and presence are this process's sockets. */
import type { SocketHub } from './hub.ts';
import { LocalSockets } from './local-sockets.ts';
import { LocalTopics } from './topics.ts';

export function createMemoryHub(onError: (error: unknown) => void = () => undefined): SocketHub {
  const local = new LocalSockets();
  const topics = new LocalTopics();
  return {
    publish(userId, channel, event) {
      local.deliver(userId, channel, JSON.stringify(event));
      return Promise.resolve();
    },
    onlineAmong(userIds) {
      return Promise.resolve(new Set(userIds.filter((id) => local.has(id))));
    },
    attach(userId, channel, socket) {
      return Promise.resolve(local.add(userId, channel, socket));
    },
    detach(userId, channel, socket) {
      return Promise.resolve(local.remove(userId, channel, socket));
    },
    disconnect(userId, code, reason) {
      local.closeAll(userId, code, reason);
      return Promise.resolve();
    },
    broadcast(topic, event) {
      // Through JSON, as over Redis: a listener never shares the sender's objects.
      topics.deliver(topic, JSON.parse(JSON.stringify(event)), onError);
      return Promise.resolve();
    },
    listen(topic, handler) {
      topics.add(topic, handler);
      return Promise.resolve(() => {
        topics.remove(topic, handler);
        return Promise.resolve();
      });
    },
    localSockets: () => local.all(),
    close: () => Promise.resolve(),
  };
}
