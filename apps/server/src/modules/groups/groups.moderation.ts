/**
 * The groups module's moderation target (docs/adr/0021-moderation.md): a group or a page.
 * Hidden, it is as a secret group to everyone but its members and those invited (discovery,
 * search, by id, its publications: groups.repository.ts `knownTo`, groups.public.ts
 * `readableBy`); its own moderators do not decide about it (no group on the case); removed, it
 * is archived, as its owner's deletion does.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/sql.ts';
import { excerptOf, hiddenAt, type ModerationTarget } from '../moderation/moderation.public.ts';

export function groupsModerationTarget(db: Db): ModerationTarget {
  const hidden = hiddenAt(db, 'groups');
  return {
    type: 'group',
    async resolve(id, viewerId) {
      const [row] = await rows<{
        owner_id: string | null;
        name: string;
        description: string;
        kind: string;
        hidden: boolean;
      }>(
        db,
        sql`select coalesce((select o.user_id from group_members o where o.group_id = g.id
              and o.status = 'MEMBER' and o.role = 'OWNER' order by o.created_at limit 1),
              g.created_by) as owner_id,
            g.name, g.description, g.kind, g.moderation_hidden_at is not null as hidden
          from groups g
          where g.id = ${id}::uuid
            ${
              viewerId
                ? sql`and ((g.visibility <> 'SECRET' and g.moderation_hidden_at is null)
                    or exists (select 1 from group_members m where m.group_id = g.id
                      and m.user_id = ${viewerId}::uuid and m.status in ('MEMBER', 'INVITED')))`
                : sql``
            }`,
      );
      if (!row?.owner_id) return null;
      return {
        authorId: row.owner_id,
        excerpt: excerptOf(row.description ? `${row.name} : ${row.description}` : row.name),
        context: { group_id: id, name: row.name, kind: row.kind },
        groupId: null,
        hidden: row.hidden,
      };
    },
    ...hidden,
    async remove(id) {
      await db.execute(sql`update groups set archived_at = now(), updated_at = now()
        where id = ${id}::uuid and archived_at is null`);
    },
  };
}
