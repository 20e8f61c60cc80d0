/**
 * The groups module's tables (ADR 0007): groups and community pages (a page is a group of kind
 * PAGE), and one membership row per member and group, whatever its state (member, request,
 * invitation, ban).
 */
import {
  GROUP_JOIN_RULES,
  GROUP_KINDS,
  GROUP_ROLES,
  GROUP_VISIBILITIES,
  PAGE_CATEGORIES,
} from '@koinonia/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, searchVector } from '../../db/columns.ts';
import { users } from '../users/users.schema.ts';

/** A membership's state; NONE is the absence of a row. */
export const MEMBERSHIP_STATUSES = ['MEMBER', 'REQUESTED', 'INVITED', 'BANNED'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

export const groups = pgTable(
  'groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: GROUP_KINDS }).notNull().default('GROUP'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    visibility: text('visibility', { enum: GROUP_VISIBILITIES }).notNull(),
    joinRule: text('join_rule', { enum: GROUP_JOIN_RULES }).notNull(),
    /** The cover picture and the logo: paths of the creator's uploads (media module). */
    image: text('image'),
    logo: text('logo'),
    /** Page fields (empty on a group). */
    category: text('category', { enum: PAGE_CATEGORIES }),
    address: text('address').notNull().default(''),
    website: text('website').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    schedule: text('schedule').notNull().default(''),
    /** Name and description, lower case and without accents: 'eglise' finds 'Église'. */
    searchText: text('search_text').notNull(),
    /** The name and description for the search of everything (docs/adr/0022-search.md). */
    searchVector: searchVector([
      [sql`name`, 'A'],
      [sql`description`, 'B'],
    ]),
    /** Members (status MEMBER), kept with each change of membership in its transaction. */
    memberCount: integer('member_count').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last publication in it: 'Découvrir' lists the most active first. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    /** Archived: read-only and hidden from discovery (deleting a group archives it). */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /**
     * Hidden by moderation (docs/adr/0021-moderation.md): secret to everyone but its members
     * and those invited, until a moderator decides.
     */
    moderationHiddenAt: timestamp('moderation_hidden_at', { withTimezone: true }),
  },
  (t) => [
    check('groups_member_count_check', sql`${t.memberCount} >= 0`),
    // A page is always public and open to followers.
    check(
      'groups_page_public_check',
      sql`${t.kind} = 'GROUP' or (${t.visibility} = 'PUBLIC' and ${t.joinRule} = 'OPEN')`,
    ),
    index('groups_search_vector_idx').using('gin', t.searchVector),
    index('groups_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('groups_discover_idx')
      .on(t.lastActivityAt, t.id)
      .where(sql`${t.archivedAt} is null and ${t.visibility} <> 'SECRET'`),
  ],
);

export const groupMembers = pgTable(
  'group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: MEMBERSHIP_STATUSES }).notNull(),
    role: text('role', { enum: GROUP_ROLES }).notNull().default('MEMBER'),
    /** The request's message. */
    message: text('message'),
    /** Who sent the invitation. */
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** 'Notifier les nouvelles publications'. */
    notifyPosts: boolean('notify_posts').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    // Only members hold a role above MEMBER.
    check('group_members_role_check', sql`${t.status} = 'MEMBER' or ${t.role} = 'MEMBER'`),
    index('group_members_user_status_idx').on(t.userId, t.status, t.groupId),
    index('group_members_group_status_idx').on(t.groupId, t.status, t.createdAt, t.userId),
  ],
);
