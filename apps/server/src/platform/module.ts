/**
 * The shape of a module (docs/adr/0003-server-modules.md). A module is a folder
 * with a manifest, `<name>.module.ts`, that says everything the rest of the server needs to know
 * about it: its name and OpenAPI tag, how its service is built, the facts it listens to, its
 * routes, the notification types it emits and its demo content. `modules/index.ts` lists the
 * manifests once; app.ts, the seed runner, OpenAPI and the notification-type table read it.
 *
 * Modules reach each other only through `ctx.services`, filled as the manifests are built.
 * Each module adds its service's type to `ModuleServices` (and its facts to `Facts`) by
 * declaration merging, so a call across modules is typed without the platform importing any
 * module.
 */
import type { NotificationType } from '@koinonia/contracts';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { SocketHub } from '../realtime/hub.ts';
import type { SocketFrames } from '../realtime/socket-frames.ts';
import type { AccessTokens } from './access-token.ts';
import type { Facts, FactBus } from './facts.ts';
import type { Jobs } from './jobs.ts';
import type { Outbox } from './outbox.ts';
import type { Mailer } from './mailer.ts';
import type { MediaStorage } from './media-storage.ts';
import type { PasswordHasher } from './passwords.ts';
import type { Semaphore } from './semaphore.ts';

/** Each module's service, by module name: every `<name>.module.ts` adds its own entry. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ModuleServices {}

export type ModuleName = keyof ModuleServices;

/** What the platform gives every module. */
export interface ModuleContext {
  config: Config;
  db: Db;
  log: FastifyBaseLogger;
  hub: SocketHub;
  /** Frames clients send on the sockets (a typing chat, a publication on screen). */
  socketFrames: SocketFrames;
  /** Listens to facts (platform/facts.ts), delivered after commit by the job queue. */
  facts: Pick<FactBus<Facts>, 'on'>;
  /** Records facts in the transaction of the write that causes them. */
  outbox: Outbox;
  jobs: Jobs;
  mailer: Mailer;
  mediaStorage: MediaStorage;
  hasher: PasswordHasher;
  /** Bounds image decoding for the whole process (a pool sized to the cores). */
  imagePool: Semaphore;
  accessTokens: AccessTokens;
  /** The clock (today's date for birthdays); tests fix it. */
  now: () => Date;
  /**
   * The other modules' services. Read them when called, not when built (a module may be built
   * before one it calls): `(id) => ctx.services.publications.countByAuthor(id)`.
   */
  services: ModuleServices;
  /**
   * Every module's part of a member's data (their `personalData` hooks), composed from MODULES
   * for the account module, which cannot import the list that names it.
   */
  personalData: PersonalData;
}

/** The modules' personal-data hooks run together (see `composePersonalData`). */
export interface PersonalData {
  /** Every module's sections of the member's export, in MODULES order. */
  export(userId: string): Promise<PersonalDataSection[]>;
  /** Every module erases what it holds of the member, in reverse MODULES order. */
  erase(userId: string): Promise<void>;
}

/** What a module's demo content gets: the services, the media storage, and shared keys. */
export interface SeedContext {
  services: ModuleServices;
  /** For a module's own repository, when its service would announce what the seed writes. */
  db: Db;
  mediaStorage: MediaStorage;
  hasher: PasswordHasher;
  /** Demo member keys ('Marie', 'Jean' …) → ids, written by the users module's seed. */
  members: Map<string, string>;
  /**
   * Other demo content a later module points at, by key → id: the groups module's seed
   * writes 'group:Chorale Saint-Jean', the publications module's publishes in it.
   */
  refs: Map<string, string>;
  /** Lines for the start log ('12 demo members', …). */
  report(line: string): void;
}

/**
 * One part of a member's data export ('Télécharger mes données'): a JSON file of the
 * ZIP, its French title in the readable index.html, and the media files it names.
 */
export interface PersonalDataSection {
  /** The file's name in the ZIP, e.g. 'publications.json'. */
  file: string;
  /** Its French title in index.html, e.g. 'Mes publications'. */
  title: string;
  rows: readonly object[];
  /** Storage keys of the member's own media files that these rows name (copied into the ZIP). */
  media?: readonly string[];
}

/**
 * What a module holds of a member's personal data (ADR 0009): what their export contains and
 * what deletion, after the grace period, erases. Both are read by the account module, which
 * runs them for every module in MODULES order (export) and in reverse order (erase).
 */
