/**
 * What the publications module holds of a member (ADR 0009): their publications and photos, the
 * comments and replies they wrote, their reactions and their favourites (private to them).
 */
import { FIRST_COMMENTS_COUNT } from '@koinonia/contracts';
import { keyOfMediaPath } from '../../platform/media-storage.ts';
import type { PersonalDataHooks } from '../../platform/module.ts';
import { createPublicationsRepository } from './publications.repository.ts';
import type { PublicationsService } from './publications.service.ts';
import { erasePublicationsOf } from './publications.erase.ts';

export const publicationsPersonalData: PersonalDataHooks<PublicationsService> = {
  /** Their publications, reactions and favourites; their comments on others' stay. */
  erase: (ctx, _publications, userId) => erasePublicationsOf(ctx.db, userId),
  async export(ctx, _publications, userId) {
    const repository = createPublicationsRepository(ctx.db, FIRST_COMMENTS_COUNT);
    const [publications, comments, reactions, saved] = await Promise.all([
      repository.listForExport(userId),
      repository.listCommentsForExport(userId),
      repository.listReactionsForExport(userId),
      repository.listSavedForExport(userId),
    ]);
    return [
      {
        file: 'publications.json',
        title: 'Mes publications',
        rows: publications,
        media: publications.flatMap((publication) =>
          [...publication.photos, publication.video_url].flatMap(
            (path) => keyOfMediaPath(path) ?? [],
          ),
        ),
      },
      {
        file: 'commentaires.json',
        title: 'Mes commentaires et réponses',
        rows: comments,
        media: comments.flatMap((comment) => keyOfMediaPath(comment.image) ?? []),
      },
      { file: 'reactions.json', title: 'Mes réactions', rows: reactions },
      { file: 'favoris.json', title: 'Mes favoris', rows: saved },
    ];
  },
};
