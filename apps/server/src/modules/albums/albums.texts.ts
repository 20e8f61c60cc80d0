/** The French sentences of the albums module's refusals. */
export const ALBUMS_TEXTS = {
  notFound: 'Album introuvable.',
  itemNotFound: 'Photo introuvable.',
  notOwner: 'Seul le propriétaire de l’album peut le modifier.',
  mayNotAdd: 'Vous ne pouvez pas ajouter de photos à cet album.',
  notStarted: 'Les photos de l’événement s’ajoutent une fois qu’il a commencé.',
  notParticipant: 'Seuls les participants de l’événement peuvent y créer un album.',
  itemNotYours: 'Vous ne pouvez supprimer que les photos que vous avez ajoutées.',
  groupOrEvent: 'Un album va dans un groupe ou dans un événement, pas les deux.',
  ownAudienceOnly: 'L’audience d’un album de groupe ou d’événement ne se change pas.',
  badOrder: 'L’ordre doit nommer chaque photo de l’album une seule fois.',
  badCover: 'La couverture doit être une photo de l’album.',
  noFile: 'Ajoutez au moins une photo.',
  tooManyFiles: 'Vous pouvez envoyer 15 fichiers au plus à la fois.',
  fileTooSmall: 'Le fichier est vide.',
  badFields: 'Chaque photo a une légende et un texte alternatif, dans l’ordre des fichiers.',
} as const;
