/**
 * The console's optional lookups into the moderation module (admin.moderation.ts): neutral
 * answers when the server has no moderation module, the module's answers and audit log when
 * it has one.
 */
import { describe, expect, it } from 'vitest';
import { createServiceRegistry, type ModuleServices } from '../../platform/module.ts';
import { type AuditEntry, moderationLookups } from './admin.moderation.ts';

describe('the moderation lookups', () => {
  it('answer 0 open cases, no suspension and audit nothing without a moderation module', async () => {
    const { services } = createServiceRegistry();
    const lookups = moderationLookups(services);
    expect(await lookups.openCases()).toBe(0);
    expect(await lookups.suspended()).toBeUndefined();
    await expect(
      lookups.record({ actorId: 'a', action: 'role.granted', target: 'user:b' }),
    ).resolves.toBeUndefined();
  });

  it("read the moderation module's figures and write its audit log when it is there", async () => {
    const { services, add } = createServiceRegistry();
    const recorded: AuditEntry[] = [];
    const moderation = {
      audit: {
        record(entry: AuditEntry) {
          recorded.push(entry);
          return Promise.resolve();
        },
      },
      countOpenCases: () => Promise.resolve(4),
      suspendedUserIds: () => Promise.resolve(['u1']),
    };
    (add as (name: string, service: unknown) => void)('moderation', moderation);
    const lookups = moderationLookups(services as ModuleServices);
    expect(await lookups.openCases()).toBe(4);
    expect(await lookups.suspended()).toEqual(['u1']);
    await lookups.record({
      actorId: 'a',
      action: 'role.granted',
      target: 'user:b',
      reason: 'editor',
    });
    expect(recorded).toEqual([
      { actorId: 'a', action: 'role.granted', target: 'user:b', reason: 'editor' },
    ]);
  });
});
