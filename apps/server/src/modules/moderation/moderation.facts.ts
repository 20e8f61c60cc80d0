import type { ModerationTargetType } from '@koinonia/contracts';

/** What the moderation module announces, delivered after commit (platform/outbox.ts). */
export interface ModerationFacts {
  /** A case opened, got a report, was taken, noted, decided or reopened: moderators are told. */
  'moderation.case_changed': { caseId: string; status: 'open' | 'closed' };
  /** A decision: its author and the reporters are told (notifications, in French). */
  'moderation.decided': {
    caseId: string;
    action: string;
    reason: string;
    moderatorId: string;
    subjectId: string | null;
    targetType: ModerationTargetType;
    targetId: string;
    /** The publication the item is on (a publication's own id, a comment's publication). */
    publicationId: string | null;
    /**
     * What holds the item, for its author's link to it: the album of an album item, the article
     * of an article's comment, the conversation of a message (null otherwise).
     */
    withinId?: string | null;
    reporterIds: string[];
  };
  /** A review request was answered: its author is told. */
  'moderation.reviewed': {
    caseId: string;
    authorId: string;
    moderatorId: string;
    outcome: 'upheld' | 'reversed';
  };
}
