/**
 * The account menu's further menu (spec §2: Popular, Recent, Subscriptions, My favorites,
 * Wishlist, with no target): the app's pages for them (docs/spec-deviations.md, 'The account
 * menu's further menu').
 */
export const MORE_MENU = [
  { key: 'popular', to: '/feed/home?sort=popular' },
  { key: 'recent', to: '/feed/home?sort=recent' },
  { key: 'subscriptions', to: '/subscriptions' },
  { key: 'favorites', to: '/favorites' },
  { key: 'wishlist', to: '/wishlist' },
] as const;
