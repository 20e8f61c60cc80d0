import type { CreateEventBody, Event, Group, Publication } from '@koinonia/contracts';
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/sql.ts';
import type { MailMessage } from '../../platform/mailer.ts';
import { block, createSignedInMember, type Member } from '../../test/factories.ts';
import { caller, ok } from '../../test/http.ts';
import { createTestApp, testClock, type TestApp } from '../../test/test-app.ts';
import { WEEKLY_SUMMARY_JOB } from './community.summary.ts';

/** The app's clock, moved by `clock.shift`, never slept. */
const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(() => t.close());

const call = caller(() => t);
const member = () => createSignedInMember(t);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const setCommunication = async (who: Member, communication: object) =>
  ok(await call(who, 'PATCH', '/api/users/settings/', { communication }));
const communicationOf = async (who: Member) =>
  ok<{ communication: { group_events: boolean; weekly_summary: boolean } }>(
    await call(who, 'GET', '/api/users/settings/'),
  ).communication;

async function createGroup(owner: Member, body: object, ...members: Member[]): Promise<Group> {
  const group = ok<Group>(
    await call(owner, 'POST', '/api/groups/', { join_rule: 'OPEN', ...body }),
    201,
  );
  for (const other of members) ok(await call(other, 'POST', `/api/groups/${group.id}/join/`, {}));
  return group;
}

async function createEvent(organiser: Member, body: Partial<CreateEventBody>): Promise<Event> {
  return ok<Event>(
    await call(organiser, 'POST', '/api/events/', {
      title: 'Répétition de Noël',
      starts_at: '2027-12-11T19:30:00.000Z',
      ends_at: '2027-12-11T21:00:00.000Z',
      location: 'Salle paroissiale, Lyon',
      ...body,
    }),
    201,
  );
}

const announcements = (who: Member, title: string) =>
  t.mails.to(who.email).filter((mail) => mail.subject.endsWith(`: ${title}`));

