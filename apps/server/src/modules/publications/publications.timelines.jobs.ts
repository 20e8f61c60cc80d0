/**
 * The timelines kept on write (docs/adr/0027-feed-timelines.md): the feed's read from a
 * member's timeline, its rebuild from PostgreSQL, and the durable jobs that follow the facts
 * (docs/adr/0005-events-through-the-outbox.md): a publication placed (published, or its audience
 * changed) is written into its recipients' timelines, a deleted one taken out; a change of
 * friendship, block or group membership rebuilds the two members' (or the member's) timelines.
 * Each job is keyed by what it is about, so a retried delivery does nothing twice.
 */
import type { FeedChangedEvent } from '@koinonia/contracts';
import type { FactBus, Facts } from '../../platform/facts.ts';
import { jobId, type Jobs } from '../../platform/jobs.ts';
import type { After } from '../../platform/cursor.ts';
import type { PublicationsRepository } from './publications.repository.ts';
import type { TimelineEntry, TimelineSlice, TimelineStore } from './publications.timelines.ts';
import type { TimelinesRepository } from './publications.timelines.repository.ts';

export const TIMELINE_PLACE_JOB = 'publications.timeline.place';
export const TIMELINE_REMOVE_JOB = 'publications.timeline.remove';
export const TIMELINE_REBUILD_JOB = 'publications.timeline.rebuild';

/**
 * After a rebuild, the newest publications are read again and added: one committed while the
 * timeline was being rebuilt, whose fan-out found no timeline yet, gets in.
 */
const CATCH_UP = 20;

/** PostgreSQL's text of a timestamptz (a cursor's key), as a timeline's score; or undefined. */
const PG_TIME =
  /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?([+-]\d{2})(?::?(\d{2}))?$/;
export function timelineScoreOf(key: string): number | undefined {
  const match = PG_TIME.exec(key);
  if (!match) return undefined;
  const [, day, time, fraction = '', hours, minutes = '00'] = match;
  const ms = Date.parse(`${day}T${time}${hours}:${minutes}`);
  if (Number.isNaN(ms)) return undefined;
  return ms * 1000 + Number(fraction.padEnd(6, '0'));
}

export interface FeedTimelines {
  /**
   * The timeline's entries for a page of the feed that starts after `after`: null when the
   * page is to be read from PostgreSQL alone (a cursor it cannot place).
   */
  slice(me: string, after: After | undefined, count: number): Promise<TimelineSlice | null>;
  /** Rebuilds a member's timeline from PostgreSQL (today's feed query). */
  rebuild(me: string): Promise<void>;
  store: TimelineStore;
}

export function createFeedTimelines(deps: {
  store: TimelineStore;
  repository: PublicationsRepository;
  length: number;
}): FeedTimelines {
  const { store, repository, length } = deps;
  async function rebuild(me: string): Promise<void> {
    const entries = await repository.timelineSources(me, length);
    await store.replace(me, entries, entries.length < length);
    const newest = await repository.timelineSources(me, CATCH_UP);
    for (const entry of newest) await store.add([me], entry);
  }
  return {
    store,
    rebuild,
    async slice(me, after, count) {
      let before: TimelineEntry | undefined;
      if (after) {
        const score = timelineScoreOf(after.key);
        if (score === undefined) return null;
        before = { score, id: after.id };
      }
      const found = await store.read(me, before, count);
      if (found) return found;
      await rebuild(me);
      return store.read(me, before, count);
    },
  };
}

interface PlaceJob {
  publicationId: string;
  /** A new publication: nobody holds it yet, so nobody's timeline is corrected. */
  created: boolean;
}
interface RemoveJob {
  publicationId: string;
  authorId: string;
  groupId: string | null;
}
interface RebuildJob {
  userId: string;
}

/** Declares the timelines' jobs and sends them from the facts. */
export function keepTimelines(deps: {
  jobs: Jobs;
  facts: Pick<FactBus<Facts>, 'on'>;
  timelines: FeedTimelines;
  recipients: TimelinesRepository;
  /**
   * Tells the members among `userIds` who have a socket open that their feed changed
   * (`feed_changed`): their client reloads it now that the timeline holds the change.
   */
  tell(userIds: readonly string[], event: FeedChangedEvent): Promise<void>;
}): void {
  const { jobs, facts, timelines, recipients } = deps;
  const { store } = timelines;
  const changed = (userIds: readonly string[]) =>
    userIds.length > 0 ? deps.tell(userIds, { type: 'feed_changed' }) : Promise.resolve();

  jobs.define<PlaceJob>(TIMELINE_PLACE_JOB, async ({ publicationId, created }) => {
    const placement = await recipients.placement(publicationId);
    // Deleted since: the removal job takes it out.
    if (!placement) return;
    const to = await recipients.recipients(placement);
    await store.add(to, { id: placement.id, score: placement.score });
    await changed(to.filter((id) => id !== placement.author_id));
    if (created) return;
    const kept = new Set(to);
    const others = (await recipients.holders(placement.author_id, placement.group_id)).filter(
      (id) => !kept.has(id),
    );
    await store.remove(others, placement.id);
  });
  jobs.define<RemoveJob>(TIMELINE_REMOVE_JOB, async ({ publicationId, authorId, groupId }) => {
    await store.remove(await recipients.holders(authorId, groupId), publicationId);
  });
  jobs.define<RebuildJob>(TIMELINE_REBUILD_JOB, async ({ userId }) => {
    // A member without a timeline gets it rebuilt on their next read anyway.
    if (!(await store.exists(userId))) return;
    await timelines.rebuild(userId);
    await changed([userId]);
  });

  facts.on('publications.audience_set', ({ publicationId, created }, { factId }) =>
    jobs.send<PlaceJob>(
      TIMELINE_PLACE_JOB,
      { publicationId, created },
      {
        id: created ? jobId(TIMELINE_PLACE_JOB, publicationId) : jobId(TIMELINE_PLACE_JOB, factId),
      },
    ),
  );
  facts.on('publications.removed', ({ publicationId, authorId, groupId }) =>
    jobs.send<RemoveJob>(
      TIMELINE_REMOVE_JOB,
      { publicationId, authorId, groupId: groupId ?? null },
      { id: jobId(TIMELINE_REMOVE_JOB, publicationId) },
    ),
  );
  const rebuild = async (userIds: readonly string[], factId: string) => {
    for (const userId of userIds) {
      await jobs.send<RebuildJob>(
        TIMELINE_REBUILD_JOB,
        { userId },
        { id: jobId(TIMELINE_REBUILD_JOB, factId, userId) },
      );
    }
  };
  facts.on('relationship.changed', ({ userIds }, { factId }) => rebuild(userIds, factId));
  facts.on('groups.membership_changed', ({ userId }, { factId }) => rebuild([userId], factId));
}
