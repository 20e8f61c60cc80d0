/**
 * Volunteer rotas (docs/adr/0028-volunteer-rotas.md): a group's leaders define services and
 * ask members, who answer; members mark away dates (then they are neither proposed nor
 * assigned); a replacement asked is taken by the first to accept (two at once: one wins); the
 * leaders are told; reminders the day before with a moved clock; the ICS feed opened by its
 * token; the leaders' uncovered view and call; visibility, blocks, leaving, export and erasure.
 */
import type {
  DataExportRequested,
  Event,
  Group,
  RotaAwayList,
  RotaCall,
  RotaCandidates,
  RotaFeed,
  RotaMine,
  RotaService,
  RotaServiceList,
  RotaSlot,
  RotaUncovered,
} from '@koinonia/contracts';
import { count, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  block,
  createMember,
  createSignedInMember,
  type Member,
  signIn,
} from '../../test/factories.ts';
import { caller, ok, refused } from '../../test/http.ts';
import { createTestApp, testClock, type TestApp } from '../../test/test-app.ts';
import { unzip } from '../../test/unzip.ts';
import { createGroupsRepository } from '../groups/groups.repository.ts';
import { createNotificationsRepository } from '../notifications/notifications.repository.ts';
import { REMINDER_HOUR } from './rotas.module.ts';
import { rotaAbsences, rotaAssignments, rotaServices, rotaSlots } from './rotas.schema.ts';
import { ROTAS_TEXTS } from './rotas.texts.ts';

const ZONE = 'Europe/Paris';
const DAY = 86_400_000;
const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    now: clock.now,
    configure: (config) => void (config.timeZone = ZONE),
  });
});
afterAll(() => t.close());

const call = caller(() => t);
const member = () => createSignedInMember(t);

async function groupOf(owner: Member, members: Member[] = [], kind = 'GROUP'): Promise<Group> {
  const group = ok<Group>(
    await call(owner, 'POST', '/api/groups/', { name: 'Équipe liturgique', kind }),
    201,
  );
  for (const who of members) {
    await createGroupsRepository(t.database.db, 3).insertMembership({
      groupId: group.id,
      userId: who.id,
      status: 'MEMBER',
    });
  }
  return group;
}

const weekly = (owner: Member, group: Group, body: object = {}) =>
  call(owner, 'POST', `/api/groups/${group.id}/services/`, {
    name: 'Lectures',
    places: 1,
    weekday: 7,
    time: '11:00',
    ...body,
  });
const createWeekly = async (owner: Member, group: Group, body: object = {}) =>
  ok<RotaService>(await weekly(owner, group, body), 201);
const firstSlot = (service: RotaService): RotaSlot => {
  const slot = service.slots[0];
  if (!slot) throw new Error('no slot');
  return slot;
};
const answer = (who: Member, slot: RotaSlot, value: string) =>
  call(who, 'POST', `/api/services/slots/${slot.id}/answer/`, { answer: value });
const assign = (leader: Member, slot: RotaSlot, who: Member) =>
  call(leader, 'POST', `/api/services/slots/${slot.id}/assign/`, { user_id: who.id });
const notificationsOf = async (who: Member) =>
  (await createNotificationsRepository(t.database.db).listFor(who.id)).map((n) => ({
    type: n.notificationType,
    message: n.message,
  }));
const tableCounts = async () =>
  Promise.all(
    [rotaServices, rotaSlots, rotaAssignments, rotaAbsences].map(
      async (table) => (await t.database.db.select({ n: count() }).from(table))[0]?.n,
    ),
  );

