import type { MemberPage } from '@koinonia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { befriend, block, createSignedInMember, type Member } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let me: Member;
let helene: Member;
let martine: Member;
let jean: Member;
let antoine: Member;
beforeAll(async () => {
  t = await createTestApp();
  me = await createSignedInMember(t, { first_name: 'Marie', last_name: 'Dupont' });
  helene = await createSignedInMember(t, {
    titre: 'Sœur',
    first_name: 'Hélène',
    last_name: 'Lefèvre',
  });
  martine = await createSignedInMember(t, {
    titre: 'Mme',
    first_name: 'Martine',
    last_name: 'Lefebvre',
  });
  jean = await createSignedInMember(t, {
    titre: 'M.',
    first_name: 'Jean-Baptiste',
    last_name: 'Martin',
  });
  antoine = await createSignedInMember(t, {
    titre: 'Père',
    first_name: 'Antoine',
    last_name: 'Girard',
  });
  await createSignedInMember(t, { first_name: 'Hélène', last_name: 'Cachée', verified: false });
});
afterAll(() => t.close());

async function search(viewer: Member, text: string, extra: Record<string, string> = {}) {
  const response = await t.app.inject({
    url: `/api/users/?${new URLSearchParams({ search: text, ...extra }).toString()}`,
    headers: viewer.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MemberPage>();
}
const found = async (text: string, viewer = me) =>
  (await search(viewer, text)).results.map((m) => m.id);

describe('GET /api/users/?search=', () => {
  it('ignores accents and case', async () => {
    expect(await found('helene')).toEqual([helene.id]);
    expect(await found('HÉLÈNE')).toEqual([helene.id]);
    expect(await found('Helene Lefevre')).toEqual([helene.id]);
    expect(await found('soeur')).toEqual([helene.id]);
  });

  it('finds partial names, names that contain the query first', async () => {
    expect(await found('hél')).toEqual([helene.id]);
    expect((await found('lef')).sort()).toEqual([helene.id, martine.id].sort());
    expect((await found('martin'))[0]).toBe(jean.id);
    expect(await found('martin')).toContain(martine.id);
    expect(await found('jean baptiste')).toEqual([jean.id]);
    expect(await found('Père Antoine')).toEqual([antoine.id]);
  });

  it('finds small typos', async () => {
    expect(await found('hlene')).toEqual([helene.id]);
    expect(await found('lefebvre')).toEqual([martine.id, helene.id]);
    expect(await found('antoine girrard')).toEqual([antoine.id]);
    expect(await found('Dupond', jean)).toEqual([me.id]);
  });

  it('never finds oneself, an unverified account, or nothing for nonsense', async () => {
    expect(await found('marie')).not.toContain(me.id);
    expect(await found('cachée')).toEqual([]);
    expect(await found('xyzzy')).toEqual([]);
    // LIKE wildcards and quotes are searched as text, not as patterns.
    expect(await found('%')).toEqual([]);
    expect(await found('_')).toEqual([]);
    expect(await found("'; drop table users; --")).toEqual([]);
  });

  it('carries the mutual count of each member', async () => {
    const viewer = await createSignedInMember(t);
    await befriend(t, viewer, antoine);
    await befriend(t, antoine, helene);
    const [result] = (await search(viewer, 'helene')).results;
    expect(result).toMatchObject({
      id: helene.id,
      mutual_count: 1,
      first_name: 'Hélène',
      titre: 'Sœur',
    });
    expect(result).not.toHaveProperty('email');
  });

  it('never finds a member blocked either way', async () => {
    const [a, b] = await Promise.all([
      createSignedInMember(t, { first_name: 'Bérénice', last_name: 'Vasseur' }),
      createSignedInMember(t, { first_name: 'Bernadette', last_name: 'Vasseur' }),
    ]);
    const viewer = await createSignedInMember(t);
    expect((await found('vasseur', viewer)).sort()).toEqual([a.id, b.id].sort());
    await block(t, viewer, a);
    await block(t, b, viewer);
    expect(await found('vasseur', viewer)).toEqual([]);
    expect(await found('berenice vasseur', viewer)).toEqual([]);
    expect(await found('vasseur', a)).not.toContain(viewer.id);
  });

  it('pages through 45 namesakes, 20 at a time, without duplicates or gaps', async () => {
    const namesakes = await Promise.all(
      Array.from({ length: 45 }, (_, i) =>
        createSignedInMember(t, { first_name: `Paginé${i}`, last_name: 'Homonyme' }),
      ),
    );
    const ids: string[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const page = await search(me, 'homonyme', cursor ? { cursor } : {});
      sizes.push(page.results.length);
      ids.push(...page.results.map((m) => m.id));
      cursor = page.next;
    } while (cursor);
    expect(sizes).toEqual([20, 20, 5]);
    expect(new Set(ids).size).toBe(45);
    expect(new Set(ids)).toEqual(new Set(namesakes.map((m) => m.id)));
  });
});
