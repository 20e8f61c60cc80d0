/**
 * The auth module: sign-up, e-mail verification, sign-in, token refresh, password reset, and
 * the account's password, address and sessions.
 */
import { defineModule, later, tablesOf } from '../../platform/module.ts';
import type { AuthFacts } from './auth.facts.ts';
import { accountRoutes, sessionRoutes } from './auth.account.routes.ts';
import { createAuthRepository } from './auth.repository.ts';
import { authRoutes } from './auth.routes.ts';
import { createAuthService, type AuthService } from './auth.service.ts';
import { authPersonalData } from './auth.personal-data.ts';
import * as schema from './auth.schema.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    auth: AuthService;
  }
}
declare module '../../platform/facts.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the facts in
  interface Facts extends AuthFacts {}
}

export const authModule = defineModule({
  name: 'auth',
  tag: { name: 'auth', description: 'Accounts and sessions.' },
  tables: tablesOf(schema),
  build: (ctx) => {
    const auth = createAuthService({
      repository: createAuthRepository(ctx.db),
      users: ctx.services.users,
      terms: later(ctx.services, 'terms'),
      admission: later(ctx.services, 'admin'),
      hasher: ctx.hasher,
      accessTokens: ctx.accessTokens,
      mailer: ctx.mailer,
      config: ctx.config,
      onMailError: (error) => ctx.log.error({ err: error }, 'mail delivery failed'),
      transaction: ctx.outbox.over(createAuthRepository),
      now: ctx.now,
      suspensions: later(ctx.services, 'moderation'),
      onCutoffsError: (error) => ctx.log.warn({ err: error }, 'session cutoffs not read'),
    });
    // Every access token, on a request or a socket, also passes this (a suspension ends it).
    ctx.accessTokens.checkWith(auth.sessionStillValid);
    return auth;
  },
  routes: async (app, { config }, auth) => {
    await app.register(authRoutes, { prefix: '/api/auth', auth, rateLimits: config.rateLimits });
    await app.register(sessionRoutes, { prefix: '/api/auth/sessions', auth });
    await app.register(accountRoutes, {
      prefix: '/api/users',
      auth,
      rateLimits: config.rateLimits,
    });
  },
  personalData: authPersonalData,
});
