/**
 * Publications, comments, replies and reactions. Audience and blocks hold on every
 * read path through the repository's one `visibleTo` rule; a publication the member may not
 * see answers 404, never a hint that it exists.
 *
 * Choices the spec leaves open (docs/spec-deviations.md):
 * - 'public' publications are seen by any member by id and on the author's profile; the feed
 *   holds only one's own and friends' publications.
 * - A reply to a reply joins the same thread (one level of nesting, as the sample data).
 * - Comments of members blocked with the viewer are hidden from them and not counted.
 * - A changed reaction notifies nobody; only a new one does.
 */
import { publicationSchema } from '@koinonia/contracts';
import type {
  ActivityPage,
  CreatePublicationBody,
  FeedSort,
  Publication,
  PublicationMediaFilter,
  PublicationPage,
  PublicationType,
  PublicationVideo,
  ReactionType,
  UpdatePublicationBody,
} from '@koinonia/contracts';
import { AppError, invalid } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Transactional } from '../../platform/outbox.ts';
import { POPULAR_WINDOW_DAYS } from '@koinonia/contracts';
import {
  byTimeKey,
  CURSOR_KEYS,
  decodeCursor,
  decodeTimeCursor,
  encodeCursor,
  type After,
  type PageQuery,
  timePage,
} from '../../platform/cursor.ts';
import type { PublicationsFacts } from './publications.facts.ts';
import {
  assemble,
  type CachedPublication,
  type PublicationCache,
  toCached,
} from './publications.cache.ts';
import type { ActivityAfter, ActivityRepository } from './publications.activity.repository.ts';
import { presentActivity, presentPublication } from './publications.presenter.ts';
import type {
  PublicationsRepository,
  PublicationValues,
  ThreadAudience,
  ViewerRow,
} from './publications.repository.ts';
import { ALBUM_THREAD } from './publications.sql.ts';
import { createCommentsService } from './publications.comments.ts';
import { authorize } from './publications.policy.ts';
import { PUBLICATIONS_TEXTS } from './publications.texts.ts';
import type { FeedTimelines } from './publications.timelines.jobs.ts';
import { embedVideo, uploadedVideoPath } from './publications.video.ts';
import type { TimelineEntry } from './publications.timelines.ts';

export { PUBLICATIONS_TEXTS };
export type { MostCommentedRow, ThreadAudience } from './publications.repository.ts';

const notFound = () => new AppError(404, 'not_found', PUBLICATIONS_TEXTS.notFound);
const commentNotFound = () => new AppError(404, 'not_found', PUBLICATIONS_TEXTS.commentNotFound);

export interface PublicationsServiceDeps {
  repository: PublicationsRepository;
  /** A write and the facts it announces, in one transaction (platform/outbox.ts). */
  transaction: Transactional<PublicationsRepository>;
  /** A member's activity stream (publications.activity.repository.ts). */
  activity: ActivityRepository;
  /** The media module: the path to store when `url` is one of `ownerId`'s uploads, else null. */
  ownedPath(ownerId: string, url: string): Promise<string | null>;
  /** The groups module: who may publish, take part and moderate in a group. */
  groups: GroupAccess;
  /** The events module: who may write in an event's discussion and who moderates it. */
  events: EventAccess;
  /** The clock: the popular feed's window of days ends now. */
  now: () => Date;
  /**
   * Cached publications (publications.cache.ts): the feed, a member's publications and one by id
   * are then assembled from them as JSON text; null: no cache.
   */
  cache?: PublicationCache | null;
  /**
   * The home feed's timelines (docs/adr/0027-feed-timelines.md); null: the feed is read from
   * PostgreSQL alone (FEED_TIMELINES=0).
   */
  timelines?: FeedTimelines | null;
  /** A timeline that could not be read: the feed is read from PostgreSQL instead. */
  onTimelineError?: (error: unknown) => void;
}

/** What the publications module asks the events module (an event's discussion). */
export interface EventAccess {
  /** Refuses unless `me` may write in the event's discussion (they see the event). */
  assertMayDiscuss(me: string, eventId: string): Promise<void>;
  /** true when `me` organises the event. */
  organises(me: string, eventId: string): Promise<boolean>;
}

