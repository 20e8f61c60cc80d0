/**
 * 'Intentions de prière' (docs/adr/0025-prayer-intentions.md): the audience and blocks on every
 * read path, an anonymous author never named (list, by id, notifications, search, another
 * member's export), 'Je prie' once per member, words of support, the thanksgiving that closes,
 * the expiry and renewal, the evening's one notice a day, the moderation target, and the
 * member's data.
 */
import type {
  DataExportRequested,
  PrayerDigest,
  Group,
  ModerationCase,
  Notification,
  PrayerIntention,
  PrayerList,
} from '@koinonia/contracts';
import { count, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  befriend,
  block,
  createMember,
  createSignedInMember,
  type Member,
  signIn,
} from '../../test/factories.ts';
import { caller, ok, refused } from '../../test/http.ts';
import { createTestApp, testClock, type TestApp } from '../../test/test-app.ts';
import { unzip } from '../../test/unzip.ts';
import {
  prayerIntentions,
  prayerNotices,
  prayerPrayers,
  prayerSupports,
} from './prayers.schema.ts';
import { unsubscribeToken } from '../../platform/unsubscribe.ts';
import { DIGEST_JOB } from './prayers.digest.ts';
import { PRAYERS_TEXTS } from './prayers.texts.ts';

const DAY = 86_400_000;
const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(() => t.close());

const call = caller(() => t);
const member = (overrides: { first_name?: string; last_name?: string } = {}) =>
  createSignedInMember(t, overrides);

const confide = async (who: Member, body: object = {}) =>
  ok<PrayerIntention>(
    await call(who, 'POST', '/api/prayers/', {
      text: 'Pour ma sœur, malade depuis un mois.',
      anonymous: false,
      audience: 'community',
      ...body,
    }),
    201,
  );
const list = async (who: Member, query = '') =>
  ok<PrayerList>(await call(who, 'GET', `/api/prayers/${query}`)).results;
const listedIds = async (who: Member, query = '') => (await list(who, query)).map((i) => i.id);
const pray = (who: Member, id: string, body?: object) =>
  call(who, 'POST', `/api/prayers/${id}/pray/`, body);
const notificationsOf = async (who: Member) =>
  ok<{ results: Notification[] }>(await call(who, 'GET', '/api/notifications/')).results;
const prayerNotifications = async (who: Member) =>
  (await notificationsOf(who)).filter((n) => n.notification_type === 'PRAYER_PRAYED_TODAY');
const tableCounts = async () =>
  Promise.all(
    [prayerIntentions, prayerPrayers, prayerSupports].map(async (table) => {
      const [row] = await t.database.db.select({ n: count() }).from(table);
      return row?.n;
    }),
  );

