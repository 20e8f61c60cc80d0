/** Dates in French words for mails and answers, in the community's time zone (TIME_ZONE). */

/** '24 décembre 2026'. */
export const frenchDay = (at: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone }).format(at);

/** '24 décembre 2026 à 10:00'. */
export const frenchDayAndTime = (at: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone }).format(at);
