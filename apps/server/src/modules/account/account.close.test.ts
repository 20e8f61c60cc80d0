/**
 * Closing an account (ADR 0009): the password and the groups it owns alone; hidden from
 * everyone and signed out at once; reactivated by signing in within the grace period; deleted
 * after it by the job, with a test clock, leaving nothing personal in the database or storage.
 */
import { imageSources, type MediaUploadResponse, type SignInResponse } from '@koinonia/contracts';
import { sql } from 'drizzle-orm';
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/sql.ts';
import {
  befriend,
  createMember,
  createSignedInMember,
  type Member,
  signIn,
  type TestMember,
} from '../../test/factories.ts';
import { caller, ok, refused } from '../../test/http.ts';
import { createTestApp, testClock, type TestApp } from '../../test/test-app.ts';
import { noisyJpeg, PRESET, upload } from '../media/media.fixtures.ts';
import { sampleVideo } from '../media/media.clip-fixtures.ts';

const DAY = 86_400_000;
/** The app's clock, moved by `clock.shift`, never slept. */
const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(() => t.close());

const call = caller(() => t);

/** A member signed up with a password (closing asks for it), as a caller. */
async function withPassword(first_name: string, last_name: string) {
  const input = await createMember(t, { first_name, last_name });
  const session = await signIn(t, input);
  const member: Member = {
    id: session.user.id,
    email: input.email,
    titre: '',
    first_name,
    last_name,
    headers: { authorization: `Bearer ${session.access}` },
  };
  return { input, session, member };
}

const close = (member: Member, password: string, reason?: string) =>
  call(member, 'POST', '/api/users/close-account/', { password, ...(reason ? { reason } : {}) });
const signInAnswer = (input: TestMember, url = '/api/auth/sign-in/') =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: '10.254.0.1',
    payload: { email: input.email, password: input.password },
  });
const profileSeenBy = (viewer: Member, id: string) => call(viewer, 'GET', `/api/users/${id}/`);
const feedIds = async (viewer: Member) =>
  ok<{ results: { id: string }[] }>(
    await call(viewer, 'GET', '/api/publications/?limit=50'),
  ).results.map((p) => p.id);

/** 31 days later: the hourly sweep finds the account and its deletion job runs. */
async function deleteAfterGracePeriod(member: Member): Promise<void> {
  clock.shift = 31 * DAY;
  try {
    expect(await t.app.services.account.sweepDeletions()).toContain(member.id);
    await t.app.jobs.drain();
  } finally {
    clock.shift = 0;
  }
}

