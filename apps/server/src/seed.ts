/**
 * The demo seed runner (ADR 0003): on an empty database, each module of
 * MODULES writes its demo content in turn, through its own service, so that `npm start` shows a
 * living community. The users module goes first and names the members for the others.
 */
import type { Db } from './db/client.ts';
import { MODULES } from './modules/index.ts';
import { DEMO_ACCOUNTS } from './modules/users/users.seed.ts';
import type { MediaStorage } from './platform/media-storage.ts';
import type { ModuleServices, SeedContext } from './platform/module.ts';
import type { PasswordHasher } from './platform/passwords.ts';

export { DEMO_ACCOUNTS };

export interface SeedDemoDeps {
  services: ModuleServices;
  db: Db;
  mediaStorage: MediaStorage;
  hasher: PasswordHasher;
}

export interface SeedResult {
  /** Demo member keys → ids. */
  members: ReadonlyMap<string, string>;
  /** What each module wrote, for the start log ('12 demo members', '4 demo publications'). */
  report: string[];
  accounts: typeof DEMO_ACCOUNTS;
}

/** Seeds the demo when there is no member yet; null when skipped. */
export async function seedDemo(deps: SeedDemoDeps): Promise<SeedResult | null> {
  if ((await deps.services.users.count()) > 0) return null;
  const report: string[] = [];
  const context: SeedContext = {
    ...deps,
    members: new Map(),
    refs: new Map(),
    report: (line) => void report.push(line),
  };
  // Before the app is ready (which registers them too): a seed may store a notification.
  await deps.services.notifications.registerTypes(
    MODULES.flatMap((module) => module.notificationTypes ?? []),
  );
  for (const module of MODULES) {
    await module.seed?.(context);
  }
  return { members: context.members, report, accounts: DEMO_ACCOUNTS };
}
