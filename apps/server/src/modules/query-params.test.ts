/**
 * Every query parameter of every GET route, read from the app's OpenAPI document (a new route
 * is covered without a line here), meets what JavaScript accepts and PostgreSQL refuses: NUL
 * bytes, numbers beyond any column, dates of year 0 or 99999, cursors that decode to garbage.
 * Each answer is a 200 or a French 400 in the validation shape; never a 500.
 */
import type { Article, Event, Group, Publication } from '@koinonia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../platform/errors.ts';
import { noisyJpeg } from './media/media.fixtures.ts';
import { befriend, createSignedInMember, type Member, sendMessage } from '../test/factories.ts';
import { caller, ok, type Answer } from '../test/http.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = caller(() => t);

/** Values of any parameter, as they arrive in the URL (percent-encoded). */
const ANY_VALUE = [
  ['%00', 'a NUL byte'],
  ['a%00b', 'a NUL byte inside'],
  ['%01', 'a control character'],
  ['', 'empty'],
  ['%20', 'a space'],
  ['0', 'zero'],
  ['-1', 'negative'],
  ['1', 'one'],
  ['1.5', 'a fraction'],
  ['99999', 'a large number'],
  ['2147483648', 'beyond int'],
  ['99999999999999999999999', 'beyond bigint'],
  ['1e999', 'infinite'],
  ['-1e999', 'minus infinite'],
  ['1e-999', 'below any float'],
  ['NaN', 'NaN'],
  ['Infinity', 'Infinity'],
  ['0x10', 'hexadecimal'],
  ['true', 'a boolean'],
  ['null', 'null'],
  ['%FF', 'a byte that is not UTF-8'],
  ['%C3%28', 'a broken UTF-8 sequence'],
  ['%ED%A0%80', 'a lone surrogate'],
  ['x'.repeat(2000), 'a long text'],
  ['00000000-0000-0000-0000-000000000000', 'the nil uuid'],
  ['ffffffff-ffff-ffff-ffff-ffffffffffff', 'the max uuid'],
  ['00000000-0000-0000-0000-00000000000g', 'an almost uuid'],
  ['0000-01-01', 'year 0'],
  ['-000001-01-01', 'year -1'],
  ['%2B275760-09-13', "JavaScript's last day"],
  ['99999-01-01', 'year 99999'],
  ['1899-12-31', 'before 1900'],
  ['2201-01-01', 'after 2200'],
  ['2024-02-30', '30 February'],
  ['2024-13-01', 'month 13'],
  ['2024-01-01T25:00:00Z', 'hour 25'],
  ['2024-01-01T10:00:00', 'a date-time without offset'],
  ['2024-01-01T10:00:00%2B99:99', 'offset +99:99'],
  ['Mon, 01 Jan 2024 10:00:00 GMT', 'an RFC 2822 date'],
  ['pas-un-curseur', 'not base64'],
  [b64('null'), 'base64 of null'],
  [b64('{}'), 'base64 of an object'],
  [b64('[]'), 'base64 of an empty array'],
  [b64('[[],[],[]]'), 'base64 of arrays'],
  [b64('["x",1,2]'), 'base64 of another kind'],
] as const;

/** What a tampered cursor key may hold in place of each of its keys. */
const CURSOR_KEYS = [
  '0000-00-00 00:00:00+00',
  '2026-02-30 10:00:00+00',
  '2026-11-22 24:00:00+00',
  '99999-01-01 00:00:00+00',
  '1e999',
  '1e99',
  '1e-99',
  '99999999999',
  '-1',
  '',
  '\u0000',
  'NaN',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'not-a-uuid',
  1,
  null,
  [],
];

function b64(text: string): string {
  return Buffer.from(text).toString('base64url');
}

interface Route {
  path: string;
  query: string[];
}

/** The GET routes that take query parameters, as OpenAPI lists them. */
async function routesWithQuery(): Promise<Route[]> {
  const document = (await t.app.inject({ url: '/api/docs/json' })).json<{
    paths: Record<string, { get?: { parameters?: { in: string; name: string }[] } }>;
  }>();
  return Object.entries(document.paths).flatMap(([path, operations]) => {
    const query = (operations.get?.parameters ?? [])
      .filter((parameter) => parameter.in === 'query')
      .map((parameter) => parameter.name);
    return query.length > 0 ? [{ path, query }] : [];
  });
}