/** What the publications module asks the groups module (ADR 0007: the group audience). */
export interface GroupAccess {
  /** Refuses (404, 403) unless `me` may publish in the group: a member, a page's admin. */
  assertMayPublish(me: string, groupId: string): Promise<void>;
  /** Refuses unless `me` may comment and react there: a group's member, a page's reader. */
  assertMayTakePart(me: string, groupId: string): Promise<void>;
  /** true when `me` is a moderator (or more) of the group. */
  moderates(me: string, groupId: string): Promise<boolean>;
}

/** The list's query: the feed, or `?author=`; `?has=` photos or a video; `?sort=`. */
type ListQuery = PageQuery & {
  author?: string | undefined;
  has?: PublicationMediaFilter | undefined;
  sort?: FeedSort | undefined;
};

/** The popular feed's cursor: [score, time, id] of the last publication shown. */
const POPULAR_CURSOR = 'publications-popular';
const POPULAR_KEYS = [CURSOR_KEYS.count, CURSOR_KEYS.timestamp, CURSOR_KEYS.uuid];
/** The favourites' cursor: [time saved, id] of the last publication shown. */
const SAVED_CURSOR = 'saved';

/** The activity cursor: [time, source table, id] of the last item shown. */
const ACTIVITY_CURSOR = 'activity';
const ACTIVITY_KEYS = [CURSOR_KEYS.timestamp, CURSOR_KEYS.count, CURSOR_KEYS.uuid];

function decodeActivityCursor(cursor: string | undefined): ActivityAfter | undefined {
  const keys = decodeCursor(ACTIVITY_CURSOR, cursor, ACTIVITY_KEYS);
  return keys && { key: keys[0] ?? '', source: Number(keys[1]), id: keys[2] ?? '' };
}

/** The live thread's fact about a reaction on the publication (publications.live.ts). */
const reactionChange = (
  me: string,
  publicationId: string,
): PublicationsFacts['publications.thread_changed'] => ({
  publicationId,
  actorId: me,
  change: 'reaction',
  commentId: null,
});

