/**
 * Builds the Fastify instance from the platform plugins and the modules. It never listens:
 * main.ts does, and tests drive it through `app.inject`.
 */
import { FIRST_COMMENTS_COUNT } from '@koinonia/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { AuthEvents } from './modules/auth/auth.events.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createMediaRepository } from './modules/media/media.repository.ts';
import { mediaFileRoutes, mediaUploadRoutes } from './modules/media/media.routes.ts';
import { createMediaService } from './modules/media/media.service.ts';
import { createMessagingRepository } from './modules/messaging/messaging.repository.ts';
import { messagingRoutes } from './modules/messaging/messaging.routes.ts';
import { createMessagingService } from './modules/messaging/messaging.service.ts';
import { listenToRelationshipEvents } from './modules/notifications/notifications.listeners.ts';
import { createNotificationsRepository } from './modules/notifications/notifications.repository.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { createNotificationsService } from './modules/notifications/notifications.service.ts';
import { createActivityRepository } from './modules/publications/publications.activity.repository.ts';
import { createPublicationsRepository } from './modules/publications/publications.repository.ts';
import { publicationsRoutes } from './modules/publications/publications.routes.ts';
import { createPublicationsService } from './modules/publications/publications.service.ts';
import type { RelationshipEvents } from './modules/relationship/relationship.events.ts';
import { createRelationshipRepository } from './modules/relationship/relationship.repository.ts';
import { relationshipRoutes } from './modules/relationship/relationship.routes.ts';
import { createRelationshipService } from './modules/relationship/relationship.service.ts';
import { createUsersRepository } from './modules/users/users.repository.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { createUsersService, memberDirectory } from './modules/users/users.service.ts';
import { createAccessTokens } from './platform/access-token.ts';
import { authGuard } from './platform/auth-guard.ts';
import { registerErrorHandler } from './platform/error-handler.ts';
import { createEventBus } from './platform/events.ts';
import { registerGracefulClose } from './platform/graceful-close.ts';
import { registerJsonBody } from './platform/json-body.ts';
import { registerLoadShedding } from './platform/load-shedding.ts';
import { registerHealthRoutes } from './platform/health.ts';
import { type LogStream, loggerOptions } from './platform/logger.ts';
import { createLogMailer, createSmtpMailer, type Mailer } from './platform/mailer.ts';
import { createMediaStorage } from './platform/media-storage.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { createPasswordHasher, type PasswordHasher } from './platform/passwords.ts';
import { registerRateLimit } from './platform/rate-limit.ts';
import { registerSecurityHeaders } from './platform/security.ts';
import { Semaphore } from './platform/semaphore.ts';
import { registerWebStatic } from './platform/web-static.ts';
import { createHub } from './realtime/create-hub.ts';
import type { SocketHub } from './realtime/hub.ts';
import { createPresence } from './realtime/presence.ts';
import { listenToSessionEvents } from './realtime/session-listeners.ts';
import { socketRoutes } from './realtime/socket-routes.ts';

/** Every domain event of the process (ARCHITECTURE.md: domain events ──► notifications). */
export type DomainEvents = RelationshipEvents & AuthEvents;

// Validation messages that zod writes itself (e.g. a wrong type) come out in French too.
z.config(z.locales.fr());

declare module 'fastify' {
  interface FastifyInstance {
    /** The realtime hub of this node (tests reach it through the app). */
    hub: SocketHub;
  }
}

