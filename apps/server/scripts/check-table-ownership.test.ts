/**
 * The table-ownership check (check-table-ownership.ts) on the real tree, and on planted
 * violations of each kind: a sql`` template, a string run as SQL, an imported drizzle table.
 */
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { MODULES } from '../src/modules/index.ts';
import {
  checkTableOwnership,
  describeViolation,
  loadOwnership,
  type Ownership,
  violationsIn,
} from './check-table-ownership.ts';

const SERVER_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');

describe('table ownership in SQL', () => {
  let ownership: Ownership;
  beforeAll(async () => {
    ownership = await loadOwnership();
  });

  it('knows every table from the manifests, each owned once, and the outbox as the platform’s', () => {
    expect(ownership.owners.get('users')).toBe('users');
    expect(ownership.owners.get('event_participants')).toBe('events');
    expect(ownership.owners.get('group_members')).toBe('groups');
    expect(ownership.owners.get('domain_events')).toBe('platform');
    const declared = MODULES.flatMap((module) => module.tables);
    expect(new Set(declared).size).toBe(declared.length);
    expect(MODULES.find((module) => module.name === 'events')?.tables.toSorted()).toEqual([
      'calendar_tokens',
      'event_organisers',
      'event_participants',
      'event_reminders',
      'events',
    ]);
  });

  it('finds no violation in the tree', async () => {
    expect((await checkTableOwnership()).map(describeViolation)).toEqual([]);
  });

  it('fails on a planted module file that names other modules’ tables, with file, line and owner', () => {
    const planted = {
      path: 'src/modules/media/media.planted.ts',
      text: [
        "import { sql } from 'drizzle-orm';",
        "import { groups, groupMembers } from '../groups/groups.schema.ts';",
        "import type { events } from '../events/events.schema.ts';",
        'export const cards = sql`select u.first_name',
        '  from users u join relationships r on r.sender_id = u.id`;',
        "export const raw = 'delete from event_participants where user_id = $1';",
        'export const mine = sql`select count(*) from media`;',
        '// A comment may say: read from users through the users module.',
        'export const used = [groups, groupMembers];',
        'export type E = typeof events;',
      ].join('\n'),
    };
    const found = violationsIn(planted, ownership).map(describeViolation);
    expect(found).toEqual([
      'src/modules/media/media.planted.ts:2: imports the drizzle table "groups", owned by the groups module: read it through groups.service.ts or groups.public.ts',
      'src/modules/media/media.planted.ts:2: imports the drizzle table "group_members", owned by the groups module: read it through groups.service.ts or groups.public.ts',
      'src/modules/media/media.planted.ts:5: names in SQL the table "users", owned by the users module: read it through users.service.ts or users.public.ts',
      'src/modules/media/media.planted.ts:5: names in SQL the table "relationships", owned by the relationship module: read it through relationship.service.ts or relationship.public.ts',
      'src/modules/media/media.planted.ts:6: names in SQL the table "event_participants", owned by the events module: read it through events.service.ts or events.public.ts',
    ]);
  });

  it('reads a comma list, a multi-line clause and a quoted name; not its own tables', () => {
    const planted = {
      path: 'src/modules/groups/groups.planted.ts',
      text: [
        'const a = sql`select 1 from group_members gm, events e where e.id = gm.group_id`;',
        'const b = sql`select 1 from',
        '  "public"."messages" m`;',
        'const c = sql`select ${x} from ${y} join',
        '  user_settings s on true`;',
      ].join('\n'),
    };
    expect(violationsIn(planted, ownership).map((v) => [v.line, v.table, v.owner])).toEqual([
      [1, 'events', 'events'],
      [3, 'messages', 'messaging'],
      [5, 'user_settings', 'settings'],
    ]);
  });

  it('fails `npm run lint`’s step with exit code 1 on a planted file in the tree', () => {
    const file = join(SERVER_DIR, 'src/modules/media/media.planted-sql.ts');
    writeFileSync(
      file,
      "import { sql } from 'drizzle-orm';\n\nexport const planted = sql`select id from publications`;\n",
    );
    try {
      const run = spawnSync('npx', ['tsx', 'scripts/check-table-ownership.ts'], {
        cwd: SERVER_DIR,
        encoding: 'utf8',
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(
        'src/modules/media/media.planted-sql.ts:3: names in SQL the table "publications", ' +
          'owned by the publications module',
      );
    } finally {
      rmSync(file, { force: true });
    }
  });
});
