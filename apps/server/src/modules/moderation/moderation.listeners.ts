/**
 * After commit (platform/outbox.ts): decisions reach their author and the reporters as
 * notifications, in French; every change of a case reaches the moderators who see it, live; an
 * edited hidden item goes back to the queue. Keyed by the fact id, as every listener.
 */
import type {
  ModerationCaseEvent,
  ModerationTargetType,
  NotificationType,
} from '@koinonia/contracts';
import type { Facts, FactBus } from '../../platform/facts.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { ModerationService } from './moderation.service.ts';
import { MODERATION_TEXTS } from './moderation.texts.ts';

export interface ModerationListenerDeps {
  moderation: ModerationService;
  notifications: () => NotificationsService;
  hub: Pick<RealtimeHub, 'publish'>;
  communityStaffIds(): Promise<string[]>;
  groupModeratorIds(groupId: string): Promise<string[]>;
  onPublishError(error: unknown): void;
}

const TOLD: Partial<Record<string, NotificationType>> = {
  hide: 'MODERATION_HIDDEN',
  delete: 'MODERATION_DELETED',
  warn: 'MODERATION_WARNED',
};

export function listenForModeration(
  bus: Pick<FactBus<Facts>, 'on'>,
  deps: ModerationListenerDeps,
): void {
  // An item hidden by moderation, edited by its author: back to the queue.
  const edited = ({ type, id }: { type: ModerationTargetType; id: string }) =>
    deps.moderation.hiddenItemEdited(type, id);
  bus.on('publications.hidden_edited', edited);
  bus.on('news.hidden_edited', edited);
  bus.on('events.hidden_edited', edited);

  bus.on('moderation.decided', async (decided, { factId }) => {
    const type = TOLD[decided.action];
    if (type && decided.subjectId) {
      await deps.notifications().notify({
        type,
        userId: decided.subjectId,
        actorId: decided.moderatorId,
        // The case (for a review request) and where the item is (the author's link to it).
        more: {
          id: decided.caseId,
          target_type: decided.targetType,
          target_id: decided.targetId,
          publication: decided.publicationId,
          within: decided.withinId ?? null,
        },
        subject: decided.reason,
        factId,
      });
    }
    await deps.notifications().notifyMany({
      type: 'MODERATION_REPORT_CLOSED',
      userIds: decided.reporterIds,
      actorId: decided.moderatorId,
      more: { id: decided.caseId },
      factId,
    });
  });

  bus.on('moderation.reviewed', async (reviewed, { factId }) => {
    await deps.notifications().notify({
      type: 'MODERATION_REVIEWED',
      userId: reviewed.authorId,
      actorId: reviewed.moderatorId,
      more: { id: reviewed.caseId },
      subject:
        reviewed.outcome === 'upheld'
          ? MODERATION_TEXTS.reviewUpheld
          : MODERATION_TEXTS.reviewReversed,
      factId,
    });
  });

  bus.on('moderation.case_changed', async ({ caseId, status }) => {
    const event: ModerationCaseEvent = { type: 'moderation_case', case_id: caseId, status };
    const staff = await deps.moderation.staffIdsFor(
      caseId,
      deps.communityStaffIds,
      deps.groupModeratorIds,
    );
    await Promise.all(
      staff.map((userId) =>
        deps.hub.publish(userId, 'notifications', event).catch(deps.onPublishError),
      ),
    );
  });
}
