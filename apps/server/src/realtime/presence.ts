/**
 * Presence events (ours, on `/ws/messages/`): when a member's first socket opens anywhere, their
 * friends receive `{type: 'presence', status: 'online'}`; when their last one closes, 'offline'.
 * Only accepted friends hear it, so nothing crosses a block (a block has no status).
 */
import type { PresenceEvent } from '@koinonia/contracts';
import type { RealtimeHub } from './hub.ts';

export interface PresenceDeps {
  hub: RealtimeHub;
  friendIds(userId: string): Promise<string[]>;
  onError(error: unknown): void;
}

export interface Presence {
  /**
   * Tells the member's friends (or `to`, when given: a member who just hid their presence is
   * announced offline to the friends who saw them online); announcements of one member leave
   * in the order they were made.
   */
  announce(userId: string, status: PresenceEvent['status'], to?: readonly string[]): Promise<void>;
}

export function createPresence({ hub, friendIds, onError }: PresenceDeps): Presence {
  // A quick close after an open must not reach friends as offline-then-online.
  const queues = new Map<string, Promise<void>>();
  return {
    announce(userId, status, to) {
      const event: PresenceEvent = { type: 'presence', user_id: userId, status };
      const next = (queues.get(userId) ?? Promise.resolve())
        .then(async () => {
          const friends = to ?? (await friendIds(userId));
          await Promise.all(friends.map((friend) => hub.publish(friend, 'messages', event)));
        })
        .catch(onError);
      queues.set(userId, next);
      void next.then(() => {
        if (queues.get(userId) === next) queues.delete(userId);
      });
      return next;
    },
  };
}
