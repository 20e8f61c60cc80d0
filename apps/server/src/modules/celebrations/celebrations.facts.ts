/**
 * What the celebrations module announces, recorded with the write that causes it and delivered
 * after commit (platform/outbox.ts); its listeners send the chat message or the notification.
 */
import type { CelebrationOccasion } from '@koinonia/contracts';

export interface CelebrationsFacts {
  /**
   * `senderId` wished `recipientId` their occasion: a chat message of `text` to a friend who
   * takes messages, a notification to anyone else (the text is not sent to them).
   */
  'celebrations.wished': {
    wishId: string;
    senderId: string;
    recipientId: string;
    occasion: CelebrationOccasion;
    channel: 'message' | 'notification';
    text: string;
  };
  /** The morning of `day`: `userId`'s friends `friendIds` have their birthday today. */
  'celebrations.birthdays-today': { userId: string; day: string; friendIds: string[] };
}