describe('services and slots', () => {
  it("a group's leaders define a weekly service, its slots exist for the coming weeks on the right day and hour", async () => {
    const owner = await member();
    const group = await groupOf(owner);
    const service = await createWeekly(owner, group, { places: 2, description: 'Messe de 11 h' });
    expect(service).toMatchObject({ name: 'Lectures', places: 2, weekday: 7, time: '11:00' });
    expect(service.slots.length).toBeGreaterThanOrEqual(7);
    for (const slot of service.slots) {
      const start = DateTime.fromISO(slot.starts_at, { zone: ZONE });
      expect([start.weekday, start.toFormat('HH:mm'), slot.time, slot.date]).toEqual([
        7,
        '11:00',
        '11:00',
        start.toISODate(),
      ]);
      expect(slot).toMatchObject({ places: 2, filled: 0, open: false, my_status: null });
    }
    const list = ok<RotaServiceList>(await call(owner, 'GET', `/api/groups/${group.id}/services/`));
    expect(list.leader).toBe(true);
    expect(list.results.map((s) => s.id)).toEqual([service.id]);
  });

  it("a service attached to one of the group's events has one slot at its start; another group's event is refused", async () => {
    const owner = await member();
    const group = await groupOf(owner);
    const starts = new Date(Date.now() + 3 * DAY);
    const event = ok<Event>(
      await call(owner, 'POST', '/api/events/', {
        title: 'Messe des familles',
        starts_at: starts.toISOString(),
        ends_at: new Date(starts.getTime() + 3_600_000).toISOString(),
        location: 'Église',
        audience: 'group',
        group_id: group.id,
      }),
      201,
    );
    const service = ok<RotaService>(
      await call(owner, 'POST', `/api/groups/${group.id}/services/`, {
        name: 'Chorale',
        places: 4,
        event_id: event.id,
      }),
      201,
    );
    expect(service.event).toEqual({ id: event.id, title: 'Messe des familles' });
    expect(service.slots).toHaveLength(1);
    expect(new Date(firstSlot(service).starts_at).getTime()).toBe(starts.getTime());
    const other = await groupOf(owner);
    refused(
      await call(owner, 'POST', `/api/groups/${other.id}/services/`, {
        name: 'Chorale',
        places: 4,
        event_id: event.id,
      }),
      400,
      ROTAS_TEXTS.eventNotFound,
    );
  });

  it('refuses bad input in French and writes nothing', async () => {
    const owner = await member();
    const group = await groupOf(owner);
    const before = await tableCounts();
    refused(
      await weekly(owner, group, { places: 0 }),
      400,
      'Le nombre de personnes doit être un nombre de 1 à 30.',
    );
    refused(await weekly(owner, group, { name: '  ' }), 400, 'Le nom du service est obligatoire.');
    refused(
      await weekly(owner, group, { time: '25:00' }),
      400,
      "L'heure doit être une heure (HH:MM).",
    );
    refused(
      await weekly(owner, group, { weekday: 8 }),
      400,
      'Le jour doit être un nombre de 1 (lundi) à 7 (dimanche).',
    );
    refused(
      await call(owner, 'POST', `/api/groups/${group.id}/services/`, { name: 'Fleurs', places: 1 }),
      400,
      ROTAS_TEXTS.weeklyOrEvent,
    );
    const service = await createWeekly(owner, group);
    const afterOne = await tableCounts();
    refused(
      await answer(owner, firstSlot(service), 'peut-être'),
      400,
      'La réponse doit être « accept » ou « decline ».',
    );
    refused(
      await call(owner, 'POST', '/api/services/away/', { from: '2026-02-30', to: '2026-03-02' }),
      400,
      'Le premier jour doit être une date (AAAA-MM-JJ).',
    );
    refused(
      await call(owner, 'POST', '/api/services/away/', { from: '2027-03-10', to: '2027-03-02' }),
      400,
      ROTAS_TEXTS.awayOrder,
    );
    expect(await tableCounts()).toEqual(afterOne);
    expect(afterOne[0]).toBe((before[0] ?? 0) + 1);
  });

  it("only the group's members see its services; only its leaders define, open and assign", async () => {
    const owner = await member();
    const [plain, stranger] = [await member(), await member()];
    const group = await groupOf(owner, [plain]);
    const service = await createWeekly(owner, group);
    const slot = firstSlot(service);
    refused(
      await call(stranger, 'GET', `/api/groups/${group.id}/services/`),
      403,
      ROTAS_TEXTS.membersOnly,
    );
    refused(await answer(stranger, slot, 'accept'), 404, ROTAS_TEXTS.slotNotFound);
    refused(await call(stranger, 'GET', `/api/services/slots/${slot.id}/candidates/`), 404);
    const seen = ok<RotaServiceList>(await call(plain, 'GET', `/api/groups/${group.id}/services/`));
    expect(seen).toMatchObject({ leader: false, results: [{ id: service.id }] });
    refused(await weekly(plain, group), 403, ROTAS_TEXTS.leadersOnly);
    refused(await assign(plain, slot, plain), 403, ROTAS_TEXTS.leadersOnly);
    refused(
      await call(plain, 'PATCH', `/api/services/slots/${slot.id}/`, { open: true }),
      403,
      ROTAS_TEXTS.leadersOnly,
    );
    refused(
      await call(plain, 'GET', `/api/groups/${group.id}/services/uncovered/`),
      403,
      ROTAS_TEXTS.leadersOnly,
    );
    // A slot not open to volunteers is not taken by who was not asked.
    refused(await answer(plain, slot, 'accept'), 409, ROTAS_TEXTS.notOffered);
  });
});

