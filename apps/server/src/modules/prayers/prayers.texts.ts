/** The French sentences of the prayers module's refusals and notices. */
export const PRAYERS_TEXTS = {
  notFound: 'Intention introuvable.',
  notYours: 'Seul l’auteur de cette intention peut faire cela.',
  closed: 'Cette intention est close par une action de grâce.',
  expired: 'Cette intention est arrivée à sa date de fin : son auteur peut la renouveler.',
  alreadyThanked: 'Vous avez déjà rendu grâce pour cette intention.',
  groupRequired: 'Choisissez le groupe qui partage cette intention.',
  groupOnlyForGroup: 'Un groupe ne se choisit qu’avec le public « group ».',
  notGroupMember: 'Vous ne pouvez confier une intention qu’aux groupes dont vous êtes membre.',
  endsInPast: 'La date de fin doit être dans le futur.',
  endsTooLate: (days: number) => `La date de fin ne peut pas dépasser ${days} jours.`,
  notSelf: 'Vous portez déjà cette intention : « Je prie » est pour les autres membres.',
  notSelfSupport:
    'Les mots de soutien sont pour les autres membres : vous répondez par une action de grâce.',
  /** The page the digest's unsubscribe link answers (platform/unsubscribe.ts). */
  unsubscribe: {
    invalidTitle: 'Lien invalide',
    invalidText:
      'Ce lien de désinscription n’est pas valide. Vous pouvez arrêter le résumé sur la page des intentions de prière.',
    doneTitle: 'Vous êtes désinscrit',
    doneText:
      'Vous ne recevrez plus le résumé quotidien des intentions pour lesquelles vous priez. Vous pouvez le reprendre sur la page des intentions de prière.',
    link: 'Ouvrir les intentions de prière',
    stop: 'Ne plus recevoir ce résumé',
  },
  /** '1 personne prie', '12 personnes prient': the subject of the daily notice. */
  praying: (count: number) => (count === 1 ? '1 personne prie' : `${count} personnes prient`),
} as const;
