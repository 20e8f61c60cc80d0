/**
 * What the admin console reads of the moderation module, when there is one: the audit log it
 * owns (every staff action here is written there), its open cases and who is suspended. The
 * moderation module is optional to this one: without it, nothing is audited, no case is open
 * and nobody is suspended. Looked up at each call and loosely typed, each member used only
 * when it is a function: `audit.record(entry)` or `recordStaffAction(entry)` for the log,
 * `countOpenCases()` or else `cases(adminId, 'open')`, and `suspendedUserIds()` or else
 * `suspensionOf(userId)` for suspensions.
 */
import type { ModuleServices } from '../../platform/module.ts';

/** One staff action, as the audit log records it. */
export interface AuditEntry {
  actorId: string;
  action: string;
  target: string;
  reason?: string | null;
}

type Call = (...args: never[]) => Promise<unknown>;

/** The moderation module's service, or undefined when the server has none. */
function moderationOf(services: ModuleServices): Record<string, unknown> | undefined {
  try {
    const found = (services as unknown as Record<string, unknown>)['moderation'];
    return found && typeof found === 'object' ? (found as Record<string, unknown>) : undefined;
  } catch {
    // The registry throws for a module that is not built: here, one that does not exist.
    return undefined;
  }
}

/** `owner[name]` bound to its owner when it is a function. */
function method<F extends Call>(owner: unknown, name: string): F | undefined {
  if (!owner || (typeof owner !== 'object' && typeof owner !== 'function')) return undefined;
  const value = (owner as Record<string, unknown>)[name];
  return typeof value === 'function' ? (value.bind(owner) as F) : undefined;
}

/** The optional lookups with their neutral answers. */
export function moderationLookups(services: ModuleServices) {
  return {
    async record(entry: AuditEntry): Promise<void> {
      const moderation = moderationOf(services);
      const record =
        method<(entry: AuditEntry) => Promise<unknown>>(moderation?.['audit'], 'record') ??
        method<(entry: AuditEntry) => Promise<unknown>>(moderation, 'recordStaffAction');
      if (record) await record(entry);
    },

    /** Cases not yet decided, as `adminId` (community staff) sees them. */
    async openCases(adminId: string): Promise<number> {
      const moderation = moderationOf(services);
      const count = method<() => Promise<number>>(moderation, 'countOpenCases');
      if (count) return count();
      const cases = method<(me: string, status: string) => Promise<unknown[]>>(moderation, 'cases');
      return cases ? (await cases(adminId, 'open')).length : 0;
    },

    /** Every member suspended now, when the module can list them. */
    async suspended(): Promise<readonly string[] | undefined> {
      const list = method<() => Promise<readonly string[]>>(
        moderationOf(services),
        'suspendedUserIds',
      );
      return list ? list() : undefined;
    },

    /** Which of `ids` are suspended now. */
    async suspendedAmong(ids: readonly string[]): Promise<Set<string>> {
      const moderation = moderationOf(services);
      const all = method<() => Promise<readonly string[]>>(moderation, 'suspendedUserIds');
      if (all) {
        const listed = new Set(await all());
        return new Set(ids.filter((id) => listed.has(id)));
      }
      const one = method<(userId: string) => Promise<unknown>>(moderation, 'suspensionOf');
      if (!one) return new Set();
      const found = await Promise.all(ids.map(async (id) => ((await one(id)) ? id : null)));
      return new Set(found.filter((id): id is string => id !== null));
    },
  };
}

export type ModerationLookups = ReturnType<typeof moderationLookups>;