describe('closing an account', () => {
  it('asks for the password and changes nothing when it is wrong', async () => {
    const { member } = await withPassword('Rose', 'Valin');
    refused(await close(member, 'pas le bon'), 400, 'Mot de passe incorrect.');
    refused(await call(member, 'POST', '/api/users/close-account/', {}), 400);
    expect((await call(member, 'GET', '/api/users/settings/')).statusCode).toBe(200);
    refused(await t.app.inject({ method: 'POST', url: '/api/users/close-account/' }), 401);
  });

  it('asks the sole owner of a group with members to hand it over first', async () => {
    const { input, member } = await withPassword('Paul', 'Ostende');
    const other = await createSignedInMember(t);
    const group = ok<{ id: string }>(
      await call(member, 'POST', '/api/groups/', { name: 'Les marcheurs', join_rule: 'OPEN' }),
      201,
    );
    ok(await call(other, 'POST', `/api/groups/${group.id}/join/`, {}));
    // Asked before the password: the group named, with its id for the way to hand it over.
    expect(ok(await call(member, 'GET', '/api/users/close-account/'))).toEqual({
      sole_owner_of: [{ id: group.id, name: 'Les marcheurs' }],
    });
    expect(ok(await call(other, 'GET', '/api/users/close-account/'))).toEqual({
      sole_owner_of: [],
    });
    refused(
      await close(member, input.password),
      409,
      'Vous êtes le seul propriétaire de « Les marcheurs » : nommez un autre propriétaire avant de fermer votre compte.',
    );
    ok(
      await call(member, 'POST', `/api/groups/${group.id}/members/${other.id}/`, {
        action: 'set_role',
        role: 'OWNER',
      }),
    );
    expect(ok(await call(member, 'GET', '/api/users/close-account/'))).toEqual({
      sole_owner_of: [],
    });
    ok(await close(member, input.password));
  });

  it('hides the member from everyone at once, signs them out, and reactivates on sign-in', async () => {
    const { input, session, member: anne } = await withPassword('Annabelle', 'Closier');
    const jean = await createSignedInMember(t);
    await befriend(t, anne, jean);
    const post = ok<{ id: string }>(
      await call(anne, 'POST', '/api/publications/', {
        type: 'texte',
        text: 'Bonne semaine',
        audience: 'friends',
      }),
      201,
    );
    expect(await feedIds(jean)).toContain(post.id);

    const answer = ok<{ detail: string; deletion_due_at: string }>(
      await close(anne, input.password, 'Je fais une pause.'),
    );
    expect(answer.detail).toMatch(/^Votre compte est fermé\. Il sera supprimé le \d+ \S+ \d{4}/);
    expect(new Date(answer.deletion_due_at).getTime() - Date.now()).toBeGreaterThan(29.9 * DAY);
    const [mail] = t.mails
      .to(input.email)
      .filter((m) => m.subject === 'Votre compte Koinonia est fermé');
    expect(mail?.text).toMatch(/Il sera supprimé pour de bon le \d+ \S+ \d{4}\./);
    expect(mail?.text).toContain('Réactiver mon compte');

    // Hidden from a friend: profile, friends list, search, feed.
    refused(await profileSeenBy(jean, anne.id), 404);
    const friends = ok<{ results: { id: string }[] }>(
      await call(jean, 'GET', '/api/users/?query=friend'),
    );
    expect(friends.results.map((f) => f.id)).not.toContain(anne.id);
    const found = ok<{ results: { id: string }[] }>(
      await call(jean, 'GET', '/api/users/?search=Annabelle'),
    );
    expect(found.results.map((f) => f.id)).not.toContain(anne.id);
    expect(await feedIds(jean)).not.toContain(post.id);
    refused(await call(jean, 'GET', `/api/publications/post/${post.id}/`), 404);

    // Signed out: the refresh token is revoked; a sign-in says until when to come back.
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token/refresh/',
      payload: { refresh: session.refresh },
    });
    expect(refresh.statusCode).toBe(401);
    const refusedSignIn = await signInAnswer(input);
    expect(refusedSignIn.statusCode).toBe(403);
    expect(refusedSignIn.json<{ code: string; error: string }>()).toMatchObject({
      code: 'account_closed',
      error: expect.stringMatching(
        /^Votre compte est fermé et sera supprimé le .+ Vous pouvez encore le réactiver\.$/,
      ),
    });

    // Reactivation is a sign-in: a wrong password changes nothing.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/users/reactivate/',
          remoteAddress: '10.254.0.2',
          payload: { email: input.email, password: 'faux' },
        })
      ).statusCode,
    ).toBe(401);
    refused(await profileSeenBy(jean, anne.id), 404);
    const back = await signInAnswer(input, '/api/users/reactivate/');
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json<SignInResponse>().user.id).toBe(anne.id);
    ok(await profileSeenBy(jean, anne.id));
    expect(await feedIds(jean)).toContain(post.id);
    expect((await signInAnswer(input)).statusCode).toBe(200);
  });
});

