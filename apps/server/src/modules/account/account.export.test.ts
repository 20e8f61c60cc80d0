/**
 * 'Télécharger mes données': the archive built by the job, its mail, who may
 * download it, the hourly limit, and the sweep after 7 days (a test clock).
 */
import { randomBytes } from 'node:crypto';
import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type {
  DataExportList,
  DataExportRequested,
  Publication,
  WishlistNeed,
} from '@koinonia/contracts';
import { count, eq } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../media/media.schema.ts';
import { befriend, createSignedInMember, type Member, sendMessage } from '../../test/factories.ts';
import { caller, ok, refused } from '../../test/http.ts';
import { createTestApp, testClock, type TestApp } from '../../test/test-app.ts';
import { unzip } from '../../test/unzip.ts';
import { EXPORT_SWEEP, EXPORT_TEXTS } from './account.export.ts';
import { dataExports } from './account.schema.ts';

/** The app's clock, moved by `clock.shift`, never slept. */
const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(() => t.close());

const call = caller(() => t);
const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + clock.shift + hours * HOUR).toISOString();

/** A file `owner` uploaded, its bytes really stored (the archive copies them). */
async function storedFile(owner: Member): Promise<{ url: string; key: string; bytes: Buffer }> {
  const key = `${randomBytes(16).toString('base64url')}.webp`;
  const bytes = randomBytes(2048);
  await mkdir(t.config.mediaDir, { recursive: true });
  await writeFile(path.join(t.config.mediaDir, key), bytes);
  const url = `/media/${key}`;
  await t.database.db.insert(media).values({
    ownerId: owner.id,
    storageKey: key,
    url,
    contentType: 'image/webp',
    bytes: bytes.length,
    width: 64,
    height: 64,
  });
  return { url, key, bytes };
}

const requestExport = (member: Member) => call(member, 'POST', '/api/users/export/');
const download = (member: Member | undefined, id: string) =>
  t.app.inject({
    url: `/api/users/export/${id}/`,
    ...(member ? { headers: member.headers } : {}),
  });
