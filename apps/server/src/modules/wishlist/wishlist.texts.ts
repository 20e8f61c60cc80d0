/** The French sentences of the wishlist module's refusals. */
export const WISHLIST_TEXTS = {
  needNotFound: 'Besoin introuvable.',
  itemNotFound: 'Article introuvable.',
  editorsOnly: 'Seuls les éditeurs publient et clôturent les besoins.',
  closed: 'Ce besoin est clôturé : il ne reçoit plus de promesses.',
  alreadyClosed: 'Ce besoin est déjà clôturé.',
  tooMany: (missing: number) =>
    missing === 0
      ? 'Rien ne manque plus pour cet article.'
      : `Il ne manque que ${missing} pour cet article.`,
} as const;
