/**
 * The prayers module's moderation target (docs/adr/0021-moderation.md): an intention. Hidden,
 * it is shown only to its author (prayers.sql.ts, the one rule of every read path); removed,
 * it is deleted with its prayers and words. The moderators know its author, anonymous or not.
 */
import type { Db } from '../../db/client.ts';
import { excerptOf, hiddenAt, type ModerationTarget } from '../moderation/moderation.public.ts';
import type { PrayersRepository } from './prayers.repository.ts';

export function prayersModerationTarget(db: Db, repository: PrayersRepository): ModerationTarget {
  return {
    type: 'prayer',
    async resolve(id, viewerId) {
      if (viewerId && !(await repository.stateFor(viewerId, id))) return null;
      const row = await repository.rowOf(id);
      if (!row) return null;
      return {
        authorId: row.authorId,
        excerpt: excerptOf(row.text),
        context: { intention_id: row.id, audience: row.audience, anonymous: row.anonymous },
        groupId: row.groupId,
        hidden: row.moderationHiddenAt !== null,
      };
    },
    ...hiddenAt(db, 'prayer_intentions'),
    remove: (id) => repository.remove(id),
  };
}
