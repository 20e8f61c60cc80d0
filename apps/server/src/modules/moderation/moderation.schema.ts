/**
 * The moderation module's tables (docs/adr/0021-moderation.md): reports gather into cases;
 * moderators take cases, leave notes and decide; an author may ask for one review of a
 * decision; suspensions and banned addresses hold the decisions about accounts; the audit log
 * keeps every staff action, and a trigger of its migration refuses any UPDATE or DELETE on it.
 */
import { MODERATION_ACTIONS, MODERATION_TARGET_TYPES, REPORT_REASONS } from '@koinonia/contracts';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../users/users.schema.ts';

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

/** One case per reported item while it is open; a report after it closed opens another. */
export const moderationCases = pgTable(
  'moderation_cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    status: text('status').notNull().default('open'),
    /** The item's author; null once their account is erased. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The group the item belongs to: its moderators see the case too. */
    groupId: uuid('group_id'),
    excerpt: text('excerpt').notNull().default(''),
    context: jsonb('context').notNull().default({}),
    /** Hidden by this case (threshold or decision), so a dismissal shows it again. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    takenBy: uuid('taken_by').references(() => users.id, { onDelete: 'set null' }),
    takenAt: timestamp('taken_at', { withTimezone: true }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    check('moderation_cases_status_check', sql`${t.status} in ('open', 'closed')`),
    check('moderation_cases_target_type_check', inList('target_type', MODERATION_TARGET_TYPES)),
    uniqueIndex('moderation_cases_open_target_key')
      .on(t.targetType, t.targetId)
      .where(sql`${t.status} = 'open'`),
    index('moderation_cases_status_opened_idx').on(t.status, t.openedAt, t.id),
    index('moderation_cases_author_idx').on(t.authorId),
  ],
);

/**
 * A member's report; one per member per item (the unique index), whatever the case. The
 * reporter's link is erased with their account; `snapshot` holds a reported message and the
 * five before it in its conversation.
 */
export const moderationReports = pgTable(
  'moderation_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => moderationCases.id, { onDelete: 'cascade' }),
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    comment: text('comment').notNull().default(''),
    snapshot: jsonb('snapshot'),
    createdAt: createdAt(),
  },
  (t) => [
    check('moderation_reports_reason_check', inList('reason', REPORT_REASONS)),
    uniqueIndex('moderation_reports_reporter_target_key').on(
      t.reporterId,
      t.targetType,
      t.targetId,
    ),
    index('moderation_reports_case_idx').on(t.caseId),
  ],
);

/** Notes moderators leave each other on a case. */
export const moderationNotes = pgTable(
  'moderation_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => moderationCases.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('moderation_notes_case_idx').on(t.caseId)],
);

/** Decisions on cases; `reviews` names the decision a review decision answers. */
export const moderationDecisions = pgTable(
  'moderation_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => moderationCases.id, { onDelete: 'cascade' }),
    /** The member the decision is about (the item's author). */
    subjectId: uuid('subject_id').references(() => users.id, { onDelete: 'set null' }),
    moderatorId: uuid('moderator_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    reason: text('reason').notNull(),
    durationDays: integer('duration_days'),
    reviews: uuid('reviews'),
    createdAt: createdAt(),
  },
  (t) => [
    check('moderation_decisions_action_check', inList('action', MODERATION_ACTIONS)),
    index('moderation_decisions_case_idx').on(t.caseId),
    index('moderation_decisions_subject_idx').on(t.subjectId, t.createdAt),
  ],
);

/** The author's one request to review a 'hide' decision, decided by another moderator. */
export const moderationReviewRequests = pgTable(
  'moderation_review_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => moderationCases.id, { onDelete: 'cascade' }),
    decisionId: uuid('decision_id')
      .notNull()
      .references(() => moderationDecisions.id, { onDelete: 'cascade' })
      .unique('moderation_review_requests_decision_key'),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull().default(''),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('moderation_review_requests_case_idx').on(t.caseId)],
);

/** A suspended account: sign-in refused until `until`; null `until` is a ban. */
export const moderationSuspensions = pgTable('moderation_suspensions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  until: timestamp('until', { withTimezone: true }),
  reason: text('reason').notNull(),
  decisionId: uuid('decision_id'),
  createdAt: createdAt(),
});

/** Addresses that may not sign up again (a ban), lower-cased. */
export const moderationBannedEmails = pgTable(
  'moderation_banned_emails',
  {
    email: text('email').notNull(),
    decisionId: uuid('decision_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.email] })],
);

/**
 * Every staff action: who, what, when, why. No foreign key (an erased account's id stays, and
 * `on delete set null` would be an UPDATE, which the trigger refuses).
 */
export const moderationAudit = pgTable(
  'moderation_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    caseId: uuid('case_id'),
    reason: text('reason').notNull().default(''),
    details: jsonb('details').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('moderation_audit_created_idx').on(t.createdAt, t.id)],
);
