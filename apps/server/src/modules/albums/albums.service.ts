/**
 * Albums (docs/adr/0018-albums.md): a member's, a group's or an event's photos. Audience and
 * blocks hold on every read path through the repository's SQL (albums.sql.ts): an album the
 * member may not see answers 404. Each item's reactions and comments are those of its thread, a
 * publication of a hidden kind the publications module keeps (its audience follows the
 * album's); each item's file is the media module's, served only on a signed address.
 */
import { Readable } from 'node:stream';
import type {
  Album,
  AlbumItem,
  AlbumItemPage,
  AlbumListQuery,
  AlbumPage,
  AlbumPhoto,
  AlbumPhotoPage,
  AlbumRemovalDecisionBody,
  CreateAlbumBody,
  MemberCard,
  UpdateAlbumBody,
  UpdateAlbumItemBody,
} from '@koinonia/contracts';
import { ZipFile } from 'yazl';
import {
  byTimeKey,
  CURSOR_KEYS,
  decodeCursor,
  decodeTimeCursor,
  encodeCursor,
  type PageQuery,
  timePage,
} from '../../platform/cursor.ts';
import { AppError, invalid } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { MediaStorage } from '../../platform/media-storage.ts';
import type { Transactional } from '../../platform/outbox.ts';
import { presentMemberCard } from '../users/users.public.ts';
import { presentVideoState, type VideoStateJson } from '../media/media.public.ts';
import type { MediaService, StagedFile } from '../media/media.service.ts';
import type { ThreadAudience } from '../publications/publications.service.ts';
import { addRefusal, authorize } from './albums.policy.ts';
import type {
  AlbumFilter,
  AlbumRow,
  AlbumsRepository,
  ItemRow,
  NewItem,
  PhotoRow,
} from './albums.repository.ts';
import { zipEntryName, zipFileName } from './albums.zip.ts';
import { ALBUMS_TEXTS } from './albums.texts.ts';

export { ALBUMS_TEXTS };

const notFound = () => new AppError(404, 'not_found', ALBUMS_TEXTS.notFound);
const itemNotFound = () => new AppError(404, 'not_found', ALBUMS_TEXTS.itemNotFound);

/** A video the route streamed through the media module's pipeline (recorded, processing). */
export interface StoredAlbumVideo {
  url: string;
  width: number;
  height: number;
}

/**
 * A file to add: a photo's bytes (the seed), a photo the route wrote to the work directory as
 * it arrived (`stagePhoto`, not yet re-encoded), or a video the route already stored.
 */
export type AddedFile = { caption: string; alt: string } & (
  | { kind?: 'photo'; bytes: Uint8Array }
  | { kind: 'staged'; photo: StagedFile }
  | { kind: 'video'; video: StoredAlbumVideo }
);

export interface AlbumsServiceDeps {
  repository: AlbumsRepository;
  /** The repository over one transaction, with its facts (tags and removal requests). */
  transaction: Transactional<AlbumsRepository>;
  /** Where the files are read for an album's ZIP (never held whole in memory). */
  storage: Pick<MediaStorage, 'get'>;
  media: Pick<
    MediaService,
    | 'upload'
    | 'stage'
    | 'unstage'
    | 'uploadStaged'
    | 'uploadVideo'
    | 'remove'
    | 'signedPath'
    | 'videoTypeOf'
  >;
  threads: {
    create(ownerId: string, audience: ThreadAudience): Promise<string>;
    setAudience(ids: readonly string[], audience: ThreadAudience): Promise<void>;
    remove(ids: readonly string[]): Promise<void>;
    counts(
      me: string,
      ids: readonly string[],
    ): Promise<Map<string, { likes: number; comments: number }>>;
  };
  groups: {
    assertMayPublish(me: string, groupId: string): Promise<void>;
    isMember(me: string, groupId: string): Promise<boolean>;
  };
  events: {
    /** The event as `me` sees it (404 otherwise). */
    get(
      me: string,
      id: string,
    ): Promise<{ starts_at: string; my_answer: string | null; is_organiser?: boolean }>;
  };
  friendIds(userId: string): Promise<string[]>;
  now: () => Date;
}

