/**
 * The only file that touches push_subscriptions (docs/adr/0020-web-push.md): the devices where
 * members switched web push on, one row per endpoint.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions } from './notifications.schema.ts';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export interface NewPushSubscription {
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export function createPushRepository(db: Db) {
  return {
    /**
     * Stores the device for the member. The same endpoint again (a browser renewing its keys,
     * or a shared phone where another member now switches push on) updates its one row: the
     * device belongs to whoever subscribed it last.
     */
    async upsert(subscription: NewPushSubscription): Promise<PushSubscriptionRow> {
      const [row] = await db
        .insert(pushSubscriptions)
        .values(subscription)
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: {
            userId: subscription.userId,
            p256dh: subscription.p256dh,
            auth: subscription.auth,
            updatedAt: new Date(),
          },
        })
        .returning();
      if (!row) throw new Error('the push subscription was not stored');
      return row;
    },

    /** The member's device with this endpoint, forgotten; false when they had none such. */
    async deleteOwn(userId: string, endpoint: string): Promise<boolean> {
      const deleted = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return deleted.length > 0;
    },

    /** A device the push service says is gone (404, 410), whoever owns it. */
    async deleteById(id: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },

    /** The member's devices, oldest first. */
    ofMember(userId: string): Promise<PushSubscriptionRow[]> {
      return db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
    },

    /** The members among `userIds` with at least one device (who a push job is worth queuing for). */
    async withDevices(userIds: readonly string[]): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      const found = await db
        .selectDistinct({ userId: pushSubscriptions.userId })
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.userId, [...new Set(userIds)]));
      return new Set(found.map((row) => row.userId));
    },

    /** Erasure (ADR 0009): every device of the member. */
    async deleteAllOf(userId: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    },
  };
}

export type PushRepository = ReturnType<typeof createPushRepository>;
