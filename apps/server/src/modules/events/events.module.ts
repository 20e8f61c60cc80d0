/** The events module (ADR 0008): events, answers with a waiting list, reminders, calendars. */
import { EVENT_FRIENDS_SHOWN } from '@koinonia/contracts';
import { defineModule, tablesOf } from '../../platform/module.ts';
import type { EventsFacts } from './events.facts.ts';
import { listenForEvents } from './events.listeners.ts';
import { reminderMail } from './events.mails.ts';
import { createEventsRepository } from './events.repository.ts';
import { calendarFeedRoutes, eventsRoutes } from './events.routes.ts';
import { seedEvents } from './events.seed.ts';
import type { ModerationTargets } from '../moderation/moderation.public.ts';
import { eventsModerationTarget } from './events.moderation.ts';
import { createEventsService, type EventsService } from './events.service.ts';
import { eventsPersonalData } from './events.personal-data.ts';
import * as schema from './events.schema.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    events: EventsService & ModerationTargets;
  }
}
declare module '../../platform/facts.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the facts in
  interface Facts extends EventsFacts {}
}

export const eventsModule = defineModule({
  name: 'events',
  tag: { name: 'events', description: 'Events, answers and waiting lists, calendar feeds.' },
  tables: tablesOf(schema),
  notificationTypes: [
    'EVENT_INVITATION',
    'EVENT_CHANGED',
    'EVENT_CANCELLED',
    'EVENT_PROMOTED',
    'EVENT_PARTICIPANT_NEW',
    'EVENT_REMINDER',
  ],
  build: (ctx) => ({
    // An event, reported and hidden (docs/adr/0021-moderation.md).
    moderationTargets: [
      eventsModerationTarget(
        ctx.db,
        ctx.outbox.over((tx) => createEventsRepository(tx, EVENT_FRIENDS_SHOWN)),
      ),
    ],
    ...createEventsService({
      repository: createEventsRepository(ctx.db, EVENT_FRIENDS_SHOWN),
      transaction: ctx.outbox.over((tx) => createEventsRepository(tx, EVENT_FRIENDS_SHOWN)),
      ownedPath: (ownerId, url) => ctx.services.media.ownedPath(ownerId, url),
      isGroupMember: (me, groupId) => ctx.services.groups.isMember(me, groupId),
      timeZone: ctx.config.timeZone,
      now: ctx.now,
      publicUrl: ctx.config.publicUrl,
      publicationsInEvent: (me, eventId, page) =>
        ctx.services.publications.inEvent(me, eventId, page),
    }),
  }),
  listen: (ctx, events) => {
    listenForEvents(ctx.facts, {
      events,
      notifications: ctx.services.notifications,
      mailReminder: async (userId, eventId, kind) => {
        const settings = await ctx.services.settings.of(userId);
        if (!settings.notifications.channels.events.email) return;
        const [member, details] = await Promise.all([
          ctx.services.users.findById(userId),
          events.reminderDetails(eventId),
        ]);
        if (!member || !details) return;
        const link = `${ctx.config.publicUrl}/feed/events/${eventId}`;
        await ctx.mailer.send(reminderMail(member.email, member.firstName, details, kind, link));
      },
    });
    // Reminders 24 h and 1 h before: each minute, those due are claimed once and announced.
    ctx.jobs.every('events.reminders', '* * * * *', async () => {
      await events.sendReminders();
    });
  },
  routes: async (app, ctx, events) => {
    const options = { events, publicUrl: ctx.config.publicUrl };
    await app.register(calendarFeedRoutes, { prefix: '/api/events', ...options });
    await app.register(eventsRoutes, { prefix: '/api/events', ...options });
  },
  seed: seedEvents,
  personalData: eventsPersonalData,
});
