/**
 * The account module (issue 13): the member's data export, closing the account with its
 * 30-day grace period and reactivation, and the deletion that follows. It owns no member data
 * of its own: every module says what it holds through its `personalData` hooks.
 */
import { defineModule } from '../../platform/module.ts';
import { createAccountService, type AccountService } from './account.service.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    account: AccountService;
  }
}

export const accountModule = defineModule({
  name: 'account',
  tag: { name: 'account', description: 'The account’s life: export, closing, deletion.' },
  build: (ctx) => createAccountService(ctx),
});
