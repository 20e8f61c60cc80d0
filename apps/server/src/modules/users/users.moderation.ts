/**
 * The users module's moderation target (docs/adr/0021-moderation.md): a member's profile.
 * Hidden, it leaves search and suggestions and answers 404 by id to everyone but its member
 * (users.repository.ts); removed, its bio and pictures are cleared.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/sql.ts';
import { excerptOf, hiddenAt, type ModerationTarget } from '../moderation/moderation.public.ts';
import { relationSql } from '../relationship/relationship.public.ts';

export function usersModerationTarget(db: Db): ModerationTarget {
  return {
    type: 'member',
    async resolve(id, viewerId) {
      const [row] = await rows<{
        titre: string;
        first_name: string;
        last_name: string;
        bio: string;
        profile_picture: string | null;
        hidden: boolean;
      }>(
        db,
        sql`select u.titre, u.first_name, u.last_name, u.bio, u.profile_picture,
            u.moderation_hidden_at is not null as hidden
          from users u
          where u.id = ${id}::uuid and u.email_verified_at is not null and u.closed_at is null
            and u.deleted_at is null
            ${
              viewerId
                ? sql`and (u.moderation_hidden_at is null or u.id = ${viewerId}::uuid)
                  and not ${relationSql.blockedBetween(viewerId, sql`u.id`)}`
                : sql``
            }`,
      );
      if (!row) return null;
      const name = [row.titre, row.first_name, row.last_name].filter(Boolean).join(' ');
      return {
        authorId: id,
        excerpt: excerptOf(row.bio ? `${name} : ${row.bio}` : name),
        context: { member_id: id, profile_picture: row.profile_picture },
        groupId: null,
        hidden: row.hidden,
      };
    },
    ...hiddenAt(db, 'users'),
    async remove(id) {
      await db.execute(sql`update users set bio = '', profile_picture = null, cover_picture = null,
          updated_at = now()
        where id = ${id}::uuid`);
    },
  };
}
