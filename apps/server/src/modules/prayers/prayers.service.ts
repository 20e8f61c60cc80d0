/**
 * 'Intentions de prière' (docs/adr/0025-prayer-intentions.md): a member confides an
 * intention (anonymous or not) to the community, their friends or a group, until an end date
 * (a week by default, renewable); the others answer 'Je prie' once each and leave words of
 * support; the author sees who prays (but those who pray anonymously) and closes it with an
 * 'Action de grâce'. Once a day the author is told how many pray (prayers.daily.ts).
 */
import {
  type CreatePrayerBody,
  PRAYER_DEFAULT_DAYS,
  PRAYER_MAX_DAYS,
  type PrayerDigest,
  type PrayerDigestBody,
  type PrayerIntention,
  type PrayerList,
} from '@koinonia/contracts';
import { AppError, invalid } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Transactional } from '../../platform/outbox.ts';
import { presentMemberCard } from '../users/users.public.ts';
import { refusal, type PrayerAction } from './prayers.policy.ts';
import type { IntentionRow, IntentionState, PrayersRepository } from './prayers.repository.ts';
import { PRAYERS_TEXTS } from './prayers.texts.ts';

const DAY = 86_400_000;

export interface PrayersServiceDeps {
  repository: PrayersRepository;
  transaction: Transactional<PrayersRepository>;
  /** The groups module: whether the member belongs to the group. */
  isGroupMember(me: string, groupId: string): Promise<boolean>;
  now: () => Date;
}

const notFound = () => new AppError(404, 'not_found', PRAYERS_TEXTS.notFound);

export function presentIntention(row: IntentionRow): PrayerIntention {
  return {
    id: row.id,
    text: row.text,
    anonymous: row.anonymous,
    author: row.author && presentMemberCard(row.author),
    mine: row.mine,
    audience: row.audience,
    group: row.group,
    created_at: row.created_at,
    ends_at: row.ends_at,
    expired: row.expired,
    prayer_count: row.prayer_count,
    praying: row.praying,
    ...(row.prayers ? { prayers: row.prayers.map(presentMemberCard) } : {}),
    supports: row.supports.map((support) => ({
      id: support.id,
      author: presentMemberCard(support.author),
      text: support.text,
      created_at: support.created_at,
    })),
    thanksgiving: row.thanksgiving,
    thanked_at: row.thanked_at,
  };
}

