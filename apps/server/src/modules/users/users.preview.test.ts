/**
 * 'Voir mon profil comme…' (`GET /api/users/me/preview/?as=`): each view shows what that viewer
 * may see and hides the rest (publications by audience, profile details by privacy setting, the
 * friends list), matches what a real friend or member reads on the real paths, and previews no
 * one but the caller.
 */
import {
  type MemberProfile,
  type ProfilePreview,
  type Publication,
  type UpdateSettingsBody,
  memberProfileSchema,
  profilePreviewSchema,
  publicationPageSchema,
} from '@koinonia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { befriend, createSignedInMember, type Member } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function call(
  member: Member | null,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
) {
  return t.app.inject({ method, url, headers: member?.headers ?? {}, payload });
}

async function preview(member: Member, as: string): Promise<ProfilePreview> {
  const response = await call(member, 'GET', `/api/users/me/preview/?as=${as}`);
  expect(response.statusCode, response.body).toBe(200);
  return profilePreviewSchema.parse(response.json());
}

async function choose(member: Member, settings: UpdateSettingsBody): Promise<void> {
  const response = await call(member, 'PATCH', '/api/users/settings/', settings);
  expect(response.statusCode, response.body).toBe(200);
}

async function publish(member: Member, text: string, audience: string): Promise<Publication> {
  const response = await call(member, 'POST', '/api/publications/', {
    type: 'texte',
    text,
    audience,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Publication>();
}

const texts = (list: Publication[]) => list.map((publication) => publication.text).sort();

/** Odile with every detail filled, three publications, a friend Fanny and a stranger Sam. */
async function cast() {
  const [me, friend, stranger, hersOnly] = await Promise.all([
    createSignedInMember(t, { first_name: 'Odile', bio: 'Chef de chœur.', birthday: '1970-06-20' }),
    createSignedInMember(t, { first_name: 'Fanny' }),
    createSignedInMember(t, { first_name: 'Sam' }),
    createSignedInMember(t, { first_name: 'Hugo' }),
  ]);
  const town = await call(me, 'PATCH', '/api/users/profil/', { town: 'Lyon', postcode: '69003' });
  expect(town.statusCode, town.body).toBe(200);
  await befriend(t, me, friend);
  // A friend of her own, so that the friends list has something to hide.
  await befriend(t, me, hersOnly);
  await publish(me, 'Pour tout le monde', 'public');
  await publish(me, 'Pour mes amis', 'friends');
  await publish(me, 'Pour moi seule', 'private');
  return { me, friend, stranger };
}

describe('GET /api/users/me/preview/', () => {
  it('shows each viewer the publications of their audience only', async () => {
    const { me } = await cast();
    expect(texts((await preview(me, 'friend')).publications)).toEqual([
      'Pour mes amis',
      'Pour tout le monde',
    ]);
    expect(texts((await preview(me, 'member')).publications)).toEqual(['Pour tout le monde']);
    const guest = await preview(me, 'guest');
    expect(guest).toEqual({ as: 'guest', profile: null, publications: [] });
  });

  it('shows each profile detail to the audience its setting names, and hides it from the rest', async () => {
    const { me } = await cast();
    await choose(me, {
      privacy: {
        details: {
          bio: 'friends',
          birthday: 'members',
          birth_year: 'nobody',
          email: 'nobody',
          town: 'friends',
        },
      },
    });
    const friend = (await preview(me, 'friend')).profile;
    const member = (await preview(me, 'member')).profile;
    expect(friend).toMatchObject({
      id: me.id,
      first_name: 'Odile',
      bio: 'Chef de chœur.',
      birthday: null,
      birthday_month_day: '06-20',
      email: null,
      town: 'Lyon',
      postcode: '69003',
    });
    expect(member).toMatchObject({
      id: me.id,
      bio: '',
      birthday: null,
      birthday_month_day: '06-20',
      email: null,
      town: null,
      postcode: null,
    });

    await choose(me, {
      privacy: { details: { birthday: 'friends', birth_year: 'friends', email: 'members' } },
    });
    expect((await preview(me, 'friend')).profile).toMatchObject({
      birthday: '1970-06-20',
      email: me.email,
    });
    expect((await preview(me, 'member')).profile).toMatchObject({
      birthday: null,
      birthday_month_day: null,
      email: me.email,
    });
  });

  it('hides the friends list when the member hides it, from a friend as from a member', async () => {
    const { me } = await cast();
    for (const as of ['friend', 'member']) {
      expect((await preview(me, as)).profile?.counts.friends).toBe(2);
      expect((await preview(me, as)).profile?.friends_list_visible).toBe(true);
    }
    await choose(me, { privacy: { friends_list_visible: false } });
    for (const as of ['friend', 'member']) {
      const profile = (await preview(me, as)).profile;
      // No friend in common with the viewer: nothing of the list is told.
      expect(profile?.counts.friends).toBe(0);
      expect(profile?.friends_list_visible).toBe(false);
    }
  });

  it('answers what a real friend and a real member read on the read paths', async () => {
    const { me, friend, stranger } = await cast();
    await choose(me, {
      privacy: { details: { bio: 'friends', email: 'members', town: 'nobody' } },
    });
    const read = async (viewer: Member) => {
      const profile = await call(viewer, 'GET', `/api/users/${me.id}/`);
      const list = await call(viewer, 'GET', `/api/publications/?author=${me.id}`);
      return {
        profile: memberProfileSchema.parse(profile.json()),
        publications: publicationPageSchema.parse(list.json()).results,
      };
    };
    // The fields a viewer's own relations make (friends in common, presence) aside.
    const details = ({ mutual_count: _m, status: _s, counts: _c, ...rest }: MemberProfile) => rest;
    for (const [as, viewer] of [
      ['friend', friend],
      ['member', stranger],
    ] as const) {
      const real = await read(viewer);
      expect(real.publications.length).toBe(as === 'friend' ? 2 : 1);
      const shown = await preview(me, as);
      expect(shown.profile && details(shown.profile)).toEqual(details(real.profile));
      expect(shown.publications.map((publication) => publication.id)).toEqual(
        real.publications.map((publication) => publication.id),
      );
    }
  });

  it("shows as a member what one with nothing in common reads: no private group's publication", async () => {
    const { me, stranger } = await cast();
    // Sam shares a private group with Odile, so reads what she publishes there.
    const sharesGroup = await createSignedInMember(t, { first_name: 'Sam' });
    const group = async (name: string, visibility: string) => {
      const created = await call(me, 'POST', '/api/groups/', {
        name,
        visibility,
        join_rule: 'OPEN',
      });
      expect(created.statusCode, created.body).toBe(201);
      return created.json<{ id: string }>().id;
    };
    const privateGroup = await group('Équipe des lecteurs', 'PRIVATE');
    const publicGroup = await group('Chorale ouverte', 'PUBLIC');
    const joined = await call(sharesGroup, 'POST', `/api/groups/${privateGroup}/join/`, {});
    expect(joined.statusCode, joined.body).toBeLessThan(300);
    for (const [groupId, text] of [
      [privateGroup, 'Pour les lecteurs seulement'],
      [publicGroup, 'Pour la chorale ouverte'],
    ] as const) {
      const posted = await call(me, 'POST', '/api/publications/', {
        type: 'texte',
        text,
        group_id: groupId,
      });
      expect(posted.statusCode, posted.body).toBe(201);
    }
    const readBy = async (viewer: Member) =>
      texts(
        publicationPageSchema.parse(
          (await call(viewer, 'GET', `/api/publications/?author=${me.id}`)).json(),
        ).results,
      );
    expect(await readBy(sharesGroup)).toContain('Pour les lecteurs seulement');
    const asMember = texts((await preview(me, 'member')).publications);
    expect(asMember).toEqual(['Pour la chorale ouverte', 'Pour tout le monde']);
    expect(asMember).toEqual(await readBy(stranger));
    // A friend with no group in common: the friends' publication, not the private group's.
    expect(texts((await preview(me, 'friend')).publications)).toEqual([
      'Pour la chorale ouverte',
      'Pour mes amis',
      'Pour tout le monde',
    ]);
  });

  it('previews only the caller: no session, no one else, no unknown viewer', async () => {
    const { me, friend } = await cast();
    expect((await call(null, 'GET', '/api/users/me/preview/?as=friend')).statusCode).toBe(401);
    // Naming someone else changes nothing: the preview is always the caller's.
    const asked = await call(friend, 'GET', `/api/users/me/preview/?as=friend&user=${me.id}`);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(profilePreviewSchema.parse(asked.json()).profile?.id).toBe(friend.id);
    expect(texts(profilePreviewSchema.parse(asked.json()).publications)).toEqual([]);
    expect((await call(friend, 'GET', `/api/users/${me.id}/preview/?as=friend`)).statusCode).toBe(
      404,
    );
    const unknown = await call(me, 'GET', '/api/users/me/preview/?as=admin');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'validation_error' });
  });
});
