/**
 * The parish module (docs/adr/0026-parish-page.md): a community page that declares itself a
 * parish, with its office's details, its Mass and confession times and their exceptions (read
 * by guests, as JSON and as an ICS feed), and the requests its members send to the office,
 * private between them and the page's admins.
 */
import { defineModule, tablesOf } from '../../platform/module.ts';
import type { ParishFacts } from './parish.facts.ts';
import { listenForParish } from './parish.listeners.ts';
import { parishPersonalData } from './parish.personal-data.ts';
import { createParishRepository } from './parish.repository.ts';
import { parishRoutes } from './parish.routes.ts';
import * as schema from './parish.schema.ts';
import { seedParish } from './parish.seed.ts';
import { createParishService, type ParishService } from './parish.service.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    parish: ParishService;
  }
}
declare module '../../platform/facts.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the facts in
  interface Facts extends ParishFacts {}
}

export const parishModule = defineModule({
  name: 'parish',
  tag: {
    name: 'parish',
    description:
      "A parish page's schedule (Mass and confession times, their exceptions, the ICS feed) and the requests to its office.",
  },
  tables: tablesOf(schema),
  notificationTypes: ['PARISH_REQUEST_NEW', 'PARISH_REQUEST_STATUS', 'PARISH_REQUEST_MESSAGE'],
  build: (ctx) =>
    createParishService({
      repository: createParishRepository(ctx.db),
      transaction: ctx.outbox.over((tx) => createParishRepository(tx)),
      timeZone: ctx.config.timeZone,
      now: ctx.now,
    }),
  listen: (ctx, parish) =>
    listenForParish(ctx.facts, { parish, notifications: ctx.services.notifications }),
  routes: (app, ctx, parish) =>
    app.register(parishRoutes, {
      prefix: '/api/groups',
      parish,
      publicUrl: ctx.config.publicUrl,
      timeZone: ctx.config.timeZone,
    }),
  seed: seedParish,
  personalData: parishPersonalData,
});
