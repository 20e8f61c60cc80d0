/**
 * Moderation (docs/adr/0021-moderation.md): reports gather into one open case per item; past
 * `hideThreshold` distinct reporters the item is hidden from everyone but its author; staff
 * take cases, leave notes and decide; the author of a hidden item may ask for one review,
 * decided by another moderator; every staff action is written in the append-only audit log.
 * Items are reached only through the targets their modules contribute (moderation.public.ts).
 */
import type {
  CaseDecisionBody,
  CaseStatus,
  CommunityRole,
  CreateReportBody,
  ModerationCase,
  ModerationTargetType,
  Report,
} from '@koinonia/contracts';
import { AppError, invalid } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Transactional } from '../../platform/outbox.ts';
import type { ModerationTarget } from './moderation.public.ts';
import { authorize, type Staff } from './moderation.policy.ts';
import type { ModerationRepository } from './moderation.repository.ts';
import { MODERATION_TEXTS } from './moderation.texts.ts';

export { MODERATION_TEXTS };
export type { ModerationTarget } from './moderation.public.ts';

const DAY = 86_400_000;

export interface ModerationServiceDeps {
  repository: ModerationRepository;
  transaction: Transactional<ModerationRepository>;
  /** Every content module's targets, read when needed (moderation.module.ts). */
  targets(): readonly ModerationTarget[];
  rolesOf(userId: string): Promise<CommunityRole[]>;
  moderatedGroupIds(userId: string): Promise<string[]>;
  emailOf(userId: string): Promise<string | undefined>;
  /** The auth module: every session of the member ends, their sockets close. */
  endSessions(userId: string): Promise<void>;
  hideThreshold: number;
  now: () => Date;
}

const caseNotFound = () => new AppError(404, 'not_found', MODERATION_TEXTS.caseNotFound);

