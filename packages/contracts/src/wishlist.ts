import { z } from 'zod';
import { memberCardSchema } from './member-card.ts';
import { lineText, multilineText } from './text.ts';

/**
 * 'Liste de souhaits' (the account menu): the community's needs (the food bank, a family in
 * need), posted by the editors, each with the items and quantities wanted; members pledge what
 * they bring. A pledge is seen by the editors and its author; the others see the totals.
 */
export const WISHLIST_TITLE_MAX_LENGTH = 120;
export const WISHLIST_DESCRIPTION_MAX_LENGTH = 2000;
export const WISHLIST_ITEM_MAX_LENGTH = 120;
export const WISHLIST_MAX_ITEMS = 30;
export const WISHLIST_QUANTITY_MAX = 999;

/** A member's pledge on an item, as the editors see it. */
export const wishlistPledgeSchema = z.object({
  member: memberCardSchema,
  quantity: z.number().int(),
});
export type WishlistPledge = z.infer<typeof wishlistPledgeSchema>;

export const wishlistItemSchema = z.object({
  id: z.string(),
  label: z.string(),
  /** How many are wanted. */
  quantity: z.number().int(),
  /** How many the members pledged, all together. */
  pledged: z.number().int(),
  /** What is still missing (never below 0). */
  missing: z.number().int(),
  /** The viewer's own pledge (0 when none). */
  mine: z.number().int(),
  /** Every pledge with its member: for the editors only (absent for the others). */
  pledges: z.array(wishlistPledgeSchema).optional(),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

export const wishlistNeedSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** The editor who posted it (null once their account is deleted). */
  author: memberCardSchema.nullable(),
  created_at: z.string(),
  /** When an editor closed it (no more pledges); null while open. */
  closed_at: z.string().nullable(),
  items: z.array(wishlistItemSchema),
});
export type WishlistNeed = z.infer<typeof wishlistNeedSchema>;

/** `GET /api/wishlist/`: the open needs, newest first, then the closed ones, last closed first. */
export const wishlistSchema = z.object({
  results: z.array(wishlistNeedSchema),
  /** The viewer is an editor: they post and close needs and see who pledged what. */
  editor: z.boolean(),
});
export type Wishlist = z.infer<typeof wishlistSchema>;

const quantity = z.coerce
  .number({ error: 'La quantité doit être un nombre.' })
  .int({ error: 'La quantité doit être un nombre entier.' })
  .min(1, { error: 'La quantité doit être au moins 1.' })
  .max(WISHLIST_QUANTITY_MAX, {
    error: `La quantité ne peut pas dépasser ${WISHLIST_QUANTITY_MAX}.`,
  });

/** `POST /api/wishlist/` (editors): a need with its items. */
export const createNeedBodySchema = z.object({
  title: lineText({ error: 'Le titre est obligatoire.' })
    .trim()
    .min(1, { error: 'Le titre est obligatoire.' })
    .max(WISHLIST_TITLE_MAX_LENGTH, {
      error: `Le titre ne peut pas dépasser ${WISHLIST_TITLE_MAX_LENGTH} caractères.`,
    }),
  description: multilineText({ error: 'La description doit être un texte.' })
    .trim()
    .max(WISHLIST_DESCRIPTION_MAX_LENGTH, {
      error: `La description ne peut pas dépasser ${WISHLIST_DESCRIPTION_MAX_LENGTH} caractères.`,
    })
    .default(''),
  items: z
    .array(
      z.object({
        label: lineText({ error: 'Nommez chaque article.' })
          .trim()
          .min(1, { error: 'Nommez chaque article.' })
          .max(WISHLIST_ITEM_MAX_LENGTH, {
            error: `Un article ne peut pas dépasser ${WISHLIST_ITEM_MAX_LENGTH} caractères.`,
          }),
        quantity,
      }),
      { error: 'Ajoutez au moins un article.' },
    )
    .min(1, { error: 'Ajoutez au moins un article.' })
    .max(WISHLIST_MAX_ITEMS, { error: `Pas plus de ${WISHLIST_MAX_ITEMS} articles.` }),
});
export type CreateNeedBody = z.input<typeof createNeedBodySchema>;

/** `POST /api/wishlist/items/{id}/pledge/`: 'Je l'apporte', with how many (replaces mine). */
export const pledgeBodySchema = z.object({ quantity });
export type PledgeBody = z.input<typeof pledgeBodySchema>;
