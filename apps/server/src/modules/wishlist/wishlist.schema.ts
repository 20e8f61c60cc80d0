/**
 * The wishlist module's tables: the community's needs (posted by editors), their items with
 * the quantities wanted, and the members' pledges. Deleting a need deletes its items and
 * pledges (cascade).
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../users/users.schema.ts';

export const wishlistNeeds = pgTable(
  'wishlist_needs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The editor who posted it; the need stays when their account is deleted. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('wishlist_needs_closed_created_at_idx').on(t.closedAt, t.createdAt)],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    needId: uuid('need_id')
      .notNull()
      .references(() => wishlistNeeds.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    quantity: integer('quantity').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    index('wishlist_items_need_position_idx').on(t.needId, t.position),
    check('wishlist_items_quantity_check', sql`quantity > 0`),
  ],
);

/** One pledge per member per item; changing it replaces the quantity. */
export const wishlistPledges = pgTable(
  'wishlist_pledges',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => wishlistItems.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.userId] }),
    index('wishlist_pledges_user_idx').on(t.userId),
    check('wishlist_pledges_quantity_check', sql`quantity > 0`),
  ],
);
