import type {
  Album,
  AlbumPage,
  AlbumPhotoPage,
  ArticlePage,
  ConversationPage,
  EventPage,
  GroupPage,
  ParishSheet,
  MemberPage,
  ModerationCase,
  NotificationPage,
  PublicationPage,
  RotaMine,
  UserProfile,
} from '@koinonia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskMediaStorage } from './platform/media-storage.ts';
import { createPasswordHasher } from './platform/passwords.ts';
import { DEMO_ACCOUNTS, seedDemo } from './seed.ts';
import { signIn } from './test/factories.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp;
let result: Awaited<ReturnType<typeof seedDemo>>;

beforeAll(async () => {
  t = await createTestApp();
  result = await seedDemo({
    services: t.app.services,
    db: t.database.db,
    mediaStorage: createDiskMediaStorage(t.config.mediaDir),
    hasher: createPasswordHasher(2),
  });
  // Every module's demo content, photos included: three minutes on a loaded machine, as
  // celebrations.seed.test.ts (the API tests run at the lowest priority in `npm test`).
}, 180_000);
afterAll(() => t.close());

describe('demo seed', () => {
  it('creates a dozen verified members and reports what each module wrote', () => {
    expect(result?.members.size).toBe(12);
    expect(result?.report).toEqual([
      '12 demo members',
      '6 demo groups and 2 pages',
      '13 demo publications',
      '14 demo events',
      '3 demo albums',
      "6 demo articles and this week's parish sheet",
      '1 open moderation case (2 reports)',
      '2 demo wishlist needs (5 pledges)',
      '1 demo parish (9 weekly times, 3 exceptions, 2 requests)',
      '4 demo prayer intentions',
      '3 demo services (Lectures, Accueil, Fleurs), one replacement asked, one slot open',
    ]);
  });

  it('lets the two documented accounts sign in, with pictures and friends', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const { user } = await signIn(t, account);
      // Stored as a member's upload is: its size in its key (its width and height for the web).
      expect(user.profile_picture).toMatch(/^\/media\/[\w-]+-256x256\.webp$/);
      expect(user.cover_picture).toMatch(/^\/media\/[\w-]+-1200x300\.webp$/);
      expect(user.bio.length).toBeGreaterThan(10);
      expect(user.birthday).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(user.counts.friends).toBeGreaterThan(0);
    }
    const marie = (await signIn(t, DEMO_ACCOUNTS[0])).user;
    expect(marie).toMatchObject<Partial<UserProfile>>({
      first_name: 'Marie',
      last_name: 'Dupont',
      titre: 'Mme',
    });
    expect(marie.counts).toEqual({ publications: 2, friends: 4, invitations: 1 });
  });

  it('gives Marie the comments on her sunrise photo in her bell, grouped', async () => {
    const { access } = await signIn(t, DEMO_ACCOUNTS[0]);
    const page = (
      await t.app.inject({
        url: '/api/notifications/',
        headers: { authorization: `Bearer ${access}` },
      })
    ).json<NotificationPage>();
    const comments = page.results.filter((n) => n.notification_type === 'COMMENTAIRE_NEW');
    expect(comments).toHaveLength(1);
    expect(comments[0]).toMatchObject({
      message: expect.stringMatching(
        /^.*Luc .* et 2 autres ont commenté « Le lever du soleil ce matin avant les laudes\. Quelle paix ! »\.$/,
      ) as string,
      more: { quote: 'Merci Marie, cette photo m’accompagnera toute la journée.' },
      is_read: false,
    });
  });

  it('gives Marie friends, an invitation and people she may know with friends in common', async () => {
    const { access } = await signIn(t, DEMO_ACCOUNTS[0]);
    const list = async (query: string) =>
      (
        await t.app.inject({
          url: `/api/users/?query=${query}`,
          headers: { authorization: `Bearer ${access}` },
        })
      ).json<MemberPage>().results;
    expect((await list('friend')).map((m) => m.first_name).sort()).toEqual([
      'Antoine',
      'Hélène',
      'Jean-Baptiste',
      'Sophie',
    ]);
    expect((await list('invitation')).map((m) => m.first_name)).toEqual(['Chloé']);
    expect((await list('demande')).map((m) => m.first_name)).toEqual(['Amélie']);
    const suggestions = await list('suggestion');
    expect(suggestions.slice(0, 2).map((m) => [m.first_name, m.mutual_count])).toEqual([
      ['Pierre', 3],
      ['Luc', 2],
    ]);
    expect(suggestions[0]?.reason).toEqual({ kind: 'mutual', count: 3 });
    // Demo members know the app: no 'Bienvenue' checklist over their feed (docs/onboarding.md).
    const onboarding = await t.app.inject({
      url: '/api/users/onboarding/',
      headers: { authorization: `Bearer ${access}` },
    });
    expect(onboarding.json()).toMatchObject({ dismissed: true });
  });

  it('makes Marie a moderator with one open case of two reports in her queue', async () => {
    const { access } = await signIn(t, DEMO_ACCOUNTS[0]);
    const response = await t.app.inject({
      url: '/api/moderation/cases/?status=open',
      headers: { authorization: `Bearer ${access}` },
    });
    const { results } = response.json<{ results: ModerationCase[] }>();
    expect(results.map((c) => [c.target_type, c.reports.length, c.hidden])).toEqual([
      ['publication', 2, false],
    ]);
  });

  it('gives Marie two conversations with friends, one message unread', async () => {
    const { access } = await signIn(t, DEMO_ACCOUNTS[0]);
    const response = await t.app.inject({
      url: '/api/messaging/conversations/',
      headers: { authorization: `Bearer ${access}` },
    });
    const { results } = response.json<ConversationPage>();
    expect(
      results.map((c) => [c.participants_details[0]?.first_name, c.unread_count, c.read]),
    ).toEqual([
      ['Jean-Baptiste', 1, true],
      ['Hélène', 0, true],
    ]);
    expect(results[0]?.last_message?.content).toBe('Il en reste trois. Je t’en réserve une ?');
  });

  it('gives Marie a feed with a picture, a celebration, comments and reactions', async () => {
    const { access } = await signIn(t, DEMO_ACCOUNTS[0]);
    const response = await t.app.inject({
      url: '/api/publications/',
      headers: { authorization: `Bearer ${access}` },
    });
    const { results } = response.json<PublicationPage>();
    expect(results.map((p) => [p.author.first_name, p.type, p.group?.name ?? null])).toEqual([
      ['Jean-Baptiste', 'celebration', null],
      ['Antoine', 'texte', 'Paroisse Saint-Pierre'],
      ['Marie', 'texte', 'Chorale Saint-Jean'],
      ['Jean-Baptiste', 'video', null],
      ['Hélène', 'texte', null],
      ['Hélène', 'texte', 'Groupe de prière du mardi'],
      ['Marie', 'photo', null],
      ['Antoine', 'texte', null],
      ['Sophie', 'texte', 'Secours catholique — antenne locale'],
      ['Antoine', 'texte', 'Conseil pastoral'],
    ]);
    // The demo video, made by ffmpeg at seed time, went through the media.video job.
    expect(results[3]?.video).toMatchObject({
      kind: 'upload',
      status: 'ready',
      poster_url: expect.stringMatching(/^\/media\/[\w-]+-480x270\.webp$/),
      width: 480,
      height: 270,
    });
    expect(results[6]?.photos[0]).toMatch(/^\/media\/[\w-]+\.webp$/);
    expect(results[7]).toMatchObject({
      comments_count: 3,
      reactions: { total: 3, mine: 'jaime' },
      first_comments: [{ author: { first_name: 'Marie' } }, { author: { first_name: 'François' } }],
    });
  });

  it('gives Marie groups of every kind, a request to answer and an invitation', async () => {
    const { access } = await signIn(t, DEMO_ACCOUNTS[0]);
    const list = async (query: string) =>
      (
        await t.app.inject({
          url: `/api/groups/?query=${query}`,
          headers: { authorization: `Bearer ${access}` },
        })
      ).json<GroupPage>().results;
    const mine = await list('mine');
    expect(mine.map((g) => [g.name, g.my_role]).sort()).toEqual([
      ['Chorale Saint-Jean', 'OWNER'],
      ['Conseil pastoral', 'ADMIN'],
      ['Groupe de prière du mardi', 'MODERATOR'],
      ['Paroisse Saint-Pierre', 'MEMBER'],
      ['Secours catholique — antenne locale', 'MEMBER'],
    ]);
    expect(mine.find((g) => g.name === 'Groupe de prière du mardi')?.requests_count).toBe(1);
    expect((await list('invitations')).map((g) => g.name)).toEqual(['Parcours Alpha']);
    const discover = await list('discover');
    expect(discover.map((g) => g.name).sort()).toEqual([
      'Jeunes pro',
      'Parcours Alpha',
      'Servants d’autel',
    ]);
    expect(discover.every((g) => g.image?.startsWith('/media/') && g.logo)).toBe(true);
  });

  it('gives the community events of every kind: full with a waiting list, online, in a group, cancelled', async () => {
    const { access } = await signIn(t, DEMO_ACCOUNTS[0]);
    const list = async (query: string) =>
      (
        await t.app.inject({
          url: `/api/events/?${query}`,
          headers: { authorization: `Bearer ${access}` },
        })
      ).json<EventPage>().results;
    const upcoming = await list('tab=upcoming&limit=100');
    const pilgrimage = upcoming.find((e) => e.category === 'pelerinage');
    expect(pilgrimage).toMatchObject({ capacity: 4, going_count: 4, waiting_count: 2 });
    expect(upcoming.some((e) => e.is_online)).toBe(true);
    expect(upcoming.find((e) => e.group)?.group?.name).toBe('Chorale Saint-Jean');
    expect((await list('tab=mine&limit=100')).some((e) => e.status === 'cancelled')).toBe(false);
    expect((await list('tab=past')).map((e) => e.title)).toEqual([
      'Retraite de l’Avent',
      'Messe de la Toussaint',
    ]);
    const categories = new Set(upcoming.map((e) => e.category));
    expect(categories.size).toBeGreaterThanOrEqual(8);
  });

  it('gives the news to guests, and to Marie, their editor, a draft and a scheduled article', async () => {
    const published = (await t.app.inject({ url: '/api/blogs/' })).json<ArticlePage>().results;
    expect(published).toHaveLength(4);
    expect(new Set(published.map((a) => a.category)).size).toBe(4);
    expect(published.every((a) => a.image !== null && a.image_alt !== '')).toBe(true);
    const { access } = await signIn(t, DEMO_ACCOUNTS[0]);
    const headers = { authorization: `Bearer ${access}` };
    for (const status of ['draft', 'scheduled']) {
      const page = (
        await t.app.inject({ url: `/api/blogs/?status=${status}`, headers })
      ).json<ArticlePage>();
      expect([page.results.length, page.can_write]).toEqual([1, true]);
    }
    const sheet = (await t.app.inject({ url: '/api/blogs/sheet/' })).json<ParishSheet>();
    expect(sheet.word).not.toBe('');
    expect(sheet.articles[0]?.id).toBe(sheet.pinned_article_id);
  });

  it('serves the generated avatars from disk with a long immutable cache', async () => {
    const { user } = await signIn(t, DEMO_ACCOUNTS[1]);
    const response = await t.app.inject({ url: user.profile_picture! });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
  });

  it('stores the demo pictures with their narrower copies, as an upload is (srcset on the web)', async () => {
    const { user } = await signIn(t, DEMO_ACCOUNTS[0]);
    const stem = user.cover_picture!.replace(/\.webp$/, '');
    for (const width of [320, 640, 1080]) {
      const copy = await t.app.inject({ url: `${stem}-${width}w.webp` });
      expect(copy.statusCode).toBe(200);
      expect(copy.headers['content-type']).toBe('image/webp');
    }
  });

  it('does nothing when members already exist', async () => {
    const again = await seedDemo({
      services: t.app.services,
      db: t.database.db,
      mediaStorage: createDiskMediaStorage(t.config.mediaDir),
      hasher: createPasswordHasher(2),
    });
    expect(again).toBeNull();
  });

  it("has an event's album and a group's album, with members tagged on the event's photos", async () => {
    const marie = await signIn(t, DEMO_ACCOUNTS[0]);
    const headers = { authorization: `Bearer ${marie.access}` };
    const tagged = (
      await t.app.inject({ method: 'GET', url: '/api/albums/tagged/', headers })
    ).json<AlbumPhotoPage>().results;
    expect(tagged.map((photo) => [photo.caption, photo.album.title])).toEqual([
      ['Pause au jardin', 'Retraite de l’Avent'],
    ]);
    const groups = (
      await t.app.inject({ method: 'GET', url: '/api/albums/?tab=groups', headers })
    ).json<AlbumPage>().results;
    expect(groups.map((album) => album.title)).toContain('Répétitions de la chorale');
    const event = tagged[0]?.album.id;
    const album = (
      await t.app.inject({ method: 'GET', url: `/api/albums/${event ?? ''}/`, headers })
    ).json<Album>();
    expect(album).toMatchObject({ audience: 'event', count: 4 });
  });

  it("has the parish's services: Marie's lectures, Jean's replacement asked, flowers open to volunteers", async () => {
    const mine = async (account: (typeof DEMO_ACCOUNTS)[number]) => {
      const session = await signIn(t, account);
      const headers = { authorization: `Bearer ${session.access}` };
      return (
        await t.app.inject({ method: 'GET', url: '/api/services/mine/', headers })
      ).json<RotaMine>();
    };
    const marie = await mine(DEMO_ACCOUNTS[0]);
    const [lectures] = marie.accepted;
    expect(lectures?.service.name).toBe('Lectures');
    expect(lectures?.assignees.map((a) => [a.member.first_name, a.status])).toEqual([
      ['Marie', 'accepted'],
      ['Jean-Baptiste', 'replacement'],
    ]);
    expect(marie.offered.map((slot) => slot.service.name)).toContain('Fleurs');
    const jean = await mine(DEMO_ACCOUNTS[1]);
    expect(jean.accepted.map((slot) => [slot.service.name, slot.my_status])).toEqual([
      ['Lectures', 'replacement'],
    ]);
  });
});
