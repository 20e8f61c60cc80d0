/**
 * The only file that touches the wishlist tables. The list is ONE query: each need is built as
 * JSON in SQL with its items, their totals, the viewer's own pledge and, for an editor, every
 * pledge with its member.
 */
import type { CreateNeedBody } from '@koinonia/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { asDb, iso, rows } from '../../db/sql.ts';
import { memberCard, type MemberCardJson } from '../users/users.public.ts';
import { wishlistItems, wishlistNeeds, wishlistPledges } from './wishlist.schema.ts';

export interface NeedRow {
  id: string;
  title: string;
  description: string;
  author: MemberCardJson | null;
  created_at: string;
  closed_at: string | null;
  items: {
    id: string;
    label: string;
    quantity: number;
    pledged: number;
    mine: number;
    pledges: { member: MemberCardJson; quantity: number }[] | null;
  }[];
}

/** What a pledge meets: its item's need is gone, closed, or short of `missing`. */
export type PledgeOutcome =
  | { done: true }
  | { done: false; reason: 'not_found' | 'closed' }
  | { done: false; reason: 'too_many'; missing: number };

/** A pledge as the member's data export reads it. */
export interface ExportedPledgeRow {
  need: string;
  item: string;
  quantity: number;
  created_at: string;
}

/** The most needs the page lists (open ones first): a parish posts a few a month. */
const LIST_LIMIT = 100;

export function createWishlistRepository(db: Db) {
  const pledgesJson = sql`coalesce((select json_agg(json_build_object(
      'member', ${memberCard(sql`pl.user_id`)}, 'quantity', pl.quantity)
      order by pl.created_at, pl.user_id)
    from wishlist_pledges pl where pl.item_id = i.id), '[]'::json)`;

  return {
    /** The needs, open ones newest first, then closed ones last closed first. */
    async list(me: string, editor: boolean, needId?: string): Promise<NeedRow[]> {
      return rows<NeedRow>(
        db,
        sql`select n.id, n.title, n.description,
            case when n.author_id is null then null else ${memberCard(sql`n.author_id`)} end
              as author,
            ${iso(sql`n.created_at`)} as created_at,
            case when n.closed_at is null then null else ${iso(sql`n.closed_at`)} end
              as closed_at,
            coalesce((select json_agg(json_build_object(
                'id', i.id, 'label', i.label, 'quantity', i.quantity,
                'pledged', (select coalesce(sum(pl.quantity), 0)::int from wishlist_pledges pl
                  where pl.item_id = i.id),
                'mine', coalesce((select pl.quantity from wishlist_pledges pl
                  where pl.item_id = i.id and pl.user_id = ${me}::uuid), 0),
                'pledges', ${editor ? pledgesJson : sql`null`})
              order by i.position) from wishlist_items i where i.need_id = n.id), '[]'::json)
              as items
          from wishlist_needs n
          ${needId ? sql`where n.id = ${needId}::uuid` : sql``}
          order by (n.closed_at is null) desc, coalesce(n.closed_at, n.created_at) desc, n.id desc
          limit ${LIST_LIMIT}`,
      );
    },

    /** A need and its items, in one transaction. */
    async insertNeed(authorId: string, body: Required<CreateNeedBody>): Promise<string> {
      return db.transaction(async (tx) => {
        const [need] = await tx
          .insert(wishlistNeeds)
          .values({ authorId, title: body.title, description: body.description })
          .returning({ id: wishlistNeeds.id });
        if (!need) throw new Error('need not inserted');
        await tx.insert(wishlistItems).values(
          body.items.map((item, position) => ({
            needId: need.id,
            label: item.label,
            quantity: Number(item.quantity),
            position,
          })),
        );
        return need.id;
      });
    },

    /** Closes an open need: false when it is unknown or closed already. */
    async close(id: string): Promise<'closed' | 'already' | 'not_found'> {
      const [row] = await rows<{ was_open: boolean }>(
        db,
        sql`with found as (select id, closed_at is null as was_open from wishlist_needs
            where id = ${id}::uuid for update)
          update wishlist_needs n set closed_at = coalesce(n.closed_at, now())
          from found where n.id = found.id returning found.was_open`,
      );
      if (!row) return 'not_found';
      return row.was_open ? 'closed' : 'already';
    },

    /** The need an item belongs to, or undefined. */
    async needOfItem(itemId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ needId: wishlistItems.needId })
        .from(wishlistItems)
        .where(eq(wishlistItems.id, itemId));
      return row?.needId;
    },

    /**
     * Sets the member's pledge on an item (replacing theirs), unless the need is closed or the
     * others' pledges leave less than `quantity` missing. The item's row is locked, so two
     * members pledging the last ones at once cannot both have them.
     */
    async pledge(me: string, itemId: string, quantity: number): Promise<PledgeOutcome> {
      return db.transaction(async (transaction) => {
        const tx = asDb(transaction);
        const [item] = await rows<{ quantity: number; closed: boolean; others: number }>(
          tx,
          sql`select i.quantity, n.closed_at is not null as closed,
              (select coalesce(sum(pl.quantity), 0)::int from wishlist_pledges pl
                where pl.item_id = i.id and pl.user_id <> ${me}::uuid) as others
            from wishlist_items i join wishlist_needs n on n.id = i.need_id
            where i.id = ${itemId}::uuid for update of i`,
        );
        if (!item) return { done: false, reason: 'not_found' };
        if (item.closed) return { done: false, reason: 'closed' };
        const missing = Math.max(0, item.quantity - item.others);
        if (quantity > missing) return { done: false, reason: 'too_many', missing };
        await tx
          .insert(wishlistPledges)
          .values({ itemId, userId: me, quantity })
          .onConflictDoUpdate({
            target: [wishlistPledges.itemId, wishlistPledges.userId],
            set: { quantity },
          });
        return { done: true };
      });
    },

    /** Withdraws the member's pledge; false when the need is closed (nothing changes). */
    async unpledge(me: string, itemId: string): Promise<'done' | 'closed' | 'not_found'> {
      const [item] = await rows<{ closed: boolean }>(
        db,
        sql`select n.closed_at is not null as closed
          from wishlist_items i join wishlist_needs n on n.id = i.need_id
          where i.id = ${itemId}::uuid`,
      );
      if (!item) return 'not_found';
      if (item.closed) return 'closed';
      await db
        .delete(wishlistPledges)
        .where(and(eq(wishlistPledges.itemId, itemId), eq(wishlistPledges.userId, me)));
      return 'done';
    },

    /** The member's pledges, for their data export, oldest first. */
    pledgesForExport(userId: string): Promise<ExportedPledgeRow[]> {
      return rows<ExportedPledgeRow>(
        db,
        sql`select n.title as need, i.label as item, pl.quantity,
            ${iso(sql`pl.created_at`)} as created_at
          from wishlist_pledges pl join wishlist_items i on i.id = pl.item_id
            join wishlist_needs n on n.id = i.need_id
          where pl.user_id = ${userId}::uuid
          order by pl.created_at, i.id`,
      );
    },

    /** Deletion: the member's pledges go; the needs they posted stay for the community. */
    async eraseOf(userId: string): Promise<void> {
      await db.delete(wishlistPledges).where(eq(wishlistPledges.userId, userId));
    },
  };
}

export type WishlistRepository = ReturnType<typeof createWishlistRepository>;