export function createModerationService(deps: ModerationServiceDeps) {
  const { repository } = deps;

  function targetOf(type: ModerationTargetType): ModerationTarget {
    const target = deps.targets().find((candidate) => candidate.type === type);
    if (!target) throw new Error(`no moderation target for '${type}'`);
    return target;
  }

  async function staffOf(userId: string): Promise<Staff> {
    const [roles, groupIds] = await Promise.all([
      deps.rolesOf(userId),
      deps.moderatedGroupIds(userId),
    ]);
    return {
      userId,
      community: roles.includes('moderator') || roles.includes('admin'),
      admin: roles.includes('admin'),
      groupIds,
    };
  }

  async function caseFor(staff: Staff, id: string) {
    const found = isUuid(id) ? await repository.findCase(id) : undefined;
    authorize(staff, 'see', found && { groupId: found.group_id, authorId: found.author_id });
    if (!found) throw caseNotFound();
    return found;
  }

  async function view(id: string): Promise<ModerationCase> {
    const found = await repository.caseView(id);
    if (!found) throw caseNotFound();
    return found;
  }

  const service = {
    /** A member reports what they see; the reporter never shows to the reported member. */
    async report(me: string, body: CreateReportBody): Promise<Report> {
      const type = body.target_type;
      const target = targetOf(type);
      const item = isUuid(body.target_id) ? await target.resolve(body.target_id, me) : null;
      if (!item) throw new AppError(404, 'not_found', MODERATION_TEXTS.targetNotFound);
      if (item.authorId === me) throw invalid('target_id', MODERATION_TEXTS.ownContent);
      const alreadyReported = () => new AppError(409, 'conflict', MODERATION_TEXTS.alreadyReported);
      if (await repository.hasReported(me, type, body.target_id)) throw alreadyReported();

      const result = await deps.transaction(async (inTransaction, record) => {
        const caseId = await inTransaction.openCase({
          type,
          targetId: body.target_id,
          authorId: item.authorId,
          groupId: item.groupId,
          excerpt: item.excerpt,
          context: item.context,
        });
        const report = await inTransaction.insertReport({
          caseId,
          type,
          targetId: body.target_id,
          reporterId: me,
          reason: body.reason,
          comment: (body.comment ?? '').trim(),
          // A message: it and the five before it, nothing else of the conversation.
          snapshot: type === 'message' ? (item.snapshot ?? []) : null,
        });
        if (!report) throw alreadyReported();
        const reporters = await inTransaction.reporterCount(caseId);
        const hide = reporters >= deps.hideThreshold && !item.hidden;
        if (hide) await inTransaction.setHidden(caseId, true);
        await record('moderation.case_changed', { caseId, status: 'open' });
        return { report, hide };
      });
      // Pending review, hidden from everyone but its author.
      if (result.hide) await target.hide(body.target_id);
      return {
        id: result.report.id,
        target_type: type,
        target_id: body.target_id,
        reason: body.reason,
        comment: (body.comment ?? '').trim(),
        created_at: result.report.created_at,
      };
    },

    async cases(me: string, status: CaseStatus): Promise<ModerationCase[]> {
      const staff = await staffOf(me);
      authorize(staff, 'queue');
      return repository.cases(me, status, staff.community ? undefined : staff.groupIds);
    },

    async take(me: string, id: string): Promise<ModerationCase> {
      const staff = await staffOf(me);
      const found = await caseFor(staff, id);
      authorize(staff, 'decide', { groupId: found.group_id, authorId: found.author_id });
      if (found.status !== 'open') throw new AppError(409, 'conflict', MODERATION_TEXTS.caseClosed);
      await deps.transaction(async (inTransaction, record) => {
        await inTransaction.take(found.id, me);
        await inTransaction.audit({
          actorId: me,
          action: 'take',
          caseId: found.id,
          reason: '',
          details: { previous: found.taken_by },
        });
        await record('moderation.case_changed', { caseId: found.id, status: 'open' });
      });
      return view(found.id);
    },

    async note(me: string, id: string, text: string): Promise<ModerationCase> {
      const staff = await staffOf(me);
      const found = await caseFor(staff, id);
      await deps.transaction(async (inTransaction, record) => {
        await inTransaction.addNote(found.id, me, text);
        await inTransaction.audit({
          actorId: me,
          action: 'note',
          caseId: found.id,
          reason: text,
          details: {},
        });
        await record('moderation.case_changed', {
          caseId: found.id,
          status: found.status,
        });
      });
      return view(found.id);
    },

    async decide(me: string, id: string, body: CaseDecisionBody): Promise<ModerationCase> {
      const staff = await staffOf(me);
      const found = await caseFor(staff, id);
      authorize(staff, 'decide', { groupId: found.group_id, authorId: found.author_id });
      if (found.status !== 'open') throw new AppError(409, 'conflict', MODERATION_TEXTS.caseClosed);
      if (body.action === 'suspend' && body.duration === undefined) {
        throw invalid('duration', MODERATION_TEXTS.durationNeeded);
      }
      if (body.action !== 'suspend' && body.duration !== undefined) {
        throw invalid('duration', MODERATION_TEXTS.durationOnlyForSuspension);
      }
      const target = targetOf(found.target_type);
      const subject = found.author_id;
      const email = subject && body.action === 'ban' ? await deps.emailOf(subject) : undefined;
      const hides = ['hide', 'suspend', 'ban'].includes(body.action);
      const shows = ['dismiss', 'warn'].includes(body.action);
      // Where the author finds the hidden item (the notification's link): a comment is on its
      // publication's page.
      const resolved =
        body.action === 'hide' && subject ? await target.resolve(found.target_id, subject) : null;
      const onPublication = resolved?.context.publication_id;
      const within = [
        resolved?.context.album_id,
        resolved?.context.article_id,
        resolved?.context.conversation_id,
      ].find((id) => typeof id === 'string');

      await deps.transaction(async (inTransaction, record) => {
        const decision = await inTransaction.insertDecision({
          caseId: found.id,
          subjectId: subject,
          moderatorId: me,
          action: body.action,
          reason: body.reason,
          durationDays: body.duration ?? null,
          reviews: null,
        });
        if (!decision) throw new Error('decision not stored');
        if (subject && (body.action === 'suspend' || body.action === 'ban')) {
          const until =
            body.action === 'suspend'
              ? new Date(deps.now().getTime() + (body.duration ?? 1) * DAY)
              : null;
          await inTransaction.suspend(subject, until, body.reason, decision.id);
          if (email) await inTransaction.ban(email, decision.id);
        }
        if (hides) await inTransaction.setHidden(found.id, true);
        if (shows || body.action === 'delete') await inTransaction.setHidden(found.id, false);
        await inTransaction.close(found.id);
        await inTransaction.audit({
          actorId: me,
          action: 'decision',
          caseId: found.id,
          reason: body.reason,
          details: {
            decision: body.action,
            duration_days: body.duration ?? null,
            target_type: found.target_type,
            target_id: found.target_id,
            subject_id: subject,
          },
        });
        await record('moderation.decided', {
          caseId: found.id,
          action: body.action,
          reason: body.reason,
          moderatorId: me,
          subjectId: subject,
          targetType: found.target_type,
          targetId: found.target_id,
          publicationId: typeof onPublication === 'string' ? onPublication : null,
          withinId: typeof within === 'string' ? within : null,
          reporterIds: await inTransaction.reporterIds(found.id),
        });
        await record('moderation.case_changed', { caseId: found.id, status: 'closed' });
      });
      // The item, through its own module.
      if (hides) await target.hide(found.target_id);
      if (shows && found.hidden_at) await target.unhide(found.target_id);
      if (body.action === 'delete') await target.remove(found.target_id);
      if (subject && (body.action === 'suspend' || body.action === 'ban')) {
        await deps.endSessions(subject);
      }
      return view(found.id);
    },

    /** The author of an item hidden by a decision asks, once, for another moderator's look. */
    async requestReview(me: string, id: string, text: string): Promise<{ detail: string }> {
      const found = isUuid(id) ? await repository.findCase(id) : undefined;
      if (!found || found.author_id !== me) {
        // Nobody else learns that a case about them exists.
        throw caseNotFound();
      }
      const decision = await repository.lastDecision(found.id);
      if (!decision || decision.action !== 'hide' || found.status !== 'closed') {
        throw new AppError(409, 'conflict', MODERATION_TEXTS.reviewNotPossible);
      }
      await deps.transaction(async (inTransaction, record) => {
        const review = await inTransaction.insertReview(found.id, decision.id, me, text);
        if (!review) throw new AppError(409, 'conflict', MODERATION_TEXTS.reviewAlreadyAsked);
        await inTransaction.reopen(found.id);
        await record('moderation.case_changed', { caseId: found.id, status: 'open' });
      });
      return { detail: 'Votre demande de réexamen est envoyée à un autre modérateur.' };
    },

    /** Another moderator than the one who decided keeps or undoes the decision. */
    async decideReview(
      me: string,
      id: string,
      body: { outcome: 'upheld' | 'reversed'; reason: string },
    ): Promise<ModerationCase> {
      const staff = await staffOf(me);
      const found = await caseFor(staff, id);
      const review = await repository.pendingReview(found.id);
      if (!review) throw new AppError(409, 'conflict', MODERATION_TEXTS.noPendingReview);
      const decision = await repository.lastDecision(found.id);
      authorize(staff, 'review:decide', {
        groupId: found.group_id,
        authorId: found.author_id,
        decidedBy: decision?.moderator_id ?? null,
      });
      await deps.transaction(async (inTransaction, record) => {
        await inTransaction.insertDecision({
          caseId: found.id,
          subjectId: found.author_id,
          moderatorId: me,
          action: body.outcome === 'reversed' ? 'dismiss' : 'hide',
          reason: body.reason,
          durationDays: null,
          reviews: review.decision_id,
        });
        await inTransaction.decideReview(review.id);
        if (body.outcome === 'reversed') await inTransaction.setHidden(found.id, false);
        await inTransaction.close(found.id);
        await inTransaction.audit({
          actorId: me,
          action: 'review_decision',
          caseId: found.id,
          reason: body.reason,
          details: { outcome: body.outcome, reviewed_decision: review.decision_id },
        });
        if (found.author_id) {
          await record('moderation.reviewed', {
            caseId: found.id,
            authorId: found.author_id,
            moderatorId: me,
            outcome: body.outcome,
          });
        }
        await record('moderation.case_changed', { caseId: found.id, status: 'closed' });
      });
      if (body.outcome === 'reversed') await targetOf(found.target_type).unhide(found.target_id);
      return view(found.id);
    },

    async audit(me: string, limit = 200) {
      authorize(await staffOf(me), 'audit');
      return { results: await repository.auditPage(limit) };
    },

    /** An item hidden by moderation was edited by its author: back to the queue. */
    async hiddenItemEdited(type: ModerationTargetType, targetId: string): Promise<void> {
      const found = await repository.hiddenCaseOf(type, targetId);
      if (!found || found.status === 'open') return;
      await deps.transaction(async (inTransaction, record) => {
        if (await inTransaction.reopen(found.id)) {
          await record('moderation.case_changed', { caseId: found.id, status: 'open' });
        }
      });
    },

    /** Who should hear of a case live: community moderators and admins, its group's. */
    staffIdsFor: async (
      caseId: string,
      communityStaff: () => Promise<string[]>,
      groupModerators: (groupId: string) => Promise<string[]>,
    ): Promise<string[]> => {
      const found = await repository.findCase(caseId);
      if (!found) return [];
      const ids = new Set(await communityStaff());
      if (found.group_id) for (const id of await groupModerators(found.group_id)) ids.add(id);
      if (found.author_id) ids.delete(found.author_id);
      return [...ids];
    },

    /**
     * For the admin module: a staff action taken outside the queue (a role changed, the
     * community's profile or sign-up mode, an invitation, a verification mail), written in the
     * same append-only log as the moderators' actions.
     */
    recordStaffAction: (entry: StaffAction) =>
      repository.audit({
        actorId: entry.actorId,
        action: entry.action,
        caseId: null,
        reason: entry.reason ?? '',
        details: { target: entry.target },
      }),
    /**
     * A suspension outside the queue (the operator's `npm run admin -- suspend`, or an admin's
     * `actorId`): `days` from now (1 to 365), written in the audit log; every session of the
     * member ends at once (auth: refresh tokens revoked, access tokens refused).
     */
    async suspendMember(input: {
      userId: string;
      days: number;
      reason: string;
      actorId: string | null;
    }): Promise<{ until: Date }> {
      const reason = input.reason.trim();
      if (!Number.isInteger(input.days) || input.days < 1 || input.days > 365) {
        throw invalid('duration', MODERATION_TEXTS.durationRange);
      }
      if (!reason) throw invalid('reason', MODERATION_TEXTS.reasonNeeded);
      const until = new Date(deps.now().getTime() + input.days * DAY);
      await deps.transaction(async (inTransaction) => {
        await inTransaction.suspend(input.userId, until, reason, null);
        await inTransaction.audit({
          actorId: input.actorId,
          action: 'suspend',
          caseId: null,
          reason,
          details: { target: input.userId, duration_days: input.days, by_operator: !input.actorId },
        });
      });
      await deps.endSessions(input.userId);
      return { until };
    },

    /**
     * Lifts a member's suspension or ban (not the ban of their address: they are a member
     * already), written in the audit log. false when there was none.
     */
    async unsuspendMember(input: {
      userId: string;
      reason?: string;
      actorId: string | null;
    }): Promise<boolean> {
      return deps.transaction(async (inTransaction) => {
        const lifted = await inTransaction.liftSuspension(input.userId);
        if (lifted) {
          await inTransaction.audit({
            actorId: input.actorId,
            action: 'unsuspend',
            caseId: null,
            reason: (input.reason ?? '').trim(),
            details: { target: input.userId, by_operator: !input.actorId },
          });
        }
        return lifted;
      });
    },

    /** For the admin console: the cases still open, every group's included. */
    countOpenCases: () => repository.countOpenCases(),
    /** For the admin console: the members suspended now (all of them, or among `ids`). */
    suspendedUserIds: (ids?: readonly string[]) =>
      ids ? repository.suspendedAmong(ids, deps.now()) : repository.suspendedAt(deps.now()),

    /** For the auth module: the suspension running now, if any (a ban has no end). */
    suspensionOf: (userId: string) => repository.suspensionOf(userId, deps.now()),
    /** For the auth module: an address banned from signing up again. */
    isBanned: (email: string) => repository.isBanned(email),

    reportsOf: (userId: string) => repository.reportsOf(userId),
    eraseReporter: (userId: string) => repository.eraseReporter(userId),
  };
  return service;
}

export type ModerationService = ReturnType<typeof createModerationService>;

/** A staff action of the admin console, for the audit log (`recordStaffAction`). */
export interface StaffAction {
  actorId: string;
  action: string;
  /** What it was done to: a member's id, 'community', an invited address. */
  target: string;
  reason?: string | null;
}
