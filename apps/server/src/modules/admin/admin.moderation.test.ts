/**
 * The console's optional lookups into the moderation module (admin.moderation.ts): neutral
 * answers when the server has no moderation module, the module's answers and audit log when
 * it has one, whichever of the members it offers.
 */
import { describe, expect, it } from 'vitest';
import { createServiceRegistry, type ModuleServices } from '../../platform/module.ts';
import { type AuditEntry, moderationLookups } from './admin.moderation.ts';

function withModeration(moderation: object) {
  const { services, add } = createServiceRegistry();
  (add as (name: string, service: unknown) => void)('moderation', moderation);
  return moderationLookups(services as ModuleServices);
}

const entry = { actorId: 'a', action: 'role.granted', target: 'user:b', reason: 'editor' };

describe('the moderation lookups', () => {
  it('answer 0 open cases, no suspension and audit nothing without a moderation module', async () => {
    const { services } = createServiceRegistry();
    const lookups = moderationLookups(services);
    expect(await lookups.openCases('a')).toBe(0);
    expect(await lookups.suspended()).toBeUndefined();
    expect(await lookups.suspendedAmong(['u1'])).toEqual(new Set());
    await expect(lookups.record(entry)).resolves.toBeUndefined();
  });

  it("read the module's figures and write its audit log when it offers them", async () => {
    const recorded: AuditEntry[] = [];
    const lookups = withModeration({
      audit: {
        record(written: AuditEntry) {
          recorded.push(written);
          return Promise.resolve();
        },
      },
      countOpenCases: () => Promise.resolve(4),
      suspendedUserIds: () => Promise.resolve(['u1']),
    });
    expect(await lookups.openCases('a')).toBe(4);
    expect(await lookups.suspended()).toEqual(['u1']);
    expect(await lookups.suspendedAmong(['u1', 'u2'])).toEqual(new Set(['u1']));
    await lookups.record(entry);
    expect(recorded).toEqual([entry]);
  });

  it("fall back on the queue, each member's suspension and recordStaffAction; an `audit` that reads the log is not called", async () => {
    const recorded: AuditEntry[] = [];
    const asked: string[] = [];
    const lookups = withModeration({
      // The moderation module's reader of the log (`audit(me, limit)`): not a writer.
      audit: () => Promise.reject(new Error('the log is read, not written, here')),
      recordStaffAction(written: AuditEntry) {
        recorded.push(written);
        return Promise.resolve();
      },
      cases(me: string, status: string) {
        asked.push(`${me}:${status}`);
        return Promise.resolve([{ id: 'c1' }, { id: 'c2' }]);
      },
      suspensionOf: (userId: string) =>
        Promise.resolve(userId === 'u2' ? { until: null, reason: 'x' } : undefined),
    });
    expect(await lookups.openCases('admin-id')).toBe(2);
    expect(asked).toEqual(['admin-id:open']);
    expect(await lookups.suspended()).toBeUndefined();
    expect(await lookups.suspendedAmong(['u1', 'u2'])).toEqual(new Set(['u2']));
    await lookups.record(entry);
    expect(recorded).toEqual([entry]);
  });
});