/** The link of the List-Unsubscribe header, as a path to inject. */
const unsubscribePath = (mail: MailMessage | undefined) => {
  const link = new URL(/<(.*)>/.exec(mail?.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '');
  return `${link.pathname}${link.search}`;
};

describe('announcements of events published in my groups', () => {
  it('mails the members who want them, never the organiser, the blocked, nor for a draft', async () => {
    const organiser = await member();
    const [reader, quiet, blocked, blocker] = [
      await member(),
      await member(),
      await member(),
      await member(),
    ];
    const group = await createGroup(
      organiser,
      { name: 'Chorale Saint-Jean' },
      reader,
      quiet,
      blocked,
      blocker,
    );
    await setCommunication(quiet, { group_events: false });
    await block(t, organiser, blocked);
    await block(t, blocker, organiser);

    const event = await createEvent(organiser, { audience: 'group', group_id: group.id });
    const [mail, ...more] = announcements(reader, 'Répétition de Noël');
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Nouvel événement dans Chorale Saint-Jean : Répétition de Noël');
    // The community's time zone (Europe/Paris): 19:30 UTC is 20 h 30 there.
    expect(mail?.text).toContain('« Répétition de Noël », samedi 11 décembre à 20 h 30.');
    expect(mail?.text).toContain('Lieu : Salle paroissiale, Lyon');
    expect(mail?.text).toContain(`http://koinonia.test/feed/events/${event.id}`);
    expect(mail?.text).toContain('http://koinonia.test/settings/communication');
    expect(mail?.html).toContain('Voir l’événement');
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    for (const nobody of [organiser, quiet, blocked, blocker]) {
      expect(announcements(nobody, 'Répétition de Noël')).toEqual([]);
    }

    // A draft is announced to nobody, until it is published.
    const draft = await createEvent(organiser, {
      title: 'Concert (brouillon)',
      audience: 'group',
      group_id: group.id,
      status: 'draft',
    });
    expect(announcements(reader, 'Concert (brouillon)')).toEqual([]);
    ok(await call(organiser, 'PATCH', `/api/events/${draft.id}/`, { status: 'confirmed' }));
    expect(announcements(reader, 'Concert (brouillon)')).toHaveLength(1);
    // An event online says so, without its link.
    await createEvent(organiser, {
      title: 'Prière en ligne',
      audience: 'group',
      group_id: group.id,
      is_online: true,
      online_url: 'https://visio.exemple.fr/priere',
    });
    const online = announcements(reader, 'Prière en ligne')[0];
    expect(online?.text).toContain('En ligne (le lien est sur la page de l’événement).');
    expect(online?.text).not.toContain('visio.exemple.fr');
  });

  it('mails each member once when the delivery runs again', async () => {
    const organiser = await member();
    const reader = await member();
    const group = await createGroup(organiser, { name: 'Servants d’autel' }, reader);
    await createEvent(organiser, {
      title: 'Formation des servants',
      audience: 'group',
      group_id: group.id,
    });
    expect(announcements(reader, 'Formation des servants')).toHaveLength(1);
    // As after a crash between the mails and the delivery's end: the event is delivered again.
    const delivered = await rows<{ id: string }>(
      t.database.db,
      sql`update domain_events set delivered_at = null
        where name = 'events.published' and payload->>'groupId' = ${group.id} returning id`,
    );
    for (const { id } of delivered) await t.app.jobs.send('domain-event.deliver', { id });
    await t.app.jobs.drain();
    await t.app.jobs.drain();
    expect(delivered).toHaveLength(1);
    expect(announcements(reader, 'Formation des servants')).toHaveLength(1);
  });

  it('mails no one who left a secret group before the mail went out', async () => {
    const organiser = await member();
    const [stays, leaves] = [await member(), await member()];
    const group = await createGroup(organiser, { name: 'Conseil', visibility: 'SECRET' });
    for (const other of [stays, leaves]) {
      await t.database.db.execute(
        sql`insert into group_members (group_id, user_id, role, status)
          values (${group.id}::uuid, ${other.id}::uuid, 'MEMBER', 'MEMBER')`,
      );
    }
    t.jobs.drainAfterInject = false;
    try {
      await createEvent(organiser, {
        title: 'Conseil de rentrée',
        audience: 'group',
        group_id: group.id,
      });
      ok(await call(leaves, 'POST', `/api/groups/${group.id}/leave/`));
      await t.app.jobs.drain();
    } finally {
      t.jobs.drainAfterInject = true;
    }
    expect(announcements(stays, 'Conseil de rentrée')).toHaveLength(1);
    expect(announcements(leaves, 'Conseil de rentrée')).toEqual([]);
  });

  it('stops them with the signed link, without signing in; a forged token is refused', async () => {
    const organiser = await member();
    const reader = await member();
    const group = await createGroup(organiser, { name: 'Jeunes pros' }, reader);
    await createEvent(organiser, { title: 'Soirée jeux', audience: 'group', group_id: group.id });
    const path = unsubscribePath(announcements(reader, 'Soirée jeux')[0]);
    expect(path).toMatch(/^\/api\/community\/unsubscribe\/\?mail=group_events&token=/);
    // The same token for the other mail is refused: it is signed for one mail only.
    const other = await t.app.inject({ url: path.replace('group_events', 'weekly_summary') });
    expect(other.statusCode).toBe(400);
    const forged = await t.app.inject({
      url: `/api/community/unsubscribe/?mail=group_events&token=${reader.id}.AAAA`,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('Lien invalide');
    expect(await communicationOf(reader)).toMatchObject({ group_events: true });

    const stop = await t.app.inject({ method: 'POST', url: path });
    expect(stop.statusCode).toBe(200);
    expect(stop.body).toContain('Vous êtes désinscrit');
    expect(await communicationOf(reader)).toMatchObject({ group_events: false });
    await createEvent(organiser, { title: 'Soirée crêpes', audience: 'group', group_id: group.id });
    expect(announcements(reader, 'Soirée crêpes')).toEqual([]);
  });
});

describe('the weekly summary', () => {
  /** The next Monday 7:30 in the community's time zone, after now. */
  const nextMonday = (() => {
    const now = DateTime.now().setZone('Europe/Paris');
    const monday = now.startOf('week').set({ hour: 7, minute: 30 });
    return (monday > now ? monday : monday.plus({ weeks: 1 })).toJSDate();
  })();

  /** Runs the hourly job as the queue would, at `at`. */
  async function summaryAt(at: Date): Promise<void> {
    clock.shift = at.getTime() - Date.now();
    try {
      await t.app.jobs.send(WEEKLY_SUMMARY_JOB, {});
      await t.app.jobs.drain();
    } finally {
      clock.shift = 0;
    }
  }

  const summaries = (who: Member) =>
    t.mails.to(who.email).filter((mail) => mail.subject === 'Votre semaine sur Koinonia');

  const publish = async (author: Member, text: string, group?: Group) =>
    ok<Publication>(
      await call(author, 'POST', '/api/publications/', {
        type: 'texte',
        text,
        ...(group ? { group_id: group.id } : { audience: 'public' }),
      }),
      201,
    );
  const comment = async (who: Member, publication: Publication, text: string) =>
    ok(
      await call(who, 'POST', `/api/publications/post/${publication.id}/comments/`, { text }),
      201,
    );

  it('mails those who asked, once a week, only what each may see; nothing for an empty week', async () => {
    const [reader, insider, optedOut, author] = [
      await member(),
      await member(),
      await member(),
      await member(),
    ];
    await setCommunication(reader, { weekly_summary: true });
    await setCommunication(insider, { weekly_summary: true });
    const council = await createGroup(author, { name: 'Conseil privé', visibility: 'PRIVATE' });
    await t.database.db.execute(
      sql`insert into group_members (group_id, user_id, role, status)
        values (${council.id}::uuid, ${insider.id}::uuid, 'MEMBER', 'MEMBER')`,
    );
    const open = await publish(author, 'Merci à tous pour la kermesse de dimanche !');
    await comment(reader, open, 'Quelle belle journée');
    await comment(insider, open, 'Merci à vous');
    const hidden = await publish(author, 'Le budget confidentiel du conseil', council);
    await comment(insider, hidden, 'Vu, merci');
    const newGroup = await createGroup(author, { name: 'Randonneurs de Fourvière' });
    const soon = await createEvent(author, {
      title: 'Marche pour la paix',
      starts_at: new Date(nextMonday.getTime() + DAY).toISOString(),
      ends_at: new Date(nextMonday.getTime() + DAY + 2 * HOUR).toISOString(),
    });

    await summaryAt(nextMonday);
    const [mail, ...more] = summaries(reader);
    expect(more).toEqual([]);
    expect(mail?.text).toMatch(/\d+ nouveaux membres ont rejoint la communauté\./);
    expect(mail?.text).toContain(
      '« Merci à tous pour la kermesse de dimanche ! » — 2 commentaires',
    );
    expect(mail?.text).toContain(`/feed/publica-details/${open.id}`);
    expect(mail?.text).not.toContain('budget confidentiel');
    expect(mail?.text).toContain('Marche pour la paix, mardi');
    expect(mail?.text).toContain(`/feed/events/${soon.id}`);
    expect(mail?.text).toContain(`Randonneurs de Fourvière (1 membre)`);
    expect(mail?.text).toContain(`/feed/groups/${newGroup.id}`);
    // A private group may be discovered (its publications stay hidden); a secret one, never.
    expect(mail?.text).toContain('Conseil privé (1 membre)');
    expect(mail?.text).not.toContain('• Conseil (');
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(summaries(insider)[0]?.text).toContain(
      '« Le budget confidentiel du conseil » — 1 commentaire',
    );
    expect(summaries(optedOut)).toEqual([]);

    // The hourly run later that Monday, and on Tuesday: nothing more this week.
    await summaryAt(new Date(nextMonday.getTime() + HOUR));
    await summaryAt(new Date(nextMonday.getTime() + DAY));
    expect(summaries(reader)).toHaveLength(1);

    // The next week tells of what is coming then; the one after holds nothing: no mail.
    await createEvent(author, {
      title: 'Pèlerinage',
      starts_at: new Date(nextMonday.getTime() + 8 * DAY).toISOString(),
      ends_at: new Date(nextMonday.getTime() + 8 * DAY + 5 * HOUR).toISOString(),
    });
    await summaryAt(new Date(nextMonday.getTime() + 7 * DAY));
    expect(summaries(reader)).toHaveLength(2);
    expect(summaries(reader)[1]?.text).toContain('Pèlerinage');
    expect(summaries(reader)[1]?.text).not.toContain('kermesse');
    await summaryAt(new Date(nextMonday.getTime() + 14 * DAY));
    expect(summaries(reader)).toHaveLength(2);
    expect(summaries(insider)).toHaveLength(2);

    // Its link turns the summary off, without signing in.
    const stop = await t.app.inject({ url: unsubscribePath(mail) });
    expect(stop.statusCode).toBe(200);
    expect(await communicationOf(reader)).toMatchObject({ weekly_summary: false });
  });
});
