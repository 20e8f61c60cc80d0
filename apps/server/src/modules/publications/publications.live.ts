/**
 * Live threads (ours): the publications on a member's screen receive their new comments and
 * replies, reaction counts and edits as they happen, for every member allowed to see them.
 *
 * - The web sends `{type: 'subscribe' | 'unsubscribe', publication_id}` on the notification
 *   socket as a card enters or leaves the screen (packages/contracts realtime.ts). This node
 *   keeps them in memory for that socket only, MAX_LIVE_PUBLICATIONS at most (a new one past
 *   the bound drops the socket's oldest), and forgets them when the socket closes: nothing is
 *   stored.
 * - A write records `publications.thread_changed` (publications.facts.ts); its listener, run by
 *   the job queue after commit, broadcasts it on the publication's topic through the hub
 *   (Redis pub/sub with several nodes: every node that holds a subscriber listens to it).
 * - Each node delivers `{type: 'publication_activity', publication_id, change}` to its own
 *   subscribers that may see it, asked of the database at delivery (`viewersAmong`: the
 *   audience rule `visibleTo`, blocks with the actor, the comment shown): a member who lost
 *   the audience or blocked the actor since they subscribed hears nothing. Never the actor.
 */
import {
  MAX_LIVE_PUBLICATIONS,
  type PublicationActivityEvent,
  publicationSubscriptionFrameSchema,
} from '@koinonia/contracts';
import type { Facts } from '../../platform/facts.ts';
import type { HubSocket, SocketHub } from '../../realtime/hub.ts';
import type { FrameSource, SocketFrames } from '../../realtime/socket-frames.ts';

type ThreadChanged = Facts['publications.thread_changed'];

export interface LiveThreadsDeps {
  hub: Pick<SocketHub, 'broadcast' | 'listen'>;
  frames: SocketFrames;
  /** Of `userIds`, those who may hear of the change (publications.repository.ts). */
  viewersAmong(
    publicationId: string,
    userIds: readonly string[],
    actorId: string,
    commentId: string | null,
  ): Promise<string[]>;
  onError(error: unknown): void;
}

const topicOf = (publicationId: string) => `publication:${publicationId}`;

export function createLiveThreads(deps: LiveThreadsDeps) {
  /** Per socket of this node: its member and its publications, oldest subscription first. */
  const sockets = new Map<HubSocket, { userId: string; ids: Set<string> }>();
  /** Per publication: the sockets of this node that show it, and how to stop listening. */
  const watchers = new Map<
    string,
    { sockets: Set<HubSocket>; stop: Promise<() => Promise<void>> }
  >();

  async function deliver(publicationId: string, event: unknown): Promise<void> {
    const watching = watchers.get(publicationId);
    if (!watching) return;
    const change = event as ThreadChanged;
    const members = new Map<string, HubSocket[]>();
    for (const socket of watching.sockets) {
      const userId = sockets.get(socket)?.userId;
      if (userId) members.set(userId, [...(members.get(userId) ?? []), socket]);
    }
    if (members.size === 0) return;
    const allowed = await deps.viewersAmong(
      publicationId,
      [...members.keys()],
      change.actorId,
      change.commentId,
    );
    const frame: PublicationActivityEvent = {
      type: 'publication_activity',
      publication_id: publicationId,
      change: change.change,
    };
    const data = JSON.stringify(frame);
    for (const userId of allowed) {
      for (const socket of members.get(userId) ?? []) {
        // Still subscribed once the database answered.
        if (!watchers.get(publicationId)?.sockets.has(socket)) continue;
        try {
          socket.send(data);
        } catch {
          // The socket is closing; its close forgets it.
        }
      }
    }
  }

  function watch(publicationId: string, socket: HubSocket): void {
    let watching = watchers.get(publicationId);
    if (!watching) {
      const stop = deps.hub.listen(topicOf(publicationId), (event) => {
        deliver(publicationId, event).catch(deps.onError);
      });
      stop.catch(deps.onError);
      watching = { sockets: new Set(), stop };
      watchers.set(publicationId, watching);
    }
    watching.sockets.add(socket);
  }

  function unwatch(publicationId: string, socket: HubSocket): void {
    const watching = watchers.get(publicationId);
    if (!watching?.sockets.delete(socket) || watching.sockets.size > 0) return;
    watchers.delete(publicationId);
    watching.stop.then((stop) => stop()).catch(deps.onError);
  }

  const live = {
    subscribe(source: FrameSource, publicationId: string): void {
      let entry = sockets.get(source.socket);
      if (!entry) {
        entry = { userId: source.userId, ids: new Set() };
        sockets.set(source.socket, entry);
      }
      if (entry.ids.has(publicationId)) return;
      if (entry.ids.size >= MAX_LIVE_PUBLICATIONS) {
        const oldest = entry.ids.values().next().value;
        if (oldest !== undefined) live.unsubscribe(source, oldest);
      }
      entry.ids.add(publicationId);
      watch(publicationId, source.socket);
    },

    unsubscribe(source: FrameSource, publicationId: string): void {
      const entry = sockets.get(source.socket);
      if (!entry?.ids.delete(publicationId)) return;
      unwatch(publicationId, source.socket);
    },

    closed(source: FrameSource): void {
      const entry = sockets.get(source.socket);
      if (!entry) return;
      sockets.delete(source.socket);
      for (const id of entry.ids) unwatch(id, source.socket);
    },

    /** The fact's listener: every node with a subscriber hears it. */
    announce: (change: ThreadChanged) => deps.hub.broadcast(topicOf(change.publicationId), change),

    /** How many publications this node follows (tests). */
    watchedCount: () => watchers.size,
  };

  const onFrame = (frame: unknown, source: FrameSource) => {
    const parsed = publicationSubscriptionFrameSchema.safeParse(frame);
    if (!parsed.success) return;
    const id = parsed.data.publication_id.toLowerCase();
    if (parsed.data.type === 'subscribe') live.subscribe(source, id);
    else live.unsubscribe(source, id);
  };
  deps.frames.on('notifications', 'subscribe', onFrame);
  deps.frames.on('notifications', 'unsubscribe', onFrame);
  deps.frames.onClose((source) => {
    if (source.channel === 'notifications') live.closed(source);
  });
  return live;
}

export type LiveThreads = ReturnType<typeof createLiveThreads>;
