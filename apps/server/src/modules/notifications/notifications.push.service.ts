/**
 * Web push (docs/adr/0020-web-push.md). A member switches push on per device (the settings'
 * notification page); each stored notification of a member with a device is then one job,
 * `notifications.push`, worked by the durable queue: it sends when the member has no socket
 * open (the app already showed it otherwise), the category allows push (settings:
 * notifications.channels[category].push), and the notification is still one they see (its own
 * visibility rule: blocks, groups, album photos). The payload is the notification's short
 * French sentence, its ids and where a tap leads: never a publication's or a message's text.
 */
import {
  conversationLink,
  MESSAGE_PUSH_BODY_MAX_LENGTH,
  type MessagePushPayload,
  NOTIFICATION_TYPES,
  type NotificationCategory,
  isNotificationType,
  notificationLink,
  PUSH_PAYLOAD_MAX_BYTES,
  PUSH_TEXTS,
  type PushKey,
  type PushPayload,
  type PushSubscriptionView,
} from '@koinonia/contracts';
import { isIP } from 'node:net';
import { invalid } from '../../platform/errors.ts';
import type { NotificationsRepository } from './notifications.repository.ts';
import type { PushRepository } from './notifications.push.repository.ts';
import type { PushSender } from './notifications.push.sender.ts';

export const PUSH_JOB = 'notifications.push';
/** One job per chat message to a receiver with a device (the fact `messaging.sent`). */
export const MESSAGE_PUSH_JOB = 'notifications.message-push';

export interface PushJob {
  userId: string;
  notificationId: string;
}

export interface MessagePushJob {
  /** The receiver. */
  userId: string;
  messageId: string;
}

/** What the messaging module tells of a message to its receiver, when they still see it. */
export interface PushableMessage {
  id: string;
  conversation_id: string;
  content: string;
  has_image: boolean;
  is_read: boolean;
  muted: boolean;
  sender: { first_name: string; last_name: string };
}

export interface PushServiceDeps {
  repository: PushRepository;
  notifications: Pick<NotificationsRepository, 'findFor'>;
  sender: PushSender;
  publicKey: string;
  /** Tests' local push service: `http:` and local hosts accepted (config.push). */
  allowLocalEndpoints: boolean;
  /** The realtime hub: who has a socket open on any node. */
  onlineAmong(userIds: readonly string[]): Promise<Set<string>>;
  /** The settings module: whether the member wants pushes of this category. */
  wantsPush(userId: string, category: NotificationCategory): Promise<boolean>;
  /** The job queue: one job per notification, keyed by its id. */
  queue(job: PushJob): Promise<void>;
  /** The job queue: one job per chat message, keyed by its id. */
  queueMessage(job: MessagePushJob): Promise<void>;
  /**
   * The messaging module: the message to `userId` if they still see it (not cleared from
   * their history, no block either way with its sender), else undefined.
   */
  messageFor(userId: string, messageId: string): Promise<PushableMessage | undefined>;
  onSendFailure(endpointHost: string, status: number | undefined): void;
}

/**
 * An endpoint the server may post to: a push service is an `https:` address on a public name.
 * Refused: other schemes, IP literals and local names, so a member cannot make the server call
 * into its own network (docs/security.md, Web push).
 */
export function isPushServiceUrl(endpoint: string, allowLocal: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (allowLocal) return url.protocol === 'https:' || url.protocol === 'http:';
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    url.protocol === 'https:' &&
    url.username === '' &&
    url.password === '' &&
    isIP(host) === 0 &&
    host.includes('.') &&
    !/(^|\.)(localhost|local|internal|lan|home|arpa)$/.test(host)
  );
}

/** The notification's sentence cut to fit the payload's bytes, with an ellipsis. */
function fitted(payload: PushPayload): string {
  let json = JSON.stringify(payload);
  let body = payload.body;
  while (Buffer.byteLength(json) > PUSH_PAYLOAD_MAX_BYTES && body.length > 0) {
    body = body.slice(0, Math.max(0, body.length - 50));
    json = JSON.stringify({ ...payload, body: `${body}…` });
  }
  return json;
}

