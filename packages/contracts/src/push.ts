/**
 * Web push (docs/adr/0020-web-push.md): the browser's subscription of one device, the key the
 * browser subscribes with, and what a push carries. The payload is read by the service worker
 * (apps/web/src/pwa/sw-push.ts), which keeps its own copy of this shape (it imports nothing).
 */
import { z } from 'zod';
import { lineText } from './text.ts';

export const PUSH_TEXTS = {
  endpoint: "L'adresse d'envoi de l'appareil est invalide.",
  keys: "Les clés de chiffrement de l'appareil sont invalides.",
  /** The body of a chat message pushed that holds only a picture. */
  photo: 'Vous a envoyé une photo.',
} as const;

/** The longest push endpoint taken (the browsers' are about 200 to 500 characters). */
export const PUSH_ENDPOINT_MAX_LENGTH = 1000;

/** A push service's address: https, as every browser's is (the server checks the host). */
const endpoint = lineText({ error: PUSH_TEXTS.endpoint })
  .max(PUSH_ENDPOINT_MAX_LENGTH, { error: PUSH_TEXTS.endpoint })
  // The server parses it in full and takes only https on a public name (isPushServiceUrl).
  .regex(/^https?:\/\/[^\s/?#]+([/?#]\S*)?$/i, { error: PUSH_TEXTS.endpoint });

/** base64url of exactly `bytes` bytes (padding tolerated, as some browsers send it). */
const base64urlOf = (bytes: number) =>
  lineText({ error: PUSH_TEXTS.keys })
    .transform((value) => value.replace(/=+$/, ''))
    .refine(
      (value) => /^[A-Za-z0-9_-]+$/.test(value) && Math.floor((value.length * 3) / 4) === bytes,
      {
        error: PUSH_TEXTS.keys,
      },
    );

/**
 * `POST /api/notifications/push-subscriptions/`: the browser's `PushSubscription.toJSON()`.
 * `p256dh` is the device's P-256 public key (65 bytes), `auth` its 16-byte secret (RFC 8291).
 */
export const pushSubscriptionBodySchema = z.object({
  endpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64urlOf(65), auth: base64urlOf(16) }, { error: PUSH_TEXTS.keys }),
});
export type PushSubscriptionBody = z.input<typeof pushSubscriptionBodySchema>;

/** `DELETE /api/notifications/push-subscriptions/`: the device that stops. */
export const pushUnsubscribeBodySchema = z.object({ endpoint });
export type PushUnsubscribeBody = z.infer<typeof pushUnsubscribeBodySchema>;

/** One device's subscription as the member's own answers show it. */
export const pushSubscriptionSchema = z.object({ endpoint: z.string(), created_at: z.string() });
export type PushSubscriptionView = z.infer<typeof pushSubscriptionSchema>;

/** `GET /api/notifications/push-subscriptions/key/`: the server's VAPID public key. */
export const pushKeySchema = z.object({ public_key: z.string() });
export type PushKey = z.infer<typeof pushKeySchema>;

/**
 * What one push carries, encrypted for the device (under 4 KB, ANCHORS.md "PWA"): the
 * notification's own short French sentence and ids, never the content of a publication or a
 * message. `url` is where a tap leads; `tag` makes repeats about one thing replace each other.
 */
export interface PushPayload {
  title: 'Koinonia';
  body: string;
  url: string;
  tag: string;
  notification_id: string;
  notification_type: string;
  more: { post?: string; id?: string };
}

/**
 * A chat message pushed to its receiver (docs/adr/0020-web-push.md, 'Chat messages'): the
 * sender's name as the title, the message's text shortened as the body, and the conversation a
 * tap opens. Pushes of one conversation share a tag: the newest replaces the one before.
 */
export interface MessagePushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
  message_id: string;
  conversation_id: string;
}

/** A chat message's text in a push is cut to this many characters, with an ellipsis. */
export const MESSAGE_PUSH_BODY_MAX_LENGTH = 140;

/** Where a tap on a chat message's push leads: the conversation in /messaging. */
export const conversationLink = (conversationId: string) =>
  `/messaging?c=${encodeURIComponent(conversationId)}`;

/** The largest payload sent: push services take 4096 bytes, encryption adds its share. */
export const PUSH_PAYLOAD_MAX_BYTES = 3000;
