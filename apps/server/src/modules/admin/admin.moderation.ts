/**
 * What the admin console reads of the moderation module (docs/adr/0021-moderation.md): the
 * audit log it owns, where every staff action here is written, its open cases and who is
 * suspended. Read through the moderation service at each call (the registry builds it first).
 */
import type { ModuleServices } from '../../platform/module.ts';
import type { StaffAction } from '../moderation/moderation.service.ts';

/** One staff action, as the audit log records it. */
export type AuditEntry = StaffAction;

export function moderationLookups(services: ModuleServices) {
  return {
    record: (entry: AuditEntry): Promise<void> => services.moderation.recordStaffAction(entry),

    /** Cases not yet decided, every group's included. */
    openCases: (): Promise<number> => services.moderation.countOpenCases(),

    /** Every member suspended now. */
    suspended: (): Promise<readonly string[]> => services.moderation.suspendedUserIds(),

    /** Which of `ids` are suspended now. */
    async suspendedAmong(ids: readonly string[]): Promise<Set<string>> {
      return new Set(await services.moderation.suspendedUserIds(ids));
    },
  };
}

export type ModerationLookups = ReturnType<typeof moderationLookups>;
