/**
 * The parish page (docs/adr/0026-parish-page.md): a page's admins declare it a parish and write
 * its weekly times and their exceptions; everyone, guests too, reads the schedule expanded in
 * Europe/Paris (across a change of summer time) and its ICS feed. Requests to the parish office
 * are seen by their member and the page's admins only; the admins move their status and both
 * sides write messages, each told by a notification.
 */
import type { Group, ParishRequest, ParishRequestList, ParishSchedule } from '@koinonia/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInMember, type Member, block } from '../../test/factories.ts';
import { caller, ok, refused } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createGroupsRepository } from '../groups/groups.repository.ts';
import { groups } from '../groups/groups.schema.ts';
import { createNotificationsRepository } from '../notifications/notifications.repository.ts';
import { createParishRepository } from './parish.repository.ts';
import {
  parishExceptions,
  parishProfiles,
  parishRequestMessages,
  parishRequests,
  parishTimes,
} from './parish.schema.ts';
import { PARISH_TEXTS } from './parish.texts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ configure: (config) => void (config.timeZone = 'Europe/Paris') });
});
afterAll(() => t.close());

const call = caller(() => t);

async function pageOf(owner: Member, members: Member[] = [], kind = 'PAGE'): Promise<Group> {
  const group = ok<Group>(
    await call(owner, 'POST', '/api/groups/', { name: 'Paroisse Saint-Paul', kind }),
    201,
  );
  for (const member of members) {
    await createGroupsRepository(t.database.db, 3).insertMembership({
      groupId: group.id,
      userId: member.id,
      status: 'MEMBER',
    });
  }
  return group;
}

const PROFILE = {
  address: '3 rue Saint-Paul, 69005 Lyon',
  map_url: 'https://www.openstreetmap.org/#map=18/45.76/4.82',
  phone: '04 78 11 22 33',
  email: 'accueil@saint-paul.example.org',
  office_hours: 'Du lundi au vendredi, 9 h – 12 h',
  giving_url: 'https://saint-paul.example.org/donner',
};

async function parish(owner: Member, members: Member[] = []) {
  const page = await pageOf(owner, members);
  ok(await call(owner, 'PUT', `/api/groups/${page.id}/parish/`, PROFILE));
  return page;
}

const guest = (url: string) => t.app.inject({ method: 'GET', url });
const schedule = async (viewer: Member | null, id: string, query = '') =>
  ok<ParishSchedule>(
    viewer
      ? await call(viewer, 'GET', `/api/groups/${id}/schedule/${query}`)
      : await guest(`/api/groups/${id}/schedule/${query}`),
  );
const notificationsOf = async (who: Member) =>
  (await createNotificationsRepository(t.database.db).listFor(who.id)).map((n) => ({
    type: n.notificationType,
    message: n.message,
  }));
const tableCounts = async () =>
  Promise.all(
    [parishProfiles, parishTimes, parishExceptions, parishRequests, parishRequestMessages].map(
      async (table) => (await t.database.db.select({ n: count() }).from(table))[0]?.n,
    ),
  );

