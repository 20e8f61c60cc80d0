import type { UserFiles, UserProfile } from '@koinonia/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userFiles, users } from './users.schema.ts';
import { createMedia, createSignedInMember, type Member } from '../../test/factories.ts';
import { USERS_TEXTS } from './users.service.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const patch = (member: Member, payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/users/profil/',
    headers: member.headers,
    payload: payload as object,
  });
const uploadPicture = (member: Member, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/upload_picture/',
    headers: member.headers,
    payload: payload as object,
  });
const files = async (member: Member) =>
  (
    await t.app.inject({ url: '/api/users/user_files/', headers: member.headers })
  ).json<UserFiles>();
const rowOf = async (member: Member) => {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, member.id));
  return row;
};

describe('PATCH /api/users/profil/', () => {
  it('edits the member’s own profile and answers it', async () => {
    const me = await createSignedInMember(t);
    const response = await patch(me, {
      titre: ' Sœur ',
      first_name: 'Hélène',
      last_name: 'Lefèvre',
      bio: 'Bibliothécaire.',
      birthday: '1968-01-05',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<UserProfile>()).toMatchObject({
      id: me.id,
      email: me.email,
      titre: 'Sœur',
      first_name: 'Hélène',
      last_name: 'Lefèvre',
      bio: 'Bibliothécaire.',
      birthday: '1968-01-05',
    });
    // Only the fields sent change; null clears the birthday.
    const again = await patch(me, { birthday: null });
    expect(again.json()).toMatchObject({ first_name: 'Hélène', birthday: null });
    expect((await patch(me, {})).json()).toMatchObject({ first_name: 'Hélène' });
  });

  it('stores unicode and SQL-looking text verbatim', async () => {
    const me = await createSignedInMember(t);
    const strange = {
      first_name: "Robert'); DROP TABLE users;--",
      last_name: 'Ñoño 李 👋',
      bio: '<script>alert(1)</script> % _ \\',
    };
    expect((await patch(me, strange)).json()).toMatchObject(strange);
    expect(await rowOf(me)).toMatchObject({
      firstName: strange.first_name,
      lastName: strange.last_name,
      bio: strange.bio,
    });
  });

  it('refuses bad values in French, field by field, and changes nothing', async () => {
    const me = await createSignedInMember(t, { first_name: 'Anne', birthday: '1990-01-01' });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ birthday: tomorrow }, { birthday: 'La date de naissance doit être dans le passé.' }],
      [
        { birthday: '1899-12-31' },
        { birthday: 'La date de naissance doit être postérieure au 1er janvier 1900.' },
      ],
      [{ birthday: '2001-02-30' }, { birthday: "Cette date n'existe pas." }],
      [
        { birthday: '05/01/1968' },
        { birthday: 'La date de naissance doit être au format AAAA-MM-JJ.' },
      ],
      [
        { first_name: 'x'.repeat(81) },
        { first_name: 'Le prénom ne peut pas dépasser 80 caractères.' },
      ],
      [{ last_name: '   ' }, { last_name: 'Le nom est obligatoire.' }],
      [{ bio: 'x'.repeat(501) }, { bio: 'La bio ne peut pas dépasser 500 caractères.' }],
    ];
    const before = await rowOf(me);
    for (const [payload, details] of cases) {
      const response = await patch(me, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      // A rule of the service answers its sentence; the schema's answer the general one.
      const serviceRule = Object.values(USERS_TEXTS).find((text) => text === details.birthday);
      expect(response.json()).toEqual({
        error: serviceRule ?? 'Certaines informations sont invalides.',
        code: 'validation_error',
        details,
      });
    }
    expect(await rowOf(me)).toEqual(before);
    expect((await patch(me, { first_name: 'x'.repeat(80) })).statusCode).toBe(200);
  });

  it('has no way to edit someone else', async () => {
    const [me, other] = await Promise.all([createSignedInMember(t), createSignedInMember(t)]);
    const before = await rowOf(other);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${other.id}/`,
      headers: me.headers,
      payload: { first_name: 'Pirate' },
    });
    expect(response.statusCode).toBe(404);
    expect(await rowOf(other)).toEqual(before);
    expect(
      (await t.app.inject({ method: 'PATCH', url: '/api/users/profil/', payload: {} })).statusCode,
    ).toBe(401);
  });
});

describe('POST /api/users/upload_picture/ and GET /api/users/user_files/', () => {
  it('sets the profile picture and the cover from the member’s own uploads, newest first', async () => {
    const me = await createSignedInMember(t);
    const first = await createMedia(t, me.id);
    const second = await createMedia(t, me.id);
    const cover = await createMedia(t, me.id);

    const response = await uploadPicture(me, { categorie: 'profil', file_url: first });
    expect(response.statusCode).toBe(200);
    expect(response.json<UserProfile>()).toMatchObject({
      id: me.id,
      profile_picture: first,
      cover_picture: null,
    });
    // The absolute URL the media module answers is accepted too, and stored as its path.
    const absolute = await uploadPicture(me, {
      categorie: 'profil',
      file_url: `${t.config.publicUrl}${second}`,
    });
    expect(absolute.json()).toMatchObject({ profile_picture: second });
    expect((await uploadPicture(me, { categorie: 'cover', file_url: cover })).json()).toMatchObject(
      {
        profile_picture: second,
        cover_picture: cover,
      },
    );

    const list = await files(me);
    expect(list.profil.map((f) => f.url)).toEqual([second, first]);
    expect(list.cover.map((f) => f.url)).toEqual([cover]);
    expect(new Date(list.profil[0]!.created_at).getTime()).toBeGreaterThanOrEqual(
      new Date(list.profil[1]!.created_at).getTime(),
    );
  });

  it('refuses another member’s media, unknown and foreign URLs, and changes nothing', async () => {
    const [me, other] = await Promise.all([createSignedInMember(t), createSignedInMember(t)]);
    const theirs = await createMedia(t, other.id);
    const mine = await createMedia(t, me.id);
    for (const fileUrl of [
      theirs,
      `${t.config.publicUrl}${theirs}`,
      '/media/inconnu.webp',
      'https://ailleurs.example/media/x.webp',
      `https://ailleurs.example${mine}`,
      `${mine}?v=2`,
      '/media/../etc/passwd',
      'javascript:alert(1)',
    ]) {
      const response = await uploadPicture(me, { categorie: 'profil', file_url: fileUrl });
      expect(response.statusCode, fileUrl).toBe(400);
      expect(response.json()).toEqual({
        error: "Cette image n'a pas été envoyée par vous.",
        code: 'validation_error',
        details: { file_url: "Cette image n'a pas été envoyée par vous." },
      });
    }
    expect(await rowOf(me)).toMatchObject({ profilePicture: null, coverPicture: null });
    expect(await t.database.db.select().from(userFiles).where(eq(userFiles.userId, me.id))).toEqual(
      [],
    );
    const badCategory = await uploadPicture(me, { categorie: 'avatar', file_url: mine });
    expect(badCategory.statusCode).toBe(400);
    expect(badCategory.json()).toMatchObject({
      details: { categorie: 'La catégorie doit être « profil » ou « cover ».' },
    });
  });

  it('lists only the member’s own files', async () => {
    const [me, other] = await Promise.all([createSignedInMember(t), createSignedInMember(t)]);
    const theirs = await createMedia(t, other.id);
    expect((await uploadPicture(other, { categorie: 'cover', file_url: theirs })).statusCode).toBe(
      200,
    );
    expect(await files(me)).toEqual({ profil: [], cover: [] });
  });
});
