/**
 * Who may do what in moderation (docs/adr/0021-moderation.md), in one place:
 * - a community `moderator` or `admin` sees and decides every case;
 * - a group's owner, admin or moderator sees and decides the cases of items in that group;
 * - anyone else gets 403 on the queue and its routes (a guest 401, by the routes' guard);
 * - a case one may not see is 404, and so is a case about one's own content (nobody sees who
 *   reported them, nor decides about themself);
 * - the audit log is read by admins only;
 * - a review request is decided by another moderator than the one who decided.
 */
import { AppError } from '../../platform/errors.ts';
import { MODERATION_TEXTS } from './moderation.texts.ts';

export interface Staff {
  userId: string;
  /** A community moderator or admin. */
  community: boolean;
  admin: boolean;
  /** The groups they moderate. */
  groupIds: readonly string[];
}

export type ModerationAction = 'queue' | 'see' | 'decide' | 'audit' | 'review:decide';

export interface CaseFacts {
  groupId: string | null;
  authorId: string | null;
  /** The moderator of the decision under review. */
  decidedBy?: string | null;
}

const forbidden = (text: string) => new AppError(403, 'forbidden', text);
const caseNotFound = () => new AppError(404, 'not_found', MODERATION_TEXTS.caseNotFound);

export function refusal(
  staff: Staff,
  action: ModerationAction,
  found?: CaseFacts,
): AppError | undefined {
  const isStaff = staff.community || staff.groupIds.length > 0;
  switch (action) {
    case 'queue':
      return isStaff ? undefined : forbidden(MODERATION_TEXTS.staffOnly);
    case 'audit':
      return staff.admin ? undefined : forbidden(MODERATION_TEXTS.adminOnly);
    case 'see':
    case 'decide':
    case 'review:decide': {
      if (!isStaff) return forbidden(MODERATION_TEXTS.staffOnly);
      const sees =
        staff.community || (found?.groupId != null && staff.groupIds.includes(found.groupId));
      // A case about one's own content is not one's to see: its reporters stay unknown.
      if (!found || !sees || found.authorId === staff.userId) return caseNotFound();
      if (action === 'see') return undefined;
      if (action === 'review:decide' && found.decidedBy === staff.userId) {
        return forbidden(MODERATION_TEXTS.reviewBySameModerator);
      }
      return undefined;
    }
  }
}

export function authorize(staff: Staff, action: ModerationAction, found?: CaseFacts): void {
  const refused = refusal(staff, action, found);
  if (refused) throw refused;
}
