/**
 * The wishlist module ('Liste de souhaits' of the account menu): the community's needs (the
 * food bank, a family in need) posted and closed by the editors (the roles module's `editor`,
 * as for the news), each with its items and quantities, and the members' pledges.
 */
import { defineModule, tablesOf } from '../../platform/module.ts';
import { createWishlistRepository } from './wishlist.repository.ts';
import { wishlistPersonalData } from './wishlist.personal-data.ts';
import { wishlistRoutes } from './wishlist.routes.ts';
import * as schema from './wishlist.schema.ts';
import { seedWishlist } from './wishlist.seed.ts';
import { createWishlistService, type WishlistService } from './wishlist.service.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    wishlist: WishlistService;
  }
}

export const wishlistModule = defineModule({
  name: 'wishlist',
  tag: {
    name: 'wishlist',
    description: "The community's needs posted by the editors, and the members' pledges.",
  },
  tables: tablesOf(schema),
  build: (ctx) =>
    createWishlistService({
      repository: createWishlistRepository(ctx.db),
      isEditor: (userId) => ctx.services.roles.has(userId, 'editor'),
    }),
  routes: (app, _ctx, wishlist) =>
    app.register(wishlistRoutes, { prefix: '/api/wishlist', wishlist }),
  seed: seedWishlist,
  personalData: wishlistPersonalData,
});