/** Builds one member's world where every list has at least two rows (so pages have a next). */
async function world() {
  const member = () => createSignedInMember(t);
  const [me, friend, other, friendOfFriend, otherFriendOfFriend] = await Promise.all([
    member(),
    member(),
    member(),
    member(),
    member(),
  ]);
  await befriend(t, me, friend);
  await befriend(t, me, other);
  await befriend(t, friend, friendOfFriend);
  await befriend(t, other, otherFriendOfFriend);
  const publish = async (author: Member, body: object = {}) =>
    ok<Publication>(
      await call(author, 'POST', '/api/publications/', { type: 'texte', text: 'Bonjour', ...body }),
      201,
    );
  const post = await publish(me, { audience: 'public' });
  await publish(me, { audience: 'public' });
  const friendsPost = await publish(friend, { audience: 'public' });
  // 'Mes favoris': two saved publications (its pages).
  for (const saved of [post, friendsPost]) {
    ok(await call(me, 'POST', `/api/publications/post/${saved.id}/saved/`, {}), 204);
  }
  for (const who of [friend, other]) {
    ok(
      await call(who, 'POST', `/api/publications/post/${post.id}/comments/`, { text: 'Amen' }),
      201,
    );
  }
  const createGroup = async (owner: Member, name: string) =>
    ok<Group>(await call(owner, 'POST', '/api/groups/', { name, join_rule: 'OPEN' }), 201);
  const group = await createGroup(me, 'Chorale Saint-Jean');
  await createGroup(me, 'Parcours Alpha');
  ok(await call(friend, 'POST', `/api/groups/${group.id}/join/`, {}));
  for (const name of ['Jeunes pro', 'Servants']) {
    const theirs = await createGroup(friend, name);
    ok(
      await call(friend, 'POST', `/api/groups/${theirs.id}/members/${me.id}/`, {
        action: 'invite',
      }),
    );
  }
  await publish(me, { group_id: group.id });
  await publish(friend, { group_id: group.id });
  const createEvent = async (title: string, hours: number) =>
    ok<Event>(
      await call(me, 'POST', '/api/events/', {
        title,
        starts_at: new Date(Date.now() + hours * 3_600_000).toISOString(),
        ends_at: new Date(Date.now() + (hours + 2) * 3_600_000).toISOString(),
        location: 'Église Saint-Pierre, Lyon',
      }),
      201,
    );
  const event = await createEvent('Veillée de prière', 48);
  await createEvent('Messe des familles', 72);
  for (const who of [friend, other]) {
    ok(await call(who, 'POST', `/api/events/${event.id}/rsvp/`, { answer: 'going', guests: 0 }));
  }
  await publish(me, { audience: 'public', event_id: event.id });
  await publish(friend, { audience: 'public', event_id: event.id });
  const conversation = await sendMessage(t, me, friend);
  await sendMessage(t, friend, me);
  await sendMessage(t, me, other);
  // The news: two articles by an editor, two comments on one.
  await t.app.services.roles.grant(friend.id, 'editor');
  // The admin console's member list answers its admins only.
  await t.app.services.roles.grant(me.id, 'admin');
  const write = async (title: string) =>
    ok<Article>(
      await call(friend, 'POST', '/api/blogs/', {
        title,
        summary: 'Résumé',
        body: 'Texte',
        category: 'annonces',
        status: 'published',
      }),
      201,
    );
  const article = await write('Horaires de Noël');
  await write('Kermesse');
  for (const who of [me, other]) {
    ok(await call(who, 'POST', `/api/blogs/${article.id}/comments/`, { text: 'Merci' }), 201);
  }
  // Albums: two of mine, three photos in one (its items page); a stored file for /media.
  const photo = await noisyJpeg(64, 48);
  const file = await t.app.services.media.upload(me.id, photo);
  const album = await t.app.services.albums.create(me.id, { title: 'Taizé' });
  await t.app.services.albums.create(me.id, { title: 'Lourdes' });
  const items = await t.app.services.albums.addItems(
    me.id,
    album.id,
    [0, 1, 2].map(() => ({ bytes: photo, caption: '', alt: '' })),
  );
  // Tagged on two of them (the tagged list pages).
  for (const item of items.slice(0, 2)) {
    await t.app.services.albums.tag(me.id, album.id, item.id, me.id);
  }
  // A page that declared itself a parish (its schedule's weeks).
  const parish = ok<Group>(
    await call(me, 'POST', '/api/groups/', { name: 'Paroisse Saint-Paul', kind: 'PAGE' }),
    201,
  );
  ok(await call(me, 'PUT', `/api/groups/${parish.id}/parish/`, { address: '3 rue Saint-Paul' }));
  const mediaKey = `${file.public_id}.${file.format}`;
  const conversationId = conversation.conversation_id;
  const item = items[0]?.id ?? '';
  return {
    me,
    post,
    group,
    event,
    article,
    conversation: conversationId,
    album,
    item,
    mediaKey,
    parish,
  };
}

