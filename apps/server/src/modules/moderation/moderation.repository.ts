/**
 * The only file that touches the moderation tables. A case is read as one JSON object (its
 * reports, notes, decisions, review request and the author's earlier decisions) in one
 * statement; member cards come from the users module's `memberCard`.
 */
import type { ModerationCase, ModerationTargetType } from '@koinonia/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { iso, rows } from '../../db/sql.ts';
import { memberCard } from '../users/users.public.ts';
import type { SnapshotMessage } from './moderation.public.ts';

export interface CaseRow {
  id: string;
  status: 'open' | 'closed';
  target_type: ModerationTargetType;
  target_id: string;
  author_id: string | null;
  group_id: string | null;
  hidden_at: string | null;
  taken_by: string | null;
}

export interface DecisionRow {
  id: string;
  case_id: string;
  subject_id: string | null;
  moderator_id: string | null;
  action: string;
  reason: string;
  duration_days: number | null;
  reviews: string | null;
}

export interface ReviewRow {
  id: string;
  case_id: string;
  decision_id: string;
  decided_at: string | null;
}

export interface SuspensionRow {
  until: Date | null;
  reason: string;
}

const decisionJson = (alias: string) => {
  const d = sql.raw(alias);
  return sql`json_build_object('id', ${d}.id, 'case_id', ${d}.case_id, 'action', ${d}.action,
    'reason', ${d}.reason, 'duration_days', ${d}.duration_days,
    'moderator', ${memberCard(sql.raw(`${alias}.moderator_id`))},
    'created_at', ${iso(sql.raw(`${alias}.created_at`))}, 'reviews', ${d}.reviews)`;
};

const caseJson = sql`json_build_object(
  'id', k.id, 'status', k.status, 'target_type', k.target_type, 'target_id', k.target_id,
  'excerpt', k.excerpt, 'context', k.context, 'author', ${memberCard(sql`k.author_id`)},
  'group_id', k.group_id, 'hidden', k.hidden_at is not null,
  'taken_by', ${memberCard(sql`k.taken_by`)},
  'opened_at', ${iso(sql`k.opened_at`)},
  'closed_at', case when k.closed_at is null then null else ${iso(sql`k.closed_at`)} end,
  'reports', coalesce((select json_agg(json_build_object('id', r.id,
      'reporter', ${memberCard(sql`r.reporter_id`)}, 'reason', r.reason, 'comment', r.comment,
      'created_at', ${iso(sql`r.created_at`)}, 'snapshot', r.snapshot)
    order by r.created_at, r.id) from moderation_reports r where r.case_id = k.id), '[]'::json),
  'notes', coalesce((select json_agg(json_build_object('id', n.id,
      'author', ${memberCard(sql`n.author_id`)}, 'text', n.text,
      'created_at', ${iso(sql`n.created_at`)}) order by n.created_at, n.id)
    from moderation_notes n where n.case_id = k.id), '[]'::json),
  'decisions', coalesce((select json_agg(${decisionJson('d')} order by d.created_at, d.id)
    from moderation_decisions d where d.case_id = k.id), '[]'::json),
  'author_history', coalesce((select json_agg(${decisionJson('h')} order by h.created_at desc, h.id)
    from moderation_decisions h
    where h.subject_id = k.author_id and h.case_id <> k.id), '[]'::json),
  'review', (select json_build_object('id', q.id, 'decision_id', q.decision_id, 'text', q.text,
      'created_at', ${iso(sql`q.created_at`)},
      'decided_at', case when q.decided_at is null then null else ${iso(sql`q.decided_at`)} end)
    from moderation_review_requests q where q.case_id = k.id
    order by q.created_at desc limit 1))`;

