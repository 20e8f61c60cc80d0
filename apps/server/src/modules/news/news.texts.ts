/** The French sentences of the news module's refusals, and the errors that carry them. */
import { AppError } from '../../platform/errors.ts';

export const NEWS_TEXTS = {
  notFound: 'Article introuvable.',
  commentNotFound: 'Commentaire introuvable.',
  editorsOnly: 'Seuls les rédacteurs de la communauté peuvent écrire les nouvelles.',
  statusEditorsOnly: 'Seuls les rédacteurs voient les brouillons et les articles programmés.',
  sheetEditorsOnly: 'Seuls les rédacteurs peuvent modifier la feuille paroissiale.',
  commentAuthorOnly: 'Seul l’auteur du commentaire peut le modifier.',
  commentRemoveRefused:
    'Seuls l’auteur du commentaire, les rédacteurs et les modérateurs peuvent le supprimer.',
  publishAtRequired: 'Indiquez la date de publication de l’article programmé.',
  publishAtPast: 'La date de publication doit être dans le futur.',
  bodyRequired: 'Écrivez le texte de l’article avant de le publier.',
  notYourPicture: "Cette image n'a pas été envoyée par vous.",
  unknownReaction: 'Réaction inconnue.',
  replyToReply: 'On ne peut répondre qu’à un commentaire de cet article.',
  badDay: 'Cette date n’existe pas.',
  futureSheet: 'Cette feuille paroissiale n’est pas encore parue.',
  pinnedNotFound: 'Article introuvable.',
} as const;

export const notFound = () => new AppError(404, 'not_found', NEWS_TEXTS.notFound);
export const commentNotFound = () => new AppError(404, 'not_found', NEWS_TEXTS.commentNotFound);
export const forbidden = (message: string) => new AppError(403, 'forbidden', message);