describe('query parameters of every GET route', () => {
  it('answer a 200 or a French 400, never a 500, whatever JavaScript lets through', async () => {
    const { me, post, group, event, article, conversation, album, item, mediaKey, parish } =
      await world();
    // A real id for each path parameter of a route with a query: its lists are not empty.
    const PATH_IDS: Record<string, Record<string, string>> = {
      '/api/events/{id}/participants/': { id: event.id },
      '/api/events/{id}/publications/': { id: event.id },
      '/api/groups/{id}/members/': { id: group.id },
      '/api/groups/{id}/publications/': { id: group.id },
      '/api/groups/{id}/schedule/': { id: parish.id },
      '/api/messaging/conversation/{id}/messages/': { id: conversation },
      '/api/publications/post/{id}/comments/': { id: post.id },
      '/api/blogs/{id}/comments/': { id: article.id },
      '/api/albums/{id}/items/': { id: album.id },
      '/api/albums/{id}/items/{itemId}/taggable/': { id: album.id, itemId: item },
      '/media/{key}': { key: mediaKey },
    };
    // The queries that list something (each may page); a bad value is tried on each.
    const BASES: Record<string, string[]> = {
      '/api/events/': ['tab=upcoming', 'tab=local', 'tab=mine', 'from=2020-01-01&to=2100-01-01'],
      '/api/groups/': ['query=mine', 'query=discover', 'query=invitations'],
      '/api/users/': ['query=friend', 'query=suggestion', 'search=Anne'],
      '/api/publications/': ['', `author=${me.id}`],
      '/api/publications/activity/': [`author=${me.id}`],
      '/api/community/unsubscribe/': ['mail=group_events'],
      '/api/albums/photos/': [`member=${me.id}`],
      // The search needs its words (q): each kind, and all kinds at once.
      '/api/search/': ['q=p&kind=groups', 'q=chorale'],
    };

    const failures: string[] = [];
    const check = (label: string, response: Answer, param: string) => {
      if (response.statusCode === 200) return;
      if (response.statusCode !== 400) {
        failures.push(`${label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        return;
      }
      // The unsubscribe pages answer a person in a browser: their 400 is a French page.
      if (!String(response.headers['content-type']).startsWith('application/json')) return;
      // The field in fault is named: this parameter, or one it conflicts with.
      const body = response.json<{ error: string; code: string; details?: object }>();
      const named = Object.keys(body.details ?? {});
      if (body.code !== 'validation_error' || !body.error || named.length === 0) {
        failures.push(`${label}: 400 without the validation shape: ${response.body}`);
      } else if (body.error === MESSAGES.validation && !named.includes(param)) {
        failures.push(`${label}: 400 does not name ${param}: ${response.body}`);
      }
    };
    const get = (url: string) => t.app.inject({ url, headers: me.headers });

    // A GET queues no job: no need to work the queue after each of these thousands of calls.
    t.jobs.drainAfterInject = false;
    const routes = await routesWithQuery();
    expect(routes.map((route) => route.path)).toContain('/api/events/');
    for (const route of routes) {
      const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
        const id = PATH_IDS[route.path]?.[name];
        if (!id) failures.push(`${route.path}: give its {${name}} a real id in PATH_IDS`);
        return id ?? name;
      });
      let paged = false;
      for (const [n, base] of (BASES[route.path] ?? ['']).entries()) {
        // The base query with some parameters set (raw, already percent-encoded).
        const url = (set: Record<string, string> = {}) => {
          const pairs = base ? base.split('&').map((pair) => pair.split('=', 2)) : [];
          const query = new Map(pairs.map(([name, value]) => [name ?? '', value ?? '']));
          for (const [name, value] of Object.entries(set)) query.set(name, value);
          return `${path}?${[...query].map(([name, value]) => `${name}=${value}`).join('&')}`;
        };
        // Every value on the first query; the others are there for their cursors.
        for (const param of n === 0 ? route.query : []) {
          for (const [value, what] of ANY_VALUE) {
            check(`GET ${url({ [param]: what })}`, await get(url({ [param]: value })), param);
          }
          const twice = url({ [param]: `1&${param}=2` });
          check(`GET ${twice}`, await get(twice), param);
        }
        if (!route.query.includes('cursor')) continue;
        // A real cursor of this list, each of its keys replaced by garbage.
        const first = await get(url({ limit: '1' }));
        // A list's `next`, or the one section's of a search of one kind.
        type Paged = { next?: string | null; sections?: { next: string | null }[] };
        const body = first.statusCode === 200 ? first.json<Paged>() : undefined;
        const next = body?.next ?? body?.sections?.[0]?.next;
        if (!next) continue;
        paged = true;
        const [kind, ...keys] = JSON.parse(Buffer.from(next, 'base64url').toString()) as unknown[];
        for (let i = 0; i < keys.length; i += 1) {
          for (const garbage of CURSOR_KEYS) {
            const tampered = [kind, ...keys.slice(0, i), garbage, ...keys.slice(i + 1)];
            const cursor = b64(JSON.stringify(tampered));
            const label = `GET ${url({ cursor: JSON.stringify(tampered) })}`;
            check(label, await get(url({ limit: '1', cursor })), 'cursor');
          }
        }
      }
      if (route.query.includes('cursor') && !paged) {
        failures.push(`${route.path}: no base query gives two pages; add rows in world()`);
      }
    }
    if (failures.length > 0) console.log(failures.join('\n'));
    expect(failures).toEqual([]);
  }, 600_000);
});