export function createModerationRepository(db: Db) {
  const one = async <T>(query: SQL): Promise<T | undefined> => (await rows<T>(db, query))[0];

  return {
    openCaseOf: (type: string, targetId: string) =>
      one<CaseRow>(sql`select id, status, target_type, target_id, author_id, group_id, hidden_at,
          taken_by from moderation_cases
        where target_type = ${type} and target_id = ${targetId}::uuid and status = 'open'`),

    findCase: (id: string) =>
      one<CaseRow>(sql`select id, status, target_type, target_id, author_id, group_id, hidden_at,
          taken_by from moderation_cases where id = ${id}::uuid`),

    /** The open case of the item, opened now if there is none (the partial unique index). */
    async openCase(values: {
      type: string;
      targetId: string;
      authorId: string;
      groupId: string | null;
      excerpt: string;
      context: Record<string, unknown>;
    }): Promise<string> {
      await db.execute(sql`insert into moderation_cases
          (target_type, target_id, author_id, group_id, excerpt, context)
        values (${values.type}, ${values.targetId}::uuid, ${values.authorId}::uuid,
          ${values.groupId}::uuid, ${values.excerpt}, ${JSON.stringify(values.context)}::jsonb)
        on conflict (target_type, target_id) where status = 'open' do nothing`);
      const open = await one<{ id: string }>(sql`select id from moderation_cases
        where target_type = ${values.type} and target_id = ${values.targetId}::uuid
          and status = 'open'`);
      if (!open) throw new Error('the open case vanished');
      return open.id;
    },

    /** The report, or undefined when this member already reported the item. */
    insertReport: (values: {
      caseId: string;
      type: string;
      targetId: string;
      reporterId: string;
      reason: string;
      comment: string;
      snapshot: SnapshotMessage[] | null;
    }) =>
      one<{ id: string; created_at: string }>(sql`insert into moderation_reports
          (case_id, target_type, target_id, reporter_id, reason, comment, snapshot)
        values (${values.caseId}::uuid, ${values.type}, ${values.targetId}::uuid,
          ${values.reporterId}::uuid, ${values.reason}, ${values.comment},
          ${values.snapshot ? JSON.stringify(values.snapshot) : null}::jsonb)
        on conflict (reporter_id, target_type, target_id) do nothing
        returning id, ${iso(sql`created_at`)} as created_at`),

    async hasReported(reporterId: string, type: string, targetId: string): Promise<boolean> {
      const row =
        await one(sql`select 1 from moderation_reports where reporter_id = ${reporterId}::uuid
        and target_type = ${type} and target_id = ${targetId}::uuid`);
      return row !== undefined;
    },

    async reporterCount(caseId: string): Promise<number> {
      const row = await one<{ n: number }>(sql`select count(distinct reporter_id)::int as n
        from moderation_reports where case_id = ${caseId}::uuid`);
      return row?.n ?? 0;
    },

    async reporterIds(caseId: string): Promise<string[]> {
      const found = await rows<{ reporter_id: string }>(
        db,
        sql`select distinct reporter_id from moderation_reports
          where case_id = ${caseId}::uuid and reporter_id is not null`,
      );
      return found.map((row) => row.reporter_id);
    },

    async setHidden(caseId: string, hidden: boolean): Promise<void> {
      await db.execute(sql`update moderation_cases
        set hidden_at = ${hidden ? sql`coalesce(hidden_at, now())` : sql`null`}
        where id = ${caseId}::uuid`);
    },

    /**
     * Cases by status, oldest first, but those about `viewerId`'s own content; `groupIds`
     * keeps those of these groups only.
     */
    async cases(
      viewerId: string,
      status: 'open' | 'closed',
      groupIds?: readonly string[],
    ): Promise<ModerationCase[]> {
      if (groupIds && groupIds.length === 0) return [];
      const inGroups = groupIds
        ? sql`and k.group_id in (${sql.join(
            groupIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`
        : sql``;
      const found = await rows<{ case: ModerationCase }>(
        db,
        sql`select ${caseJson} as case from moderation_cases k
          where k.status = ${status} ${inGroups}
            and k.author_id is distinct from ${viewerId}::uuid
          order by ${status === 'open' ? sql`k.opened_at` : sql`k.closed_at`}, k.id
          limit 200`,
      );
      return found.map((row) => row.case);
    },

    async caseView(id: string): Promise<ModerationCase | undefined> {
      const row = await one<{ case: ModerationCase }>(
        sql`select ${caseJson} as case from moderation_cases k where k.id = ${id}::uuid`,
      );
      return row?.case;
    },

    async take(caseId: string, moderatorId: string): Promise<void> {
      await db.execute(sql`update moderation_cases set taken_by = ${moderatorId}::uuid,
        taken_at = now() where id = ${caseId}::uuid`);
    },

    async addNote(caseId: string, authorId: string, text: string): Promise<void> {
      await db.execute(sql`insert into moderation_notes (case_id, author_id, text)
        values (${caseId}::uuid, ${authorId}::uuid, ${text})`);
    },

    insertDecision: (values: {
      caseId: string;
      subjectId: string | null;
      moderatorId: string;
      action: string;
      reason: string;
      durationDays: number | null;
      reviews: string | null;
    }) =>
      one<DecisionRow>(sql`insert into moderation_decisions
          (case_id, subject_id, moderator_id, action, reason, duration_days, reviews)
        values (${values.caseId}::uuid, ${values.subjectId}::uuid, ${values.moderatorId}::uuid,
          ${values.action}, ${values.reason}, ${values.durationDays}, ${values.reviews}::uuid)
        returning id, case_id, subject_id, moderator_id, action, reason, duration_days, reviews`),

    /** The case's last decision that is not a review's. */
    lastDecision: (caseId: string) =>
      one<DecisionRow>(sql`select id, case_id, subject_id, moderator_id, action, reason,
          duration_days, reviews from moderation_decisions
        where case_id = ${caseId}::uuid and reviews is null
        order by created_at desc, id desc limit 1`),

    async close(caseId: string): Promise<void> {
      await db.execute(sql`update moderation_cases set status = 'closed', closed_at = now()
        where id = ${caseId}::uuid`);
    },

    /**
     * Back to the queue (an edited hidden item, a review request); false when another case of
     * the item is open already (a new report opened it).
     */
    async reopen(caseId: string): Promise<boolean> {
      const found = await rows(
        db,
        sql`update moderation_cases k set status = 'open', closed_at = null, taken_by = null,
            taken_at = null
          where k.id = ${caseId}::uuid and k.status = 'closed'
            and not exists (select 1 from moderation_cases o where o.status = 'open'
              and o.target_type = k.target_type and o.target_id = k.target_id)
          returning k.id`,
      );
      return found.length > 0;
    },

    /** The latest case of an item whose decision hid it (an edit sends it back). */
    hiddenCaseOf: (type: string, targetId: string) =>
      one<CaseRow>(sql`select id, status, target_type, target_id, author_id, group_id, hidden_at,
          taken_by from moderation_cases
        where target_type = ${type} and target_id = ${targetId}::uuid and hidden_at is not null
        order by opened_at desc limit 1`),

    insertReview: (caseId: string, decisionId: string, authorId: string, text: string) =>
      one<{ id: string }>(sql`insert into moderation_review_requests
          (case_id, decision_id, author_id, text)
        values (${caseId}::uuid, ${decisionId}::uuid, ${authorId}::uuid, ${text})
        on conflict (decision_id) do nothing returning id`),

    pendingReview: (caseId: string) =>
      one<ReviewRow>(sql`select id, case_id, decision_id, decided_at
        from moderation_review_requests
        where case_id = ${caseId}::uuid and decided_at is null
        order by created_at desc limit 1`),

    async decideReview(id: string): Promise<void> {
      await db.execute(sql`update moderation_review_requests set decided_at = now()
        where id = ${id}::uuid`);
    },

    /** `decisionId` null: the operator's suspension (`npm run admin -- suspend`), no case. */
    async suspend(userId: string, until: Date | null, reason: string, decisionId: string | null) {
      await db.execute(sql`insert into moderation_suspensions (user_id, until, reason, decision_id)
        values (${userId}::uuid, ${until ? until.toISOString() : null}::timestamptz, ${reason},
          ${decisionId}::uuid)
        on conflict (user_id) do update set until = excluded.until, reason = excluded.reason,
          decision_id = excluded.decision_id, created_at = now()`);
    },

    /** true when the member had a suspension (running or over) to lift. */
    async liftSuspension(userId: string): Promise<boolean> {
      const lifted = await rows<{ user_id: string }>(
        db,
        sql`delete from moderation_suspensions where user_id = ${userId}::uuid returning user_id`,
      );
      return lifted.length > 0;
    },

    /** The member's suspension still running at `at` (a ban runs for ever). */
    async suspensionOf(userId: string, at: Date): Promise<SuspensionRow | undefined> {
      const row = await one<{ until: string | null; reason: string }>(sql`select
          ${iso(sql`until`)} as until, reason from moderation_suspensions
        where user_id = ${userId}::uuid and (until is null or until > ${at.toISOString()}::timestamptz)`);
      return row && { until: row.until ? new Date(row.until) : null, reason: row.reason };
    },

    /** The members whose suspension runs at `at`, among `ids`. */
    async suspendedAmong(ids: readonly string[], at: Date): Promise<string[]> {
      if (ids.length === 0) return [];
      const found = await rows<{ user_id: string }>(
        db,
        sql`select user_id from moderation_suspensions
          where user_id = any(${`{${ids.join(',')}}`}::uuid[])
            and (until is null or until > ${at.toISOString()}::timestamptz)`,
      );
      return found.map((row) => row.user_id);
    },

    /** Every member whose suspension runs at `at`. */
    async suspendedAt(at: Date): Promise<string[]> {
      const found = await rows<{ user_id: string }>(
        db,
        sql`select user_id from moderation_suspensions
          where until is null or until > ${at.toISOString()}::timestamptz`,
      );
      return found.map((row) => row.user_id);
    },

    async countOpenCases(): Promise<number> {
      const row = await one<{ n: number }>(
        sql`select count(*)::int as n from moderation_cases where status = 'open'`,
      );
      return row?.n ?? 0;
    },

    async ban(email: string, decisionId: string): Promise<void> {
      await db.execute(sql`insert into moderation_banned_emails (email, decision_id)
        values (${email.toLowerCase()}, ${decisionId}::uuid) on conflict (email) do nothing`);
    },

    async isBanned(email: string): Promise<boolean> {
      const row = await one(sql`select 1 from moderation_banned_emails
        where email = ${email.toLowerCase()}`);
      return row !== undefined;
    },

    async audit(entry: {
      actorId: string | null;
      action: string;
      caseId: string | null;
      reason: string;
      details: Record<string, unknown>;
    }): Promise<void> {
      await db.execute(sql`insert into moderation_audit (actor_id, action, case_id, reason, details)
        values (${entry.actorId}::uuid, ${entry.action}, ${entry.caseId}::uuid, ${entry.reason},
          ${JSON.stringify(entry.details)}::jsonb)`);
    },

    auditPage: (limit: number) =>
      rows<{
        id: string;
        actor_id: string | null;
        action: string;
        case_id: string | null;
        reason: string;
        details: Record<string, unknown>;
        created_at: string;
      }>(
        db,
        sql`select id::text, actor_id, action, case_id, reason, details,
            ${iso(sql`created_at`)} as created_at
          from moderation_audit order by created_at desc, id desc limit ${limit}`,
      ),

    /** The reports a member made, for their data export. */
    reportsOf: (userId: string) =>
      rows<{
        target_type: string;
        target_id: string;
        reason: string;
        comment: string;
        created_at: string;
      }>(
        db,
        sql`select target_type, target_id, reason, comment, ${iso(sql`created_at`)} as created_at
          from moderation_reports where reporter_id = ${userId}::uuid
          order by created_at, id`,
      ),

    /** Deletion (ADR 0009): the member's reports stay with the cases, without them. */
    async eraseReporter(userId: string): Promise<void> {
      await db.execute(sql`update moderation_reports set reporter_id = null
        where reporter_id = ${userId}::uuid`);
      await db.execute(sql`update moderation_notes set author_id = null
        where author_id = ${userId}::uuid`);
    },
  };
}

export type ModerationRepository = ReturnType<typeof createModerationRepository>;
