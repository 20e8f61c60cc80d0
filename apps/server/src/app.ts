/**
 * Builds the Fastify instance from the platform plugins and the modules. It never listens:
 * main.ts does, and tests drive it through `app.inject`.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { MODULES } from './modules/index.ts';
import { createAccessTokens } from './platform/access-token.ts';
import { authGuard } from './platform/auth-guard.ts';
import { registerCompression } from './platform/compression.ts';
import { registerErrorHandler } from './platform/error-handler.ts';
import { createFactBus, type Facts } from './platform/facts.ts';
import { registerGracefulClose } from './platform/graceful-close.ts';
import { registerHealthRoutes } from './platform/health.ts';
import { createJobs, type Jobs } from './platform/jobs.ts';
import { registerJsonBody } from './platform/json-body.ts';
import { registerLoadShedding } from './platform/load-shedding.ts';
import { type LogStream, loggerOptions } from './platform/logger.ts';
import { createLogMailer, createSmtpMailer, type Mailer, queuedMailer } from './platform/mailer.ts';
import { createMediaStorage } from './platform/media-storage.ts';
import {
  composePersonalData,
  createServiceRegistry,
  type ModuleContext,
  type ModuleServices,
} from './platform/module.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { createOutbox } from './platform/outbox.ts';
import { createPasswordHasher, type PasswordHasher } from './platform/passwords.ts';
import { registerRateLimit } from './platform/rate-limit.ts';
import { registerSecurityHeaders } from './platform/security.ts';
import { Semaphore } from './platform/semaphore.ts';
import { registerWebStatic } from './platform/web-static.ts';
import { registerWriteGate } from './platform/write-gate.ts';
import { createHub } from './realtime/create-hub.ts';
import type { SocketHub } from './realtime/hub.ts';
import { createPresence } from './realtime/presence.ts';
import { listenToSessionFacts } from './realtime/session-listeners.ts';
import { socketRoutes } from './realtime/socket-routes.ts';
import { createSocketFrames } from './realtime/socket-frames.ts';

// Validation messages that zod writes itself (e.g. a wrong type) come out in French too.
z.config(z.locales.fr());

declare module 'fastify' {
  interface FastifyInstance {
    /** The realtime hub of this node (tests reach it through the app). */
    hub: SocketHub;
    /** Every module's service, by module name (the demo seed writes through them). */
    services: ModuleServices;
    /** The durable job queue of this node. */
    jobs: Jobs;
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
  /**
   * Whether this node works jobs in the background once ready (default true). Tests say false
   * and drain the queue themselves, so that what a request causes is done when they look.
   */
  workJobs?: boolean;
  /** Whether scheduled jobs are sent when due (pg-boss's timekeeper; `createJobs`). */
  runSchedules?: boolean;
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
    // The start's hooks (the job queue's start, the sweeps, ffmpeg's check) took over Fastify's
    // 10 s on a machine at a load of 25, and the node gave up starting; /readyz says when it
    // is ready, whatever the start took.
    pluginTimeout: 60_000,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerGracefulClose(app, { cutAfterMs: config.shutdownTimeoutSeconds * 500 });
  registerJsonBody(app);

  const jobs = createJobs(db, {
    pollingSeconds: 2,
    runSchedules: options.runSchedules ?? true,
    onError: (error, queue) => app.log.error({ err: error, queue }, 'job failed'),
  });
  app.decorate('jobs', jobs);
  const transport =
    options.mailer ??
    (config.smtpUrl
      ? createSmtpMailer(config.smtpUrl, config.mailFrom)
      : createLogMailer((line) => app.log.info(line)));
  app.addHook('onClose', () => transport.close());
  // Mail is a job: a failed send is retried, never lost (ADR 0004).
  const mailer: Mailer = queuedMailer(jobs, transport);

  const mediaStorage = createMediaStorage(config);
  app.addHook('onClose', () => mediaStorage.close());

  // The realtime hub comes before the modules: they publish through it (facts are stored first).
  const hub = createHub(config, (error) => app.log.warn({ err: error }, 'realtime hub error'));
  app.decorate('hub', hub);
  app.addHook('onClose', () => hub.close());
  const socketFrames = createSocketFrames((error) =>
    app.log.warn({ err: error }, 'socket frame failed'),
  );

  const facts = createFactBus<Facts>((error, name) =>
    app.log.error({ err: error, fact: name }, 'fact listener failed'),
  );
  const outbox = createOutbox(db.db, jobs, facts);
  const registry = createServiceRegistry();
  const ctx: ModuleContext = {
    config,
    db: db.db,
    log: app.log,
    hub,
    socketFrames,
    facts,
    outbox,
    jobs,
    mailer,
    mediaStorage,
    hasher:
      options.hasher ??
      createPasswordHasher(config.argon2MaxConcurrency, {
        maxQueue: config.shed.argon2Queue,
        retryAfterSeconds: config.shed.retryAfterSeconds,
      }),
    // Image decoding is bounded process-wide, not only per member (docs/security.md, Uploads).
    imagePool: new Semaphore(config.mediaConcurrency),
    accessTokens: createAccessTokens(config.jwtSecret),
    now: options.now ?? (() => new Date()),
    services: registry.services,
    personalData: composePersonalData(MODULES, () => ctx),
  };
  for (const module of MODULES) registry.add(module.name, module.build(ctx) as never);
  // A getter: Fastify would otherwise read the registry's properties, which throw until built.
  app.decorate('services', { getter: () => registry.services });
  for (const module of MODULES) {
    module.listen?.(ctx, registry.services[module.name] as never);
  }
  listenToSessionFacts(facts, hub);
  const presence = createPresence({
    hub,
    // A member who hides their presence (settings, privacy.show_online) is announced to nobody.
    friendIds: async (userId) =>
      (await registry.services.settings.showingOnline([userId])).length > 0
        ? registry.services.relationship.friendIds(userId)
        : [],
    onError: (error) => app.log.warn({ err: error }, 'presence not announced'),
  });
  // Shown or hidden while connected: the friends learn it now, not at the next connection.
  registry.services.settings.onShowOnlineChange((userId, shown) => {
    void (async () => {
      if (!(await hub.onlineAmong([userId])).has(userId)) return;
      const friends = await registry.services.relationship.friendIds(userId);
      await presence.announce(userId, shown ? 'online' : 'offline', friends);
    })().catch((error: unknown) => app.log.warn({ err: error }, 'presence not announced'));
  });

  // The database learns the notification types of the modules (no migration per new type).
  app.addHook('onReady', async () => {
    await registry.services.notifications.registerTypes(
      MODULES.flatMap((module) => module.notificationTypes ?? []),
    );
    await jobs.start({ work: options.workJobs ?? true });
    // Facts a stopped node committed but never handed to the queue.
    await outbox.sweep(0);
  });
  app.addHook('onClose', async () => {
    // A share of SHUTDOWN_TIMEOUT (main.ts): a job stuck on a silent server must not hold the node.
    const left = await jobs.stop({ graceMs: config.shutdownTimeoutSeconds * 300 });
    if (left.length > 0) {
      app.log.warn({ jobs: left }, 'jobs still running at shutdown are left to their expiry');
    }
  });

  await registerCompression(app);
  await registerSecurityHeaders(app, config);
  registerLoadShedding(app, config.shed);
  await registerRateLimit(app, config);
  await registerOpenApi(
    app,
    MODULES.map((module) => module.tag),
  );
  await app.register(authGuard, { accessTokens: ctx.accessTokens });

  registerHealthRoutes(app, db, jobs);
  await app.register(socketRoutes, {
    hub,
    presence,
    accessTokens: ctx.accessTokens,
    publicUrl: config.publicUrl,
    pingIntervalMs: config.realtime.pingIntervalMs,
    frames: socketFrames,
  });
  // Before the routes: a member with new terms to accept writes nothing (docs/help-and-terms.md).
  registerWriteGate(app, {
    mayWrite: (userId) => registry.services.terms.mayWrite(userId),
    refusal: () => registry.services.terms.pendingRefusal(),
  });
  for (const module of MODULES) {
    await module.routes?.(app, ctx, registry.services[module.name] as never);
  }
  await registerWebStatic(app, config);

  return app;
}