describe('assignment, answers and away dates', () => {
  it('a leader asks a member, who is told and accepts; another declines and the leaders are told', async () => {
    const owner = await member();
    const [anne, paul] = [await member(), await member()];
    const group = await groupOf(owner, [anne, paul]);
    const slot = firstSlot(await createWeekly(owner, group, { places: 2 }));
    const asked = ok<RotaSlot>(await assign(owner, slot, anne));
    expect(asked).toMatchObject({ filled: 1, accepted: 0 });
    expect(asked.assignees.map((a) => [a.member.id, a.status])).toEqual([[anne.id, 'asked']]);
    ok(await assign(owner, slot, paul));
    refused(await assign(owner, slot, anne), 409, ROTAS_TEXTS.alreadyOn);
    await t.app.jobs.drain();
    expect((await notificationsOf(anne)).map((n) => n.type)).toContain('ROTA_ASKED');
    const pending = ok<RotaMine>(await call(anne, 'GET', '/api/services/mine/'));
    expect(pending.pending.map((s) => s.id)).toEqual([slot.id]);
    expect(pending.accepted).toEqual([]);

    expect(ok<RotaSlot>(await answer(anne, slot, 'accept'))).toMatchObject({
      my_status: 'accepted',
      accepted: 1,
    });
    const mine = ok<RotaMine>(await call(anne, 'GET', '/api/services/mine/'));
    expect(mine.accepted.map((s) => s.id)).toEqual([slot.id]);
    expect(mine.pending).toEqual([]);
    // A member who accepted does not simply decline: they ask for a replacement.
    refused(await answer(anne, slot, 'decline'), 409, ROTAS_TEXTS.declineAccepted);

    expect(ok<RotaSlot>(await answer(paul, slot, 'decline'))).toMatchObject({
      my_status: 'declined',
      filled: 1,
    });
    await t.app.jobs.drain();
    expect((await notificationsOf(owner)).map((n) => n.type)).toContain('ROTA_DECLINED');
    // A full slot takes nobody more.
    ok(await assign(owner, slot, owner));
    refused(await assign(owner, slot, paul), 409, ROTAS_TEXTS.full);
  });

  it('a member away that day is neither proposed nor assigned, nor takes a place; removing the absence lifts it', async () => {
    const owner = await member();
    const [away, here] = [await member(), await member()];
    const group = await groupOf(owner, [away, here]);
    const slot = firstSlot(await createWeekly(owner, group, { places: 3 }));
    const absences = ok<RotaAwayList>(
      await call(away, 'POST', '/api/services/away/', { from: slot.date, to: slot.date }),
      201,
    );
    const candidates = ok<RotaCandidates>(
      await call(owner, 'GET', `/api/services/slots/${slot.id}/candidates/`),
    );
    expect(candidates.results.map((c) => c.id).sort()).toEqual([owner.id, here.id].sort());
    refused(await assign(owner, slot, away), 409, ROTAS_TEXTS.away);
    ok(await call(owner, 'PATCH', `/api/services/slots/${slot.id}/`, { open: true }));
    refused(await answer(away, slot, 'accept'), 409, ROTAS_TEXTS.meAway);
    const offered = ok<RotaMine>(await call(away, 'GET', '/api/services/mine/'));
    expect(offered.offered.map((s) => s.id)).not.toContain(slot.id);

    const [absence] = absences.results;
    ok(await call(away, 'DELETE', `/api/services/away/${absence?.id}/`));
    expect(ok<RotaSlot>(await answer(away, slot, 'accept'))).toMatchObject({
      my_status: 'accepted',
    });
  });

  it('a member blocked either way is never proposed to nor assigned by the blocker', async () => {
    const owner = await member();
    const [blockedByOwner, blockerOfOwner, fine] = [await member(), await member(), await member()];
    const group = await groupOf(owner, [blockedByOwner, blockerOfOwner, fine]);
    const slot = firstSlot(await createWeekly(owner, group, { places: 3 }));
    await block(t, owner, blockedByOwner);
    await block(t, blockerOfOwner, owner);
    const candidates = ok<RotaCandidates>(
      await call(owner, 'GET', `/api/services/slots/${slot.id}/candidates/`),
    );
    expect(candidates.results.map((c) => c.id).sort()).toEqual([owner.id, fine.id].sort());
    refused(await assign(owner, slot, blockedByOwner), 400, ROTAS_TEXTS.blocked);
    refused(await assign(owner, slot, blockerOfOwner), 400, ROTAS_TEXTS.blocked);
    const before = await tableCounts();
    ok(await assign(owner, slot, fine));
    expect((await tableCounts())[2]).toBe((before[2] ?? 0) + 1);
  });
});

