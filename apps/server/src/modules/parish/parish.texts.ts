/** The French sentences of the parish module's refusals. */
export const PARISH_TEXTS = {
  pageNotFound: 'Page introuvable.',
  notParish: "Cette page n'est pas une paroisse.",
  adminsOnly: 'Seuls les administrateurs de la page peuvent faire cela.',
  archived: 'Cette page est archivée : elle est en lecture seule.',
  timeNotFound: 'Horaire introuvable.',
  exceptionNotFound: 'Exception introuvable.',
  wrongWeekday: "Ce jour ne tombe pas le jour de la semaine de l'horaire.",
  requestNotFound: 'Demande introuvable.',
  blocked: 'Vous ne pouvez pas envoyer de demande à cette paroisse.',
  sameStatus: 'La demande a déjà ce statut.',
} as const;
