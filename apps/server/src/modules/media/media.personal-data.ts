/** What the media module holds of a member (ADR 0009): every file they uploaded. */
import type { PersonalDataHooks } from '../../platform/module.ts';
import { createMediaRepository } from './media.repository.ts';
import type { MediaService } from './media.service.ts';
import { eraseMediaOf } from './media.erase.ts';

export const mediaPersonalData: PersonalDataHooks<MediaService> = {
  /** Every file they uploaded, with its copies, then its row. */
  erase: (ctx, _media, userId) => eraseMediaOf(ctx.db, ctx.mediaStorage, userId),
  /** The list of their files, and the files themselves (copied into the archive). */
  async export(ctx, _media, userId) {
    const files = await createMediaRepository(ctx.db).listOwnedBy(userId);
    return [
      {
        file: 'fichiers.json',
        title: 'Mes fichiers (images et vidéos)',
        rows: files.map((file) => ({
          url: file.url,
          content_type: file.contentType,
          bytes: file.bytes,
          width: file.width,
          height: file.height,
          created_at: file.createdAt.toISOString(),
        })),
        media: files.map((file) => file.storageKey),
      },
    ];
  },
};
