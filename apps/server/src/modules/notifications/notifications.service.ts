/**
 * Notifications (spec §3: notification_type, message, more). Each one is stored, then published
 * on the member's notification socket (ARCHITECTURE.md, Realtime: stored before published, so
 * a client that reconnects and reloads the list misses nothing). Nothing crosses a block,
 * nothing goes to oneself, nothing goes to a member who turned the type's category off in the
 * app (settings).
 */
import {
  NOTIFICATION_TYPES,
  type NotificationCategory,
  groupedNotificationMessage,
  type Notification,
  type NotificationMore,
  type NotificationEvent,
  notificationMessage,
  type NotificationPage,
  type NotificationSocketEvent,
  type NotificationType,
  type NotificationTypeDefinition,
  type PublicationRemovedEvent,
} from '@koinonia/contracts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import { decodeTimeCursor, timePage } from '../../platform/cursor.ts';
import { presentNotification } from './notifications.presenter.ts';
import type { NotificationsRepository } from './notifications.repository.ts';

export const NOTIFICATIONS_TEXTS = { notFound: 'Notification introuvable.' } as const;

/** The member who causes a notification, as the users module knows them. */
export interface ActorInfo {
  id: string;
  titre: string;
  firstName: string;
  lastName: string;
  profilePicture: string | null;
}

export interface NotificationsServiceDeps {
  repository: NotificationsRepository;
  /** The actor; undefined when the account is gone. */
  actorOf(userId: string): Promise<ActorInfo | undefined>;
  isBlockedBetween(a: string, b: string): Promise<boolean>;
  hub: Pick<RealtimeHub, 'publish'>;
  /** A failed publication never fails the write: the notification is stored and listed. */
  onPublishError(error: unknown): void;
  /**
   * The members among `userIds` who keep the category in the app (settings:
   * notifications.channels[category].app). None: everyone.
   */
  inAppAmong?(userIds: readonly string[], category: NotificationCategory): Promise<string[]>;
  /**
   * Told of what was just stored (web push queues its jobs: notifications.push.service.ts);
   * best effort, like the socket: a failure is reported, the notification stays stored.
   */
  onStored?(stored: readonly { userId: string; notificationId: string }[]): Promise<void>;
}

/** A notification to store, from a fact (notifications.listeners.ts). */
export interface NotifyInput {
  type: NotificationType;
  userId: string;
  actorId: string;
  more: NotificationMore;
  /** The fact it comes from: delivering that fact again stores and publishes nothing twice. */
  factId: string;
  /** The name of what it is about (a group), for the `{subject}` of its message. */
  subject?: string;
  /**
   * For a type grouped by publication (`groupedBy: 'post'`): the publication's first words,
   * the `{subject}` of the grouped sentence.
   */
  subjectOfGroup?: string;
  /**
   * For a type that groups (its `grouped` template): how many others did the same. The
   * member's unread notification about the same thing is re-worded rather than repeated.
   */
  others?: number;
}

/** One notification to each of many members (POST_NEW to all of one's friends). */
export interface NotifyManyInput extends Omit<NotifyInput, 'userId'> {
  userIds: readonly string[];
}

/** The name a member shows in a notification: 'Sœur Hélène Lefèvre', or 'Anne Petit'. */
export const fullName = ({
  titre,
  firstName,
  lastName,
}: Omit<ActorInfo, 'id' | 'profilePicture'>) =>
  [titre, firstName, lastName]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' ');

/** A grouped notification remembers this many of its latest actors. */
const MAX_GROUPED_ACTORS = 100;

const notFound = () => new AppError(404, 'not_found', NOTIFICATIONS_TEXTS.notFound);

