/**
 * Migrates once per run, so that no test file migrates (docs/testing.md, "Where the time goes"):
 * - pglite: migrates one PGlite and dumps its data dir; each test file opens its own fresh copy
 *   from the tarball (~0.6 s) instead of creating and migrating a new one (~4.6 s).
 * - postgres: migrates a template database of this run's own; each test file's database is a
 *   copy of it (`CREATE DATABASE … TEMPLATE …`, ~0.1 s instead of ~0.6 s of migrations).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type Database, fromPglite, openPostgres, PGLITE_EXTENSIONS } from '../db/client.ts';
import { createTestApp } from './test-app.ts';
import { dropStaleDatabases, postgresUrl, testDatabaseName } from './test-databases.ts';

declare module 'vitest' {
  interface ProvidedContext {
    pgliteDump: string;
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  return project.name === 'postgres' ? setupPostgres(project) : setupPglite(project);
}

async function setupPglite(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'koinonia-pglite-'));
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  const database = fromPglite(client);
  await database.migrate();
  await prepare(database);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(dir, 'migrated.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

/**
 * What every app writes at its first start on a new database (the job queue's schema and its
 * queues, the notification types), written once here rather than in every test file.
 */
async function prepare(database: Database) {
  const app = await createTestApp({ database });
  await app.close();
}

async function setupPostgres(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('the postgres test project needs DATABASE_URL');
  const template = testDatabaseName('template');
  const onServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      return await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const dropTemplate = () => onServer(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);

  await dropStaleDatabases(serverUrl);
  await onServer(`CREATE DATABASE ${template}`);
  const database = openPostgres(postgresUrl(serverUrl, template));
  try {
    await database.migrate();
    await prepare(database);
  } catch (error) {
    await database.close();
    await dropTemplate();
    throw error;
  }
  // A template is copied only while no session is open on it.
  await database.close();
  project.provide('postgresTemplate', template);
  return async () => {
    await dropTemplate();
  };
}
