/** The messaging module: one-to-one conversations between friends, kept live (spec §4). */
import { defineModule, tablesOf } from '../../platform/module.ts';
import type { MessagingFacts } from './messaging.facts.ts';
import { createMessagingRepository } from './messaging.repository.ts';
import { messagingRoutes } from './messaging.routes.ts';
import { seedMessaging } from './messaging.seed.ts';
import type { ModerationTargets } from '../moderation/moderation.public.ts';
import { messagingModerationTarget } from './messaging.moderation.ts';
import { createMessagingService, type MessagingService } from './messaging.service.ts';
import { messagingPersonalData } from './messaging.personal-data.ts';
import { createTyping } from './messaging.typing.ts';
import * as schema from './messaging.schema.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    messaging: MessagingService & ModerationTargets;
  }
}
declare module '../../platform/facts.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the facts in
  interface Facts extends MessagingFacts {}
}

export const messagingModule = defineModule({
  name: 'messaging',
  tag: { name: 'messaging', description: 'Conversations and messages between friends.' },
  tables: tablesOf(schema),
  build: (ctx) => ({
    // A message, reported and hidden (docs/adr/0021-moderation.md).
    moderationTargets: [messagingModerationTarget(ctx.db)],
    ...createMessagingService({
      repository: createMessagingRepository(ctx.db),
      transaction: ctx.outbox.over((tx) => createMessagingRepository(tx)),
      hub: ctx.hub,
      isMember: (id) => ctx.services.users.isMember(id),
      areFriends: async (a, b) =>
        (await ctx.services.relationship.relationWith(a, b)).status === 'ACCEPTED',
      ownedPath: (ownerId, url) => ctx.services.media.ownedPath(ownerId, url),
      acceptsMessages: async (userId) =>
        (await ctx.services.settings.of(userId)).messaging.who_can_message !== 'nobody',
      withReadReceipts: async (ids) => {
        const settings = await ctx.services.settings.ofMany(ids);
        return new Set(ids.filter((id) => settings.get(id)?.messaging.read_receipts !== false));
      },
      showingOnline: (ids) => ctx.services.settings.showingOnline(ids),
      onPublishError: (error) => ctx.log.warn({ err: error }, 'message not published'),
    }),
  }),
  listen: (ctx) => {
    // 'Marie écrit…': the chat socket's typing frames (messaging.typing.ts).
    const repository = createMessagingRepository(ctx.db);
    const typing = createTyping({
      hub: ctx.hub,
      mayWrite: async (sender, receiver) =>
        (await ctx.services.relationship.relationWith(sender, receiver)).status === 'ACCEPTED' &&
        (await ctx.services.settings.of(receiver)).messaging.who_can_message !== 'nobody',
      conversationBetween: (a, b) => repository.conversationBetween(a, b),
    });
    ctx.socketFrames.on('messages', 'typing', (frame, { userId }) => typing.typing(userId, frame));
    // A message sent ends the pair's thinning on this node (the fact reaches one node).
    ctx.facts.on('messaging.sent', ({ senderId, receiverId }) => typing.sent(senderId, receiverId));
  },
  routes: (app, _ctx, messaging) =>
    app.register(messagingRoutes, { prefix: '/api/messaging', messaging }),
  seed: seedMessaging,
  personalData: messagingPersonalData,
});
