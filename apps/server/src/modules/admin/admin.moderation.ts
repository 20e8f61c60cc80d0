/**
 * What the admin console reads of the moderation module, when there is one: the audit log it
 * owns (every staff action here is written there), its open cases and who is suspended. The
 * moderation module is optional to this one: without it, nothing is audited, no case is open
 * and nobody is suspended. Looked up at each call, loosely typed: the moderation module
 * exports `ModuleServices.moderation` with these members (or some of them) when it lands.
 */
import type { ModuleServices } from '../../platform/module.ts';

/** One staff action, as the audit log records it. */
export interface AuditEntry {
  actorId: string;
  action: string;
  target: string;
  reason?: string | null;
}

export interface ModerationLookup {
  audit?: { record(entry: AuditEntry): Promise<unknown> };
  /** Cases not yet decided (the console's 'open cases'). */
  countOpenCases?(): Promise<number>;
  /** The members suspended now (a parish has few). */
  suspendedUserIds?(): Promise<readonly string[]>;
}

/** The moderation module's service, or undefined when the server has none. */
export function moderationOf(services: ModuleServices): ModerationLookup | undefined {
  try {
    const found = (services as unknown as Record<string, unknown>)['moderation'];
    return found && typeof found === 'object' ? (found as ModerationLookup) : undefined;
  } catch {
    // The registry throws for a module that is not built: here, one that does not exist.
    return undefined;
  }
}

/** The optional lookups with their neutral answers. */
export function moderationLookups(services: ModuleServices) {
  return {
    async record(entry: AuditEntry): Promise<void> {
      const audit = moderationOf(services)?.audit;
      if (audit) await audit.record(entry);
    },
    async openCases(): Promise<number> {
      return (await moderationOf(services)?.countOpenCases?.()) ?? 0;
    },
    async suspended(): Promise<readonly string[] | undefined> {
      return moderationOf(services)?.suspendedUserIds?.();
    },
  };
}

export type ModerationLookups = ReturnType<typeof moderationLookups>;
