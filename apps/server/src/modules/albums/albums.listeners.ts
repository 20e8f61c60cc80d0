/**
 * The albums module's notifications (image rights: docs/adr/0018-albums.md), run by the job
 * queue after commit, each keyed by its fact id, and the clean-up after an event's deletion. None is sent about a photo its recipient is no
 * longer shown (the notifications module also hides those already stored: albums.public.ts).
 */
import type { Facts, FactBus } from '../../platform/facts.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { AlbumsService } from './albums.service.ts';

export interface AlbumListenerDeps {
  albums: Pick<AlbumsService, 'titleOf' | 'seesItem' | 'seesAlbum' | 'sweep'>;
  notifications: Pick<NotificationsService, 'notify'>;
}

export function listenForAlbums(
  bus: Pick<FactBus<Facts>, 'on'>,
  { albums, notifications }: AlbumListenerDeps,
): void {
  // A deleted event's album went by cascade: its threads and files go now, not at the hourly
  // sweep (docs/adr/0018-albums.md, "Leftovers of a cascade").
  bus.on('events.deleted', async () => {
    await albums.sweep();
  });

  bus.on('albums.tagged', async ({ albumId, itemId, userId, actorId }, { factId }) => {
    const subject = await albums.titleOf(albumId);
    if (subject === undefined || !(await albums.seesItem(userId, itemId))) return;
    await notifications.notify({
      type: 'ALBUM_TAG',
      userId,
      actorId,
      more: { id: albumId, post: itemId },
      subject,
      factId,
    });
  });

  bus.on('albums.removal_requested', async ({ albumId, itemId, userId, actorId }, { factId }) => {
    const subject = await albums.titleOf(albumId);
    if (subject === undefined || !(await albums.seesItem(userId, itemId))) return;
    await notifications.notify({
      type: 'ALBUM_REMOVAL_REQUEST',
      userId,
      actorId,
      more: { id: albumId, post: itemId },
      subject,
      factId,
    });
  });

  bus.on(
    'albums.removal_decided',
    async ({ albumId, itemId, userId, actorId, decision }, { factId }) => {
      const subject = await albums.titleOf(albumId);
      if (subject === undefined) return;
      if (decision === 'kept') {
        if (!(await albums.seesItem(userId, itemId))) return;
        await notifications.notify({
          type: 'ALBUM_REMOVAL_KEPT',
          userId,
          actorId,
          more: { id: albumId, post: itemId },
          subject,
          factId,
        });
        return;
      }
      if (!(await albums.seesAlbum(userId, albumId))) return;
      await notifications.notify({
        type: 'ALBUM_REMOVAL_DONE',
        userId,
        actorId,
        more: { id: albumId },
        subject,
        factId,
      });
    },
  );
}