/** A chat message's text on one line, cut at a character (never inside one) with an ellipsis. */
export function shortened(text: string, max = MESSAGE_PUSH_BODY_MAX_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const characters = Array.from(line);
  if (characters.length <= max) return line;
  return `${characters
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}

export function createPushService(deps: PushServiceDeps) {
  const { repository } = deps;

  /** Sends to every device of the member; a gone device is forgotten, a failure retried. */
  async function sendToDevices(userId: string, payload: string): Promise<'sent' | 'skipped'> {
    const devices = await repository.ofMember(userId);
    if (devices.length === 0) return 'skipped';
    let failed = 0;
    for (const device of devices) {
      const { outcome, status } = await deps.sender.send(device, payload);
      if (outcome === 'gone') await repository.deleteById(device.id);
      if (outcome === 'failed') {
        failed += 1;
        deps.onSendFailure(new URL(device.endpoint).host, status);
      }
    }
    if (failed > 0) throw new Error(`web push failed for ${failed} device(s); retried`);
    return 'sent';
  }

  return {
    /** `GET /api/notifications/push-subscriptions/key/`: what the browser subscribes with. */
    key: (): PushKey => ({ public_key: deps.publicKey }),

    /** `POST /api/notifications/push-subscriptions/`: this device receives the member's pushes. */
    async subscribe(
      userId: string,
      body: { endpoint: string; keys: { p256dh: string; auth: string } },
    ): Promise<PushSubscriptionView> {
      if (!isPushServiceUrl(body.endpoint, deps.allowLocalEndpoints)) {
        throw invalid('endpoint', PUSH_TEXTS.endpoint);
      }
      const row = await repository.upsert({
        userId,
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
      });
      return { endpoint: row.endpoint, created_at: row.createdAt.toISOString() };
    },

    /**
     * `DELETE /api/notifications/push-subscriptions/`: this device stops. Idempotent: a device
     * the member did not have (or another member's) changes nothing and answers the same.
     */
    async unsubscribe(userId: string, endpoint: string): Promise<void> {
      await repository.deleteOwn(userId, endpoint);
    },

    /**
     * After notifications are stored: one job per notification of a member who has a device
     * (the others cost no job). The job's id is the notification's, so a second queuing (a
     * retried delivery) sends nothing twice.
     */
    async queueFor(stored: readonly { userId: string; notificationId: string }[]): Promise<void> {
      if (stored.length === 0) return;
      const withDevices = await repository.withDevices(stored.map((item) => item.userId));
      await Promise.all(
        stored.filter((item) => withDevices.has(item.userId)).map((item) => deps.queue(item)),
      );
    },

    /**
     * The job: sends the notification to each of the member's devices, if they still need it.
     * A device the push service says is gone (404, 410) is forgotten; another failure fails the
     * job, which is retried (a device that got it already gets the same tag again, which
     * replaces the first without a second alert).
     */
    async deliver({ userId, notificationId }: PushJob): Promise<'sent' | 'skipped'> {
      const view = await deps.notifications.findFor(userId, notificationId);
      // Gone, no longer visible to them (a block, a group left), or read meanwhile.
      if (!view || view.notification.readAt !== null) return 'skipped';
      const { notification } = view;
      const type = notification.notificationType;
      if (!isNotificationType(type)) return 'skipped';
      // A socket open: the app showed it already.
      if ((await deps.onlineAmong([userId])).has(userId)) return 'skipped';
      if (!(await deps.wantsPush(userId, NOTIFICATION_TYPES[type].category))) return 'skipped';

      const url = notificationLink(type, notification.more) ?? '/notifications';
      const payload = fitted({
        title: 'Koinonia',
        body: notification.message,
        url,
        // Pushes about one publication, conversation or event replace each other.
        tag: `koinonia:${url}`,
        notification_id: notification.id,
        notification_type: type,
        more: notification.more,
      });
      return sendToDevices(userId, payload);
    },

    /**
     * After a chat message is stored (the fact `messaging.sent`): one job if the receiver has
     * a device, keyed by the message's id (a retried delivery of the fact queues nothing twice).
     */
    async queueForMessage(job: MessagePushJob): Promise<void> {
      if ((await repository.withDevices([job.userId])).has(job.userId)) {
        await deps.queueMessage(job);
      }
    },

    /**
     * The chat message's job: sends the sender's name and the text shortened to the receiver's
     * devices, unless, when it runs, the message is gone or no longer theirs to see (cleared,
     * a block either way: a blocked member's message never pushes), read, its conversation
     * muted by the receiver, the receiver has a socket open (the app showed it live, with its
     * sound and toast), or they switched off push for the 'messages' category.
     */
    async deliverMessage({ userId, messageId }: MessagePushJob): Promise<'sent' | 'skipped'> {
      const message = await deps.messageFor(userId, messageId);
      if (!message || message.is_read || message.muted) return 'skipped';
      if ((await deps.onlineAmong([userId])).has(userId)) return 'skipped';
      if (!(await deps.wantsPush(userId, 'messages'))) return 'skipped';
      const url = conversationLink(message.conversation_id);
      const text = shortened(message.content);
      const body: MessagePushPayload = {
        title: `${message.sender.first_name} ${message.sender.last_name}`.trim(),
        body: text === '' && message.has_image ? PUSH_TEXTS.photo : text,
        url,
        tag: `koinonia:${url}`,
        message_id: message.id,
        conversation_id: message.conversation_id,
      };
      return sendToDevices(userId, JSON.stringify(body));
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
