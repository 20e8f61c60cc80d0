import { defineFeature } from '@/shared/feature/feature';

/**
 * 'Liste de souhaits' of the account menu (/wishlist): the community's needs posted by the
 * editors, where members pledge what they bring and see what is still missing.
 */
export const wishlistFeature = defineFeature({
  name: 'wishlist',
  routes: {
    app: [
      {
        path: 'wishlist',
        lazy: () => import('./WishlistPage').then((m) => ({ Component: m.WishlistPage })),
      },
    ],
  },
});