describe("a closed account's files", () => {
  it('are served to no one while the account is closed (404), and again once it is reactivated', async () => {
    const { input, session, member: marthe } = await withPassword('Marthe', 'Fermée');
    const uploaded = async (width: number, height: number) => {
      const answer = await upload(t, session.access, {
        bytes: await noisyJpeg(width, height),
        name: 'photo.jpg',
        type: 'image/jpeg',
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return new URL(answer.json<MediaUploadResponse>().secure_url).pathname;
    };
    const [avatar, cover, photo] = [
      await uploaded(400, 400),
      await uploaded(1200, 400),
      await uploaded(800, 600),
    ];
    const videoAnswer = await upload(
      t,
      session.access,
      { bytes: await sampleVideo(), name: 'clip.mp4', type: 'video/mp4' },
      { ...PRESET, resource_type: 'video' },
    );
    expect(videoAnswer.statusCode, videoAnswer.body).toBe(200);
    const video = new URL(videoAnswer.json<MediaUploadResponse>().secure_url).pathname;
    // Its poster (the job ran after the upload) goes with it.
    const poster = `/media/${(await t.app.services.media.state(video))?.posterKey}`;
    ok(
      await call(marthe, 'POST', '/api/users/upload_picture/', {
        categorie: 'profil',
        file_url: avatar,
      }),
    );
    ok(
      await call(marthe, 'POST', '/api/users/upload_picture/', {
        categorie: 'cover',
        file_url: cover,
      }),
    );
    ok(
      await call(marthe, 'POST', '/api/publications/', {
        type: 'photo',
        text: 'Le jardin',
        audience: 'public',
        photos: [photo],
      }),
      201,
    );
    // The narrower copies (ADR 0006) are the same picture: they go with it.
    const copies = [cover, photo].flatMap((url) =>
      (imageSources(url)?.srcSet ?? '').split(', ').map((source) => source.split(' ')[0] ?? ''),
    );
    expect(copies.length).toBeGreaterThan(2);
    const files = [avatar, cover, photo, video, poster, ...copies];
    const otherFile = await (async () => {
      const { session: other } = await withPassword('Jeanne', 'Ouverte');
      const answer = await upload(t, other.access, {
        bytes: await noisyJpeg(300, 200),
        name: 'photo.jpg',
        type: 'image/jpeg',
      });
      return new URL(answer.json<MediaUploadResponse>().secure_url).pathname;
    })();
    const statuses = async () =>
      Promise.all(files.map(async (url) => (await t.app.inject({ url })).statusCode));
    expect(await statuses()).toEqual(files.map(() => 200));

    ok(await close(marthe, input.password));
    expect(await statuses()).toEqual(files.map(() => 404));
    const gone = await t.app.inject({ url: photo });
    expect(gone.json()).toEqual({ error: 'Ressource introuvable.', code: 'not_found' });
    expect(gone.headers['cache-control']).toBeUndefined();
    const seek = await t.app.inject({ url: video, headers: { range: 'bytes=0-99' } });
    expect(seek.statusCode).toBe(404);
    expect((await t.app.inject({ url: otherFile })).statusCode).toBe(200);

    const back = await signInAnswer(input, '/api/users/reactivate/');
    expect(back.statusCode, back.body).toBe(200);
    expect(await statuses()).toEqual(files.map(() => 200));
  });
});

describe('deletion after the grace period', () => {
  it('erases everything personal of the member, keeping their words in others’ threads as ‘Membre supprimé’', async () => {
    const { input, session, member: anne } = await withPassword('Zéphyrine', 'Effacée');
    const jean = await createSignedInMember(t);
    await befriend(t, anne, jean);
    ok(await call(anne, 'PATCH', '/api/users/settings/', { privacy: { searchable: false } }));
    ok(await call(anne, 'PATCH', '/api/users/profil/', { bio: 'Ma bio très personnelle' }));
    const photo = await upload(t, session.access, {
      bytes: await noisyJpeg(800, 600),
      name: 'photo.jpg',
      type: 'image/jpeg',
    });
    expect(photo.statusCode, photo.body).toBe(200);
    const photoUrl = new URL(photo.json<MediaUploadResponse>().secure_url).pathname;
    const mine = ok<{ id: string }>(
      await call(anne, 'POST', '/api/publications/', {
        type: 'photo',
        text: 'Ma publication',
        audience: 'friends',
        photos: [photoUrl],
      }),
      201,
    );
    const his = ok<{ id: string }>(
      await call(jean, 'POST', '/api/publications/', {
        type: 'texte',
        text: 'Sa publication',
        audience: 'friends',
      }),
      201,
    );
    ok(
      await call(anne, 'POST', `/api/publications/post/${his.id}/comments/`, {
        text: 'Mon commentaire',
      }),
      201,
    );
    ok(await call(anne, 'POST', `/api/publications/post/${his.id}/react/`, { kind: 'amen' }));
    // Her favourites and her pledge on the wishlist go with her.
    ok(await call(anne, 'POST', `/api/publications/post/${his.id}/saved/`), 204);
    await t.app.services.roles.grant(jean.id, 'editor');
    const need = ok<{ items: { id: string }[] }>(
      await call(jean, 'POST', '/api/wishlist/', {
        title: 'Banque alimentaire',
        items: [{ label: 'Paquets de pâtes', quantity: 10 }],
      }),
      201,
    );
    ok(
      await call(anne, 'POST', `/api/wishlist/items/${need.items[0]?.id}/pledge/`, {
        quantity: 2,
      }),
    );
    ok(
      await call(anne, 'POST', '/api/messaging/messages/', {
        receiver_id: jean.id,
        content: 'Mon message',
      }),
      201,
    );
    const group = ok<{ id: string }>(
      await call(anne, 'POST', '/api/groups/', { name: 'Mon groupe à moi', join_rule: 'OPEN' }),
      201,
    );

    // An export asked for before closing: its archive goes with the account.
    ok(await call(anne, 'POST', '/api/users/export/'), 202);
    const before = await readdir(t.config.mediaDir, { recursive: true });
    expect(before.some((file) => file.includes(anne.id))).toBe(true);

    ok(await close(anne, input.password));
    // Within the grace period the sweep deletes nothing.
    clock.shift = 29 * DAY;
    expect(await t.app.services.account.sweepDeletions()).not.toContain(anne.id);
    // Her sessions were ended once (as a suspension does): their cutoff is hers too.
    await t.app.services.auth.endAllSessions(anne.id);
    await deleteAfterGracePeriod(anne);

    // The database holds nothing personal of Anne: every row of every table, as text.
    const tables = await rows<{ name: string }>(
      t.database.db,
      sql`select quote_ident(table_schema) || '.' || quote_ident(table_name) as name
        from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const personal = [input.email, 'Zéphyrine', 'Effacée', 'Ma bio très personnelle', 'Je fais'];
    const holding: Record<string, number> = {};
    for (const { name } of tables) {
      const found = await rows<{ row: string }>(
        t.database.db,
        sql`select t::text as row from ${sql.raw(name)} t`,
      );
      for (const { row } of found) {
        if (personal.some((text) => row.includes(text))) throw new Error(`${name} holds ${row}`);
        if (row.includes(anne.id)) holding[name] = (holding[name] ?? 0) + 1;
      }
    }
    // Only her emptied row and her words in Jean's threads still name her id.
    expect(Object.keys(holding).sort()).toEqual(
      ['public.comments', 'public.conversations', 'public.messages', 'public.users'].sort(),
    );
    const [publications] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from publications where id = ${mine.id}::uuid`,
    );
    expect(publications?.n).toBe(0);
    const [archived] = await rows<{ archived: boolean }>(
      t.database.db,
      sql`select archived_at is not null as archived from groups where id = ${group.id}::uuid`,
    );
    expect(archived?.archived).toBe(true);

    // Storage: none of her files is left (the photo and its narrower copies).
    const stem = photoUrl.slice('/media/'.length).replace(/\.\w+$/, '');
    const stored = await readdir(t.config.mediaDir, { recursive: true });
    expect(stored.filter((file) => file.includes(stem) || file.includes(`${anne.id}/`))).toEqual(
      [],
    );

    // Jean still reads her comment and her message, signed 'Membre supprimé'.
    const comments = ok<{
      results: { text: string; author: { first_name: string; last_name: string } }[];
    }>(await call(jean, 'GET', `/api/publications/post/${his.id}/comments/`));
    expect(
      comments.results.map((c) => [c.text, `${c.author.first_name} ${c.author.last_name}`]),
    ).toEqual([['Mon commentaire', 'Membre supprimé']]);
    refused(await profileSeenBy(jean, anne.id), 404);
    // Her address and password open nothing any more.
    expect((await signInAnswer(input)).statusCode).toBe(401);
    expect((await signInAnswer(input, '/api/users/reactivate/')).statusCode).toBe(401);
  });

  it('gives the seats of a deleted member to the waiting lists, as a withdrawal would', async () => {
    const { input, member: anne } = await withPassword('Séverine', 'Partie');
    const [organiser, helene] = [await createSignedInMember(t), await createSignedInMember(t)];
    const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
    const event = ok<{ id: string }>(
      await call(organiser, 'POST', '/api/events/', {
        title: 'Retraite de Carême',
        starts_at: inDays(60),
        ends_at: inDays(61),
        location: 'Abbaye de Tamié',
        audience: 'public',
        capacity: 1,
      }),
      201,
    );
    const rsvp = (who: Member) =>
      call(who, 'POST', `/api/events/${event.id}/rsvp/`, { answer: 'going', guests: 0 });
    expect(ok<{ answer: string }>(await rsvp(anne)).answer).toBe('going');
    expect(ok<{ answer: string }>(await rsvp(helene)).answer).toBe('waiting');

    ok(await close(anne, input.password));
    await deleteAfterGracePeriod(anne);

    const seen = ok<{ my_answer: string; going_count: number; waiting_count: number }>(
      await call(helene, 'GET', `/api/events/${event.id}/`),
    );
    expect(seen).toMatchObject({ my_answer: 'going', going_count: 1, waiting_count: 0 });
    const notified = await rows<{ type: string }>(
      t.database.db,
      sql`select notification_type as type from notifications where user_id = ${helene.id}::uuid`,
    );
    expect(notified.map((n) => n.type)).toContain('EVENT_PROMOTED');
  });
});
