/** The further menu's entries have no target (spec §2): shown disabled with '(bientôt)'. */
export const MORE_MENU = ['popular', 'recent', 'subscriptions', 'favorites', 'wishlist'] as const;
