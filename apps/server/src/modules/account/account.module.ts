/**
 * The account module (issue 13): the member's data export, closing the account with its
 * 30-day grace period and reactivation, and the deletion that follows. It owns no member data
 * of its own: every module says what it holds through its `personalData` hooks.
 */
import { defineModule } from '../../platform/module.ts';
import { accountRoutes } from './account.routes.ts';
import {
  createAccountService,
  DELETE_ACCOUNT_JOB,
  type AccountService,
} from './account.service.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    account: AccountService;
  }
}

export const accountModule = defineModule({
  name: 'account',
  tag: { name: 'account', description: 'The account’s life: export, closing, deletion.' },
  build: (ctx) => createAccountService(ctx),
  listen: (ctx, account) => {
    ctx.jobs.define<{ userId: string }>(DELETE_ACCOUNT_JOB, ({ userId }) =>
      account.deleteAccount(userId),
    );
    ctx.jobs.every('account.deletions', '17 * * * *', async () => {
      await account.sweepDeletions();
    });
  },
  routes: (app, ctx, account) =>
    app.register(accountRoutes, {
      prefix: '/api/users',
      account,
      auth: ctx.services.auth,
      rateLimits: ctx.config.rateLimits,
    }),
});
