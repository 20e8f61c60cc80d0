/**
 * What deletion erases of a member in messaging (ADR 0009): their own state of each
 * conversation (read marks, mutes). Their messages stay in the other member's thread, signed
 * 'Membre supprimé', without their pictures (the media module deletes the files).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** What a picture-only message of a deleted member says instead. */
export const ERASED_IMAGE_TEXT = 'Image supprimée.';

export async function eraseMessagingOf(db: Db, userId: string): Promise<void> {
  const me = sql`${userId}::uuid`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`update messages
      set image = null, content = case when content = '' then ${ERASED_IMAGE_TEXT} else content end
      where sender_id = ${me} and image is not null`);
    await tx.execute(sql`delete from conversation_states where user_id = ${me}`);
  });
}