export interface BuildAppOptions {
  config: Config;
  db: Database;
  /** Defaults to SMTP when SMTP_URL is set, else the log mailer. */
  mailer?: Mailer;
  /** false silences the log; a stream captures it (tests). */
  logger?: false | { stream: LogStream };
  /** Shared with the demo seed so hashing stays bounded process-wide. */
  hasher?: PasswordHasher;
  /** The clock (today's date for birthdays); tests fix it. Defaults to the real time. */
  now?: () => Date;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app: FastifyInstance = Fastify({
    logger:
      options.logger === false ? false : loggerOptions(config.logLevel, options.logger?.stream),
    bodyLimit: config.bodyLimit,
    // A hop count is accepted by Fastify at run time, though its types omit it.
    trustProxy: config.trustProxy as boolean | string,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerGracefulClose(app);
  registerJsonBody(app);

  const mailer =
    options.mailer ??
    (config.smtpUrl
      ? createSmtpMailer(config.smtpUrl, config.mailFrom)
      : createLogMailer((line) => app.log.info(line)));
  app.addHook('onClose', () => mailer.close());

  const mediaStorage = createMediaStorage(config);
  app.addHook('onClose', () => mediaStorage.close());
  const media = createMediaService({
    repository: createMediaRepository(db.db),
    storage: mediaStorage,
    publicUrl: config.publicUrl,
    maxDimension: config.mediaMaxDimension,
    maxInputPixels: config.mediaMaxInputPixels,
    imagePool: new Semaphore(config.mediaConcurrency),
    onOrphan: (key, error) => app.log.error({ err: error, key }, 'orphan media file not deleted'),
  });

  // The realtime hub comes before the modules: they publish through it (events are stored first).
  const hub = createHub(config, (error) => app.log.warn({ err: error }, 'realtime hub error'));
  app.decorate('hub', hub);
  app.addHook('onClose', () => hub.close());

  const accessTokens = createAccessTokens(config.jwtSecret);
  const hasher =
    options.hasher ??
    createPasswordHasher(config.argon2MaxConcurrency, {
      maxQueue: config.shed.argon2Queue,
      retryAfterSeconds: config.shed.retryAfterSeconds,
    });
  const events = createEventBus<DomainEvents>((error, name) =>
    app.log.error({ err: error, event: name }, 'event listener failed'),
  );
  const usersRepository = createUsersRepository(db.db);
  const relationships = createRelationshipService({
    repository: createRelationshipRepository(db.db),
    members: memberDirectory(usersRepository),
    events,
  });
  const publicationsRepository = createPublicationsRepository(db.db, FIRST_COMMENTS_COUNT);
  const users = createUsersService({
    repository: usersRepository,
    countPublications: (userId) => publicationsRepository.countByAuthor(userId),
    relationships,
    media,
    presence: hub,
    now: options.now,
  });
  const notifications = createNotificationsService({
    repository: createNotificationsRepository(db.db),
    actorOf: (id) => users.findById(id),
    isBlockedBetween: relationships.isBlockedBetween,
    hub,
    onPublishError: (error) => app.log.warn({ err: error }, 'notification not published'),
  });
  listenToRelationshipEvents(events, notifications);
  const messaging = createMessagingService({
    repository: createMessagingRepository(db.db),
    hub,
    isMember: memberDirectory(usersRepository).isMember,
    areFriends: async (a, b) => (await relationships.relationWith(a, b)).status === 'ACCEPTED',
    ownedPath: (ownerId, url) => media.ownedPath(ownerId, url),
    onPublishError: (error) => app.log.warn({ err: error }, 'message not published'),
  });
  const publications = createPublicationsService({
    repository: publicationsRepository,
    notify: (input) => notifications.notify(input),
    notifyMany: (input) => notifications.notifyMany(input),
    announce: (userIds, event) => notifications.announce(userIds, event),
    activity: createActivityRepository(db.db),
    friendIds: relationships.friendIds,
    ownedPath: (ownerId, url) => media.ownedPath(ownerId, url),
  });
  const auth = createAuthService({
    repository: createAuthRepository(db.db),
    users,
    hasher,
    accessTokens,
    mailer,
    config,
    onMailError: (error) => app.log.error({ err: error }, 'mail delivery failed'),
    events,
    now: options.now,
  });
  listenToSessionEvents(events, hub);
  const presence = createPresence({
    hub,
    friendIds: relationships.friendIds,
    onError: (error) => app.log.warn({ err: error }, 'presence not announced'),
  });

  await registerSecurityHeaders(app, config);
  registerLoadShedding(app, config.shed);
  await registerRateLimit(app, config);
  await registerOpenApi(app);
  await app.register(authGuard, { accessTokens });

  registerHealthRoutes(app, db);
  await app.register(socketRoutes, {
    hub,
    presence,
    accessTokens,
    publicUrl: config.publicUrl,
    pingIntervalMs: config.realtime.pingIntervalMs,
  });
  await app.register(authRoutes, { prefix: '/api/auth', auth, rateLimits: config.rateLimits });
  await app.register(usersRoutes, { prefix: '/api/users', users, relationships });
  await app.register(relationshipRoutes, { prefix: '/api/relationship', relationships });
  await app.register(messagingRoutes, { prefix: '/api/messaging', messaging });
  await app.register(publicationsRoutes, { prefix: '/api/publications', publications });
  await app.register(notificationsRoutes, { prefix: '/api/notifications', notifications });
  await app.register(mediaUploadRoutes, {
    prefix: '/api/media',
    media,
    maxBytes: config.mediaMaxBytes,
    videoMaxBytes: config.mediaVideoMaxBytes,
    limit: config.rateLimits.uploadMember,
  });
  await app.register(mediaFileRoutes, { prefix: '/media', media });
  await registerWebStatic(app, config);

  return app;
}