export interface PersonalDataHooks<Service> {
  export?(ctx: ModuleContext, service: Service, userId: string): Promise<PersonalDataSection[]>;
  /** Idempotent: the deletion job may run it again after a failure. */
  erase?(ctx: ModuleContext, service: Service, userId: string): Promise<void>;
}

export interface ModuleManifest<Name extends ModuleName = ModuleName> {
  name: Name;
  /** The OpenAPI tag of its routes. */
  tag: { name: string; description: string };
  /**
   * The tables it owns, `tablesOf(schema)` of its `<name>.schema.ts`. Only its own files name
   * them in SQL; another module reads them through its service or its `<name>.public.ts`
   * fragments (`npm run lint`: scripts/check-table-ownership.ts).
   */
  tables: readonly string[];
  /** The notification types it emits (rows of the contracts' NOTIFICATION_TYPES). */
  notificationTypes?: readonly NotificationType[];
  /** Builds its service from the platform and the other modules' services. */
  build(ctx: ModuleContext): ModuleServices[Name];
  /** Subscribes to facts (its own or other modules'). */
  listen?(ctx: ModuleContext, service: ModuleServices[Name]): void;
  /** Registers its HTTP routes. */
  routes?(
    app: FastifyInstance,
    ctx: ModuleContext,
    service: ModuleServices[Name],
  ): PromiseLike<unknown>;
  /** Writes its demo content through its own service, in MODULES order. */
  seed?(ctx: SeedContext): Promise<void>;
  /** The member's data it holds: exported on demand, erased when the account is deleted. */
  personalData?: PersonalDataHooks<ModuleServices[Name]>;
}

/**
 * The names of the tables that a schema file exports (`import * as schema from
 * './x.schema.ts'`), for a manifest's `tables`: declared from the schema, they cannot drift.
 */
export const tablesOf = (schema: Readonly<Record<string, unknown>>): string[] =>
  Object.values(schema)
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableName(table));

/** Any module's manifest (what MODULES holds). */
export type AnyModule = { [Name in ModuleName]: ModuleManifest<Name> }[ModuleName];

/** Types a manifest (the name must be a key that the module added to ModuleServices). */
export const defineModule = <Name extends ModuleName>(
  manifest: ModuleManifest<Name>,
): ModuleManifest<Name> => manifest;

/**
 * The registry behind `ctx.services`: reading a module that is not built yet is a wiring bug,
 * said at once rather than as `undefined is not a function` later.
 */
export function createServiceRegistry(): {
  services: ModuleServices;
  add<Name extends ModuleName>(name: Name, service: ModuleServices[Name]): void;
} {
  const built = new Map<string, unknown>();
  const services = new Proxy({} as ModuleServices, {
    get(_target, name) {
      if (typeof name !== 'string') return undefined;
      if (!built.has(name)) throw new Error(`module "${name}" is not built (yet)`);
      return built.get(name);
    },
  });
  return {
    services,
    add(name, service) {
      built.set(name, service);
    },
  };
}

/**
 * Another module's service, looked up at each call: for the few pairs of modules that need
 * each other while they are built (users ⇄ relationship), where `ctx.services.x` read at build
 * time would not be there yet.
 */
export function later<Name extends ModuleName>(
  services: ModuleServices,
  name: Name,
): ModuleServices[Name] {
  return new Proxy({} as object, {
    get(_target, key) {
      const service = services[name] as Record<PropertyKey, unknown>;
      const value = service[key];
      return typeof value === 'function' ? value.bind(service) : value;
    },
  }) as ModuleServices[Name];
}

/**
 * The personal-data hooks of `modules`, run in their order for an export and in reverse for an
 * erasure (a later module's rows point at an earlier one's: publications at users).
 */
export function composePersonalData(
  modules: readonly AnyModule[],
  ctx: () => ModuleContext,
): PersonalData {
  const serviceOf = (module: AnyModule) => ctx().services[module.name] as never;
  return {
    async export(userId) {
      const sections: PersonalDataSection[] = [];
      for (const module of modules) {
        const hooks = module.personalData as PersonalDataHooks<never> | undefined;
        if (hooks?.export) sections.push(...(await hooks.export(ctx(), serviceOf(module), userId)));
      }
      return sections;
    },
    async erase(userId) {
      for (const module of [...modules].reverse()) {
        const hooks = module.personalData as PersonalDataHooks<never> | undefined;
        if (hooks?.erase) await hooks.erase(ctx(), serviceOf(module), userId);
      }
    },
  };
}