export function createNotificationsService(deps: NotificationsServiceDeps) {
  const { repository } = deps;
  const inAppAmong = deps.inAppAmong ?? ((userIds) => Promise.resolve([...userIds]));
  /** Who of `userIds` wants this type in the app: the others get nothing stored nor pushed. */
  const wanting = (userIds: readonly string[], type: NotificationType) => {
    const definition: NotificationTypeDefinition = NOTIFICATION_TYPES[type];
    // A moderation decision reaches its member whatever their preferences.
    if (definition.mandatory) return Promise.resolve([...userIds]);
    return inAppAmong(userIds, definition.category);
  };

  async function send(userId: string, event: NotificationSocketEvent): Promise<void> {
    try {
      await deps.hub.publish(userId, 'notifications', event);
    } catch (error) {
      deps.onPublishError(error);
    }
  }

  async function publish(userId: string, notification: Notification): Promise<void> {
    const event: NotificationEvent = { type: 'new_notification', notification };
    await send(userId, event);
  }

  async function announceStored(stored: { userId: string; notificationId: string }[]) {
    try {
      await deps.onStored?.(stored);
    } catch (error) {
      deps.onPublishError(error);
    }
  }

  /**
   * A comment or a reply (`groupedBy: 'post'`): the member's unread notification of the type
   * about the same publication takes the new actor and reads 'Paul Martin et 2 autres ont
   * commenté « … »', counting the distinct members who did it since it was read; a read one
   * (or none) starts a new notification. The same fact delivered again changes nothing.
   */
  async function groupedByPost(
    input: NotifyInput,
    actor: ActorInfo,
  ): Promise<Notification | undefined> {
    const post = input.more.post ?? '';
    const unread = await repository.unreadAbout(input.userId, input.type, post);
    if (unread && unread.factId === input.factId) return undefined;
    const before = unread ? (unread.more.actors ?? (unread.actorId ? [unread.actorId] : [])) : [];
    const actors = [...before.filter((id) => id !== input.actorId), input.actorId].slice(
      -MAX_GROUPED_ACTORS,
    );
    const others = actors.length - 1;
    const message = groupedNotificationMessage(
      input.type,
      fullName(actor),
      input.subjectOfGroup ?? '',
      input.subjectOfGroup ? others : 0,
    );
    const values = {
      actorId: input.actorId,
      message,
      more: { ...input.more, actors },
      factId: input.factId,
    };
    const row =
      (unread ? await repository.regroupRow(unread.id, values) : undefined) ??
      (await repository.insert({
        ...values,
        userId: input.userId,
        notificationType: input.type,
        message: notificationMessage(input.type, fullName(actor)),
        more: { ...input.more, actors: [input.actorId] },
      }));
    if (!row) return undefined;
    const notification = presentNotification({ notification: row, actor, sortKey: '' });
    await publish(input.userId, notification);
    await announceStored([{ userId: input.userId, notificationId: row.id }]);
    return notification;
  }

  const service = {
    /** Tells the database which types the modules emit (app start, from MODULES). */
    registerTypes: (types: readonly NotificationType[]) => repository.registerTypes(types),

    /**
     * Stores a notification for `userId` about `actorId`, then publishes it. Returns undefined
     * when nothing may be stored (oneself, a block either way, an actor who is gone) or when
     * the same event stored it already.
     */
    async notify(input: NotifyInput): Promise<Notification | undefined> {
      if (input.userId === input.actorId) return undefined;
      const [actor, blocked, wanted] = await Promise.all([
        deps.actorOf(input.actorId),
        deps.isBlockedBetween(input.userId, input.actorId),
        wanting([input.userId], input.type),
      ]);
      if (!actor || blocked || wanted.length === 0) return undefined;
      const definition: NotificationTypeDefinition = NOTIFICATION_TYPES[input.type];
      if (definition.groupedBy === 'post' && input.more.post) {
        return groupedByPost(input, actor);
      }
      const values = {
        userId: input.userId,
        actorId: input.actorId,
        notificationType: input.type,
        message: groupedNotificationMessage(
          input.type,
          fullName(actor),
          input.subject ?? '',
          input.others ?? 0,
        ),
        more: input.more,
        factId: input.factId,
      };
      const row =
        ((input.others ?? 0) > 0 ? await repository.regroup(values) : undefined) ??
        (await repository.insert(values));
      if (!row) return undefined;
      const notification = presentNotification({ notification: row, actor, sortKey: '' });
      await publish(input.userId, notification);
      await announceStored([{ userId: input.userId, notificationId: row.id }]);
      return notification;
    },

    /**
     * A notification that names nobody (actor null): a count of members whose names the
     * recipient may not be told, as the daily 'Je prie' of an intention
     * (docs/adr/0025-prayer-intentions.md). The member's preferences hold as for `notify`;
     * the same fact delivered again stores nothing twice.
     */
    async notifyUnsigned(input: Omit<NotifyInput, 'actorId' | 'others' | 'subjectOfGroup'>) {
      const wanted = await wanting([input.userId], input.type);
      if (wanted.length === 0) return undefined;
      const row = await repository.insert({
        userId: input.userId,
        actorId: null,
        notificationType: input.type,
        message: notificationMessage(input.type, '', input.subject ?? ''),
        more: input.more,
        factId: input.factId,
      });
      if (!row) return undefined;
      const notification = presentNotification({ notification: row, actor: null, sortKey: '' });
      await publish(input.userId, notification);
      await announceStored([{ userId: input.userId, notificationId: row.id }]);
      return notification;
    },

    /**
     * `notify` for many members at once: ONE insert for all (the same rules: never oneself,
     * never across a block, checked in that statement), then each is published to its member.
     * Returns the stored notifications.
     */
    async notifyMany(input: NotifyManyInput): Promise<Notification[]> {
      if (input.userIds.length === 0) return [];
      const [actor, userIds] = await Promise.all([
        deps.actorOf(input.actorId),
        wanting(input.userIds, input.type),
      ]);
      if (!actor || userIds.length === 0) return [];
      const rows = await repository.insertMany(userIds, {
        actorId: input.actorId,
        notificationType: input.type,
        message: notificationMessage(input.type, fullName(actor), input.subject),
        more: input.more,
        factId: input.factId,
      });
      const stored = rows.map((row) => ({
        userId: row.userId,
        notification: presentNotification({ notification: row, actor, sortKey: '' }),
      }));
      await Promise.all(stored.map(({ userId, notification }) => publish(userId, notification)));
      await announceStored(
        stored.map(({ userId, notification }) => ({ userId, notificationId: notification.id })),
      );
      return stored.map(({ notification }) => notification);
    },

    /**
     * An event that is not a notification and is not stored (a deleted publication), sent on
     * each member's notification socket; best effort, like every publish.
     */
    async announce(userIds: readonly string[], event: PublicationRemovedEvent): Promise<void> {
      await Promise.all([...new Set(userIds)].map((userId) => send(userId, event)));
    },

    /** `GET /api/notifications/`: newest first, a page at a time, with the unread count. */
    async list(
      userId: string,
      { cursor, limit }: { cursor?: string; limit: number },
    ): Promise<NotificationPage> {
      const [rows, unread] = await Promise.all([
        repository.page(userId, afterOf(decodeTimeCursor('notifications', cursor)), limit + 1),
        repository.countUnread(userId),
      ]);
      const { shown, next } = timePage('notifications', rows, limit, (row) => ({
        key: row.sortKey,
        id: row.notification.id,
      }));
      return { results: shown.map(presentNotification), next, unread_count: unread };
    },

    /** One of the member's own notifications; another's, or unknown, is 404. */
    async get(userId: string, id: string): Promise<Notification> {
      const view = isUuid(id) ? await repository.findFor(userId, id) : undefined;
      if (!view) throw notFound();
      return presentNotification(view);
    },

    async markRead(userId: string, id: string): Promise<Notification> {
      if (!isUuid(id) || !(await repository.markRead(userId, id))) throw notFound();
      return service.get(userId, id);
    },

    async markAllRead(userId: string): Promise<{ unread_count: number }> {
      await repository.markAllRead(userId);
      return { unread_count: 0 };
    },
  };
  return service;
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;

/** The repository's name for where a page starts. */
function afterOf(after: { key: string; id: string } | undefined) {
  return after && { createdAt: after.key, id: after.id };
}