const ITEMS_CURSOR = 'album-items';
/** The tag picker's answer, and how many candidates are asked whether they see the photo. */
const TAGGABLE_MAX = 20;
const TAGGABLE_SCAN = 60;

export function createAlbumsService(deps: AlbumsServiceDeps) {
  const { repository } = deps;

  const audienceOf = (
    row: Pick<AlbumRow, 'audience' | 'group_id' | 'event_id'>,
  ): ThreadAudience => ({
    audience: row.audience,
    groupId: row.group_id,
    eventId: row.event_id,
  });

  /** A file's address; an item hidden by moderation gets the hidden kind (its adder's). */
  const signed = (path: string | null, hidden = false) =>
    path ? deps.media.signedPath(path, { hidden }) : null;

  async function present(me: string, rows: readonly AlbumRow[]): Promise<Album[]> {
    const counts = await deps.threads.counts(
      me,
      rows.flatMap((row) => row.thread_ids),
    );
    return Promise.all(
      rows.map(async (row) => {
        let likes = 0;
        let comments = 0;
        for (const id of row.thread_ids) {
          likes += counts.get(id)?.likes ?? 0;
          comments += counts.get(id)?.comments ?? 0;
        }
        return {
          id: row.id,
          title: row.title,
          description: row.description,
          image: signed(row.cover_url),
          cover_item_id: row.cover_item_id,
          count: row.count,
          video_count: row.video_count,
          likes,
          comments,
          time: row.time,
          owner: presentMemberCard(row.owner),
          audience: row.audience,
          group_id: row.group_id,
          event_id: row.event_id,
          contributors: row.contributors,
          can_add: (await addRefusalFor(me, row)) === undefined,
          is_owner: row.owner.id === me,
          created_at: row.created_at,
        };
      }),
    );
  }

  /** A video item's state, its poster signed as its file is (ADR 0017). */
  function videoFields(video: VideoStateJson | null, hidden: boolean) {
    if (!video) return {};
    const state = presentVideoState(video);
    return {
      status: state.status,
      progress: state.progress,
      poster_url: signed(state.poster_url, hidden),
      duration: state.duration,
      failure: state.failure,
    };
  }

  async function presentItems(me: string, rows: readonly ItemRow[]): Promise<AlbumItem[]> {
    const counts = await deps.threads.counts(
      me,
      rows.map((row) => row.publication_id),
    );
    return rows.map((row) => ({
      id: row.id,
      album_id: row.album_id,
      kind: row.kind,
      url: deps.media.signedPath(row.url, { hidden: row.moderation_hidden }),
      // A ready video's size is its transcode's.
      width: row.video && row.video.width > 0 ? row.video.width : row.width,
      height: row.video && row.video.height > 0 ? row.video.height : row.height,
      ...videoFields(row.video, row.moderation_hidden),
      caption: row.caption,
      alt: row.alt,
      position: row.position,
      added_by: presentMemberCard(row.added_by),
      publication_id: row.publication_id,
      likes: counts.get(row.publication_id)?.likes ?? 0,
      comments: counts.get(row.publication_id)?.comments ?? 0,
      created_at: row.created_at,
      tags: row.tags.map((tag) => ({ ...tag, member: presentMemberCard(tag.member) })),
      // Whoever is shown an item may tag on it the members they see.
      can_tag: true,
      // Only its adder is shown a hidden item: 'Masqué par la modération' on it.
      ...(row.moderation_hidden ? { moderation_hidden: true } : {}),
    }));
  }

  async function presentPhotos(me: string, rows: readonly PhotoRow[]): Promise<AlbumPhoto[]> {
    const items = await presentItems(me, rows);
    return items.map((item, index) => ({ ...item, album: (rows[index] as PhotoRow).album }));
  }

  /** Forgets what the items made, then deletes their threads and the files left unused. */
  async function sweep(): Promise<number> {
    let swept = 0;
    for (;;) {
      const left = await repository.leftovers(100);
      if (left.length === 0) return swept;
      await deps.threads.remove(left.map((row) => row.publication_id));
      await dropFiles(left.map((row) => ({ url: row.url, addedBy: row.added_by })));
      await repository.dropTraces(left.map((row) => row.item_id));
      swept += left.length;
    }
  }

  const present1 = async (me: string, item: ItemRow): Promise<AlbumItem> =>
    (await presentItems(me, [item]))[0] as AlbumItem;

  async function seen(me: string, id: string): Promise<AlbumRow> {
    const row = isUuid(id) ? await repository.find(me, id) : undefined;
    if (!row) throw notFound();
    return row;
  }

  async function seenItem(me: string, album: AlbumRow, itemId: string): Promise<ItemRow> {
    const item = isUuid(itemId) ? await repository.item(me, album.id, itemId) : undefined;
    if (!item) throw itemNotFound();
    return item;
  }

  async function addRefusalFor(me: string, album: AlbumRow) {
    const isOwner = album.owner.id === me;
    let eventStarted = true;
    let isParticipant = false;
    if (album.event_id) {
      const event = await deps.events.get(me, album.event_id).catch(() => undefined);
      eventStarted = event !== undefined && Date.parse(event.starts_at) <= deps.now().getTime();
      isParticipant = event?.my_answer === 'going' || event?.is_organiser === true;
    }
    const members = album.contributors === 'members' && !isOwner;
    return addRefusal({
      isOwner,
      contributors: album.contributors,
      audience: album.audience,
      isFriend:
        members && (album.audience === 'public' || album.audience === 'friends')
          ? (await deps.friendIds(album.owner.id)).includes(me)
          : false,
      isGroupMember:
        members && album.group_id ? await deps.groups.isMember(me, album.group_id) : false,
      isParticipant,
      eventStarted,
    });
  }

  /** Deletes the files nothing refers to any more (their rows and copies too). */
  async function dropFiles(files: readonly { url: string; addedBy: string }[]): Promise<void> {
    for (const file of files) {
      if ((await repository.fileUses(file.url)) === 0)
        await deps.media.remove(file.addedBy, file.url);
    }
  }

  async function itemsPage(me: string, id: string, query: PageQuery): Promise<AlbumItemPage> {
    const album = await seen(me, id);
    const keys = decodeCursor(ITEMS_CURSOR, query.cursor, [CURSOR_KEYS.count, CURSOR_KEYS.uuid]);
    const after = keys && { position: Number(keys[0]), id: keys[1] ?? '' };
    const found = await repository.items(me, album.id, after, query.limit + 1);
    const shown = found.slice(0, query.limit);
    const last = shown.at(-1);
    return {
      results: await presentItems(me, shown),
      next:
        found.length > query.limit && last
          ? encodeCursor(ITEMS_CURSOR, [String(last.position), last.id])
          : null,
    };
  }

  const view = async (me: string, id: string): Promise<Album> => {
    const [album] = await present(me, [await seen(me, id)]);
    return album as Album;
  };

  return {
    /** `GET /api/albums/`: a tab, or `?group=` / `?event=` albums, newest change first. */
    async list(me: string, query: AlbumListQuery & PageQuery): Promise<AlbumPage> {
      const limit = query.limit;
      const group = query.group ?? query.group_id;
      const event = query.event ?? query.event_id;
      const filter: AlbumFilter = group
        ? { group }
        : event
          ? { event }
          : { tab: query.tab ?? 'mine' };
      const after = decodeTimeCursor('albums', query.cursor);
      const found = await repository.list(me, filter, after, limit + 1);
      const { shown, next } = timePage('albums', found, limit, byTimeKey);
      return { results: await present(me, shown), next };
    },

    get: view,

    /** `POST /api/albums/`: a member's own, a group's (its members) or an event's (its participants). */
    async create(me: string, input: CreateAlbumBody): Promise<Album> {
      if (input.group_id && input.event_id) throw invalid('group_id', ALBUMS_TEXTS.groupOrEvent);
      let audience: ThreadAudience = {
        audience: input.audience ?? 'friends',
        groupId: null,
        eventId: null,
      };
      if (input.group_id) {
        await deps.groups.assertMayPublish(me, input.group_id);
        audience = { audience: 'group', groupId: input.group_id, eventId: null };
      }
      if (input.event_id) {
        const event = await deps.events.get(me, input.event_id).catch(() => {
          throw invalid('event_id', 'Événement introuvable.');
        });
        if (event.my_answer !== 'going' && event.is_organiser !== true) {
          throw new AppError(403, 'forbidden', ALBUMS_TEXTS.notParticipant);
        }
        if (await repository.eventHasAlbum(input.event_id)) {
          throw new AppError(409, 'conflict', ALBUMS_TEXTS.eventHasAlbum);
        }
        audience = { audience: 'event', groupId: null, eventId: input.event_id };
      }
      const id = await repository.insert(me, {
        title: input.title.trim(),
        description: (input.description ?? '').trim(),
        audience: audience.audience,
        groupId: audience.groupId,
        eventId: audience.eventId,
        // A private album has no contributors.
        contributors: audience.audience === 'private' ? 'owner' : (input.contributors ?? 'owner'),
      });
      return view(me, id);
    },

    /** `PATCH /api/albums/{id}/`: the owner; the threads follow a new audience. */
    async update(me: string, id: string, input: UpdateAlbumBody): Promise<Album> {
      const album = await seen(me, id);
      authorize(me, 'edit', { ownerId: album.owner.id });
      const shared = album.audience === 'group' || album.audience === 'event';
      if (input.audience !== undefined && shared && input.audience !== album.audience) {
        throw invalid('audience', ALBUMS_TEXTS.ownAudienceOnly);
      }
      const items = await repository.allItems(album.id);
      if (input.cover_item_id && !items.some((item) => item.id === input.cover_item_id)) {
        throw invalid('cover_item_id', ALBUMS_TEXTS.badCover);
      }
      const audience = shared ? album.audience : (input.audience ?? album.audience);
      await repository.update(album.id, {
        ...(input.title !== undefined && { title: input.title.trim() }),
        ...(input.description !== undefined && { description: input.description.trim() }),
        ...(input.cover_item_id !== undefined && { coverItemId: input.cover_item_id }),
        audience,
        contributors: audience === 'private' ? 'owner' : (input.contributors ?? album.contributors),
      });
      if (audience !== album.audience) {
        await deps.threads.setAudience(
          items.map((item) => item.publicationId),
          audienceOf({ ...album, audience }),
        );
      }
      return view(me, album.id);
    },

    /** `DELETE /api/albums/{id}/`: the owner; every item, thread and file goes. */
    async remove(me: string, id: string): Promise<void> {
      const album = await seen(me, id);
      authorize(me, 'edit', { ownerId: album.owner.id });
      const items = await repository.allItems(album.id);
      await repository.remove(album.id);
      await deps.threads.remove(items.map((item) => item.publicationId));
      await dropFiles(items);
      await repository.dropTraces(items.map((item) => item.id));
    },

    /** `GET /api/albums/{id}/items/`: the shown items, in the owner's order. */
    items: itemsPage,

    /** Refuses (404, 403) before a video is streamed in when `me` may not add to the album. */
    async assertMayAdd(me: string, id: string): Promise<void> {
      const refused = await addRefusalFor(me, await seen(me, id));
      if (refused) throw refused;
    },

    /**
     * A video of the item form, streamed through the media module's pipeline (ADR 0017: probed,
     * refused in French with nothing kept, recorded 'processing', its `media.video` job sent).
     */
    async storeVideo(
      me: string,
      source: AsyncIterable<Uint8Array>,
      maxBytes: number,
    ): Promise<StoredAlbumVideo> {
      const answer = await deps.media.uploadVideo(me, source, maxBytes);
      return {
        url: new URL(answer.secure_url).pathname,
        width: answer.width,
        height: answer.height,
      };
    },

    /** Deletes the videos stored for a form that was then refused (all or nothing). */
    async discardVideos(me: string, videos: readonly StoredAlbumVideo[]): Promise<void> {
      for (const video of videos) await deps.media.remove(me, video.url);
    },

    /** Whether a file's first bytes are a video's (MP4, QuickTime, WebM), whatever its type. */
    isVideo: async (head: Uint8Array) => (await deps.media.videoTypeOf(head)) !== undefined,

    /**
     * A photo of the item form, written to the work directory as it arrives (refused past
     * `maxBytes` while read, 413, nothing kept); `addItems` stores it, `unstagePhotos` drops it.
     */
    stagePhoto: (source: AsyncIterable<Uint8Array>, maxBytes: number) =>
      deps.media.stage(source, maxBytes),

    /** Deletes the work files of a form's photos, stored or refused. */
    async unstagePhotos(photos: readonly StagedFile[]): Promise<void> {
      for (const photo of photos) await deps.media.unstage(photo);
    },

    /**
     * `POST /api/albums/{id}/items/`: each photo through the media module's image path (EXIF
     * dropped, responsive copies: ADR 0006), each video stored by the route (`storeVideo`),
     * each item with its thread. All or nothing: when one file is refused, what the others
     * stored is deleted again and the answer names why.
     */
    async addItems(me: string, id: string, files: readonly AddedFile[]): Promise<AlbumItem[]> {
      const stored: {
        kind: 'photo' | 'video';
        url: string;
        width: number;
        height: number;
        file: AddedFile;
      }[] = files.flatMap((file) =>
        file.kind === 'video' ? [{ ...file.video, kind: file.kind, file }] : [],
      );
      const threads: string[] = [];
      let albumId: string;
      try {
        const album = await seen(me, id);
        albumId = album.id;
        const refused = await addRefusalFor(me, album);
        if (refused) throw refused;
        for (const file of files) {
          if (file.kind === 'video') continue;
          // One photo in memory at a time; 'auto': a refusal names the videos too.
          const upload =
            file.kind === 'staged'
              ? await deps.media.uploadStaged(me, file.photo, 'auto')
              : await deps.media.upload(me, file.bytes, 'auto');
          stored.push({
            kind: 'photo',
            url: `/media/${upload.public_id}.${upload.format}`,
            width: upload.width,
            height: upload.height,
            file,
          });
        }
        // The form's order.
        stored.sort((a, b) => files.indexOf(a.file) - files.indexOf(b.file));
        const items: NewItem[] = [];
        for (const { kind, url, width, height, file } of stored) {
          const publicationId = await deps.threads.create(album.owner.id, audienceOf(album));
          threads.push(publicationId);
          items.push({
            kind,
            addedBy: me,
            url,
            width,
            height,
            caption: file.caption,
            alt: file.alt,
            publicationId,
          });
        }
        await repository.insertItems(album.id, items);
      } catch (error) {
        await deps.threads.remove(threads);
        for (const file of stored) await deps.media.remove(me, file.url);
        throw error;
      }
      const all = await repository.items(me, albumId, undefined, 100_000);
      const added = new Set(stored.map((file) => file.url));
      return presentItems(
        me,
        all.filter((item) => added.has(item.url)),
      );
    },

    /** `PATCH /api/albums/{id}/items/{itemId}/`: its adder or the owner. */
    async updateItem(
      me: string,
      id: string,
      itemId: string,
      input: UpdateAlbumItemBody,
    ): Promise<AlbumItem> {
      const album = await seen(me, id);
      const item = await seenItem(me, album, itemId);
      authorize(me, 'item:edit', { ownerId: album.owner.id }, { addedBy: item.added_by.id });
      await repository.updateItem(item.id, {
        ...(input.caption !== undefined && { caption: input.caption.trim() }),
        ...(input.alt !== undefined && { alt: input.alt.trim() }),
      });
      const [presented] = await presentItems(me, [await seenItem(me, album, item.id)]);
      return presented as AlbumItem;
    },

    /** `DELETE /api/albums/{id}/items/{itemId}/`: its adder or the owner; its file goes too. */
    async removeItem(me: string, id: string, itemId: string): Promise<void> {
      const album = await seen(me, id);
      const item = await seenItem(me, album, itemId);
      authorize(me, 'item:remove', { ownerId: album.owner.id }, { addedBy: item.added_by.id });
      await repository.removeItem(album.id, item.id);
      await deps.threads.remove([item.publication_id]);
      await dropFiles([{ url: item.url, addedBy: item.added_by.id }]);
      await repository.dropTraces([item.id]);
    },

    /** `PUT /api/albums/{id}/order/`: the owner gives every item of the album, once, in order. */
    async reorder(me: string, id: string, ids: readonly string[]): Promise<AlbumItemPage> {
      const album = await seen(me, id);
      authorize(me, 'edit', { ownerId: album.owner.id });
      const all = await repository.allItems(album.id);
      // Every item the owner is shown, once; those hidden from them (a block, a removal
      // request) keep their order after these.
      const shown = await repository.items(me, album.id, undefined, all.length + 1);
      const known = new Set(shown.map((item) => item.id));
      if (
        ids.length !== known.size ||
        new Set(ids).size !== ids.length ||
        !ids.every((i) => known.has(i))
      ) {
        throw invalid('items', ALBUMS_TEXTS.badOrder);
      }
      const hidden = all.map((item) => item.id).filter((i) => !known.has(i));
      await repository.reorder(album.id, [...ids, ...hidden]);
      return itemsPage(me, album.id, { limit: 100 });
    },

    /**
     * The media module asks at each read: is this stored file an album's (then guarded)? An
     * item's file, a video item's transcode (its path) or poster (the poster's copies are asked
     * as the poster).
     */
    holdsFile: (storageKey: string) => repository.holdsFile(storageKey),

    // The member's data (albums.personal-data.ts).
    exportOf: async (userId: string) => ({
      albums: await repository.listOwnedForExport(userId),
      items: await repository.listAddedForExport(userId),
      tags: await repository.listTagsForExport(userId),
    }),
    /** Their albums and the items they added elsewhere, with the threads (the files: media). */
    async eraseOf(userId: string): Promise<void> {
      const threads = await repository.threadsOf(userId);
      await repository.eraseOf(userId);
      await deps.threads.remove(threads);
      // Others' files in the member's albums, their items gone by cascade.
      await sweep();
    },

    /**
     * `albums.sweep`: the items a cascade removed (a group's or an event's deletion, a member's
     * erasure) leave their threads and files; this deletes those nothing refers to any more.
     */
    sweep,

    /** The listeners' questions: an album's title, what a member is shown. */
    titleOf: (albumId: string) => repository.titleOf(albumId),
    seesItem: (userId: string, itemId: string) => repository.itemSeenBy(userId, itemId),
    seesAlbum: (userId: string, albumId: string) => repository.albumSeenBy(userId, albumId),

    /** `GET /api/albums/{id}/items/{itemId}/`: one item I am shown. */
    async item(me: string, id: string, itemId: string): Promise<AlbumItem> {
      const album = await seen(me, id);
      return present1(me, await seenItem(me, album, itemId));
    },

    /** `GET /api/events/{id}/album/`: the event's album ('Photos de l'événement'), or 404. */
    async ofEvent(me: string, eventId: string): Promise<Album> {
      const row = isUuid(eventId) ? await repository.ofEvent(me, eventId) : undefined;
      if (!row) throw new AppError(404, 'not_found', ALBUMS_TEXTS.noEventAlbum);
      const [album] = await present(me, [row]);
      return album as Album;
    },

    /** `GET /api/albums/tagged/`: the photos I am tagged on and shown, newest tag first. */
    async tagged(me: string, query: PageQuery): Promise<AlbumPhotoPage> {
      const after = decodeTimeCursor('album-tags', query.cursor);
      const found = await repository.tagged(me, after, query.limit + 1);
      const { shown, next } = timePage('album-tags', found, query.limit, byTimeKey);
      return { results: await presentPhotos(me, shown), next };
    },

    /** `GET /api/albums/photos/?member=`: the album photos a member added that I am shown. */
    async photosOf(me: string, member: string, query: PageQuery): Promise<AlbumPhotoPage> {
      const after = decodeTimeCursor('album-photos', query.cursor);
      const found = await repository.photosOf(me, member, after, query.limit + 1);
      const { shown, next } = timePage('album-photos', found, query.limit, byTimeKey);
      return { results: await presentPhotos(me, shown), next };
    },

    /**
     * `GET /api/albums/{id}/zip/`: the originals of the items I am shown, as a ZIP written
     * while it is sent (yazl, one file read at a time, as the account export does).
     */
    async zip(me: string, id: string): Promise<{ filename: string; stream: Readable }> {
      const album = await seen(me, id);
      const entries = await repository.zipEntries(me, album.id);
      const zip = new ZipFile();
      const output = zip.outputStream as Readable;
      zip.on('error', (error: Error) => output.destroy(error));
      const taken = new Set<string>();
      const mtime = deps.now();
      entries.forEach((entry, index) => {
        const key = entry.url.slice('/media/'.length);
        const name = zipEntryName(index, entries.length, entry.caption, key, taken);
        // Images are compressed already.
        zip.addReadStreamLazy(name, { mtime, compress: false }, (done) => {
          deps.storage.get(key).then(
            (stored) => done(null, stored?.part === 'whole' ? stored.stream : Readable.from([])),
            (error: unknown) => done(error as Error, Readable.from([])),
          );
        });
      });
      zip.end();
      return { filename: zipFileName(album.title), stream: output };
    },

    /**
     * `GET …/items/{itemId}/taggable/?search=`: the members `me` may tag on the item, by name
     * (20 at most): any member `me` may see, `me` included, each only if shown the item (the
     * rule `tag` holds), those tagged already left out; `me` first, then those near the album.
     */
    async taggable(me: string, id: string, itemId: string, search: string): Promise<MemberCard[]> {
      const album = await seen(me, id);
      const item = await seenItem(me, album, itemId);
      const candidates = await repository.tagCandidates(
        me,
        {
          id: item.id,
          ownerId: album.owner.id,
          groupId: album.group_id,
          eventId: album.event_id,
        },
        search,
        TAGGABLE_SCAN,
      );
      const shown: MemberCard[] = [];
      for (const candidate of candidates) {
        if (shown.length === TAGGABLE_MAX) break;
        if (await repository.itemSeenBy(candidate.id, item.id)) {
          shown.push(presentMemberCard(candidate.card));
        }
      }
      return shown;
    },

    /**
     * `POST …/items/{itemId}/tags/`: whoever is shown the item tags a member they may see (no
     * block either way), who is shown it too; the member is told (ALBUM_TAG).
     */
    async tag(me: string, id: string, itemId: string, userId: string): Promise<AlbumItem> {
      const album = await seen(me, id);
      const item = await seenItem(me, album, itemId);
      if (!isUuid(userId) || !(await repository.memberSeen(me, userId))) {
        throw invalid('user_id', ALBUMS_TEXTS.memberNotFound);
      }
      if (!(await repository.itemSeenBy(userId, item.id))) {
        throw new AppError(403, 'forbidden', ALBUMS_TEXTS.tagNotSeen);
      }
      await deps.transaction(async (inTransaction, record) => {
        if (await inTransaction.tag(item.id, userId, me)) {
          await record('albums.tagged', {
            albumId: album.id,
            itemId: item.id,
            userId,
            actorId: me,
          });
        }
      });
      return present1(me, await seenItem(me, album, item.id));
    },

    /**
     * `DELETE …/items/{itemId}/tags/{userId}/`: the tagged member, or who tagged them, who added
     * the item, the album's owner; while a removal request waits, only the tagged member.
     */
    async untag(me: string, id: string, itemId: string, userId: string): Promise<void> {
      const album = await seen(me, id);
      const item = await seenItem(me, album, itemId);
      const tag = isUuid(userId) ? await repository.tagOf(item.id, userId) : undefined;
      if (!tag) throw new AppError(404, 'not_found', ALBUMS_TEXTS.tagNotFound);
      if (userId !== me) {
        if (tag.removal === 'requested') {
          throw new AppError(403, 'forbidden', ALBUMS_TEXTS.untagPending);
        }
        if (![tag.taggedBy, item.added_by.id, album.owner.id].includes(me)) {
          throw new AppError(403, 'forbidden', ALBUMS_TEXTS.untagNotYours);
        }
      }
      await repository.untag(item.id, userId);
    },

    /**
     * `POST …/items/{itemId}/removal/` ('Retirer cette photo'): a tagged member asks; at once
     * the item is shown only to them and to who added it, who is told and decides.
     */
    async requestRemoval(me: string, id: string, itemId: string): Promise<AlbumItem> {
      const album = await seen(me, id);
      const item = await seenItem(me, album, itemId);
      const tag = await repository.tagOf(item.id, me);
      if (!tag) throw new AppError(403, 'forbidden', ALBUMS_TEXTS.notTagged);
      if (tag.removal === 'kept') throw new AppError(409, 'conflict', ALBUMS_TEXTS.removalAnswered);
      if (tag.removal === null) {
        await deps.transaction(async (inTransaction, record) => {
          await inTransaction.setRemoval(item.id, me, 'requested');
          await record('albums.removal_requested', {
            albumId: album.id,
            itemId: item.id,
            userId: item.added_by.id,
            actorId: me,
          });
        });
      }
      return present1(me, await seenItem(me, album, item.id));
    },

    /**
     * `POST …/items/{itemId}/removal/decision/`: who added the item keeps it (with a word to
     * those who asked; it is shown again) or deletes it (its thread and file go). Those who
     * asked are told. Undefined when deleted.
     */
    async decideRemoval(
      me: string,
      id: string,
      itemId: string,
      input: AlbumRemovalDecisionBody,
    ): Promise<AlbumItem | undefined> {
      const album = await seen(me, id);
      const item = await seenItem(me, album, itemId);
      if (item.added_by.id !== me) throw new AppError(403, 'forbidden', ALBUMS_TEXTS.notAdder);
      const requesters = await repository.requestersOf(item.id);
      if (requesters.length === 0) throw new AppError(409, 'conflict', ALBUMS_TEXTS.noRemoval);
      const decision = input.decision === 'keep' ? 'kept' : 'deleted';
      await deps.transaction(async (inTransaction, record) => {
        for (const userId of requesters) {
          if (decision === 'kept') {
            await inTransaction.setRemoval(item.id, userId, 'kept', (input.note ?? '').trim());
          }
          await record('albums.removal_decided', {
            albumId: album.id,
            itemId: item.id,
            userId,
            actorId: me,
            decision,
          });
        }
        if (decision === 'deleted') await inTransaction.removeItem(album.id, item.id);
      });
      if (decision === 'kept') return present1(me, await seenItem(me, album, item.id));
      await deps.threads.remove([item.publication_id]);
      await dropFiles([{ url: item.url, addedBy: item.added_by.id }]);
      await repository.dropTraces([item.id]);
      return undefined;
    },
  };
}

export type AlbumsService = ReturnType<typeof createAlbumsService>;
