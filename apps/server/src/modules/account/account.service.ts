/**
 * The account's life (issue 13): closing it, the grace period, reactivation and deletion.
 * The data export lives beside it (account.export.ts).
 */
import type { ModuleContext } from '../../platform/module.ts';

export function createAccountService(ctx: ModuleContext) {
  return { ctx };
}

export type AccountService = ReturnType<typeof createAccountService>;
