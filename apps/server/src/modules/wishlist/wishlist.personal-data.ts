/**
 * What the wishlist module holds of a member (ADR 0009): their pledges, exported and erased.
 * The needs an editor posted belong to the community: they stay after the account is deleted.
 */
import type { PersonalDataHooks } from '../../platform/module.ts';
import { createWishlistRepository } from './wishlist.repository.ts';
import type { WishlistService } from './wishlist.service.ts';

export const wishlistPersonalData: PersonalDataHooks<WishlistService> = {
  erase: (ctx, _wishlist, userId) => createWishlistRepository(ctx.db).eraseOf(userId),
  async export(ctx, _wishlist, userId) {
    const pledges = await createWishlistRepository(ctx.db).pledgesForExport(userId);
    return [{ file: 'souhaits.json', title: 'Mes promesses de dons', rows: pledges }];
  },
};
