/** What the account module holds of a member (ADR 0009): the archives of their data exports. */
import type { PersonalDataHooks } from '../../platform/module.ts';
import { createDataExports } from './account.export.ts';
import type { AccountService } from './account.service.ts';

export const accountPersonalData: PersonalDataHooks<AccountService> = {
  /** Every archive, built or being built: its file, then its row. */
  erase: (ctx, _account, userId) => createDataExports(ctx).eraseAll(userId),
};
