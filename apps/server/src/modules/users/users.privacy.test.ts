/**
 * Privacy settings on every path of the users module: profile details, member lists,
 * birthdays, search and suggestions, the friends list and presence. Each rule is checked on the
 * way it is off and on, so that a broken rule fails here.
 */
import {
  type MemberPage,
  type MemberProfile,
  memberProfileSchema,
  type UpcomingBirthdays,
  type UpdateSettingsBody,
} from '@koinonia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeSocket } from '../../realtime/fake-socket.ts';
import {
  befriend,
  createSignedInMember,
  type Member,
  type MemberOverrides,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
// A fixed day, so that birthdays fall in the window.
const clock = new Date(2026, 5, 10, 12);
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

async function choose(member: Member, settings: UpdateSettingsBody): Promise<void> {
  const response = await t.app.inject({
    method: 'PATCH',
    url: '/api/users/settings/',
    headers: member.headers,
    payload: settings,
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function profileOf(viewer: Member, member: Member): Promise<MemberProfile> {
  const response = await t.app.inject({ url: `/api/users/${member.id}/`, headers: viewer.headers });
  expect(response.statusCode, response.body).toBe(200);
  return memberProfileSchema.parse(response.json());
}

async function list(viewer: Member, query: string): Promise<MemberPage['results']> {
  const response = await t.app.inject({ url: `/api/users/?${query}`, headers: viewer.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MemberPage>().results;
}

async function birthdays(viewer: Member): Promise<UpcomingBirthdays['results']> {
  const response = await t.app.inject({ url: '/api/users/birthdays/', headers: viewer.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<UpcomingBirthdays>().results;
}

/** An owner with every detail filled, a friend of theirs and a member who is not. */
async function trio(owner: MemberOverrides = {}) {
  const [me, friend, stranger] = await Promise.all([
    createSignedInMember(t, {
      first_name: 'Odile',
      bio: 'Chef de chœur.',
      birthday: '1970-06-20',
      ...owner,
    }),
    createSignedInMember(t, { first_name: 'Fanny' }),
    createSignedInMember(t, { first_name: 'Sam' }),
  ]);
  const town = await t.app.inject({
    method: 'PATCH',
    url: '/api/users/profil/',
    headers: me.headers,
    payload: { town: 'Lyon', postcode: '69003' },
  });
  expect(town.statusCode, town.body).toBe(200);
  await befriend(t, me, friend);
  return { me, friend, stranger };
}

describe('profile details on GET /api/users/{userId}/', () => {
  it('follows the defaults: bio to members, birthday and town to friends, year and e-mail to nobody', async () => {
    const { me, friend, stranger } = await trio();
    expect(await profileOf(friend, me)).toMatchObject({
      bio: 'Chef de chœur.',
      birthday: null,
      birthday_month_day: '06-20',
      email: null,
      town: 'Lyon',
      postcode: '69003',
    });
    expect(await profileOf(stranger, me)).toMatchObject({
      bio: 'Chef de chœur.',
      birthday: null,
      birthday_month_day: null,
      email: null,
      town: null,
      postcode: null,
    });
  });

  it('shows every detail to members when the owner says members', async () => {
    const { me, stranger } = await trio();
    await choose(me, {
      privacy: {
        details: {
          bio: 'members',
          birthday: 'members',
          birth_year: 'members',
          email: 'members',
          town: 'members',
        },
      },
    });
    expect(await profileOf(stranger, me)).toMatchObject({
      bio: 'Chef de chœur.',
      birthday: '1970-06-20',
      birthday_month_day: '06-20',
      email: me.email,
      town: 'Lyon',
      postcode: '69003',
    });
  });

  it('shows a friends-only detail to friends and not to other members', async () => {
    const { me, friend, stranger } = await trio();
    await choose(me, {
      privacy: {
        details: {
          bio: 'friends',
          birthday: 'friends',
          birth_year: 'friends',
          email: 'friends',
          town: 'friends',
        },
      },
    });
    expect(await profileOf(friend, me)).toMatchObject({
      bio: 'Chef de chœur.',
      birthday: '1970-06-20',
      email: me.email,
      town: 'Lyon',
    });
    expect(await profileOf(stranger, me)).toMatchObject({
      bio: '',
      birthday: null,
      birthday_month_day: null,
      email: null,
      town: null,
      postcode: null,
    });
  });

  it('hides every detail from everyone when the owner says nobody, but not from the owner', async () => {
    const { me, friend } = await trio();
    await choose(me, {
      privacy: {
        details: {
          bio: 'nobody',
          birthday: 'nobody',
          birth_year: 'nobody',
          email: 'nobody',
          town: 'nobody',
        },
      },
    });
    expect(await profileOf(friend, me)).toMatchObject({
      bio: '',
      birthday: null,
      birthday_month_day: null,
      email: null,
      town: null,
      postcode: null,
    });
    expect(await profileOf(me, me)).toMatchObject({
      bio: 'Chef de chœur.',
      birthday: '1970-06-20',
      email: me.email,
      town: 'Lyon',
    });
  });
});

describe('member lists', () => {
  it('blank a bio the owner hides from the viewer, in search, suggestions and the friend list', async () => {
    const { me, friend, stranger } = await trio({ first_name: 'Bérénice' });
    await choose(me, { privacy: { details: { bio: 'friends' } } });
    const bioIn = (results: MemberPage['results']) => results.find((m) => m.id === me.id)?.bio;
    expect(bioIn(await list(stranger, 'search=Bérénice'))).toBe('');
    expect(bioIn(await list(stranger, 'query=suggestion&limit=50'))).toBe('');
    expect(bioIn(await list(friend, 'search=Bérénice'))).toBe('Chef de chœur.');
    expect(bioIn(await list(friend, 'query=friend'))).toBe('Chef de chœur.');
    await choose(me, { privacy: { details: { bio: 'nobody' } } });
    expect(bioIn(await list(friend, 'query=friend'))).toBe('');
  });
});

describe('searchable', () => {
  it('false: the member is in neither search nor suggestions, for anyone', async () => {
    const { me, friend, stranger } = await trio({ first_name: 'Philomène' });
    const ids = (results: MemberPage['results']) => results.map((m) => m.id);
    expect(ids(await list(stranger, 'search=Philomène'))).toContain(me.id);
    expect(ids(await list(stranger, 'query=suggestion&limit=50'))).toContain(me.id);
    await choose(me, { privacy: { searchable: false } });
    expect(ids(await list(stranger, 'search=Philomène'))).not.toContain(me.id);
    expect(ids(await list(friend, 'search=Philomène'))).not.toContain(me.id);
    expect(ids(await list(stranger, 'query=suggestion&limit=50'))).not.toContain(me.id);
    // Still in their friends' own list: that list is the friend's.
    expect(ids(await list(friend, 'query=friend'))).toContain(me.id);
  });
});

describe('birthdays', () => {
  it('lists a friend whose birthday shows to friends or members, with the age only when the year shows', async () => {
    const { me, friend } = await trio();
    const entry = async () => (await birthdays(friend)).find((b) => b.id === me.id);
    // Defaults: birthday to friends, year to nobody.
    expect(await entry()).toMatchObject({ next_birthday: '2026-06-20', in_days: 10, age: null });
    await choose(me, { privacy: { details: { birth_year: 'friends' } } });
    expect(await entry()).toMatchObject({ age: 56 });
    await choose(me, { privacy: { details: { birthday: 'members', birth_year: 'members' } } });
    expect(await entry()).toMatchObject({ age: 56 });
  });

  it('never lists a member whose birthday shows to nobody', async () => {
    const { me, friend } = await trio();
    expect((await birthdays(friend)).map((b) => b.id)).toContain(me.id);
    await choose(me, { privacy: { details: { birthday: 'nobody', birth_year: 'members' } } });
    expect((await birthdays(friend)).map((b) => b.id)).not.toContain(me.id);
  });

  it('lists nobody to a member who is not a friend, whatever the setting', async () => {
    const { me, stranger } = await trio();
    await choose(me, { privacy: { details: { birthday: 'members' } } });
    expect((await birthdays(stranger)).map((b) => b.id)).not.toContain(me.id);
  });
});

describe('friends_list_visible', () => {
  it('false: a friend sees only the friends in common, and the flag says so', async () => {
    const { me, friend } = await trio();
    const [other, common] = await Promise.all([createSignedInMember(t), createSignedInMember(t)]);
    await befriend(t, me, other);
    await befriend(t, me, common);
    await befriend(t, friend, common);
    expect(await profileOf(friend, me)).toMatchObject({
      counts: { friends: 3 },
      mutual_count: 1,
      friends_list_visible: true,
    });
    await choose(me, { privacy: { friends_list_visible: false } });
    expect(await profileOf(friend, me)).toMatchObject({
      counts: { friends: 1 },
      mutual_count: 1,
      friends_list_visible: false,
    });
    expect(await profileOf(me, me)).toMatchObject({ counts: { friends: 3 } });
  });
});

describe('show_online', () => {
  it('false: friends see the member offline in the profile, the friend list and birthdays', async () => {
    const { me, friend } = await trio();
    const socket = new FakeSocket();
    await t.app.hub.attach(me.id, 'messages', socket);
    try {
      const statuses = async () => [
        (await profileOf(friend, me)).status,
        (await list(friend, 'query=friend')).find((m) => m.id === me.id)?.status,
        (await birthdays(friend)).find((b) => b.id === me.id)?.status,
      ];
      expect(await statuses()).toEqual(['online', 'online', 'online']);
      await choose(me, { privacy: { show_online: false } });
      expect(await statuses()).toEqual(['offline', 'offline', 'offline']);
    } finally {
      await t.app.hub.detach(me.id, 'messages', socket);
    }
  });
});

describe('town and postcode on the profile', () => {
  it('are edited with PATCH /api/users/profil/, cleared with null, and refused when malformed', async () => {
    const me = await createSignedInMember(t);
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: '/api/users/profil/', headers: me.headers, payload });
    const set = await patch({ town: '  Saint-Étienne ', postcode: '42000' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ town: 'Saint-Étienne', postcode: '42000' });
    const bad = await patch({ postcode: '42 000 000 000 !', town: 'x'.repeat(101) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      details: {
        postcode: "Le code postal n'est pas valide.",
        town: 'La ville ne peut pas dépasser 100 caractères.',
      },
    });
    const cleared = await patch({ town: null, postcode: '' });
    expect(cleared.json()).toMatchObject({ town: null, postcode: null });
  });
});
