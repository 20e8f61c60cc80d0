/**
 * The terms module (docs/help-and-terms.md): the community's privacy notice and terms of use,
 * versioned (the operator publishes a new one with `npm run admin -- terms publish <file>`),
 * and the members' consents: both at sign-up (the auth module asks `checkSignUp` first), both
 * again for each new version (`pending_terms` on the member's own profile, then
 * `POST /api/terms/accept/`).
 */
import { defineModule, tablesOf } from '../../platform/module.ts';
import { bundledTerms } from './terms.document.ts';
import { createTermsRepository } from './terms.repository.ts';
import { termsRoutes } from './terms.routes.ts';
import * as schema from './terms.schema.ts';
import { createTermsService, type TermsService } from './terms.service.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    terms: TermsService;
  }
}

export const termsModule = defineModule({
  name: 'terms',
  tag: { name: 'terms', description: 'The privacy notice, the terms of use and the consents.' },
  tables: tablesOf(schema),
  build: (ctx) =>
    createTermsService({
      repository: createTermsRepository(ctx.db),
      repositoryOver: createTermsRepository,
      bundled: bundledTerms,
      supportUrl: ctx.config.supportUrl,
      now: ctx.now,
    }),
  routes: (app, _ctx, terms) => app.register(termsRoutes, { prefix: '/api/terms', terms }),
  // The demo members accepted the current version when they joined.
  seed: async ({ services, members }) => {
    const { version } = await services.terms.current();
    for (const id of members.values()) await services.terms.recordSignUp(id, version);
  },
  personalData: {
    async export(_ctx, terms, userId) {
      const consents = await terms.consentsOf(userId);
      return [
        {
          file: 'consentements.json',
          title: 'Mes consentements',
          rows: consents.map((consent) => ({
            kind: consent.kind,
            version: consent.version,
            given_at: consent.givenAt.toISOString(),
          })),
        },
      ];
    },
    erase: (ctx, _terms, userId) => createTermsRepository(ctx.db).eraseOf(userId),
  },
});