describe("'Intentions de prière'", () => {
  it('lasts a week by default, reaches its audience, and never crosses a block', async () => {
    const [author, friend, other, blocked, outsider] = await Promise.all(
      [1, 2, 3, 4, 5].map(() => member()),
    );
    if (!author || !friend || !other || !blocked || !outsider) throw new Error('members missing');
    await befriend(t, author, friend);
    await block(t, blocked, author);

    const before = Date.now();
    const community = await confide(author);
    const ends = new Date(community.ends_at).getTime() - before;
    expect(ends).toBeGreaterThan(7 * DAY - 60_000);
    expect(ends).toBeLessThan(7 * DAY + 60_000);
    expect(community).toMatchObject({
      mine: true,
      anonymous: false,
      audience: 'community',
      group: null,
      expired: false,
      prayer_count: 0,
      praying: false,
      prayers: [],
      supports: [],
      thanksgiving: null,
    });
    expect(community.author?.id).toBe(author.id);

    const friends = await confide(author, { audience: 'friends', text: 'Pour mes amis.' });
    const group = ok<Group>(
      await call(author, 'POST', '/api/groups/', { name: 'Prière', visibility: 'PRIVATE' }),
      201,
    );
    const inGroup = await confide(author, {
      audience: 'group',
      group_id: group.id,
      text: 'Pour le groupe.',
    });
    expect(inGroup.group).toEqual({ id: group.id, name: 'Prière' });

    expect(await listedIds(author)).toEqual(
      expect.arrayContaining([community.id, friends.id, inGroup.id]),
    );
    const seenByFriend = await listedIds(friend);
    expect(seenByFriend).toEqual(expect.arrayContaining([community.id, friends.id]));
    expect(seenByFriend).not.toContain(inGroup.id);
    const seenByOther = await listedIds(other);
    expect(seenByOther).toContain(community.id);
    expect(seenByOther).not.toContain(friends.id);
    refused(await call(other, 'GET', `/api/prayers/${friends.id}/`), 404, PRAYERS_TEXTS.notFound);
    refused(await call(outsider, 'GET', `/api/prayers/${inGroup.id}/`), 404);
    expect(await listedIds(author, `?group_id=${group.id}`)).toEqual([inGroup.id]);
    expect(await listedIds(outsider, `?group_id=${group.id}`)).toEqual([]);
    // A block, either way: nothing is seen nor answered, whatever the audience.
    expect(await listedIds(blocked)).not.toContain(community.id);
    refused(await call(blocked, 'GET', `/api/prayers/${community.id}/`), 404);
    refused(await pray(blocked, community.id), 404);
    // The one who was blocked does not see the blocker's intention either.
    const byBlocked = await confide(blocked, { anonymous: true });
    expect(await listedIds(author)).not.toContain(byBlocked.id);
    refused(await call(author, 'GET', `/api/prayers/${byBlocked.id}/`), 404);
  });

  it('never names an anonymous author: list, by id, search, notifications', async () => {
    const author = await member({ first_name: 'Scholastique', last_name: 'Vermandois' });
    const reader = await member();
    const secret = await confide(author, {
      anonymous: true,
      text: 'Pour une réconciliation familiale Zéphyrine.',
    });
    expect(secret.author?.id).toBe(author.id);
    ok(await pray(reader, secret.id));
    ok(
      await call(reader, 'POST', `/api/prayers/${secret.id}/supports/`, { text: 'Courage.' }),
      201,
    );
    // Its author's own word would sign it: refused, and nothing written.
    refused(
      await call(author, 'POST', `/api/prayers/${secret.id}/supports/`, { text: 'Merci.' }),
      409,
      PRAYERS_TEXTS.notSelfSupport,
    );
    const byList = (await list(reader)).find((i) => i.id === secret.id);
    const byId = ok<PrayerIntention>(await call(reader, 'GET', `/api/prayers/${secret.id}/`));
    for (const seen of [byList, byId]) {
      expect(seen).toMatchObject({ anonymous: true, author: null, mine: false });
      expect(seen?.prayers).toBeUndefined();
      expect(JSON.stringify(seen)).not.toContain(author.id);
      expect(JSON.stringify(seen)).not.toContain('Vermandois');
      expect(seen?.supports.map((word) => word.text)).toEqual(['Courage.']);
    }
    // Search finds no intention, nor anything that names its author through it.
    const search = await call(reader, 'GET', '/api/search/?q=Z%C3%A9phyrine');
    expect(search.statusCode).toBe(200);
    expect(search.body).not.toContain(author.id);
    // The reader's notifications never name the author; the author's daily one names nobody.
    await t.app.services.prayers.tellPrayers('2026-01-10');
    await t.app.jobs.drain();
    expect(JSON.stringify(await notificationsOf(reader))).not.toContain(author.id);
    const [told] = await prayerNotifications(author);
    expect(told?.actor).toBeNull();
    expect(JSON.stringify(told)).not.toContain(reader.id);
  });

  it("counts 'Je prie' once per member, and shows who prays to the author only", async () => {
    const [author, a, b, c] = await Promise.all([1, 2, 3, 4].map(() => member()));
    if (!author || !a || !b || !c) throw new Error('members missing');
    const intention = await confide(author);
    const first = ok<PrayerIntention>(await pray(a, intention.id));
    expect(first).toMatchObject({ prayer_count: 1, praying: true });
    expect(first.prayers).toBeUndefined();
    // Twice: still one; the unique key holds it in the table too.
    expect(ok<PrayerIntention>(await pray(a, intention.id)).prayer_count).toBe(1);
    ok(await pray(b, intention.id, { anonymous: true }));
    ok(await pray(c, intention.id));
    const [rows] = await t.database.db
      .select({ n: count() })
      .from(prayerPrayers)
      .where(eq(prayerPrayers.intentionId, intention.id));
    expect(rows?.n).toBe(3);
    const byAuthor = ok<PrayerIntention>(
      await call(author, 'GET', `/api/prayers/${intention.id}/`),
    );
    expect(byAuthor.prayer_count).toBe(3);
    // Who prays anonymously is counted, not named.
    expect(byAuthor.prayers?.map((p) => p.id)).toEqual([a.id, c.id]);
    expect((await list(c)).find((i) => i.id === intention.id)?.prayers).toBeUndefined();
    refused(await pray(author, intention.id), 409, PRAYERS_TEXTS.notSelf);
    // Withdrawn.
    const withdrawn = ok<PrayerIntention>(
      await call(c, 'DELETE', `/api/prayers/${intention.id}/pray/`),
    );
    expect(withdrawn).toMatchObject({ prayer_count: 2, praying: false });
  });

  it('takes short words of support, and the thanksgiving of its author closes it', async () => {
    const [author, friend, other] = await Promise.all([1, 2, 3].map(() => member()));
    if (!author || !friend || !other) throw new Error('members missing');
    const intention = await confide(author);
    const supported = ok<PrayerIntention>(
      await call(friend, 'POST', `/api/prayers/${intention.id}/supports/`, {
        text: '  Nous prions avec vous.  ',
      }),
      201,
    );
    expect(supported.supports.map((s) => [s.author.id, s.text])).toEqual([
      [friend.id, 'Nous prions avec vous.'],
    ]);
    const before = await tableCounts();
    refused(
      await call(friend, 'POST', `/api/prayers/${intention.id}/supports/`, {
        text: 'x'.repeat(281),
      }),
      400,
      'Le mot de soutien ne peut pas dépasser 280 caractères.',
    );
    refused(
      await call(friend, 'POST', `/api/prayers/${intention.id}/supports/`, { text: '  ' }),
      400,
      'Le mot de soutien est obligatoire.',
    );
    refused(
      await call(friend, 'POST', `/api/prayers/${intention.id}/thanksgiving/`, { text: 'Merci' }),
      403,
      PRAYERS_TEXTS.notYours,
    );
    refused(
      await call(author, 'POST', `/api/prayers/${intention.id}/thanksgiving/`, { text: '' }),
      400,
      "L'action de grâce est obligatoire.",
    );
    expect(await tableCounts()).toEqual(before);
    // A member removes their own word only.
    const word = supported.supports[0];
    if (!word) throw new Error('word missing');
    refused(await call(other, 'DELETE', `/api/prayers/${intention.id}/supports/${word.id}/`), 404);

    const thanked = ok<PrayerIntention>(
      await call(author, 'POST', `/api/prayers/${intention.id}/thanksgiving/`, {
        text: 'Ma sœur est guérie, merci à tous !',
      }),
    );
    expect(thanked.thanksgiving).toBe('Ma sœur est guérie, merci à tous !');
    expect(thanked.thanked_at).not.toBeNull();
    refused(await pray(other, intention.id), 409, PRAYERS_TEXTS.closed);
    refused(
      await call(other, 'POST', `/api/prayers/${intention.id}/supports/`, { text: 'Bravo' }),
      409,
      PRAYERS_TEXTS.closed,
    );
    refused(
      await call(author, 'POST', `/api/prayers/${intention.id}/thanksgiving/`, { text: 'Encore' }),
      409,
      PRAYERS_TEXTS.alreadyThanked,
    );
    refused(await call(author, 'POST', `/api/prayers/${intention.id}/renew/`), 409);
    // Still seen with its thanksgiving until its end date.
    expect((await list(other)).find((i) => i.id === intention.id)?.thanksgiving).toBe(
      'Ma sœur est guérie, merci à tous !',
    );
  });

  it('refuses bad input in French and writes nothing', async () => {
    const author = await member();
    const before = await tableCounts();
    const post = (body: object) =>
      call(author, 'POST', '/api/prayers/', {
        text: 'Pour la paix.',
        anonymous: false,
        audience: 'community',
        ...body,
      });
    refused(await post({ text: ' ' }), 400, "L'intention est obligatoire.");
    refused(
      await post({ text: 'x'.repeat(1001) }),
      400,
      "L'intention ne peut pas dépasser 1000 caractères.",
    );
    refused(
      await post({ audience: 'public' }),
      400,
      'Le public doit être « community », « friends » ou « group ».',
    );
    refused(
      await post({ anonymous: 'oui' }),
      400,
      'Indiquez si l’intention est anonyme (vrai ou faux).',
    );
    refused(await post({ audience: 'group' }), 400, PRAYERS_TEXTS.groupRequired);
    refused(
      await post({ audience: 'group', group_id: '00000000-0000-4000-8000-000000000000' }),
      400,
      PRAYERS_TEXTS.notGroupMember,
    );
    refused(
      await post({ group_id: '00000000-0000-4000-8000-000000000000' }),
      400,
      PRAYERS_TEXTS.groupOnlyForGroup,
    );
    refused(await post({ ends_at: '2020-01-01' }), 400, PRAYERS_TEXTS.endsInPast);
    refused(
      await post({ ends_at: new Date(Date.now() + 91 * DAY).toISOString() }),
      400,
      PRAYERS_TEXTS.endsTooLate(90),
    );
    refused(
      await post({ ends_at: 'demain' }),
      400,
      "La date de fin n'est pas une date valide (AAAA-MM-JJ ou AAAA-MM-JJTHH:MM:SSZ).",
    );
    refused(await pray(author, 'inconnu'), 404, PRAYERS_TEXTS.notFound);
    refused(await pray(author, '00000000-0000-4000-8000-000000000000'), 404);
    expect(await tableCounts()).toEqual(before);
    expect((await t.app.inject({ url: '/api/prayers/' })).statusCode).toBe(401);
  });

  it('leaves the active list at its end date; its author renews it', async () => {
    const [author, other] = [await member(), await member()];
    const intention = await confide(author, {
      ends_at: new Date(Date.now() + 2 * DAY).toISOString(),
    });
    expect(await listedIds(other)).toContain(intention.id);
    clock.shift = 3 * DAY;
    try {
      expect(await listedIds(other)).not.toContain(intention.id);
      expect(await listedIds(author)).not.toContain(intention.id);
      const mine = (await list(author, '?filter=mine')).find((i) => i.id === intention.id);
      expect(mine?.expired).toBe(true);
      refused(await pray(other, intention.id), 409, PRAYERS_TEXTS.expired);
      refused(await call(other, 'POST', `/api/prayers/${intention.id}/renew/`), 403);
      const renewed = ok<PrayerIntention>(
        await call(author, 'POST', `/api/prayers/${intention.id}/renew/`),
      );
      expect(renewed.expired).toBe(false);
      expect(new Date(renewed.ends_at).getTime()).toBeGreaterThan(Date.now() + 3 * DAY + 6 * DAY);
      expect(await listedIds(other)).toContain(intention.id);
      ok(await pray(other, intention.id));
    } finally {
      clock.shift = 0;
    }
  });

  it('tells the author once a day how many pray, grouped, only when some did', async () => {
    const [author, a, b, c] = await Promise.all([1, 2, 3, 4].map(() => member()));
    if (!author || !a || !b || !c) throw new Error('members missing');
    const intention = await confide(author);
    ok(await pray(a, intention.id));
    ok(await pray(b, intention.id, { anonymous: true }));
    // Nothing at the moment of praying: the notice is the evening's.
    expect(await prayerNotifications(author)).toEqual([]);
    await t.app.services.prayers.tellPrayers('2026-03-01');
    await t.app.jobs.drain();
    const firstDay = await prayerNotifications(author);
    expect(firstDay.map((n) => [n.message, n.more, n.actor])).toEqual([
      ['2 personnes prient pour votre intention.', { id: intention.id }, null],
    ]);
    // The same day again (a retried job, a second node), even with a new prayer: nothing more.
    ok(await pray(c, intention.id));
    await t.app.services.prayers.tellPrayers('2026-03-01');
    await t.app.jobs.drain();
    expect(await prayerNotifications(author)).toHaveLength(1);
    // The next day: one more, with the count.
    await t.app.services.prayers.tellPrayers('2026-03-02');
    await t.app.jobs.drain();
    expect((await prayerNotifications(author)).map((n) => n.message)).toEqual([
      '3 personnes prient pour votre intention.',
      '2 personnes prient pour votre intention.',
    ]);
    // A day with no new prayer tells nothing; nobody else is told.
    await t.app.services.prayers.tellPrayers('2026-03-03');
    await t.app.jobs.drain();
    expect(await prayerNotifications(author)).toHaveLength(2);
    expect(await prayerNotifications(a)).toEqual([]);
    // An author who turned the reactions off in the app is told nothing (their preferences).
    const quiet = await member();
    ok(
      await call(quiet, 'PATCH', '/api/users/settings/', {
        notifications: { channels: { reactions: { app: false } } },
      }),
    );
    const unheard = await confide(quiet);
    ok(await pray(a, unheard.id));
    await t.app.services.prayers.tellPrayers('2026-03-03');
    await t.app.jobs.drain();
    expect(await prayerNotifications(quiet)).toEqual([]);
    const notices = await t.database.db
      .select()
      .from(prayerNotices)
      .where(eq(prayerNotices.intentionId, intention.id));
    expect(notices.map((n) => [n.day, n.count])).toEqual([
      ['2026-03-01', 2],
      ['2026-03-02', 3],
    ]);
  });

  it('is reported and hidden like any content; the moderators know its author', async () => {
    const [author, reader, moderator] = [await member(), await member(), await member()];
    await t.app.services.roles.grant(moderator.id, 'moderator');
    const intention = await confide(author, { anonymous: true });
    for (let i = 0; i < 3; i += 1) {
      ok(
        await call(await member(), 'POST', '/api/moderation/reports/', {
          target_type: 'prayer',
          target_id: intention.id,
          reason: 'inappropriate',
        }),
        201,
      );
    }
    const found = ok<{ results: ModerationCase[] }>(
      await call(moderator, 'GET', '/api/moderation/cases/'),
    ).results.find((c) => c.target_id === intention.id);
    expect(found?.author?.id).toBe(author.id);
    ok(
      await call(moderator, 'POST', `/api/moderation/cases/${found?.id}/decision/`, {
        action: 'hide',
        reason: 'Hors sujet',
      }),
    );
    expect(await listedIds(reader)).not.toContain(intention.id);
    refused(await call(reader, 'GET', `/api/prayers/${intention.id}/`), 404);
    expect(await listedIds(author)).toContain(intention.id);
  });

  it("exports one's own, names no anonymous author in another's export, and erases on deletion", async () => {
    const author = await member({ first_name: 'Bénigne', last_name: 'Quaresmeau' });
    const input = await createMember(t);
    const session = await signIn(t, input);
    const prayer: Member = {
      id: session.user.id,
      email: input.email,
      titre: '',
      first_name: input.first_name,
      last_name: input.last_name,
      headers: { authorization: `Bearer ${session.access}` },
    };
    const secret = await confide(author, { anonymous: true, text: 'Pour un ami en prison.' });
    ok(await pray(prayer, secret.id));
    ok(
      await call(prayer, 'POST', `/api/prayers/${secret.id}/supports/`, { text: 'Je suis là.' }),
      201,
    );
    const own = await confide(prayer, { text: 'Pour mon travail.' });

    const requested = ok<DataExportRequested>(
      await call(prayer, 'POST', '/api/users/export/'),
      202,
    );
    const zip = await t.app.inject({
      url: `/api/users/export/${requested.export.id}/`,
      headers: prayer.headers,
    });
    const files = await unzip(zip.rawPayload);
    const read = (name: string) => JSON.parse(files.get(name)?.toString() ?? 'null');
    expect(read('intentions.json')).toEqual([expect.objectContaining({ id: own.id })]);
    expect(read('je-prie.json')).toEqual([
      expect.objectContaining({ intention_id: secret.id, intention: 'Pour un ami en prison.' }),
    ]);
    expect(read('mots-de-soutien.json')).toEqual([
      expect.objectContaining({ intention_id: secret.id, text: 'Je suis là.' }),
    ]);
    const everything = [...files.values()].map((file) => file.toString()).join('\n');
    expect(everything).not.toContain(author.id);
    expect(everything).not.toContain('Quaresmeau');

    ok(await call(prayer, 'POST', '/api/users/close-account/', { password: input.password }));
    clock.shift = 31 * DAY;
    try {
      expect(await t.app.services.account.sweepDeletions()).toContain(prayer.id);
      await t.app.jobs.drain();
    } finally {
      clock.shift = 0;
    }
    const left = ok<PrayerIntention>(await call(author, 'GET', `/api/prayers/${secret.id}/`));
    expect(left).toMatchObject({ prayer_count: 0, supports: [] });
    const [mine] = await t.database.db
      .select({ n: count() })
      .from(prayerIntentions)
      .where(eq(prayerIntentions.authorId, prayer.id));
    expect(mine?.n).toBe(0);
  });

  it('mails each day, at the hour the member chose, the intentions they pray for', async () => {
    const author = await member({ first_name: 'Eulalie', last_name: 'Tronchet' });
    const reader = await createMember(t);
    const session = await signIn(t, reader);
    const praying: Member = {
      id: session.user.id,
      email: reader.email,
      titre: '',
      first_name: reader.first_name,
      last_name: reader.last_name,
      headers: { authorization: `Bearer ${session.access}` },
    };
    expect(ok<PrayerDigest>(await call(praying, 'GET', '/api/prayers/digest/'))).toEqual({
      enabled: false,
      hour: 8,
    });
    refused(
      await call(praying, 'PATCH', '/api/prayers/digest/', { enabled: true, hour: 24 }),
      400,
      'L’heure doit être un nombre entre 0 et 23.',
    );
    // The middle of an hour, so that the hour cannot turn while the test runs.
    const minutes = new Date().getUTCMinutes();
    clock.shift = (30 - minutes) * 60_000;
    const hour = DateTime.fromJSDate(clock.now(), { zone: t.config.timeZone }).hour;
    const other = (hour + 5) % 24;
    ok(await call(praying, 'PATCH', '/api/prayers/digest/', { enabled: true, hour: other }));
    const named = await confide(author, { text: 'Pour les malades de l’hôpital.' });
    const secret = await confide(author, { text: 'Pour un pardon difficile.', anonymous: true });
    await confide(author, { text: 'Pour une autre intention, pas priée.' });
    ok(await pray(praying, named.id));
    ok(await pray(praying, secret.id));
    const digests = () =>
      t.mails.sent.filter(
        (mail) =>
          mail.to === praying.email.toLowerCase() &&
          mail.subject === 'Les intentions pour lesquelles vous priez',
      );
    // Not its hour: nothing.
    await t.app.jobs.send(DIGEST_JOB, {});
    await t.app.jobs.drain();
    expect(digests()).toEqual([]);

    ok(await call(praying, 'PATCH', '/api/prayers/digest/', { enabled: true, hour }));
    await t.app.jobs.send(DIGEST_JOB, {});
    await t.app.jobs.drain();
    const [mail] = digests();
    expect(mail?.text).toContain(
      '« Pour les malades de l’hôpital. » — Eulalie Tronchet (1 personne prie)',
    );
    expect(mail?.text).toContain('« Pour un pardon difficile. » — Anonyme (1 personne prie)');
    expect(mail?.text).not.toContain('pas priée');
    // The anonymous author is named nowhere in it, but for the intention they confided openly.
    expect(mail?.html.match(/Tronchet/g)).toHaveLength(1);
    // Once a day: the next hourly run (another node, a retry) sends nothing more.
    await t.app.jobs.send(DIGEST_JOB, {});
    await t.app.jobs.drain();
    expect(digests()).toHaveLength(1);
    // Turned off.
    expect(
      ok<PrayerDigest>(
        await call(praying, 'PATCH', '/api/prayers/digest/', { enabled: false, hour }),
      ).enabled,
    ).toBe(false);
    expect(ok<PrayerDigest>(await call(praying, 'GET', '/api/prayers/digest/')).enabled).toBe(
      false,
    );
    clock.shift = 0;
  });

  it('stops the daily mail from its one-click unsubscribe link, without signing in', async () => {
    const author = await member();
    const praying = await member();
    const minutes = new Date().getUTCMinutes();
    clock.shift = (30 - minutes) * 60_000;
    const hour = DateTime.fromJSDate(clock.now(), { zone: t.config.timeZone }).hour;
    ok(await call(praying, 'PATCH', '/api/prayers/digest/', { enabled: true, hour }));
    ok(await pray(praying, (await confide(author, { text: 'Pour les catéchumènes.' })).id));
    await t.app.jobs.send(DIGEST_JOB, {});
    await t.app.jobs.drain();
    clock.shift = 0;
    const [mail] = t.mails.sent.filter(
      (sent) =>
        sent.to === praying.email.toLowerCase() &&
        sent.subject === 'Les intentions pour lesquelles vous priez',
    );
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = new URL(/<(.*)>/.exec(mail?.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '');
    expect(link.pathname).toBe('/api/prayers/digest/unsubscribe/');
    expect(mail?.text).toContain(`Ne plus recevoir ce résumé : ${link.href}`);
    const token = link.searchParams.get('token') ?? '';
    const enabled = async () =>
      ok<PrayerDigest>(await call(praying, 'GET', '/api/prayers/digest/')).enabled;

    // A forged token, or one signed for another mail (the community's weekly summary), stops
    // nothing.
    const [id] = token.split('.');
    for (const forged of [
      `${id}.${'A'.repeat(43)}`,
      unsubscribeToken(t.config.jwtSecret, 'weekly-summary', id ?? ''),
      'nimportequoi',
    ]) {
      const refusedLink = await t.app.inject({
        method: 'GET',
        url: `/api/prayers/digest/unsubscribe/?token=${encodeURIComponent(forged)}`,
      });
      expect(refusedLink.statusCode).toBe(400);
      expect(refusedLink.body).toContain('Lien invalide');
    }
    expect(await enabled()).toBe(true);

    // The mail client's one click (POST, no session).
    const stopped = await t.app.inject({ method: 'POST', url: `${link.pathname}${link.search}` });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.body).toContain(
      'Vous ne recevrez plus le résumé quotidien des intentions pour lesquelles vous priez.',
    );
    expect(await enabled()).toBe(false);
  });
});
