/**
 * What the albums module holds of a member (ADR 0009): the albums they own, the items they
 * added, the tags on them or made by them (image rights; the tags go with the account by
 * cascade). Their files are the media module's (its section names them, its erase deletes them).
 */
import type { PersonalDataHooks } from '../../platform/module.ts';
import type { AlbumsService } from './albums.service.ts';

export const albumsPersonalData: PersonalDataHooks<AlbumsService> = {
  async export(_ctx, albums, userId) {
    const { albums: owned, items, tags } = await albums.exportOf(userId);
    return [
      { file: 'albums.json', title: 'Mes albums', rows: owned },
      { file: 'albums-photos.json', title: 'Les photos que j’ai ajoutées aux albums', rows: items },
      {
        file: 'albums-identifications.json',
        title: 'Mes identifications sur les photos des albums',
        rows: tags,
      },
    ];
  },
  /** Their albums (every item, every thread) and the items they added to others'. */
  erase: (_ctx, albums, userId) => albums.eraseOf(userId),
};