export function createPrayersService(deps: PrayersServiceDeps) {
  const { repository, now } = deps;

  async function one(me: string, id: string): Promise<PrayerIntention> {
    const [row] = await repository.list(me, now(), { id });
    if (!row) throw notFound();
    return presentIntention(row);
  }

  /** The intention `me` sees, checked for `action`. */
  async function allowed(me: string, id: string, action: PrayerAction): Promise<IntentionState> {
    const state = isUuid(id) ? await repository.stateFor(me, id) : undefined;
    if (!state) throw notFound();
    const refused = refusal(me, action, state, now());
    if (refused) throw refused;
    return state;
  }

  /** An end date after now and at most PRAYER_MAX_DAYS ahead; a week when none is given. */
  function endsAt(given: string | undefined): Date {
    const at = now();
    if (given === undefined) return new Date(at.getTime() + PRAYER_DEFAULT_DAYS * DAY);
    const ends = new Date(given);
    if (ends <= at) throw invalid('ends_at', PRAYERS_TEXTS.endsInPast);
    if (ends.getTime() > at.getTime() + PRAYER_MAX_DAYS * DAY) {
      throw invalid('ends_at', PRAYERS_TEXTS.endsTooLate(PRAYER_MAX_DAYS));
    }
    return ends;
  }

  return {
    /** `GET /api/prayers/`: active intentions (or a group's, or mine, any state). */
    async list(
      me: string,
      query: { group_id?: string; filter?: 'active' | 'mine' },
    ): Promise<PrayerList> {
      if (query.group_id !== undefined && !isUuid(query.group_id)) return { results: [] };
      const found = await repository.list(me, now(), {
        groupId: query.group_id,
        mine: query.filter === 'mine',
      });
      return { results: found.map(presentIntention) };
    },

    /** `GET /api/prayers/{id}/`. */
    get: async (me: string, id: string) => {
      if (!isUuid(id)) throw notFound();
      return one(me, id);
    },

    /** `POST /api/prayers/`. */
    async create(me: string, body: CreatePrayerBody): Promise<PrayerIntention> {
      const text = body.text.trim();
      let groupId: string | null = null;
      if (body.audience === 'group') {
        if (!body.group_id) throw invalid('group_id', PRAYERS_TEXTS.groupRequired);
        if (!(await deps.isGroupMember(me, body.group_id))) {
          throw invalid('group_id', PRAYERS_TEXTS.notGroupMember);
        }
        groupId = body.group_id;
      } else if (body.group_id) {
        throw invalid('group_id', PRAYERS_TEXTS.groupOnlyForGroup);
      }
      const id = await repository.insert({
        authorId: me,
        text,
        anonymous: body.anonymous,
        audience: body.audience,
        groupId,
        endsAt: endsAt(body.ends_at),
      });
      return one(me, id);
    },

    /** `POST /api/prayers/{id}/pray/`: 'Je prie', once per member (again: no change). */
    async pray(me: string, id: string, anonymous: boolean): Promise<PrayerIntention> {
      await allowed(me, id, 'pray');
      await repository.pray(id, me, anonymous);
      return one(me, id);
    },

    /** `DELETE /api/prayers/{id}/pray/`. */
    async unpray(me: string, id: string): Promise<PrayerIntention> {
      const state = isUuid(id) ? await repository.stateFor(me, id) : undefined;
      if (!state) throw notFound();
      await repository.unpray(id, me);
      return one(me, id);
    },

    /** `POST /api/prayers/{id}/supports/`: a word of support. */
    async support(me: string, id: string, text: string): Promise<PrayerIntention> {
      await allowed(me, id, 'support');
      await repository.addSupport(id, me, text.trim());
      return one(me, id);
    },

    /** `DELETE /api/prayers/{id}/supports/{supportId}/`: one's own word. */
    async removeSupport(me: string, id: string, supportId: string): Promise<PrayerIntention> {
      const state = isUuid(id) ? await repository.stateFor(me, id) : undefined;
      if (!state || !isUuid(supportId)) throw notFound();
      if (!(await repository.removeSupport(id, supportId, me))) {
        throw new AppError(404, 'not_found', PRAYERS_TEXTS.notFound);
      }
      return one(me, id);
    },

    /** `POST /api/prayers/{id}/thanksgiving/`: the author's 'Action de grâce' closes it. */
    async thank(me: string, id: string, text: string): Promise<PrayerIntention> {
      await allowed(me, id, 'thank');
      if (!(await repository.thank(id, text.trim(), now()))) {
        throw new AppError(409, 'conflict', PRAYERS_TEXTS.alreadyThanked);
      }
      return one(me, id);
    },

    /** `POST /api/prayers/{id}/renew/`: a new end date (a week from now by default). */
    async renew(me: string, id: string, ends?: string): Promise<PrayerIntention> {
      await allowed(me, id, 'renew');
      await repository.setEndsAt(id, endsAt(ends));
      return one(me, id);
    },

    /** `GET /api/prayers/digest/`: the member's daily mail (8:00 when never chosen). */
    async digest(me: string): Promise<PrayerDigest> {
      const found = await repository.digestOf(me);
      return { enabled: found !== undefined, hour: found?.hour ?? 8 };
    },

    /** The digest's unsubscribe link (prayers.unsubscribe.routes.ts): the mail stops. */
    async stopDigest(me: string): Promise<void> {
      await repository.setDigest(me, null);
    },

    /** `PATCH /api/prayers/digest/`. */
    async setDigest(me: string, body: PrayerDigestBody): Promise<PrayerDigest> {
      await repository.setDigest(me, body.enabled ? body.hour : null);
      return { enabled: body.enabled, hour: body.hour };
    },

    /**
     * The day's notices (prayers.daily.ts): each open intention prayed for since its last
     * notice is claimed once for `day`, with its fact in the same transaction. Returns how many.
     */
    async tellPrayers(day: string): Promise<number> {
      let told = 0;
      for (const due of await repository.dueNotices(now())) {
        told += await deps.transaction(async (tx, record) => {
          if (!(await tx.claimNotice(due.id, day, due.count))) return 0;
          await record('prayers.prayed-today', {
            intentionId: due.id,
            userId: due.author_id,
            day,
            count: due.count,
          });
          return 1;
        });
      }
      return told;
    },
  };
}

export type PrayersService = ReturnType<typeof createPrayersService>;
