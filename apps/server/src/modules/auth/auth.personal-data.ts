/** What the auth module holds of a member (ADR 0009): sessions, mailed links, failed sign-ins. */
import type { PersonalDataHooks } from '../../platform/module.ts';
import { eraseAuthOf } from './auth.erase.ts';
import type { AuthService } from './auth.service.ts';

export const authPersonalData: PersonalDataHooks<AuthService> = {
  // Runs before the users module empties the row: the address still names the failures.
  erase: async (ctx, _auth, userId) =>
    eraseAuthOf(ctx.db, userId, (await ctx.services.users.findById(userId))?.email),
};
