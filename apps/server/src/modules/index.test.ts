import { NOTIFICATION_TYPES } from '@koinonia/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../db/sql.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { MODULES } from './index.ts';

describe('MODULES', () => {
  it('names each module once, and each notification type of the contracts belongs to one module', () => {
    const names = MODULES.map((module) => module.name);
    expect(new Set(names).size).toBe(names.length);
    const emitted = MODULES.flatMap((module) => module.notificationTypes ?? []);
    expect(emitted.toSorted()).toEqual(Object.keys(NOTIFICATION_TYPES).toSorted());
  });

  describe('read by the app', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('gives OpenAPI one tag per module, with its description', async () => {
      const document = (await t.app.inject({ url: '/api/docs/json' })).json<{
        tags: { name: string; description: string }[];
      }>();
      expect(document.tags).toEqual(MODULES.map((module) => module.tag));
    });

    it('tells the database every type the modules emit, and it refuses any other', async () => {
      const types = await rows<{ code: string }>(
        t.database.db,
        sql`select code from notification_types order by code`,
      );
      expect(types.map((row) => row.code)).toEqual(Object.keys(NOTIFICATION_TYPES).toSorted());
      const [member] = await rows<{ id: string }>(
        t.database.db,
        sql`insert into users (email, password_hash, first_name, last_name)
          values ('type-check@exemple.fr', 'x', 'Anne', 'Petit') returning id`,
      );
      const insert = (type: string) =>
        t.database.db.execute(sql`insert into notifications (user_id, notification_type, message)
          values (${member!.id}::uuid, ${type}, 'x')`);
      await expect(insert('UNKNOWN_TYPE')).rejects.toThrow();
      await expect(insert('POST_NEW')).resolves.toBeDefined();
    });
  });
});
