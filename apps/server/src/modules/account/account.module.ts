/**
 * The account module (ADR 0009): the member's data export, closing the account with its
 * 30-day grace period and reactivation, and the deletion that follows. Of the member's data it
 * owns only the archives of their exports (data_exports, 7 days): every module says what it
 * holds through its `personalData` hooks.
 */
import { defineModule, tablesOf } from '../../platform/module.ts';
import { createDataExports, EXPORT_JOB, EXPORT_SWEEP } from './account.export.ts';
import { accountExportRoutes } from './account.export.routes.ts';
import { accountPersonalData } from './account.personal-data.ts';
import { accountRoutes } from './account.routes.ts';
import {
  createAccountService,
  DELETE_ACCOUNT_JOB,
  type AccountService,
} from './account.service.ts';
import * as schema from './account.schema.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    account: AccountService;
  }
}

export const accountModule = defineModule({
  name: 'account',
  tag: { name: 'account', description: 'The account’s life: export, closing, deletion.' },
  tables: tablesOf(schema),
  build: (ctx) => createAccountService(ctx),
  listen: (ctx, account) => {
    ctx.jobs.define<{ userId: string }>(DELETE_ACCOUNT_JOB, ({ userId }) =>
      account.deleteAccount(userId),
    );
    ctx.jobs.every('account.deletions', '17 * * * *', async () => {
      await account.sweepDeletions();
    });
    const exports = createDataExports(ctx);
    ctx.jobs.define<{ exportId: string }>(EXPORT_JOB, ({ exportId }) => exports.build(exportId));
    ctx.jobs.every(EXPORT_SWEEP, '41 * * * *', () => exports.sweep());
  },
  routes: async (app, ctx, account) => {
    await app.register(accountRoutes, {
      prefix: '/api/users',
      account,
      auth: ctx.services.auth,
      rateLimits: ctx.config.rateLimits,
    });
    await app.register(accountExportRoutes, {
      prefix: '/api/users',
      exports: createDataExports(ctx),
    });
  },
  personalData: accountPersonalData,
});
