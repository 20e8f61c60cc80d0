/**
 * What a content module gives the moderation module (docs/adr/0021-moderation.md): one target
 * per kind of item, so moderation never reads another module's table. Each owner keeps a
 * `moderation_hidden_at` on its rows, set and cleared here, and filters hidden rows out of its
 * read paths for everyone but the author.
 */
import type { ModerationTargetType } from '@koinonia/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** A message of a reported conversation: the message and the five before it. */
export interface SnapshotMessage {
  id: string;
  sender_id: string;
  content: string;
  image: string | null;
  created_at: string;
}

export interface ResolvedTarget {
  authorId: string;
  /** A short text of the item, for the queue. */
  excerpt: string;
  /** Where it is (the publication of a comment, the conversation of a message). */
  context: Record<string, unknown>;
  /** The group it belongs to: the group's moderators decide its cases too. */
  groupId: string | null;
  hidden: boolean;
  /** A reported message: it and the five before it in the conversation, nothing else. */
  snapshot?: SnapshotMessage[];
}

export interface ModerationTarget {
  type: ModerationTargetType;
  /**
   * The item as `viewerId` sees it: null when it does not exist or is not shown to them. With
   * a null viewer (a moderator), the item as it is, hidden or not.
   */
  resolve(id: string, viewerId: string | null): Promise<ResolvedTarget | null>;
  hide(id: string): Promise<void>;
  unhide(id: string): Promise<void>;
  remove(id: string): Promise<void>;
}

/** A content module's service adds this to contribute its targets. */
export interface ModerationTargets {
  moderationTargets: readonly ModerationTarget[];
}

/** The first `length` characters of a text, on one line. */
export const excerptOf = (text: string, length = 280): string => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > length ? `${line.slice(0, length - 1)}…` : line;
};

/**
 * `hide` and `unhide` of a target whose rows carry `moderation_hidden_at`, in `table`: the
 * owner's own table, named by the owner (docs/adr/0014-table-ownership-in-sql.md).
 */
export function hiddenAt(db: Db, table: string): Pick<ModerationTarget, 'hide' | 'unhide'> {
  const rows = sql.identifier(table);
  return {
    async hide(id) {
      await db.execute(sql`update ${rows} set moderation_hidden_at = now()
        where id = ${id}::uuid and moderation_hidden_at is null`);
    },
    async unhide(id) {
      await db.execute(sql`update ${rows} set moderation_hidden_at = null where id = ${id}::uuid`);
    },
  };
}
