/**
 * Starts a node: configuration → database → migrations → demo seed → listen, and a graceful
 * shutdown on SIGTERM/SIGINT (stop accepting, finish requests in flight, close the database),
 * bounded by SHUTDOWN_TIMEOUT.
 */
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { LISTEN_BACKLOG } from './platform/load-shedding.ts';
import { createMediaStorage } from './platform/media-storage.ts';
import { createPasswordHasher } from './platform/passwords.ts';
import { seedDemo } from './seed.ts';

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      // The sentence names the variable; a stack would only hide it.
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const database: Database = openDatabase(config);
  await database.migrate();

  const hasher = createPasswordHasher(config.argon2MaxConcurrency, {
    maxQueue: config.shed.argon2Queue,
    retryAfterSeconds: config.shed.retryAfterSeconds,
  });
  const app = await buildApp({ config, db: database, hasher });

  if (config.demoSeed) {
    const mediaStorage = createMediaStorage(config);
    // The seed waits for hashing slots: the server's own work is never shed.
    const seeded = await seedDemo({
      services: app.services,
      db: database.db,
      mediaStorage,
      hasher: hasher.unshed(),
    }).finally(() => mediaStorage.close());
    if (seeded) {
      app.log.info(
        // Never a password in the log, not even a demo one: the README lists them.
        `Demo content created (${seeded.report.join(', ')}). Sign in as ${seeded.accounts
          .map((account) => account.email)
          .join(' or ')} (their passwords are in the README).`,
      );
    }
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) {
      // A second signal does not wait any longer.
      app.log.warn(`${signal} received again: forcing exit`);
      process.exit(1);
    }
    closing = true;
    app.log.info(`${signal} received: closing (requests in flight finish first)`);
    const stillClosing = new Set(['http, sockets and jobs']);
    // The node ends within SHUTDOWN_TIMEOUT whatever hangs (an SMTP server that never answers, a
    // request that never ends): its parts get shares of it (app.ts), this timer the rest.
    // Unref'd: a close that ends in time exits by itself below.
    const deadline = setTimeout(() => {
      app.log.error(
        { still_closing: [...stillClosing], open_resources: openResources() },
        `not closed after SHUTDOWN_TIMEOUT (${config.shutdownTimeoutSeconds} s): exiting`,
      );
      process.exit(1);
    }, config.shutdownTimeoutSeconds * 1000);
    deadline.unref();
    void app
      .close()
      .then(() => {
        stillClosing.delete('http, sockets and jobs');
        stillClosing.add('database');
        return closeWithin(database.close(), config.shutdownTimeoutSeconds * 100);
      })
      .then((closed) => {
        if (!closed) throw new Error('the database did not close in time');
        app.log.info('closed cleanly');
        process.exit(0);
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
  app.log.info(
    `Koinonia is listening on ${config.publicUrl} (database: ${database.kind}, mail: ${config.smtpUrl ? 'SMTP' : 'printed to this log'})`,
  );
}

/** Whether `closing` ended within `ms`. */
function closeWithin(closing: Promise<void>, ms: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(false), ms);
    timer.unref();
    closing.then(
      () => {
        clearTimeout(timer);
        resolve(true);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** What keeps the process alive, by kind (sockets, timers, …), for the log of a stuck close. */
function openResources(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const kind of process.getActiveResourcesInfo()) counts[kind] = (counts[kind] ?? 0) + 1;
  return counts;
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Koinonia could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
