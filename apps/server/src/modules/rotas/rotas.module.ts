/**
 * The rotas module, 'Services' of groups and pages (docs/adr/0028-volunteer-rotas.md): the
 * services a group's leaders define, their slots, the members' answers, away dates and
 * replacements, reminders the day before, the leaders' uncovered view and call for volunteers,
 * and each member's 'Mes services' with its ICS feed.
 */
import { mailHtml, mailText } from '../../platform/mail-layout.ts';
import { defineModule, tablesOf } from '../../platform/module.ts';
import type { RotasFacts } from './rotas.facts.ts';
import { listenForRotas, MAIL_JOB, type RotaMail } from './rotas.listeners.ts';
import { rotasPersonalData } from './rotas.personal-data.ts';
import { createRotasRepository } from './rotas.repository.ts';
import { groupServicesRoutes, servicesFeedRoutes, servicesRoutes } from './rotas.routes.ts';
import * as schema from './rotas.schema.ts';
import { seedRotas } from './rotas.seed.ts';
import { createRotasService, type RotasService } from './rotas.service.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    rotas: RotasService;
  }
}
declare module '../../platform/facts.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the facts in
  interface Facts extends RotasFacts {}
}

/** The hour (community time) from which tomorrow's reminders go out. */
export const REMINDER_HOUR = 17;

export const rotasModule = defineModule({
  name: 'rotas',
  tag: {
    name: 'services',
    description:
      "Volunteer rotas ('Services'): a group's services and slots, answers, away dates, replacements, reminders and the ICS feed.",
  },
  tables: tablesOf(schema),
  notificationTypes: [
    'ROTA_ASKED',
    'ROTA_DECLINED',
    'ROTA_REPLACEMENT_ASKED',
    'ROTA_REPLACED',
    'ROTA_REMINDER',
    'ROTA_CALL',
  ],
  build: (ctx) =>
    createRotasService({
      repository: createRotasRepository(ctx.db),
      transaction: ctx.outbox.over(createRotasRepository),
      timeZone: ctx.config.timeZone,
      publicUrl: ctx.config.publicUrl,
      now: ctx.now,
    }),
  listen: (ctx, rotas) => {
    listenForRotas(ctx.facts, { rotas, notifications: ctx.services.notifications, jobs: ctx.jobs });
    ctx.jobs.define<RotaMail>(MAIL_JOB, async ({ userId, subject, paragraphs }) => {
      if (!(await ctx.services.users.isMember(userId))) return;
      const settings = await ctx.services.settings.of(userId);
      if (!settings.notifications.channels.events.email) return;
      const member = await ctx.services.users.findById(userId);
      if (!member) return;
      const link = `${ctx.config.publicUrl}/services`;
      const lines = [`Bonjour ${member.firstName},`, ...paragraphs];
      await ctx.mailer.send({
        to: member.email,
        subject,
        text: mailText(lines, link),
        html: mailHtml(lines, { label: 'Ouvrir Mes services', link }),
        link,
      });
    });
    // Reminders: every quarter of an hour, tomorrow's accepted places are claimed once.
    ctx.jobs.every('rotas.reminders', '*/15 * * * *', async () => {
      await rotas.sendReminders(REMINDER_HOUR);
    });
    // Each night, the weekly services' slots are kept eight weeks ahead.
    ctx.jobs.every('rotas.slots', '30 2 * * *', async () => {
      await rotas.extendSlots();
    });
  },
  routes: async (app, ctx, rotas) => {
    const options = { rotas, publicUrl: ctx.config.publicUrl, timeZone: ctx.config.timeZone };
    await app.register(groupServicesRoutes, { prefix: '/api/groups', ...options });
    await app.register(servicesFeedRoutes, { prefix: '/api/services', ...options });
    await app.register(servicesRoutes, { prefix: '/api/services', ...options });
  },
  seed: seedRotas,
  personalData: rotasPersonalData,
});
