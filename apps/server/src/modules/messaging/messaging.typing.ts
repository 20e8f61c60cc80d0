/**
 * 'Marie écrit…' (ours): the chat socket's `typing` frame (packages/contracts realtime.ts).
 * A member typing to a friend sends one every TYPING_SEND_EVERY_MS at most; the friend
 * receives `{type: 'typing', user_id, conversation_id}` on their chat socket. Nothing is
 * stored. Only to a friend who takes messages: not across a block (a block has no status, so
 * blocked members are never friends), not to a member who is not a friend, never to oneself.
 * A client that sends faster is thinned here (one frame per pair in that time); a message sent
 * ends the pair's period, as the client's own thinning does (apps/web typing.ts), so the first
 * keystroke of the next message reaches the friend at once.
 */
import { TYPING_SEND_EVERY_MS, type TypingEvent, typingFrameSchema } from '@koinonia/contracts';
import type { RealtimeHub } from '../../realtime/hub.ts';

export interface TypingDeps {
  hub: Pick<RealtimeHub, 'publish'>;
  /** Friends, not blocked either way, and the receiver takes messages (as a send checks). */
  mayWrite(senderId: string, receiverId: string): Promise<boolean>;
  /** The pair's conversation, if they have one. */
  conversationBetween(a: string, b: string): Promise<string | null>;
  now?: () => number;
}

/** A client's clock and the network may bring two frames a little closer than the period. */
const SLACK_MS = 500;
/** Above this many remembered pairs, those older than a period are forgotten. */
const PRUNE_ABOVE = 10_000;

export function createTyping(deps: TypingDeps) {
  const now = deps.now ?? Date.now;
  const lastSent = new Map<string, number>();

  function tooSoon(key: string): boolean {
    const at = now();
    const last = lastSent.get(key);
    if (last !== undefined && at - last < TYPING_SEND_EVERY_MS - SLACK_MS) return true;
    lastSent.set(key, at);
    if (lastSent.size > PRUNE_ABOVE) {
      for (const [pair, time] of lastSent) {
        if (at - time >= TYPING_SEND_EVERY_MS) lastSent.delete(pair);
      }
    }
    return false;
  }

  return {
    /** `senderId` sent `receiverId` a message: their next typing frame passes at once. */
    sent(senderId: string, receiverId: string): void {
      lastSent.delete(`${senderId}|${receiverId}`);
    },

    /** A `typing` frame from `senderId`'s chat socket; anything malformed is dropped. */
    async typing(senderId: string, frame: unknown): Promise<void> {
      const parsed = typingFrameSchema.safeParse(frame);
      if (!parsed.success) return;
      const receiverId = parsed.data.receiver_id.toLowerCase();
      if (receiverId === senderId) return;
      if (tooSoon(`${senderId}|${receiverId}`)) return;
      if (!(await deps.mayWrite(senderId, receiverId))) return;
      const event: TypingEvent = {
        type: 'typing',
        user_id: senderId,
        conversation_id: await deps.conversationBetween(senderId, receiverId),
      };
      await deps.hub.publish(receiverId, 'messages', event);
    },
  };
}