export function createPublicationsService(deps: PublicationsServiceDeps) {
  const { repository } = deps;

  async function ownPhotos(me: string, photos: string[]): Promise<string[]> {
    const paths = await Promise.all(photos.map((url) => deps.ownedPath(me, url)));
    const owned = paths.filter((path) => path !== null);
    if (owned.length !== paths.length) throw invalid('photos', PUBLICATIONS_TEXTS.notYourPhoto);
    return owned;
  }

  async function ownImage(me: string, image: string | null | undefined): Promise<string | null> {
    if (!image) return null;
    const path = await deps.ownedPath(me, image);
    if (!path) throw invalid('image', PUBLICATIONS_TEXTS.notYourImage);
    return path;
  }

  async function knownType(code: string): Promise<void> {
    if (!(await repository.typeExists(code))) throw invalid('type', PUBLICATIONS_TEXTS.unknownType);
  }

  /** The member's own uploaded video (stored as its path, like photos), or an embed link. */
  async function video(
    me: string,
    link: string | null | undefined,
  ): Promise<PublicationVideo | null> {
    if (!link) return null;
    const path = await deps.ownedPath(me, link);
    if (path) {
      // One of the member's own files: only a video will do.
      const uploaded = uploadedVideoPath(path);
      if (!uploaded) throw invalid('video_url', PUBLICATIONS_TEXTS.badVideo);
      return { kind: 'upload', url: uploaded };
    }
    const embedded = embedVideo(link);
    if (!embedded) throw invalid('video_url', PUBLICATIONS_TEXTS.badVideo);
    return embedded;
  }

  /** An album item's thread is changed and removed through its album only. */
  function notAlbumThread(publication: Publication): void {
    if (publication.type === ALBUM_THREAD) {
      throw new AppError(403, 'forbidden', PUBLICATIONS_TEXTS.albumThread);
    }
  }

  async function visible(me: string, id: string): Promise<Publication> {
    const row = isUuid(id) ? await repository.find(me, id) : undefined;
    if (!row) throw notFound();
    return presentPublication(row);
  }

  /** The publication if `me` wrote it: 404 when they may not see it, 403 when it is another's. */
  async function own(me: string, id: string): Promise<Publication> {
    const publication = await visible(me, id);
    await authorize(me, 'publication:edit', { authorId: publication.author.id });
    return publication;
  }

  /** A publication `me` may comment on and react to (in a group: as the group allows). */
  async function open(me: string, id: string): Promise<Publication> {
    const publication = await visible(me, id);
    if (publication.group) await deps.groups.assertMayTakePart(me, publication.group.id);
    if (publication.event) await deps.events.assertMayDiscuss(me, publication.event.id);
    return publication;
  }

  /** What `open` checks, without building the publication: its id, author, group and event. */
  async function visibleReference(me: string, id: string) {
    const found = isUuid(id) ? await repository.visibleReference(me, id) : undefined;
    if (!found) throw notFound();
    return found;
  }

  async function openReference(me: string, id: string) {
    const found = await visibleReference(me, id);
    if (found.group_id) await deps.groups.assertMayTakePart(me, found.group_id);
    if (found.event_id) await deps.events.assertMayDiscuss(me, found.event_id);
    return found;
  }

  /** true when `me` moderates the group, or organises the event, the publication is in. */
  const moderates = async (me: string, publication: Publication): Promise<boolean> =>
    (publication.group !== null && (await deps.groups.moderates(me, publication.group.id))) ||
    (publication.event !== null && (await deps.events.organises(me, publication.event.id)));

  async function visibleComment(me: string, id: string) {
    const found = isUuid(id) ? await repository.findComment(me, id) : undefined;
    if (!found) throw commentNotFound();
    return found;
  }

  async function knownReaction(kind: string): Promise<void> {
    if (!(await repository.reactionExists(kind))) {
      throw invalid('kind', PUBLICATIONS_TEXTS.unknownReaction);
    }
  }

  async function page(
    rows: Awaited<ReturnType<PublicationsRepository['feed']>>,
    limit: number,
  ): Promise<PublicationPage> {
    const { shown, next } = timePage('publications', rows, limit, byTimeKey);
    return { results: shown.map(presentPublication), next };
  }

  /** `?sort=popular`: the feed of the last POPULAR_WINDOW_DAYS days, most popular first. */
  async function popular(
    me: string,
    cursor: string | undefined,
    limit: number,
    has: PublicationMediaFilter | undefined,
  ): Promise<PublicationPage> {
    const keys = decodeCursor(POPULAR_CURSOR, cursor, POPULAR_KEYS);
    const after = keys && { score: Number(keys[0]), key: keys[1] ?? '', id: keys[2] ?? '' };
    const since = new Date(deps.now().getTime() - POPULAR_WINDOW_DAYS * 24 * 3600 * 1000);
    const rows = await repository.popularFeed(me, since, after, limit + 1, has);
    const shown = rows.slice(0, limit);
    const last = shown.at(-1);
    return {
      results: shown.map(presentPublication),
      next:
        rows.length > limit && last
          ? encodeCursor(POPULAR_CURSOR, [String(last.score), last.sort_key, last.id])
          : null,
    };
  }

  const cache = deps.cache ?? null;
  const timelines = deps.timelines ?? null;

  /**
   * A page of the home feed (`rows` one more than the page, as `feed`) read from the member's
   * timeline (docs/adr/0027-feed-timelines.md), or undefined: read it as before. The timeline's
   * ids, with the community's for a member with few friends, are checked again by the feed's
   * rule in the page's one statement. Below the lowest entry read, the timeline does not know
   * every publication: a page that reaches there, short of the timeline's end, is read as before.
   */
  async function fromTimeline<Row extends { id: string }>(
    me: string,
    after: After | undefined,
    rows: number,
    read: (ids: string[], floor: TimelineEntry | undefined) => Promise<Row[]>,
  ): Promise<Row[] | undefined> {
    if (!timelines) return undefined;
    let slice;
    try {
      // Twice the page: room for entries the statement drops (a block, an audience changed).
      slice = await timelines.slice(me, after, rows * 2);
    } catch (error) {
      deps.onTimelineError?.(error);
      return undefined;
    }
    if (!slice) return undefined;
    const floor = slice.exhausted ? undefined : slice.entries.at(-1);
    if (!slice.exhausted && !floor) return undefined;
    const found = await read(
      slice.entries.map((entry) => entry.id),
      floor,
    );
    return found.length === rows || slice.exhausted ? found : undefined;
  }

  /**
   * The JSON of each row for its viewer: a cached publication with the viewer's parts put in,
   * the missing ones built in one query and cached; a row built for the viewer (`full`) as is.
   * A publication deleted meanwhile is left out.
   */
  async function render(rows: readonly ViewerRow[], store: PublicationCache): Promise<string[]> {
    const shared = rows.filter((row) => row.full === null);
    const found = await store.get(shared.map(({ id, version }) => ({ id, version })));
    const entries = new Map<string, CachedPublication>();
    const missing: string[] = [];
    shared.forEach((row, i) => {
      const entry = found[i];
      if (entry) entries.set(row.id, entry);
      else missing.push(row.id);
    });
    if (missing.length > 0) {
      const filled = (await repository.cacheBases(missing)).map(({ version, publication }) => ({
        id: publication.id,
        version,
        entry: toCached(presentPublication(publication)),
      }));
      await store.set(filled);
      for (const { id, entry } of filled) entries.set(id, entry);
    }
    const json: string[] = [];
    for (const row of rows) {
      if (row.full) {
        const full = presentPublication(
          row.from_community ? { ...row.full, from_community: true } : row.full,
        );
        json.push(JSON.stringify(publicationSchema.parse(full)));
        continue;
      }
      const entry = entries.get(row.id);
      if (!entry) continue;
      json.push(
        assemble(entry, {
          mine: row.mine,
          commentReactions: row.comment_reactions,
          fromCommunity: row.from_community,
          saved: row.saved,
        }),
      );
    }
    return json;
  }

  /** A page of rows as the JSON of a `PublicationPage`. */
  async function renderPage(
    rows: readonly ViewerRow[],
    limit: number,
    store: PublicationCache,
  ): Promise<string> {
    const { shown, next } = timePage('publications', rows, limit, byTimeKey);
    const results = await render(shown, store);
    return `{"results":[${results.join(',')}],"next":${JSON.stringify(next)}}`;
  }

  /** One publication `me` may see as JSON text, from the cache. */
  async function visibleJson(me: string, id: string, store: PublicationCache): Promise<string> {
    const row = isUuid(id) ? await repository.viewerFind(me, id) : undefined;
    const [json] = row ? await render([row], store) : [];
    if (json === undefined) throw notFound();
    return json;
  }

  const service = {
    // What the albums module asks: each item's thread (docs/adr/0018-albums.md).

    /** A new thread for an album item, with the album's audience; announces nothing. */
    createAlbumThread: (ownerId: string, audience: ThreadAudience): Promise<string> =>
      repository.insertThread(ownerId, audience),
    /** The album's audience changed: its threads follow. */
    setAlbumThreadsAudience: (ids: readonly string[], audience: ThreadAudience) =>
      repository.setThreadsAudience(ids, audience),
    /** The items are gone: their threads, comments and reactions too. */
    removeAlbumThreads: (ids: readonly string[]) => repository.removeThreads(ids),
    /** Reactions and shown comments of each thread, for the viewer. */
    albumThreadCounts: (me: string, ids: readonly string[]) => repository.threadCounts(me, ids),

    /** The number of a member's publications (their profile card). */
    /** Every listed publication of the community (the admin console). */
    countAll: (): Promise<number> => repository.countAll(),
    countByAuthor: (userId: string): Promise<number> => repository.countByAuthor(userId),

    /**
     * The newest publications of `authorId` that `viewer` reads on their profile (the list's
     * `?author=`), or would read as the author's friend: 'Voir mon profil comme…'.
     */
    async previewByAuthor(
      viewer: string,
      authorId: string,
      asFriend: boolean,
      limit: number,
    ): Promise<Publication[]> {
      const found = asFriend
        ? await repository.byAuthorAsFriend(viewer, authorId, limit)
        : await repository.byAuthor(viewer, authorId, undefined, limit);
      return found.map(presentPublication);
    },

    /**
     * The community module's weekly summary: what `me` may see (the audience rule) that was
     * commented the most since `since`.
     */
    mostCommented: (me: string, since: Date, limit: number) =>
      repository.mostCommented(me, since, limit),

    async types(): Promise<PublicationType[]> {
      return repository.types();
    },

    async reactionTypes(): Promise<ReactionType[]> {
      return repository.reactionTypes();
    },

    /**
     * `GET /api/publications/`: the feed, or `?author=` a member's publications; `?has=` keeps
     * those with photos or a video. An unknown or blocked author is an empty page, as ever.
     */
    async list(
      me: string,
      { cursor, limit, author, has, sort = 'recent' }: ListQuery,
    ): Promise<PublicationPage> {
      if (sort === 'popular') {
        if (author !== undefined) throw invalid('sort', PUBLICATIONS_TEXTS.popularFeedOnly);
        return popular(me, cursor, limit, has);
      }
      const after = decodeTimeCursor('publications', cursor);
      if (author !== undefined) {
        if (!isUuid(author)) return { results: [], next: null };
        return page(await repository.byAuthor(me, author, after, limit + 1, has), limit);
      }
      const rows =
        (has === undefined
          ? await fromTimeline(me, after, limit + 1, (ids, floor) =>
              repository.timelineFeed(me, ids, floor, after, limit + 1),
            )
          : undefined) ?? (await repository.feed(me, after, limit + 1, has));
      return page(rows, limit);
    },

    /**
     * `GET /api/publications/activity/?author=`: what the member did that `me` may see, newest
     * first. An unknown, malformed or blocked (either way) member is an empty page, like
     * `?author=` on the list.
     */
    async activity(
      me: string,
      { author, cursor, limit }: PageQuery & { author: string },
    ): Promise<ActivityPage> {
      const after = decodeActivityCursor(cursor);
      if (!isUuid(author)) return { results: [], next: null };
      const rows = await deps.activity.activity(me, author, after, limit + 1);
      const shown = rows.slice(0, limit);
      const last = shown.at(-1);
      return {
        results: shown.map(presentActivity),
        next:
          rows.length > limit && last
            ? encodeCursor(ACTIVITY_CURSOR, [last.sort_key, String(last.source), last.row_id])
            : null,
      };
    },

    get: visible,

    /**
     * The list (`list`) as JSON text when publications are cached (the popular order is not):
     * the same bytes as the presented page, assembled from cached publications.
     */
    async listJson(me: string, query: ListQuery): Promise<string | PublicationPage> {
      if (!cache || query.sort === 'popular') return service.list(me, query);
      const { cursor, limit, author, has } = query;
      const after = decodeTimeCursor('publications', cursor);
      if (author !== undefined) {
        if (!isUuid(author)) return { results: [], next: null };
        return renderPage(
          await repository.viewerByAuthor(me, author, after, limit + 1, has),
          limit,
          cache,
        );
      }
      const rows =
        (has === undefined
          ? await fromTimeline(me, after, limit + 1, (ids, floor) =>
              repository.viewerTimelineFeed(me, ids, floor, after, limit + 1),
            )
          : undefined) ?? (await repository.viewerFeed(me, after, limit + 1, has));
      return renderPage(rows, limit, cache);
    },

    /** `get` as JSON text when publications are cached. */
    getJson: (me: string, id: string): Promise<string | Publication> =>
      cache ? visibleJson(me, id, cache) : visible(me, id),

    /**
     * 'Enregistrer': saves a publication the member sees in their favourites (404 otherwise,
     * as ever; an album item's thread is not a card and cannot be saved).
     */
    async save(me: string, id: string): Promise<void> {
      const publication = await visible(me, id);
      if (publication.type === ALBUM_THREAD) throw notFound();
      await repository.save(me, id);
    },

    /** 'Retirer des favoris': removes it, even one the member no longer sees. */
    async unsave(me: string, id: string): Promise<void> {
      if (isUuid(id)) await repository.unsave(me, id);
    },

    /**
     * `GET /api/publications/saved/`: the member's favourites, last saved first; one they may
     * no longer see (audience, block, moderation, deleted) is not listed.
     */
    async saved(me: string, { cursor, limit }: PageQuery): Promise<PublicationPage> {
      const after = decodeTimeCursor(SAVED_CURSOR, cursor);
      const rows = await repository.saved(me, after, limit + 1);
      const { shown, next } = timePage(SAVED_CURSOR, rows, limit, (row) => ({
        key: row.saved_key,
        id: row.id,
      }));
      return { results: shown.map(presentPublication), next };
    },

    /** An event's discussion, newest first (the events module checked that `me` sees it). */
    async inEvent(me: string, eventId: string, { cursor, limit }: PageQuery) {
      const after = decodeTimeCursor('publications', cursor);
      return page(await repository.inEvent(me, eventId, after, limit + 1), limit);
    },

    /** A group's publications, newest first (the groups module checked that `me` reads it). */
    async inGroup(me: string, groupId: string, { cursor, limit }: PageQuery) {
      const after = decodeTimeCursor('publications', cursor);
      return page(await repository.inGroup(me, groupId, after, limit + 1), limit);
    },

    /**
     * `POST /api/publications/`. A retry with the same `client_id` answers the stored
     * publication (`created: false`) and announces nothing again.
     */
    async create(
      me: string,
      input: CreatePublicationBody,
    ): Promise<{ publication: Publication; created: boolean }> {
      const clientId = input.client_id ?? null;
      const earlier = clientId ? await repository.findByClientId(me, clientId) : undefined;
      if (earlier) return { publication: await visible(me, earlier), created: false };
      const type = input.type ?? '';
      const text = (input.text ?? '').trim();
      const photos = input.photos ?? [];
      const embedded = await video(me, input.video_url);
      if (text === '' && photos.length === 0 && !embedded) {
        throw invalid('text', PUBLICATIONS_TEXTS.empty);
      }
      await knownType(type);
      const groupId = input.group_id ?? null;
      const eventId = input.event_id ?? null;
      if (groupId && eventId) throw invalid('event_id', PUBLICATIONS_TEXTS.groupOrEvent);
      if (groupId) await deps.groups.assertMayPublish(me, groupId);
      if (eventId) await deps.events.assertMayDiscuss(me, eventId);
      const paths = await ownPhotos(me, photos);
      const values: PublicationValues = {
        type,
        text,
        audience: groupId ? 'group' : eventId ? 'event' : (input.audience ?? 'friends'),
        groupId,
        eventId,
        videoKind: embedded?.kind ?? null,
        videoUrl: embedded?.url ?? null,
        clientId,
      };
      const { id, created } = await deps.transaction(async (inTransaction, record) => {
        const inserted = await inTransaction.insert(me, values, paths);
        // Placed in the feed's timelines (publications.timelines.jobs.ts), 'private' too.
        if (inserted.created) {
          await record('publications.audience_set', { publicationId: inserted.id, created: true });
        }
        // spec §4: POST_NEW makes each friend's client reload the feed (a group's members,
        // for a publication in a group).
        if (inserted.created && values.audience !== 'private') {
          await record('publications.published', {
            publicationId: inserted.id,
            authorId: me,
            groupId,
            eventId,
          });
        }
        return inserted;
      });
      return { publication: await visible(me, id), created };
    },

    async update(me: string, id: string, input: UpdatePublicationBody): Promise<Publication> {
      const current = await own(me, id);
      notAlbumThread(current);
      if (current.group) await deps.groups.assertMayTakePart(me, current.group.id);
      if (current.event) await deps.events.assertMayDiscuss(me, current.event.id);
      if (input.type !== undefined && input.type !== current.type) await knownType(input.type);
      const embedded =
        input.video_url === undefined ? current.video : await video(me, input.video_url);
      const text = input.text === undefined ? current.text : input.text.trim();
      const photos = input.photos === undefined ? undefined : await ownPhotos(me, input.photos);
      if (text === '' && (photos ?? current.photos).length === 0 && !embedded) {
        throw invalid('text', PUBLICATIONS_TEXTS.empty);
      }
      const replaced =
        current.video?.kind === 'upload' && embedded?.url !== current.video.url
          ? current.video.url
          : null;
      // A publication in a group or an event keeps its audience.
      const audience =
        current.audience === 'group' || current.audience === 'event'
          ? current.audience
          : (input.audience ?? current.audience);
      await deps.transaction(async (inTransaction, record) => {
        const { hidden } = await inTransaction.update(
          me,
          current.id,
          {
            type: input.type ?? current.type,
            text,
            audience,
            videoKind: embedded?.kind ?? null,
            videoUrl: embedded?.url ?? null,
          },
          photos,
        );
        // Hidden by moderation and edited: back to the moderators' queue.
        if (hidden) {
          await record('publications.hidden_edited', { type: 'publication', id: current.id });
        }
        await record('publications.thread_changed', {
          publicationId: current.id,
          actorId: me,
          change: 'edit',
          commentId: null,
        });
        if (audience !== current.audience) {
          await record('publications.audience_set', { publicationId: current.id, created: false });
        }
        // The old upload's files (original, transcode, poster) go once nothing refers to them.
        if (replaced) {
          await record('publications.video_replaced', {
            publicationId: current.id,
            authorId: me,
            videoUrl: replaced,
          });
        }
      });
      return visible(me, current.id);
    },

    /**
     * Whether a publication still points at the uploaded video at `path` (the media module asks
     * before deleting a replaced or removed publication's video).
     */
    videoInUse: (path: string) => repository.videoInUse(path),

    /** The author, or a moderator of the group it was published in, deletes it. */
    async remove(me: string, id: string): Promise<void> {
      const current = await visible(me, id);
      notAlbumThread(current);
      await authorize(me, 'publication:remove', { authorId: current.author.id }, () =>
        moderates(me, current),
      );
      await deps.transaction(async (inTransaction, record) => {
        await inTransaction.remove(current.author.id, current.id);
        // The author's other tabs, and the friends who could see it, drop it at once.
        await record('publications.removed', {
          publicationId: current.id,
          authorId: current.author.id,
          sharedWithFriends: current.audience === 'public' || current.audience === 'friends',
          videoUrl: current.video?.kind === 'upload' ? current.video.url : null,
          groupId: current.group?.id ?? null,
        });
      });
    },

    async react(me: string, id: string, kind: string): Promise<Publication> {
      const publication = await openReference(me, id);
      await knownReaction(kind);
      await deps.transaction(async (inTransaction, record) => {
        if (await inTransaction.reactToPublication(me, publication.id, kind)) {
          await record('publications.reacted', {
            publicationId: publication.id,
            authorId: publication.author_id,
            actorId: me,
          });
        }
        await record('publications.thread_changed', reactionChange(me, publication.id));
      });
      // Built for the viewer in one statement, not from the cache: the reaction has just
      // changed its version, and the cache's two statements (the viewer's parts, then the
      // fill) measured slower (docs/performance.md, The feed).
      return visible(me, publication.id);
    },

    async unreact(me: string, id: string): Promise<Publication> {
      const publication = await visibleReference(me, id);
      await deps.transaction(async (inTransaction, record) => {
        await inTransaction.unreactToPublication(me, publication.id);
        await record('publications.thread_changed', reactionChange(me, publication.id));
      });
      return visible(me, publication.id);
    },
  };
  // Comments, replies and their reactions (publications.comments.ts), on the same rules.
  return {
    ...service,
    /** Lets the cache's connection go (the app closes). */
    closeCache: async (): Promise<void> => {
      await cache?.close();
    },
    ...createCommentsService(deps, {
      visible,
      open,
      moderates,
      visibleComment,
      ownImage,
      knownReaction,
    }),
  };
}

export type PublicationsService = ReturnType<typeof createPublicationsService>;