const exportJobs = async () => {
  const result = (await t.database.db.execute(
    sql`select count(*)::int as n from pgboss.job where name = 'account.export'`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
};

describe("'Télécharger mes données'", () => {
  it('builds a ZIP of the member’s data, mails its link, and serves it to its owner only', async () => {
    const me = await createSignedInMember(t, { first_name: 'Anne', bio: 'Ma bio à moi' });
    const friend = await createSignedInMember(t, { first_name: 'Paul' });
    const stranger = await createSignedInMember(t);
    await befriend(t, me, friend);

    const picture = await storedFile(me);
    ok(
      await call(me, 'POST', '/api/users/upload_picture/', {
        categorie: 'profil',
        file_url: picture.url,
      }),
    );
    const photo = await storedFile(me);
    const post = ok<Publication>(
      await call(me, 'POST', '/api/publications/', {
        type: 'photo',
        text: 'Ma publication <b>à moi</b>',
        photos: [photo.url],
        audience: 'friends',
      }),
      201,
    );
    ok(
      await call(me, 'POST', `/api/publications/post/${post.id}/comments/`, {
        text: 'Mon commentaire',
      }),
      201,
    );
    // Her favourites and her pledges on the wishlist (private to her: in her archive).
    const his = ok<Publication>(
      await call(stranger, 'POST', '/api/publications/', {
        type: 'texte',
        text: 'Une publication publique',
        audience: 'public',
      }),
      201,
    );
    ok(await call(me, 'POST', `/api/publications/post/${his.id}/saved/`), 204);
    await t.app.services.roles.grant(stranger.id, 'editor');
    const need = ok<WishlistNeed>(
      await call(stranger, 'POST', '/api/wishlist/', {
        title: 'Banque alimentaire',
        items: [{ label: 'Paquets de pâtes', quantity: 10 }],
      }),
      201,
    );
    ok(await call(me, 'POST', `/api/wishlist/items/${need.items[0]?.id}/pledge/`, { quantity: 3 }));
    await sendMessage(t, me, friend, 'Mon message à Paul');
    await sendMessage(t, friend, me, 'La réponse de Paul, qui est à lui');
    ok(await call(me, 'POST', '/api/groups/', { name: 'Chorale Saint-Jean' }), 201);
    ok(
      await call(me, 'POST', '/api/events/', {
        title: 'Veillée de prière',
        starts_at: inHours(48),
        ends_at: inHours(50),
        location: 'Église Saint-Pierre, Lyon',
        audience: 'friends',
      }),
      201,
    );

    // The job runs, and the mail is sent, before the answer is read (the test drains jobs).
    const requested = ok<DataExportRequested>(await requestExport(me), 202);
    expect(requested.detail).toBe(EXPORT_TEXTS.requested);
    const id = requested.export.id;
    const mail = t.mails.last(me.email);
    expect(mail?.subject).toBe('Votre archive de données Koinonia est prête');
    expect(mail?.link).toBe(`${t.config.publicUrl}/settings/close-account?export=${id}`);
    expect(mail?.text).toContain('valable 7 jours');
    expect(mail?.text).toContain('connecté');

    const listed = ok<DataExportList>(await call(me, 'GET', '/api/users/export/'));
    expect(listed.results.map((e) => e.id)).toEqual([id]);
    expect(listed.results[0]?.ready_at).not.toBeNull();
    expect(ok<DataExportList>(await call(friend, 'GET', '/api/users/export/')).results).toEqual([]);

    const response = await download(me, id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const day = new Date(Date.now() + clock.shift).toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="koinonia-mes-donnees-${day}.zip"`,
    );

    const files = await unzip(response.rawPayload);
    for (const name of [
      'index.html',
      'profil.json',
      'parametres.json',
      'relations.json',
      'publications.json',
      'commentaires.json',
      'reactions.json',
      'favoris.json',
      'souhaits.json',
      'messages.json',
      'groupes.json',
      'evenements-organises.json',
      'evenements-reponses.json',
      'fichiers.json',
      'notifications.json',
    ]) {
      expect(files.has(name), name).toBe(true);
    }
    expect(files.get(`media/${picture.key}`)?.equals(picture.bytes)).toBe(true);
    expect(files.get(`media/${photo.key}`)?.equals(photo.bytes)).toBe(true);

    const json = (name: string) => JSON.parse(files.get(name)?.toString() ?? 'null') as unknown;
    expect(json('profil.json')).toEqual([
      expect.objectContaining({
        email: me.email,
        first_name: 'Anne',
        bio: 'Ma bio à moi',
        profile_picture: picture.url,
      }),
    ]);
    expect(json('publications.json')).toEqual([
      expect.objectContaining({ id: post.id, photos: [photo.url] }),
    ]);
    expect(json('commentaires.json')).toEqual([
      expect.objectContaining({ text: 'Mon commentaire' }),
    ]);
    expect(json('favoris.json')).toEqual([expect.objectContaining({ publication_id: his.id })]);
    expect(json('souhaits.json')).toEqual([
      expect.objectContaining({
        need: 'Banque alimentaire',
        item: 'Paquets de pâtes',
        quantity: 3,
      }),
    ]);
    expect(json('relations.json')).toEqual([
      expect.objectContaining({ member: `Paul ${friend.last_name}`, relation: 'ami' }),
    ]);
    expect(json('groupes.json')).toEqual([
      expect.objectContaining({ name: 'Chorale Saint-Jean', role: 'OWNER', status: 'MEMBER' }),
    ]);
    expect(json('evenements-organises.json')).toEqual([
      expect.objectContaining({ title: 'Veillée de prière' }),
    ]);
    // What she was told: Paul's acceptance of their friendship, as she read it.
    const told = json('notifications.json') as { type: string; message: string; read: boolean }[];
    expect(told).toEqual([
      expect.objectContaining({
        type: 'FRIEND_REQUEST_ACCEPT',
        message: `Paul ${friend.last_name} a accepté votre invitation.`,
        read: false,
      }),
    ]);
    const [conversation] = json('messages.json') as { with: string; messages: object[] }[];
    expect(conversation?.with).toBe(`Paul ${friend.last_name}`);
    expect(conversation?.messages).toEqual([
      expect.objectContaining({ content: 'Mon message à Paul' }),
    ]);

    const index = files.get('index.html')?.toString() ?? '';
    expect(index).toContain('<html lang="fr">');
    expect(index).toContain('Mes publications');
    expect(index).toContain('Mon commentaire');
    // Escaped, and linking the files copied beside it.
    expect(index).toContain('Ma publication &lt;b&gt;à moi&lt;/b&gt;');
    expect(index).toContain(`href="media/${photo.key}"`);

    // Nothing of the other member's but their name: not their e-mail, not their words.
    for (const [name, bytes] of files) {
      expect(bytes.includes(friend.email), name).toBe(false);
      expect(bytes.includes(stranger.email), name).toBe(false);
      expect(bytes.includes('La réponse de Paul'), name).toBe(false);
      expect(bytes.includes('password'), name).toBe(false);
    }

    refused(await download(friend, id), 404, EXPORT_TEXTS.notFound);
    refused(await download(stranger, id), 404, EXPORT_TEXTS.notFound);
    refused(await download(me, 'not-an-id'), 404, EXPORT_TEXTS.notFound);
    refused(await download(me, stranger.id), 404, EXPORT_TEXTS.notFound);
    refused(await download(undefined, id), 401);
    refused(await t.app.inject({ method: 'POST', url: '/api/users/export/' }), 401);
    // The archive is never a public media file.
    const [row] = await t.database.db.select().from(dataExports).where(eq(dataExports.id, id));
    expect(row?.storageKey).toMatch(new RegExp(`^exports/${me.id}/[A-Za-z0-9_-]{22}\\.zip$`));
    expect((await t.app.inject({ url: `/media/${row?.storageKey ?? ''}` })).statusCode).toBe(404);
  });

  it('answers a second request within the hour 429, enqueuing nothing', async () => {
    const me = await createSignedInMember(t);
    ok(await requestExport(me), 202);
    const jobs = await exportJobs();
    const mails = t.mails.to(me.email).length;
    const again = await requestExport(me);
    refused(again, 429, EXPORT_TEXTS.tooSoon);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(3000);
    expect(await exportJobs()).toBe(jobs);
    expect(t.mails.to(me.email)).toHaveLength(mails);
    const [rows] = await t.database.db
      .select({ n: count() })
      .from(dataExports)
      .where(eq(dataExports.userId, me.id));
    expect(rows?.n).toBe(1);

    clock.shift += HOUR + 1000;
    ok(await requestExport(me), 202);
    expect(await exportJobs()).toBe(jobs + 1);
  });

  it('sweeps an archive after 7 days: its file, its row, its download', async () => {
    const me = await createSignedInMember(t);
    const { export: archive } = ok<DataExportRequested>(await requestExport(me), 202);
    const [row] = await t.database.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.id, archive.id));
    const file = path.join(t.config.mediaDir, row?.storageKey ?? 'missing');
    await access(file);

    // Six days on, the hourly sweep keeps it.
    clock.shift += 6 * 24 * HOUR;
    await t.app.jobs.send(EXPORT_SWEEP, {});
    await t.app.jobs.drain();
    expect((await download(me, archive.id)).statusCode).toBe(200);

    clock.shift += 24 * HOUR + 1000;
    // Expired: no longer served nor listed, even before the sweep.
    refused(await download(me, archive.id), 404, EXPORT_TEXTS.notFound);
    expect(ok<DataExportList>(await call(me, 'GET', '/api/users/export/')).results).toEqual([]);
    await t.app.jobs.send(EXPORT_SWEEP, {});
    await t.app.jobs.drain();
    await expect(access(file)).rejects.toThrow();
    await expect(access(path.dirname(file))).rejects.toThrow();
    expect(
      await t.database.db.select().from(dataExports).where(eq(dataExports.id, archive.id)),
    ).toEqual([]);
  });
});