describe('the parish schedule', () => {
  it('expands the weekly times in Europe/Paris across the autumn change of time, with a cancelled, a moved and an added occurrence', async () => {
    const owner = await createSignedInMember(t);
    const page = await parish(owner);
    const added = ok<ParishSchedule>(
      await call(owner, 'POST', `/api/groups/${page.id}/schedule/times/`, {
        kind: 'messe',
        label: 'Messe dominicale',
        weekday: 7,
        time: '10:30',
        duration_minutes: 60,
        place: 'Église Saint-Paul',
      }),
      201,
    );
    const sunday = added.times[0];
    if (!sunday) throw new Error('time missing');
    // Summer time ends on Sunday 25 October 2026 at 3:00: 10:30 is 08:30 UTC before, 09:30 after.
    const plain = await schedule(null, page.id, '?from=2026-10-12&weeks=3');
    expect(plain.occurrences.map((o) => [o.date, o.time, o.starts_at, o.ends_at])).toEqual([
      ['2026-10-18', '10:30', '2026-10-18T08:30:00Z', '2026-10-18T09:30:00Z'],
      ['2026-10-25', '10:30', '2026-10-25T09:30:00Z', '2026-10-25T10:30:00Z'],
      ['2026-11-01', '10:30', '2026-11-01T09:30:00Z', '2026-11-01T10:30:00Z'],
    ]);

    // A holiday cancels; a moved Mass moves; an added one is added.
    const exception = (body: object) =>
      call(owner, 'POST', `/api/groups/${page.id}/schedule/exceptions/`, body);
    ok(
      await exception({
        exception: 'cancel',
        time_id: sunday.id,
        on_date: '2026-11-01',
        note: 'Toussaint : messe unique à la cathédrale.',
      }),
      201,
    );
    ok(
      await exception({
        exception: 'move',
        time_id: sunday.id,
        on_date: '2026-10-18',
        new_date: '2026-10-17',
        new_time: '18:00',
        note: 'Messe anticipée pour la kermesse.',
      }),
      201,
    );
    ok(
      await exception({
        exception: 'add',
        kind: 'confession',
        label: 'Confessions avant la Toussaint',
        new_date: '2026-10-30',
        new_time: '17:00',
        duration_minutes: 90,
      }),
      201,
    );
    const seen = await schedule(null, page.id, '?from=2026-10-12&weeks=3');
    expect(
      seen.occurrences.map((o) => [o.date, o.time, o.starts_at, o.status, o.moved_from, o.note]),
    ).toEqual([
      [
        '2026-10-17',
        '18:00',
        '2026-10-17T16:00:00Z',
        'moved',
        '2026-10-18 10:30',
        'Messe anticipée pour la kermesse.',
      ],
      ['2026-10-25', '10:30', '2026-10-25T09:30:00Z', 'scheduled', null, ''],
      ['2026-10-30', '17:00', '2026-10-30T16:00:00Z', 'added', null, ''],
      [
        '2026-11-01',
        '10:30',
        '2026-11-01T09:30:00Z',
        'cancelled',
        null,
        'Toussaint : messe unique à la cathédrale.',
      ],
    ]);
    expect(seen.occurrences[2]).toMatchObject({
      kind: 'confession',
      label: 'Confessions avant la Toussaint',
      ends_at: '2026-10-30T17:30:00Z',
    });
    expect(seen).toMatchObject({ profile: PROFILE, time_zone: 'Europe/Paris', is_admin: false });
    expect((await schedule(owner, page.id, '?from=2026-10-12')).is_admin).toBe(true);
    // A Mass moved from outside the weeks shown into them is shown where it went.
    expect(
      (await schedule(null, page.id, '?from=2026-10-15&weeks=1')).occurrences.map((o) => o.date),
    ).toEqual(['2026-10-17']);

    // The ICS feed, to guests: local times with their zone; the cancelled one says so.
    const ics = await guest(`/api/groups/${page.id}/schedule.ics`);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain('BEGIN:VTIMEZONE');
    expect(ics.body).toContain('TZID:Europe/Paris');
    expect(ics.body).toMatch(/DTSTART;TZID=Europe\/Paris:\d{8}T103000/);
    expect(ics.body).toContain('SUMMARY:Messe – Messe dominicale');
  });

  it('keeps local times across the spring change of time, and lists the cancelled one in the ICS feed as cancelled', async () => {
    const owner = await createSignedInMember(t);
    const page = await parish(owner);
    const { times } = ok<ParishSchedule>(
      await call(owner, 'POST', `/api/groups/${page.id}/schedule/times/`, {
        kind: 'messe',
        weekday: 6,
        time: '18:30',
      }),
      201,
    );
    // Summer time starts on Sunday 28 March 2027: Saturday 18:30 is 17:30 UTC, then 16:30.
    const spring = await schedule(null, page.id, '?from=2027-03-24&weeks=2');
    expect(spring.occurrences.map((o) => [o.date, o.time, o.starts_at])).toEqual([
      ['2027-03-27', '18:30', '2027-03-27T17:30:00Z'],
      ['2027-04-03', '18:30', '2027-04-03T16:30:00Z'],
    ]);

    // A cancelled occurrence in the coming weeks: STATUS:CANCELLED in the feed.
    const coming = await schedule(null, page.id);
    const first = coming.occurrences[0];
    if (!first || !times[0]) throw new Error('occurrence missing');
    ok(
      await call(owner, 'POST', `/api/groups/${page.id}/schedule/exceptions/`, {
        exception: 'cancel',
        time_id: times[0].id,
        on_date: first.date,
      }),
      201,
    );
    const ics = await guest(`/api/groups/${page.id}/schedule.ics`);
    expect(ics.body).toContain('STATUS:CANCELLED');
    expect(ics.body).toContain(`UID:${first.id}@koinonia-paroisse`);
  });

  it('lets only the page admins write it, refuses bad input in French and writes nothing', async () => {
    const owner = await createSignedInMember(t);
    const member = await createSignedInMember(t);
    const plainPage = await pageOf(owner, [member]);
    const group = await pageOf(owner, [], 'GROUP');
    // A page that is not a parish has no schedule; a group is no page.
    refused(await guest(`/api/groups/${plainPage.id}/schedule/`), 404, PARISH_TEXTS.notParish);
    refused(await guest(`/api/groups/${group.id}/schedule/`), 404, PARISH_TEXTS.pageNotFound);
    refused(
      await call(owner, 'PUT', `/api/groups/${group.id}/parish/`, PROFILE),
      404,
      PARISH_TEXTS.pageNotFound,
    );
    refused(await guest('/api/groups/inconnu/schedule/'), 404, PARISH_TEXTS.pageNotFound);
    refused(
      await call(member, 'PUT', `/api/groups/${plainPage.id}/parish/`, PROFILE),
      403,
      PARISH_TEXTS.adminsOnly,
    );
    const page = await parish(owner, [member]);
    const { times } = ok<ParishSchedule>(
      await call(owner, 'POST', `/api/groups/${page.id}/schedule/times/`, {
        kind: 'messe',
        weekday: 7,
        time: '10:30',
      }),
      201,
    );
    const before = await tableCounts();
    const timeUrl = `/api/groups/${page.id}/schedule/times/`;
    refused(
      await call(member, 'POST', timeUrl, { kind: 'messe', weekday: 7, time: '09:00' }),
      403,
      PARISH_TEXTS.adminsOnly,
    );
    refused(
      await call(owner, 'POST', timeUrl, { kind: 'messe', weekday: 8, time: '09:00' }),
      400,
      'Le jour doit être un nombre de 1 (lundi) à 7 (dimanche).',
    );
    refused(
      await call(owner, 'POST', timeUrl, { kind: 'messe', weekday: 7, time: '25:00' }),
      400,
      "L'heure doit être une heure (HH:MM).",
    );
    refused(
      await call(owner, 'POST', timeUrl, { kind: 'bal', weekday: 7, time: '09:00' }),
      400,
      "Type d'horaire inconnu.",
    );
    refused(
      await call(owner, 'PUT', `/api/groups/${page.id}/parish/`, {
        ...PROFILE,
        giving_url: 'javascript:alert(1)',
      }),
      400,
      'Le lien pour donner doit commencer par http:// ou https://.',
    );
    const exceptionUrl = `/api/groups/${page.id}/schedule/exceptions/`;
    refused(
      await call(owner, 'POST', exceptionUrl, {
        exception: 'cancel',
        time_id: times[0]?.id,
        on_date: '2026-12-01',
      }),
      400,
      PARISH_TEXTS.wrongWeekday,
    );
    refused(
      await call(owner, 'POST', exceptionUrl, {
        exception: 'cancel',
        time_id: '00000000-0000-4000-8000-000000000000',
        on_date: '2026-11-29',
      }),
      400,
      PARISH_TEXTS.timeNotFound,
    );
    refused(
      await call(owner, 'POST', exceptionUrl, {
        exception: 'move',
        time_id: times[0]?.id,
        on_date: '2026-11-29',
        new_date: '2026-02-30',
        new_time: '10:00',
      }),
      400,
      'Le nouveau jour doit être une date (AAAA-MM-JJ).',
    );
    refused(
      await call(owner, 'POST', exceptionUrl, { exception: 'postpone' }),
      400,
      "L'exception doit être « cancel », « move » ou « add ».",
    );
    refused(
      await guest(`/api/groups/${page.id}/schedule/?weeks=13`),
      400,
      'Pas plus de 12 semaines.',
    );
    refused(
      await call(member, 'DELETE', `${timeUrl}${times[0]?.id}/`),
      403,
      PARISH_TEXTS.adminsOnly,
    );
    expect(await tableCounts()).toEqual(before);
    // Guests may not write.
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/groups/${page.id}/parish/`,
          payload: PROFILE,
        })
      ).statusCode,
    ).toBe(401);
    // Deleted by an admin, with its exceptions.
    const emptied = ok<ParishSchedule>(await call(owner, 'DELETE', `${timeUrl}${times[0]?.id}/`));
    expect(emptied.times).toEqual([]);
  });
});

describe('requests to the parish office', () => {
  it('are seen by their member and the page admins only; the admins confirm them and both sides write, each told', async () => {
    const admin = await createSignedInMember(t);
    const [asker, other, moderator] = await Promise.all(
      [1, 2, 3].map(() => createSignedInMember(t)),
    );
    if (!asker || !other || !moderator) throw new Error('members missing');
    const page = await parish(admin, [asker, other]);
    const base = `/api/groups/${page.id}/requests/`;

    const sent = ok<ParishRequest>(
      await call(asker, 'POST', base, {
        kind: 'intention',
        date_wished: '2026-12-06',
        intention: 'Pour les défunts de la famille Martin.',
        offering_paid_outside: true,
      }),
      201,
    );
    expect(sent).toMatchObject({
      kind: 'intention',
      status: 'recue',
      date_wished: '2026-12-06',
      intention: 'Pour les défunts de la famille Martin.',
      offering_paid_outside: true,
      person: '',
      requester: { id: asker.id },
      messages: [],
    });
    expect(await notificationsOf(admin)).toContainEqual({
      type: 'PARISH_REQUEST_NEW',
      message: `${asker.first_name} ${asker.last_name} a envoyé une demande à « Paroisse Saint-Paul ».`,
    });

    // Another member sees none of it; the page's admin sees it in the requests to answer.
    const byOther = ok<ParishRequestList>(await call(other, 'GET', base));
    expect(byOther).toEqual({ results: [], is_admin: false });
    refused(await call(other, 'GET', `${base}${sent.id}/`), 404, PARISH_TEXTS.requestNotFound);
    refused(
      await call(other, 'POST', `${base}${sent.id}/messages/`, { body: 'Bonjour' }),
      404,
      PARISH_TEXTS.requestNotFound,
    );
    refused(
      await call(other, 'PATCH', `${base}${sent.id}/`, { status: 'confirmee' }),
      404,
      PARISH_TEXTS.requestNotFound,
    );
    // Not through another page either.
    const elsewhere = await parish(other);
    refused(
      await call(other, 'GET', `/api/groups/${elsewhere.id}/requests/${sent.id}/`),
      404,
      PARISH_TEXTS.requestNotFound,
    );
    const byAdmin = ok<ParishRequestList>(await call(admin, 'GET', base));
    expect(byAdmin.is_admin).toBe(true);
    expect(byAdmin.results.map((r) => r.id)).toEqual([sent.id]);
    expect(ok<ParishRequestList>(await call(asker, 'GET', base)).results.map((r) => r.id)).toEqual([
      sent.id,
    ]);
    // The member may not change the status.
    refused(
      await call(asker, 'PATCH', `${base}${sent.id}/`, { status: 'confirmee' }),
      403,
      PARISH_TEXTS.adminsOnly,
    );
    expect(ok<ParishRequest>(await call(asker, 'GET', `${base}${sent.id}/`)).status).toBe('recue');

    // reçue → en cours → confirmée, with a message each way.
    ok(await call(admin, 'PATCH', `${base}${sent.id}/`, { status: 'en_cours' }));
    ok(
      await call(admin, 'POST', `${base}${sent.id}/messages/`, {
        body: 'Elle sera dite dimanche à 10 h 30.',
      }),
      201,
    );
    ok(await call(asker, 'POST', `${base}${sent.id}/messages/`, { body: 'Merci beaucoup !' }), 201);
    const confirmed = ok<ParishRequest>(
      await call(admin, 'PATCH', `${base}${sent.id}/`, { status: 'confirmee' }),
    );
    expect(confirmed.status).toBe('confirmee');
    refused(
      await call(admin, 'PATCH', `${base}${sent.id}/`, { status: 'confirmee' }),
      409,
      PARISH_TEXTS.sameStatus,
    );
    const seen = ok<ParishRequest>(await call(asker, 'GET', `${base}${sent.id}/`));
    expect(seen.messages.map((m) => [m.author?.id, m.body])).toEqual([
      [admin.id, 'Elle sera dite dimanche à 10 h 30.'],
      [asker.id, 'Merci beaucoup !'],
    ]);
    expect(seen.messages_count).toBe(2);
    const told = (await notificationsOf(asker)).map((n) => n.type);
    expect(told.filter((type) => type === 'PARISH_REQUEST_STATUS')).toHaveLength(2);
    expect(told).toContain('PARISH_REQUEST_MESSAGE');
    expect((await notificationsOf(admin)).map((n) => n.type)).toContain('PARISH_REQUEST_MESSAGE');
    expect(await notificationsOf(other)).toEqual([]);

    // Guests may not read or send requests.
    expect((await guest(base)).statusCode).toBe(401);
  });

  it('takes each kind with its own fields, refuses incomplete forms in French, and writes nothing', async () => {
    const admin = await createSignedInMember(t);
    const asker = await createSignedInMember(t);
    const page = await parish(admin, [asker]);
    const base = `/api/groups/${page.id}/requests/`;
    const before = await tableCounts();
    refused(
      await call(asker, 'POST', base, { kind: 'intention', date_wished: '2026-12-06' }),
      400,
      "L'intention est obligatoire.",
    );
    refused(
      await call(asker, 'POST', base, { kind: 'intention', intention: 'Pour la paix' }),
      400,
      'La date souhaitée est obligatoire.',
    );
    refused(
      await call(asker, 'POST', base, { kind: 'obseques', person: 'Jean Petit' }),
      400,
      'Le téléphone est obligatoire : la paroisse vous rappelle vite.',
    );
    refused(
      await call(asker, 'POST', base, { kind: 'visite_malade', person: 'Anne', place: ' ' }),
      400,
      'Le lieu de la visite est obligatoire.',
    );
    refused(
      await call(asker, 'POST', base, { kind: 'pelerinage' }),
      400,
      'Type de demande inconnu.',
    );
    refused(
      await call(asker, 'PATCH', `${base}00000000-0000-4000-8000-000000000000/`, {
        status: 'confirmee',
      }),
      404,
      PARISH_TEXTS.requestNotFound,
    );
    expect(await tableCounts()).toEqual(before);

    const kinds = [
      { kind: 'bapteme', person: 'Lucas Martin', date_wished: '2027-04-11', phone: '0612345678' },
      { kind: 'mariage', person: 'Claire et Paul', details: 'Été 2027' },
      { kind: 'obseques', person: 'Jean Petit', phone: '0478000000' },
      { kind: 'visite_malade', person: 'Anne Petit', place: 'Hôpital Édouard-Herriot, ch. 12' },
    ];
    for (const body of kinds) ok(await call(asker, 'POST', base, body), 201);
    const mine = ok<ParishRequestList>(await call(asker, 'GET', base)).results;
    expect(mine.map((r) => [r.kind, r.person, r.place])).toEqual([
      ['visite_malade', 'Anne Petit', 'Hôpital Édouard-Herriot, ch. 12'],
      ['obseques', 'Jean Petit', ''],
      ['mariage', 'Claire et Paul', ''],
      ['bapteme', 'Lucas Martin', ''],
    ]);

    // The admins see those still to answer first: a confirmed one goes last.
    const visit = mine[0];
    if (!visit) throw new Error('request missing');
    ok(await call(admin, 'PATCH', `${base}${visit.id}/`, { status: 'confirmee' }));
    const toAnswer = ok<ParishRequestList>(await call(admin, 'GET', base)).results;
    expect(toAnswer.map((r) => r.kind)).toEqual([
      'obseques',
      'mariage',
      'bapteme',
      'visite_malade',
    ]);

    // A member blocked with the page's owner may not send one.
    const blocked = await createSignedInMember(t);
    await block(t, admin, blocked);
    refused(
      await call(blocked, 'POST', base, { kind: 'mariage', person: 'A et B' }),
      403,
      PARISH_TEXTS.blocked,
    );

    // The member's data: exported, then erased with their requests (and their messages).
    const exported = await createParishRepository(t.database.db).requestsForExport(asker.id);
    expect(exported).toHaveLength(4);
    expect(exported[0]).toMatchObject({ paroisse: 'Paroisse Saint-Paul', type: 'bapteme' });
    await createParishRepository(t.database.db).eraseOf(asker.id);
    expect(ok<ParishRequestList>(await call(admin, 'GET', base)).results).toEqual([]);
  });
});

describe('a hidden or archived parish page', () => {
  it('is read by its members only once hidden by moderation, and is read-only once archived', async () => {
    const owner = await createSignedInMember(t);
    const [follower, stranger] = await Promise.all([1, 2].map(() => createSignedInMember(t)));
    if (!follower || !stranger) throw new Error('members missing');
    const page = await parish(owner, [follower]);
    await t.database.db
      .update(groups)
      .set({ moderationHiddenAt: new Date() })
      .where(eq(groups.id, page.id));
    refused(await guest(`/api/groups/${page.id}/schedule/`), 404, PARISH_TEXTS.pageNotFound);
    refused(
      await call(stranger, 'GET', `/api/groups/${page.id}/schedule/`),
      404,
      PARISH_TEXTS.pageNotFound,
    );
    ok(await call(follower, 'GET', `/api/groups/${page.id}/schedule/`));
    await t.database.db
      .update(groups)
      .set({ moderationHiddenAt: null })
      .where(eq(groups.id, page.id));

    ok(await call(owner, 'DELETE', `/api/groups/${page.id}/`), 204);
    ok(await guest(`/api/groups/${page.id}/schedule/`));
    refused(
      await call(owner, 'POST', `/api/groups/${page.id}/schedule/times/`, {
        kind: 'messe',
        weekday: 7,
        time: '10:30',
      }),
      403,
      PARISH_TEXTS.archived,
    );
    refused(
      await call(follower, 'POST', `/api/groups/${page.id}/requests/`, {
        kind: 'mariage',
        person: 'Claire et Paul',
      }),
      403,
      PARISH_TEXTS.archived,
    );
  });
});

describe('the OpenAPI document', () => {
  it("lists the parish's routes of the issue, with their methods", async () => {
    const doc = (await guest('/api/docs/json')).json<{
      paths: Record<string, Record<string, { tags?: string[] }>>;
    }>();
    expect(Object.keys(doc.paths['/api/groups/{id}/schedule/'] ?? {})).toContain('get');
    expect(Object.keys(doc.paths['/api/groups/{id}/schedule.ics'] ?? {})).toContain('get');
    expect(Object.keys(doc.paths['/api/groups/{id}/requests/'] ?? {}).sort()).toEqual([
      'get',
      'post',
    ]);
    expect(doc.paths['/api/groups/{id}/requests/']?.post?.tags).toEqual(['parish']);
  });
});