describe('replacements', () => {
  it('the first to accept takes the place; two at once: exactly one wins, and the leader and the replaced member are told', async () => {
    const owner = await member();
    const [holder, first, second] = [await member(), await member(), await member()];
    const group = await groupOf(owner, [holder, first, second]);
    const slot = firstSlot(await createWeekly(owner, group));
    ok(await assign(owner, slot, holder));
    ok(await answer(holder, slot, 'accept'));
    refused(
      await call(first, 'POST', `/api/services/slots/${slot.id}/replacement/`),
      409,
      ROTAS_TEXTS.notAccepted,
    );
    expect(
      ok<RotaSlot>(await call(holder, 'POST', `/api/services/slots/${slot.id}/replacement/`)),
    ).toMatchObject({ my_status: 'replacement', filled: 1 });
    await t.app.jobs.drain();
    expect((await notificationsOf(first)).map((n) => n.type)).toContain('ROTA_REPLACEMENT_ASKED');
    const offered = ok<RotaMine>(await call(first, 'GET', '/api/services/mine/'));
    expect(offered.offered.map((s) => s.id)).toContain(slot.id);

    const answers = await Promise.all([
      answer(first, slot, 'accept'),
      answer(second, slot, 'accept'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((a) => a.statusCode === 409);
    expect(loser?.json<{ error: string }>().error).toMatch(/prise|pas ouvert/);
    const winner = answers[0]?.statusCode === 200 ? first : second;
    const after = ok<RotaServiceList>(
      await call(owner, 'GET', `/api/groups/${group.id}/services/`),
    );
    const taken = after.results[0]?.slots[0];
    expect(taken?.assignees.map((a) => [a.member.id, a.status])).toEqual([[winner.id, 'accepted']]);
    expect(taken).toMatchObject({ filled: 1, accepted: 1 });
    const [rows] = await t.database.db
      .select({ n: count() })
      .from(rotaAssignments)
      .where(eq(rotaAssignments.slotId, slot.id));
    expect(rows?.n).toBe(2); // the winner's place and the replaced member's row

    await t.app.jobs.drain();
    expect((await notificationsOf(owner)).filter((n) => n.type === 'ROTA_REPLACED')).toHaveLength(
      1,
    );
    expect((await notificationsOf(holder)).map((n) => n.type)).toContain('ROTA_REPLACED');
    const holderMine = ok<RotaMine>(await call(holder, 'GET', '/api/services/mine/'));
    expect(holderMine.accepted).toEqual([]);
  });

  it('two members take the last free place of an open slot at once: exactly one wins', async () => {
    const owner = await member();
    const [a, b] = [await member(), await member()];
    const group = await groupOf(owner, [a, b]);
    const slot = firstSlot(await createWeekly(owner, group));
    ok(await call(owner, 'PATCH', `/api/services/slots/${slot.id}/`, { open: true }));
    const answers = await Promise.all([answer(a, slot, 'accept'), answer(b, slot, 'accept')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [held] = await t.database.db
      .select({ n: count() })
      .from(rotaAssignments)
      .where(eq(rotaAssignments.slotId, slot.id));
    expect(held?.n).toBe(1);
  });
});

describe('reminders, ICS feed, uncovered slots', () => {
  it('reminds each accepted member once the day before, by notification and mail, as the clock moves', async () => {
    const owner = await member();
    const [accepted, asked] = [await member(), await member()];
    const group = await groupOf(owner, [accepted, asked]);
    const service = await createWeekly(owner, group, { name: 'Accueil', places: 2 });
    // A slot at least two days ahead, so that its eve is still to come.
    const slot = service.slots.find((s) => new Date(s.starts_at).getTime() > Date.now() + 2 * DAY);
    if (!slot) throw new Error('no slot two days ahead');
    ok(await assign(owner, slot, accepted));
    ok(await answer(accepted, slot, 'accept'));
    ok(await assign(owner, slot, asked));
    const eve = DateTime.fromISO(slot.date, { zone: ZONE }).minus({ days: 1 });
    const remindAt = async (at: DateTime) => {
      clock.shift = at.toMillis() - Date.now();
      try {
        await t.app.services.rotas.sendReminders(REMINDER_HOUR);
        await t.app.jobs.drain();
      } finally {
        clock.shift = 0;
      }
    };
    const reminders = async (who: Member) =>
      (await notificationsOf(who)).filter((n) => n.type === 'ROTA_REMINDER');
    await remindAt(eve.set({ hour: REMINDER_HOUR - 3 })); // too early
    await remindAt(eve.minus({ days: 1 }).set({ hour: 20 })); // two days before
    expect(await reminders(accepted)).toHaveLength(0);
    await remindAt(eve.set({ hour: REMINDER_HOUR, minute: 5 }));
    await remindAt(eve.set({ hour: 21 }));
    expect(await reminders(accepted)).toHaveLength(1);
    expect((await reminders(accepted))[0]?.message).toContain('Accueil');
    expect(await reminders(asked)).toHaveLength(0);
    const mails = t.mails
      .to(accepted.email)
      .filter((m) => m.subject.startsWith('Rappel : Accueil'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Demain, vous êtes attendu');
    expect(t.mails.to(asked.email).filter((m) => m.subject.startsWith('Rappel'))).toEqual([]);
  });

  it('serves an ICS feed of my accepted places to a calendar app by its token, without a session; renewing it closes the old one', async () => {
    const owner = await member();
    const volunteer = await member();
    const group = await groupOf(owner, [volunteer]);
    const service = await createWeekly(owner, group, { name: 'Fleurs', places: 1 });
    const [accepted, declined] = service.slots;
    if (!accepted || !declined) throw new Error('slots missing');
    ok(await assign(owner, accepted, volunteer));
    ok(await answer(volunteer, accepted, 'accept'));
    ok(await assign(owner, declined, volunteer));
    ok(await answer(volunteer, declined, 'decline'));
    const feed = ok<RotaFeed>(await call(volunteer, 'GET', '/api/services/calendar/'));
    const path = new URL(feed.url).pathname;
    const ics = await t.app.inject({ method: 'GET', url: path });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain(`UID:${accepted.id}@koinonia-services`);
    expect(ics.body).toContain('SUMMARY:Fleurs – Équipe liturgique');
    expect(ics.body).toContain('TZID=Europe/Paris');
    expect(ics.body).not.toContain(declined.id);
    const renewed = ok<RotaFeed>(await call(volunteer, 'POST', '/api/services/calendar/renew/'));
    expect(renewed.url).not.toBe(feed.url);
    refused(await t.app.inject({ method: 'GET', url: path }), 404, ROTAS_TEXTS.badToken);
    expect(
      (await t.app.inject({ method: 'GET', url: new URL(renewed.url).pathname })).statusCode,
    ).toBe(200);
  });

  it('lists the uncovered slots of the next four weeks and sends one message, through the jobs, to the members who could take them', async () => {
    const owner = await member();
    const [free, away, blocked, covering] = [
      await member(),
      await member(),
      await member(),
      await member(),
    ];
    const group = await groupOf(owner, [free, away, blocked, covering]);
    const service = await createWeekly(owner, group, {
      name: 'Ménage',
      places: 1,
      weekday: 3,
      time: '14:00',
    });
    const slots = service.slots.filter((s) => new Date(s.starts_at).getTime() > Date.now());
    const [covered] = slots;
    if (!covered) throw new Error('no slot');
    ok(await assign(owner, covered, covering));
    ok(await answer(covering, covered, 'accept'));
    const uncovered = ok<RotaUncovered>(
      await call(owner, 'GET', `/api/groups/${group.id}/services/uncovered/`),
    );
    const horizon = Date.now() + 28 * DAY + DAY;
    expect(uncovered.results.map((s) => s.id)).toEqual(
      slots
        .filter((s) => s.id !== covered.id && new Date(s.starts_at).getTime() < horizon)
        .map((s) => s.id)
        .slice(0, uncovered.results.length),
    );
    expect(uncovered.results.map((s) => s.id)).not.toContain(covered.id);
    expect(uncovered.results.length).toBeGreaterThanOrEqual(3);
    // Away on every uncovered day, or blocked with the leader: not called.
    const days = uncovered.results.map((s) => s.date).sort();
    ok(await call(away, 'POST', '/api/services/away/', { from: days[0], to: days.at(-1) }), 201);
    await block(t, owner, blocked);
    const before = t.mails.to(free.email).length;
    t.jobs.drainAfterInject = false;
    let sent: RotaCall;
    try {
      sent = ok<RotaCall>(
        await call(owner, 'POST', `/api/groups/${group.id}/services/uncovered/message/`, {
          text: 'Il manque du monde pour le ménage de l’église, merci !',
        }),
      );
      // Not inline: nothing is mailed before the jobs run.
      expect(t.mails.to(free.email).length).toBe(before);
    } finally {
      t.jobs.drainAfterInject = true;
    }
    // The free member and the one who covers the first slot (free on the others).
    expect(sent.recipients).toBe(2);
    await t.app.jobs.drain();
    expect((await notificationsOf(free)).map((n) => n.type)).toContain('ROTA_CALL');
    expect((await notificationsOf(away)).map((n) => n.type)).not.toContain('ROTA_CALL');
    expect((await notificationsOf(blocked)).map((n) => n.type)).not.toContain('ROTA_CALL');
    expect(t.mails.to(free.email).at(-1)?.subject).toBe(
      'Équipe liturgique cherche des volontaires',
    );
    expect(t.mails.to(away.email).filter((m) => m.subject.includes('volontaires'))).toEqual([]);
    refused(
      await call(owner, 'POST', `/api/groups/${group.id}/services/uncovered/message/`, {
        text: ' ',
      }),
      400,
      'Le message est obligatoire.',
    );
  });
});

describe("a member's data", () => {
  it('a member who leaves the group loses their future places', async () => {
    const owner = await member();
    const leaver = await member();
    const group = await groupOf(owner, [leaver]);
    const slot = firstSlot(await createWeekly(owner, group));
    ok(await assign(owner, slot, leaver));
    ok(await answer(leaver, slot, 'accept'));
    const left = await call(leaver, 'POST', `/api/groups/${group.id}/leave/`);
    expect([200, 204]).toContain(left.statusCode);
    await t.app.jobs.drain();
    const after = ok<RotaServiceList>(
      await call(owner, 'GET', `/api/groups/${group.id}/services/`),
    );
    expect(after.results[0]?.slots[0]).toMatchObject({ filled: 0, assignees: [] });
  });

  it('exports my places and away dates, and erases them with the account', async () => {
    const owner = await member();
    const input = await createMember(t);
    const session = await signIn(t, input);
    const volunteer: Member = {
      id: session.user.id,
      email: input.email,
      titre: '',
      first_name: input.first_name,
      last_name: input.last_name,
      headers: { authorization: `Bearer ${session.access}` },
    };
    const group = await groupOf(owner, [volunteer]);
    const slot = firstSlot(await createWeekly(owner, group, { name: 'Catéchisme' }));
    ok(await assign(owner, slot, volunteer));
    ok(await answer(volunteer, slot, 'accept'));
    ok(
      await call(volunteer, 'POST', '/api/services/away/', {
        from: '2027-07-01',
        to: '2027-07-15',
      }),
      201,
    );
    const requested = ok<DataExportRequested>(
      await call(volunteer, 'POST', '/api/users/export/'),
      202,
    );
    const zip = await t.app.inject({
      url: `/api/users/export/${requested.export.id}/`,
      headers: volunteer.headers,
    });
    const files = await unzip(zip.rawPayload);
    const read = (name: string) => JSON.parse(files.get(name)?.toString() ?? 'null');
    expect(read('services.json')).toEqual([
      expect.objectContaining({ service: 'Catéchisme', date: slot.date, status: 'accepted' }),
    ]);
    expect(read('absences-services.json')).toEqual([
      expect.objectContaining({ from: '2027-07-01', to: '2027-07-15' }),
    ]);

    ok(await call(volunteer, 'POST', '/api/users/close-account/', { password: input.password }));
    clock.shift = 31 * DAY;
    try {
      expect(await t.app.services.account.sweepDeletions()).toContain(volunteer.id);
      await t.app.jobs.drain();
    } finally {
      clock.shift = 0;
    }
    for (const table of [rotaAssignments, rotaAbsences]) {
      const [left] = await t.database.db
        .select({ n: count() })
        .from(table)
        .where(eq(table.userId, volunteer.id));
      expect(left?.n).toBe(0);
    }
  });
});
