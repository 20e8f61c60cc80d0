/** The moderation module's French sentences (docs/adr/0021-moderation.md). */
export const MODERATION_TEXTS = {
  targetNotFound: 'Ce contenu est introuvable.',
  ownContent: 'Vous ne pouvez pas signaler votre propre contenu.',
  alreadyReported: 'Vous avez déjà signalé ce contenu. Merci, la modération va l’examiner.',
  caseNotFound: 'Ce signalement est introuvable.',
  staffOnly: 'Cette page est réservée aux modérateurs.',
  adminOnly: 'Le journal de modération est réservé aux administrateurs.',
  caseClosed: 'Ce signalement est déjà traité.',
  durationNeeded: 'Indiquez la durée de la suspension, en jours.',
  durationRange: 'La durée d’une suspension va de 1 à 365 jours.',
  reasonNeeded: 'Indiquez le motif de la suspension.',
  durationOnlyForSuspension: 'Une durée ne s’indique que pour une suspension.',
  reviewNotYours: 'Seul l’auteur du contenu peut demander un réexamen.',
  reviewNotPossible: 'Seul un contenu masqué par la modération peut faire l’objet d’un réexamen.',
  reviewAlreadyAsked: 'Vous avez déjà demandé un réexamen de cette décision.',
  noPendingReview: 'Aucune demande de réexamen n’attend sur ce signalement.',
  reviewBySameModerator: 'Un autre modérateur que celui qui a décidé doit examiner cette demande.',
  reviewUpheld: 'la décision est maintenue',
  tooManyReports:
    'Vous avez envoyé beaucoup de signalements en peu de temps. Réessayez dans un moment : la modération examine déjà les précédents.',
  reviewReversed: 'la décision est annulée, votre contenu est de nouveau visible',
} as const;
