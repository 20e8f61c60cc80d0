/**
 * Albums (docs/adr/0018-albums.md): a member's, a group's or an event's photos. Audience and
 * blocks hold on every read path through the repository's SQL (albums.sql.ts): an album the
 * member may not see answers 404. Each item's reactions and comments are those of its thread, a
 * publication of a hidden kind the publications module keeps (its audience follows the
 * album's); each item's file is the media module's, served only on a signed address.
 */
import type {
  Album,
  AlbumItem,
  AlbumItemPage,
  AlbumListQuery,
  AlbumPage,
  CreateAlbumBody,
  UpdateAlbumBody,
  UpdateAlbumItemBody,
} from '@koinonia/contracts';
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
import { presentMemberCard } from '../users/users.public.ts';
import type { MediaService } from '../media/media.service.ts';
import type { ThreadAudience } from '../publications/publications.service.ts';
import { addRefusal, authorize } from './albums.policy.ts';
import type {
  AlbumFilter,
  AlbumRow,
  AlbumsRepository,
  ItemRow,
  NewItem,
} from './albums.repository.ts';
import { ALBUMS_TEXTS } from './albums.texts.ts';

export { ALBUMS_TEXTS };

const notFound = () => new AppError(404, 'not_found', ALBUMS_TEXTS.notFound);
const itemNotFound = () => new AppError(404, 'not_found', ALBUMS_TEXTS.itemNotFound);

/** A file to add, as the route read it. */
export interface AddedFile {
  bytes: Uint8Array;
  caption: string;
  alt: string;
}

export interface AlbumsServiceDeps {
  repository: AlbumsRepository;
  media: Pick<MediaService, 'upload' | 'remove' | 'signedPath'>;
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

export function createAlbumsService(deps: AlbumsServiceDeps) {
  const { repository } = deps;

  const audienceOf = (
    row: Pick<AlbumRow, 'audience' | 'group_id' | 'event_id'>,
  ): ThreadAudience => ({
    audience: row.audience,
    groupId: row.group_id,
    eventId: row.event_id,
  });

  const signed = (path: string | null) => (path ? deps.media.signedPath(path) : null);

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

  async function presentItems(me: string, rows: readonly ItemRow[]): Promise<AlbumItem[]> {
    const counts = await deps.threads.counts(
      me,
      rows.map((row) => row.publication_id),
    );
    return rows.map((row) => ({
      id: row.id,
      album_id: row.album_id,
      kind: row.kind,
      url: deps.media.signedPath(row.url),
      width: row.width,
      height: row.height,
      caption: row.caption,
      alt: row.alt,
      position: row.position,
      added_by: presentMemberCard(row.added_by),
      publication_id: row.publication_id,
      likes: counts.get(row.publication_id)?.likes ?? 0,
      comments: counts.get(row.publication_id)?.comments ?? 0,
      created_at: row.created_at,
    }));
  }

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
      const filter: AlbumFilter = query.group
        ? { group: query.group }
        : query.event
          ? { event: query.event }
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
    },

    /** `GET /api/albums/{id}/items/`: the shown items, in the owner's order. */
    items: itemsPage,

    /**
     * `POST /api/albums/{id}/items/`: each file through the media module's image path (EXIF
     * dropped, responsive copies: ADR 0006), each item with its thread. All or nothing: when
     * one file is refused, what the others stored is deleted again and the answer names why.
     */
    async addItems(me: string, id: string, files: readonly AddedFile[]): Promise<AlbumItem[]> {
      const album = await seen(me, id);
      const refused = await addRefusalFor(me, album);
      if (refused) throw refused;
      const stored: { url: string; width: number; height: number; file: AddedFile }[] = [];
      const threads: string[] = [];
      try {
        for (const file of files) {
          const upload = await deps.media.upload(me, file.bytes, 'image');
          stored.push({
            url: `/media/${upload.public_id}.${upload.format}`,
            width: upload.width,
            height: upload.height,
            file,
          });
        }
        const items: NewItem[] = [];
        for (const { url, width, height, file } of stored) {
          const publicationId = await deps.threads.create(album.owner.id, audienceOf(album));
          threads.push(publicationId);
          items.push({
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
      const all = await repository.items(me, album.id, undefined, 100_000);
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
    },

    /** `PUT /api/albums/{id}/order/`: the owner gives every item of the album, once, in order. */
    async reorder(me: string, id: string, ids: readonly string[]): Promise<AlbumItemPage> {
      const album = await seen(me, id);
      authorize(me, 'edit', { ownerId: album.owner.id });
      const all = await repository.allItems(album.id);
      const known = new Set(all.map((item) => item.id));
      if (
        ids.length !== known.size ||
        new Set(ids).size !== ids.length ||
        !ids.every((i) => known.has(i))
      ) {
        throw invalid('items', ALBUMS_TEXTS.badOrder);
      }
      await repository.reorder(album.id, ids);
      return itemsPage(me, album.id, { limit: 100 });
    },

    /** The media module asks at each read: is this stored file an album's (then guarded)? */
    holdsFile: (storageKey: string) => repository.holdsFile(`/media/${storageKey}`),

    // The member's data (albums.personal-data.ts).
    exportOf: async (userId: string) => ({
      albums: await repository.listOwnedForExport(userId),
      items: await repository.listAddedForExport(userId),
    }),
    /** Their albums and the items they added elsewhere, with the threads (the files: media). */
    async eraseOf(userId: string): Promise<void> {
      const threads = await repository.threadsOf(userId);
      await repository.eraseOf(userId);
      await deps.threads.remove(threads);
    },
  };
}

export type AlbumsService = ReturnType<typeof createAlbumsService>;
