/** The French sentences of the publications module's refusals. */
export const PUBLICATIONS_TEXTS = {
  notFound: 'Publication introuvable.',
  commentNotFound: 'Commentaire introuvable.',
  notYours: 'Vous ne pouvez modifier que vos publications.',
  commentNotYours: 'Vous ne pouvez modifier que vos commentaires.',
  commentNotDeletable: 'Vous ne pouvez supprimer que vos commentaires ou ceux de vos publications.',
  unknownType: 'Type de publication inconnu.',
  unknownReaction: 'Réaction inconnue.',
  empty: 'La publication est vide : écrivez un texte ou ajoutez des photos ou une vidéo.',
  commentEmpty: 'Le commentaire est vide.',
  notYourPhoto: "Cette photo n'a pas été envoyée par vous.",
  notYourImage: "Cette image n'a pas été envoyée par vous.",
  badVideo: 'Seuls les liens YouTube ou Vimeo sont acceptés.',
  invalidAuthor: 'Membre introuvable.',
  groupOrEvent: 'Une publication va dans un groupe ou dans un événement, pas les deux.',
  albumThread: 'Cette photo appartient à un album : modifiez-la ou supprimez-la depuis l’album.',
  popularFeedOnly: 'Le tri « popular » ne vaut que pour le fil, pas pour un membre.',
} as const;
