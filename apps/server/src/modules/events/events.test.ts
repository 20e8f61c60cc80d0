import type {
  CreateEventBody,
  Event,
  EventPage,
  EventParticipantPage,
  Group,
  Publication,
  PublicationPage,
  Rsvp,
} from '@koinonia/contracts';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { befriend, block, createSignedInMember, type Member } from '../../test/factories.ts';
import { caller, ok, refused } from '../../test/http.ts';
import { createTestApp, testClock, type TestApp } from '../../test/test-app.ts';
import { createNotificationsRepository } from '../notifications/notifications.repository.ts';
import { EVENTS_TEXTS } from './events.texts.ts';

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
const inHours = (hours: number) => new Date(Date.now() + clock.shift + hours * HOUR).toISOString();

async function createEvent(organiser: Member, body: Partial<CreateEventBody> = {}): Promise<Event> {
  return ok<Event>(
    await call(organiser, 'POST', '/api/events/', {
      title: 'Veillée de prière',
      starts_at: inHours(48),
      ends_at: inHours(50),
      location: 'Église Saint-Pierre, Lyon',
      ...body,
    }),
    201,
  );
}

const getEvent = (who: Member, event: Event) => call(who, 'GET', `/api/events/${event.id}/`);
const rsvp = (who: Member, event: Event, answer: string, guests = 0) =>
  call(who, 'POST', `/api/events/${event.id}/rsvp/`, { answer, guests });
const list = async (who: Member, query: string) =>
  ok<EventPage>(await call(who, 'GET', `/api/events/?${query}`)).results;
const ids = (events: Event[]) => events.map((e) => e.id);
const notificationTypes = async (who: Member) =>
  (await createNotificationsRepository(t.database.db).listFor(who.id)).map(
    (n) => n.notificationType,
  );

describe('creating and editing', () => {
  it('makes the creator an organiser, with the spec label in the community time zone', async () => {
    const organiser = await member();
    const event = await createEvent(organiser, {
      starts_at: '2027-12-11T19:30:00.000Z',
      ends_at: '2027-12-11T21:00:00.000Z',
      category: 'priere',
    });
    expect(event).toMatchObject({
      label: 'SAM. 11 DÉC.',
      time_zone: 'Europe/Paris',
      category: 'priere',
      status: 'confirmed',
      is_organiser: true,
      organisers: [{ id: organiser.id }],
      going_count: 0,
      my_answer: null,
    });
  });

  it('refuses an end before the start, a missing place and a group one is not in', async () => {
    const organiser = await member();
    refused(
      await call(organiser, 'POST', '/api/events/', {
        title: 'Messe',
        starts_at: inHours(5),
        ends_at: inHours(4),
        location: 'Église',
      }),
      400,
      EVENTS_TEXTS.endBeforeStart,
    );
    refused(
      await call(organiser, 'POST', '/api/events/', {
        title: 'Messe',
        starts_at: inHours(5),
        ends_at: inHours(6),
      }),
      400,
      EVENTS_TEXTS.placeRequired,
    );
    const other = await member();
    const group = ok<Group>(await call(other, 'POST', '/api/groups/', { name: 'Chorale' }), 201);
    refused(
      await call(organiser, 'POST', '/api/events/', {
        title: 'Répétition',
        starts_at: inHours(5),
        ends_at: inHours(6),
        location: 'Église',
        audience: 'group',
        group_id: group.id,
      }),
      400,
      EVENTS_TEXTS.notGroupMember,
    );
    expect(await list(organiser, 'tab=mine')).toEqual([]);
  });

  it('shows a draft to its organisers only; only organisers edit', async () => {
    const organiser = await member();
    const stranger = await member();
    const draft = await createEvent(organiser, { status: 'draft' });
    refused(await getEvent(stranger, draft), 404, EVENTS_TEXTS.notFound);
    refused(
      await call(stranger, 'PATCH', `/api/events/${draft.id}/`, { title: 'Autre titre' }),
      404,
    );
    const published = ok<Event>(
      await call(organiser, 'PATCH', `/api/events/${draft.id}/`, { status: 'confirmed' }),
    );
    expect(published.status).toBe('confirmed');
    refused(
      await call(stranger, 'PATCH', `/api/events/${draft.id}/`, { title: 'Autre titre' }),
      403,
      EVENTS_TEXTS.notOrganiser,
    );
  });
});

describe('audiences and blocks', () => {
  it('public, friends, group and invited events reach only their audience', async () => {
    const organiser = await member();
    const [friend, stranger, invitee] = [await member(), await member(), await member()];
    await befriend(t, organiser, friend);
    await befriend(t, organiser, invitee);
    const group = ok<Group>(
      await call(organiser, 'POST', '/api/groups/', { name: 'Servants', visibility: 'PRIVATE' }),
      201,
    );
    const publicEvent = await createEvent(organiser, { title: 'Public' });
    const friendsEvent = await createEvent(organiser, { title: 'Amis', audience: 'friends' });
    const groupEvent = await createEvent(organiser, {
      title: 'Groupe',
      audience: 'group',
      group_id: group.id,
    });
    const invitedEvent = await createEvent(organiser, {
      title: 'Invités',
      audience: 'invited',
      invited: [invitee.id],
    });
    const seen = async (who: Member) => ids(await list(who, 'tab=upcoming&limit=100'));
    expect(await seen(stranger)).toContain(publicEvent.id);
    expect(await seen(stranger)).not.toEqual(expect.arrayContaining([friendsEvent.id]));
    for (const hidden of [friendsEvent, groupEvent, invitedEvent]) {
      refused(await getEvent(stranger, hidden), 404);
      expect(await seen(stranger)).not.toContain(hidden.id);
    }
    expect(await seen(friend)).toContain(friendsEvent.id);
    expect(await seen(friend)).not.toContain(groupEvent.id);
    expect(await seen(invitee)).toContain(invitedEvent.id);
    expect(ok<Event>(await getEvent(invitee, invitedEvent)).my_answer).toBe('invited');
    expect(await notificationTypes(invitee)).toContain('EVENT_INVITATION');
    // Inviting someone who is not a friend is refused, and nothing is written.
    refused(
      await call(organiser, 'PATCH', `/api/events/${invitedEvent.id}/`, { invited: [stranger.id] }),
      400,
      EVENTS_TEXTS.friendsOnly,
    );
    refused(await getEvent(stranger, invitedEvent), 404);
  });

  it('never shows an event organised by someone blocked either way, nor them in lists', async () => {
    const organiser = await member();
    const [blocker, blocked, other] = [await member(), await member(), await member()];
    const event = await createEvent(organiser);
    ok(await rsvp(blocked, event, 'going'));
    ok(await rsvp(other, event, 'going'));
    await block(t, blocker, organiser);
    refused(await getEvent(blocker, event), 404);
    expect(ids(await list(blocker, 'tab=upcoming&limit=100'))).not.toContain(event.id);
    const second = await createEvent(other);
    ok(await rsvp(blocked, second, 'going'));
    await block(t, blocker, blocked);
    const going = ok<EventParticipantPage>(
      await call(blocker, 'GET', `/api/events/${second.id}/participants/`),
    );
    expect(going.results.map((p) => p.user.id)).not.toContain(blocked.id);
    const theirs = ok<EventParticipantPage>(
      await call(blocked, 'GET', `/api/events/${second.id}/participants/`),
    );
    expect(theirs.results.map((p) => p.user.id)).not.toContain(blocker.id);
  });

  it('gives the online link to participants only until the event starts', async () => {
    const organiser = await member();
    const event = await createEvent(organiser, {
      is_online: true,
      online_url: 'https://meet.jit.si/koinonia-bible',
    });
    expect(event.online_url).toBe('https://meet.jit.si/koinonia-bible');
    const guest = await member();
    expect(ok<Event>(await getEvent(guest, event)).online_url).toBeNull();
    ok(await rsvp(guest, event, 'going'));
    expect(ok<Event>(await getEvent(guest, event)).online_url).toBe(
      'https://meet.jit.si/koinonia-bible',
    );
    const late = await member();
    clock.shift = 49 * HOUR;
    try {
      expect(ok<Event>(await getEvent(late, event)).online_url).toBe(
        'https://meet.jit.si/koinonia-bible',
      );
    } finally {
      clock.shift = 0;
    }
  });
});

describe('capacity and waiting list', () => {
  it('puts the member on the waiting list when full, with a rank; a withdrawal promotes the first', async () => {
    const organiser = await member();
    const event = await createEvent(organiser, { capacity: 1, title: 'Pèlerinage' });
    const [jean, helene, pierre] = [await member(), await member(), await member()];
    expect(ok<Rsvp>(await rsvp(jean, event, 'going'))).toEqual({
      answer: 'going',
      guests: 0,
      waiting_rank: null,
    });
    expect(ok<Rsvp>(await rsvp(helene, event, 'going'))).toEqual({
      answer: 'waiting',
      guests: 0,
      waiting_rank: 1,
    });
    expect(ok<Rsvp>(await rsvp(pierre, event, 'going')).waiting_rank).toBe(2);
    expect(ok<Event>(await getEvent(organiser, event))).toMatchObject({
      going_count: 1,
      waiting_count: 2,
    });
    ok(await rsvp(jean, event, 'declined'));
    expect(ok<Event>(await getEvent(helene, event))).toMatchObject({
      my_answer: 'going',
      waiting_rank: null,
    });
    expect(ok<Event>(await getEvent(pierre, event)).waiting_rank).toBe(1);
    expect(await notificationTypes(helene)).toContain('EVENT_PROMOTED');
    expect(await notificationTypes(pierre)).not.toContain('EVENT_PROMOTED');
    // A bigger capacity promotes at once.
    ok(await call(organiser, 'PATCH', `/api/events/${event.id}/`, { capacity: 2 }));
    expect(ok<Event>(await getEvent(pierre, event)).my_answer).toBe('going');
    refused(
      await call(organiser, 'PATCH', `/api/events/${event.id}/`, { capacity: 1 }),
      400,
      EVENTS_TEXTS.capacityBelowGoing,
    );
  });

  it('counts guests in seats, keeps to the maximum of guests, and never passes over the first', async () => {
    const organiser = await member();
    const event = await createEvent(organiser, { capacity: 3, max_guests: 2 });
    const [a, b, c] = [await member(), await member(), await member()];
    refused(await rsvp(a, event, 'going', 3), 400, EVENTS_TEXTS.tooManyGuests(2));
    expect(ok<Rsvp>(await rsvp(a, event, 'going', 1)).answer).toBe('going');
    // b needs 3 seats, 1 is left: waiting; c needs 1 but waits behind b.
    expect(ok<Rsvp>(await rsvp(b, event, 'going', 2)).answer).toBe('waiting');
    expect(ok<Rsvp>(await rsvp(c, event, 'going')).answer).toBe('waiting');
    // More guests than the seats left: refused, the answer unchanged.
    refused(await rsvp(a, event, 'going', 2), 409, EVENTS_TEXTS.full);
    expect(ok<Event>(await getEvent(a, event)).my_guests).toBe(1);
    ok(await rsvp(a, event, 'interested'));
    expect(ok<Event>(await getEvent(b, event)).my_answer).toBe('going');
    expect(ok<Event>(await getEvent(c, event)).my_answer).toBe('waiting');
    expect(ok<Event>(await getEvent(organiser, event)).going_count).toBe(3);
  });

  it('gives the last seat to exactly one of two members answering at once', async () => {
    const organiser = await member();
    const event = await createEvent(organiser, { capacity: 1 });
    const [a, b] = [await member(), await member()];
    const answers = await Promise.all([rsvp(a, event, 'going'), rsvp(b, event, 'going')]);
    expect(answers.map((r) => ok<Rsvp>(r).answer).sort()).toEqual(['going', 'waiting']);
    expect(ok<Event>(await getEvent(organiser, event))).toMatchObject({
      going_count: 1,
      waiting_count: 1,
    });
  });

  it('answers that need approval wait for an organiser, who approves or refuses', async () => {
    const organiser = await member();
    const event = await createEvent(organiser, { requires_approval: true, capacity: 5 });
    const [a, b] = [await member(), await member()];
    expect(ok<Rsvp>(await rsvp(a, event, 'going')).answer).toBe('pending');
    ok(await rsvp(b, event, 'going'));
    refused(await call(a, 'GET', `/api/events/${event.id}/participants/?answer=pending`), 403);
    const pending = ok<EventParticipantPage>(
      await call(organiser, 'GET', `/api/events/${event.id}/participants/?answer=pending`),
    );
    expect(pending.results.map((p) => p.user.id).sort()).toEqual([a.id, b.id].sort());
    expect(
      ok<Rsvp>(
        await call(organiser, 'POST', `/api/events/${event.id}/participants/${a.id}/`, {
          action: 'approve',
        }),
      ).answer,
    ).toBe('going');
    ok(
      await call(organiser, 'POST', `/api/events/${event.id}/participants/${b.id}/`, {
        action: 'refuse',
      }),
    );
    expect(ok<Event>(await getEvent(b, event)).my_answer).toBe('declined');
    expect(await notificationTypes(a)).toContain('EVENT_PROMOTED');
  });
});

describe("the organisers' news of participants", () => {
  it('groups the joins into one unread notification per event, re-worded; once read, a new one starts', async () => {
    const organiser = await createSignedInMember(t, { first_name: 'Antoine', last_name: 'Girard' });
    const event = await createEvent(organiser, { title: 'Concert de Noël' });
    const people = [
      await createSignedInMember(t, { first_name: 'Jean', last_name: 'Martin' }),
      await createSignedInMember(t, { first_name: 'Hélène', last_name: 'Lefèvre' }),
      await createSignedInMember(t, { first_name: 'Sophie', last_name: 'Lambert' }),
    ];
    for (const person of people) ok(await rsvp(person, event, 'going'));
    const news = async () =>
      (await createNotificationsRepository(t.database.db).listFor(organiser.id)).filter(
        (n) => n.notificationType === 'EVENT_PARTICIPANT_NEW',
      );
    const [grouped, ...more] = await news();
    expect(more).toEqual([]);
    expect(grouped?.message).toBe(
      'Sophie Lambert et 2 autres personnes participent à « Concert de Noël ».',
    );
    ok(await call(organiser, 'POST', '/api/notifications/mark-all-read/'));
    ok(
      await rsvp(
        await createSignedInMember(t, { first_name: 'Luc', last_name: 'Moreau' }),
        event,
        'going',
      ),
    );
    const after = await news();
    expect(after).toHaveLength(2);
    expect(after[0]?.message).toBe(
      'Luc Moreau et 3 autres personnes participent à « Concert de Noël ».',
    );
  });
});

describe('changes and cancelling', () => {
  it('tells those who answered of a new time, and everyone of a cancellation; then refuses answers', async () => {
    const organiser = await member();
    const event = await createEvent(organiser);
    const [going, interested] = [await member(), await member()];
    ok(await rsvp(going, event, 'going'));
    ok(await rsvp(interested, event, 'interested'));
    ok(
      await call(organiser, 'PATCH', `/api/events/${event.id}/`, {
        starts_at: inHours(72),
        ends_at: inHours(74),
      }),
    );
    expect(await notificationTypes(going)).toContain('EVENT_CHANGED');
    expect(await notificationTypes(interested)).toContain('EVENT_CHANGED');
    refused(await call(organiser, 'POST', `/api/events/${event.id}/cancel/`, { message: '' }), 400);
    const cancelled = ok<Event>(
      await call(organiser, 'POST', `/api/events/${event.id}/cancel/`, {
        message: 'Le prêtre est malade.',
      }),
    );
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancel_message: 'Le prêtre est malade.',
    });
    expect(await notificationTypes(going)).toContain('EVENT_CANCELLED');
    refused(await rsvp(await member(), event, 'going'), 409, EVENTS_TEXTS.cancelled);
    expect(ids(await list(going, 'tab=upcoming&limit=100'))).not.toContain(event.id);
    expect(ids(await list(going, 'tab=mine&limit=100'))).toContain(event.id);
    // The agenda's month shows it, marked cancelled.
    const month = await list(
      going,
      `from=${encodeURIComponent(inHours(0))}&to=${encodeURIComponent(inHours(24 * 10))}&limit=100`,
    );
    expect(month.find((e) => e.id === event.id)?.status).toBe('cancelled');
  });
});

describe('tabs', () => {
  it('sorts events into this week, online, local, mine and past, by category and month', async () => {
    const organiser = await member();
    const viewer = await member();
    const soon = await createEvent(organiser, {
      title: 'Bientôt',
      starts_at: inHours(1),
      ends_at: inHours(2),
      category: 'messe',
    });
    const online = await createEvent(organiser, {
      title: 'En ligne',
      starts_at: inHours(24 * 20),
      ends_at: inHours(24 * 20 + 1),
      is_online: true,
      online_url: 'https://meet.jit.si/x',
    });
    const far = await createEvent(organiser, {
      title: 'Loin',
      starts_at: inHours(24 * 30),
      ends_at: inHours(24 * 30 + 1),
      category: 'pelerinage',
    });
    ok(await rsvp(viewer, far, 'interested'));
    expect(ids(await list(viewer, 'tab=this_week&limit=100'))).toContain(soon.id);
    expect(ids(await list(viewer, 'tab=this_week&limit=100'))).not.toContain(far.id);
    expect(ids(await list(viewer, 'tab=online&limit=100'))).toContain(online.id);
    expect(ids(await list(viewer, 'tab=online&limit=100'))).not.toContain(far.id);
    expect(ids(await list(viewer, 'tab=local&limit=100'))).not.toContain(online.id);
    expect(ids(await list(viewer, 'tab=mine'))).toEqual([far.id]);
    expect(ids(await list(viewer, 'tab=upcoming&category=pelerinage&limit=100'))).toContain(far.id);
    expect(ids(await list(viewer, 'tab=upcoming&category=messe&limit=100'))).not.toContain(far.id);
    const month = await list(
      viewer,
      `from=${encodeURIComponent(inHours(24 * 29))}&to=${encodeURIComponent(inHours(24 * 31))}&limit=100`,
    );
    expect(ids(month)).toContain(far.id);
    expect(ids(month)).not.toContain(soon.id);
    clock.shift = 24 * 40 * HOUR;
    try {
      const past = await list(viewer, 'tab=past&limit=100');
      expect(ids(past).indexOf(far.id)).toBeLessThan(ids(past).indexOf(soon.id));
    } finally {
      clock.shift = 0;
    }
    // A member's events (profile tabs): organised or going.
    ok(await rsvp(viewer, far, 'going'));
    expect(ids(await list(organiser, `tab=upcoming&member=${viewer.id}`))).toEqual([far.id]);
  });
});

describe('dates in a query or a body', () => {
  const notADate = (field: string) =>
    `${field} n'est pas une date valide (AAAA-MM-JJ ou AAAA-MM-JJTHH:MM:SSZ).`;

  it('the agenda reads ISO 8601 days and date-times with offset, years 1900 to 2200; anything else is a French 400', async () => {
    const viewer = await member();
    const event = await createEvent(viewer, {
      starts_at: '2027-12-11T19:30:00.000Z',
      ends_at: '2027-12-11T21:00:00.000Z',
    });
    // Dates JavaScript reads and PostgreSQL refuses (a 500 before).
    for (const [query, message] of [
      ['from=0', notADate('Le début')],
      ['from=-1', notADate('Le début')],
      ['from=1', notADate('Le début')],
      ['to=99999', notADate('La fin')],
      ['from=2024-02-30', notADate('Le début')],
      ['from=2027-12-01T10:00:00', notADate('Le début')],
      ['from=1899-12-31', 'Le début doit tomber entre 1900 et 2200.'],
      ['to=2201-01-01', 'La fin doit tomber entre 1900 et 2200.'],
      ['from=%00', 'Ce champ contient des caractères non autorisés.'],
    ]) {
      const response = await call(viewer, 'GET', `/api/events/?${query}`);
      refused(response, 400, message);
      expect(response.json()).toMatchObject({ code: 'validation_error' });
    }
    // One side of the range alone, a day or a date-time with its offset.
    for (const query of [
      'from=2027-12-01',
      'to=2027-12-12',
      'from=2027-12-11T20:00:00%2B01:00&to=2027-12-11T23:00:00-05:00',
    ]) {
      expect(ids(await list(viewer, `${query}&limit=100`)), query).toContain(event.id);
    }
    expect(ids(await list(viewer, 'from=2027-12-12&limit=100'))).not.toContain(event.id);
  });

  it("refuses an event's dates of the same kind, writing nothing", async () => {
    const organiser = await member();
    for (const [starts_at, message] of [
      ['99999', notADate('Le début')],
      ['0000-01-01T10:00:00Z', 'Le début doit tomber entre 1900 et 2200.'],
      ['2201-01-01T10:00:00Z', 'Le début doit tomber entre 1900 et 2200.'],
    ]) {
      refused(
        await call(organiser, 'POST', '/api/events/', {
          title: 'Messe',
          starts_at,
          ends_at: '2201-01-01T12:00:00Z',
          location: 'Église',
        }),
        400,
        message,
      );
    }
    expect(await list(organiser, 'tab=mine')).toEqual([]);
  });
});

describe("'Près de chez moi'", () => {
  it("lists in-person events nearest to the member's postcode first, then the soonest, page by page", async () => {
    const organiser = await member();
    const [lyonnais, nomade] = [await member(), await member()];
    ok(await call(lyonnais, 'PATCH', '/api/users/profil/', { postcode: '69002', town: 'Lyon' }));
    const paris = await createEvent(organiser, {
      title: 'À Paris',
      location: '3 rue de Rivoli, 75001 Paris',
      starts_at: inHours(24 * 50),
      ends_at: inHours(24 * 50 + 1),
    });
    const villeurbanne = await createEvent(organiser, {
      title: 'À Villeurbanne',
      location: '5 cours Émile-Zola, 69100 Villeurbanne',
      starts_at: inHours(24 * 51),
      ends_at: inHours(24 * 51 + 1),
    });
    const lyon = await createEvent(organiser, {
      title: 'À Lyon',
      location: '12 place Saint-Pierre, 69002 Lyon',
      starts_at: inHours(24 * 52),
      ends_at: inHours(24 * 52 + 1),
    });
    const mine = [lyon.id, villeurbanne.id, paris.id];
    const order = (events: Event[]) => ids(events).filter((id) => mine.includes(id));
    expect(order(await list(lyonnais, 'tab=local&limit=100'))).toEqual([
      lyon.id,
      villeurbanne.id,
      paris.id,
    ]);
    // Without a town or postcode: the soonest first.
    expect(order(await list(nomade, 'tab=local&limit=100'))).toEqual([
      paris.id,
      villeurbanne.id,
      lyon.id,
    ]);
    // Page by page, the same order, nothing twice.
    const seen: string[] = [];
    let next: string | null = null;
    do {
      const page: EventPage = ok<EventPage>(
        await call(
          lyonnais,
          'GET',
          `/api/events/?tab=local&limit=1${next ? `&cursor=${encodeURIComponent(next)}` : ''}`,
        ),
      );
      seen.push(...ids(page.results));
      next = page.next;
    } while (next);
    expect(seen.filter((id) => mine.includes(id))).toEqual([lyon.id, villeurbanne.id, paris.id]);
    expect(new Set(seen).size).toBe(seen.length);
  });
});

describe('reminders', () => {
  it('sends each reminder once, 24 h and 1 h before, never to who withdrew nor for a cancelled event', async () => {
    const organiser = await member();
    const [going, withdrawn, quiet] = [await member(), await member(), await member()];
    const event = await createEvent(organiser, {
      title: 'Messe des familles',
      starts_at: inHours(30),
      ends_at: inHours(32),
    });
    // One member keeps event notifications out of their mailbox.
    ok(
      await call(quiet, 'PATCH', '/api/users/settings/', {
        notifications: { channels: { events: { email: false } } },
      }),
    );
    ok(await rsvp(quiet, event, 'going'));
    const cancelled = await createEvent(organiser, {
      starts_at: inHours(30),
      ends_at: inHours(31),
    });
    ok(await rsvp(going, event, 'going'));
    ok(await rsvp(withdrawn, event, 'going'));
    ok(await rsvp(withdrawn, event, 'declined'));
    ok(await rsvp(going, cancelled, 'going'));
    ok(await call(organiser, 'POST', `/api/events/${cancelled.id}/cancel/`, { message: 'Annulé' }));
    const remind = async (hoursLater: number) => {
      clock.shift = hoursLater * HOUR;
      try {
        await t.app.services.events.sendReminders();
        await t.app.jobs.drain();
      } finally {
        clock.shift = 0;
      }
    };
    await remind(1); // 29 h before: nothing due.
    expect(await notificationTypes(going)).not.toContain('EVENT_REMINDER');
    await remind(7); // 23 h before.
    await remind(8);
    const reminders = async (who: Member) =>
      (await notificationTypes(who)).filter((type) => type === 'EVENT_REMINDER');
    expect(await reminders(going)).toHaveLength(1);
    await remind(29.5); // 30 min before.
    await remind(29.6);
    expect(await reminders(going)).toHaveLength(2);
    expect(await reminders(withdrawn)).toHaveLength(0);
    // And by mail, once each, as the member's settings allow.
    const mails = t.mails
      .to(going.email)
      .filter((m) => m.subject === 'Rappel : Messe des familles');
    expect(mails).toHaveLength(2);
    expect(mails[0]?.text).toContain('Demain : « Messe des familles »');
    expect(mails[1]?.text).toContain('Dans une heure');
    expect(mails[0]?.link).toMatch(new RegExp(`/feed/events/${event.id}$`));
    expect(await reminders(quiet)).toHaveLength(2);
    expect(t.mails.to(quiet.email)).toEqual([]);
    expect(t.mails.to(withdrawn.email)).toEqual([]);
  });
});

describe("an event's discussion", () => {
  it('is read and written by those who see the event, never elsewhere; organisers moderate it', async () => {
    const organiser = await member();
    const [friend, stranger, friendOfFriend] = [await member(), await member(), await member()];
    await befriend(t, organiser, friend);
    await befriend(t, friend, friendOfFriend);
    const event = await createEvent(organiser, { title: 'Maraude', audience: 'friends' });
    const posted = ok<Publication>(
      await call(friend, 'POST', '/api/publications/', {
        type: 'texte',
        text: 'J’apporte des thermos de café.',
        event_id: event.id,
      }),
      201,
    );
    expect(posted).toMatchObject({
      audience: 'event',
      event: { id: event.id, title: 'Maraude' },
      group: null,
    });
    const discussion = async (who: Member) =>
      call(who, 'GET', `/api/events/${event.id}/publications/`);
    expect(ok<PublicationPage>(await discussion(organiser)).results.map((p) => p.id)).toEqual([
      posted.id,
    ]);
    // Who does not see the event reads nothing of it, anywhere.
    refused(await discussion(stranger), 404);
    refused(await call(stranger, 'GET', `/api/publications/post/${posted.id}/`), 404);
    refused(
      await call(stranger, 'POST', '/api/publications/', {
        type: 'texte',
        text: 'Et moi ?',
        event_id: event.id,
      }),
      400,
      EVENTS_TEXTS.notFound,
    );
    const home = ok<PublicationPage>(await call(friendOfFriend, 'GET', '/api/publications/'));
    expect(home.results.map((p) => p.id)).not.toContain(posted.id);
    expect(await notificationTypes(friendOfFriend)).not.toContain('POST_NEW');
    // Both a group and an event: refused.
    refused(
      await call(friend, 'POST', '/api/publications/', {
        type: 'texte',
        text: 'Double',
        event_id: event.id,
        group_id: event.id,
      }),
      400,
    );
    // The organiser removes a publication of the discussion.
    ok(await call(organiser, 'DELETE', `/api/publications/post/${posted.id}/`), 204);
    expect(ok<PublicationPage>(await discussion(friend)).results).toEqual([]);
  });
});

describe('calendars', () => {
  it('exports one event as valid iCalendar in Paris time, its SEQUENCE growing with changes', async () => {
    const organiser = await member();
    const event = await createEvent(organiser, {
      title: 'Concert de Noël',
      starts_at: '2027-12-20T19:30:00.000Z',
      ends_at: '2027-12-20T21:00:00.000Z',
    });
    const ics = async () => {
      const response = await call(organiser, 'GET', `/api/events/${event.id}/ics/`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/calendar');
      const component = new ICAL.Component(ICAL.parse(response.body));
      const vtimezone = component.getFirstSubcomponent('vtimezone');
      if (vtimezone) ICAL.TimezoneService.register(vtimezone);
      const vevent = component.getFirstSubcomponent('vevent');
      if (!vevent) throw new Error('no VEVENT');
      return { component, vevent: new ICAL.Event(vevent), body: response.body };
    };
    const first = await ics();
    expect(first.component.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe(
      'Europe/Paris',
    );
    expect(first.vevent.uid).toBe(`${event.id}@koinonia`);
    expect(first.vevent.summary).toBe('Concert de Noël');
    // 20 h 30 in Paris, which the parser turns back into the instant stored (19 h 30 UTC).
    expect(first.vevent.startDate.toString()).toBe('2027-12-20T20:30:00');
    expect(first.vevent.startDate.zone.tzid).toBe('Europe/Paris');
    expect(first.vevent.startDate.toJSDate().toISOString()).toBe('2027-12-20T19:30:00.000Z');
    ok(
      await call(organiser, 'PATCH', `/api/events/${event.id}/`, {
        starts_at: '2027-12-20T20:00:00.000Z',
        ends_at: '2027-12-20T21:30:00.000Z',
      }),
    );
    const second = await ics();
    expect(second.vevent.uid).toBe(first.vevent.uid);
    expect(second.vevent.sequence).toBeGreaterThan(first.vevent.sequence);
    ok(await call(organiser, 'POST', `/api/events/${event.id}/cancel/`, { message: 'Reporté' }));
    expect((await ics()).vevent.component.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it("serves a member's private feed without a session; renewing the token kills the old address", async () => {
    const organiser = await member();
    const fan = await member();
    const event = await createEvent(organiser, { title: 'Messe des familles' });
    await createEvent(organiser, { title: 'Pas pour moi' });
    ok(await rsvp(fan, event, 'going'));
    const { url } = ok<{ url: string }>(await call(fan, 'GET', '/api/events/calendar/'));
    expect(url).toMatch(/^http.*\/api\/events\/calendar\/[\w-]+\.ics$/);
    const path = new URL(url).pathname;
    const feed = await t.app.inject({ url: path });
    expect(feed.statusCode).toBe(200);
    const summaries = new ICAL.Component(ICAL.parse(feed.body))
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v).summary);
    expect(summaries).toEqual(['Messe des familles']);
    const renewed = ok<{ url: string }>(await call(fan, 'POST', '/api/events/calendar/renew/'));
    expect(renewed.url).not.toBe(url);
    expect((await t.app.inject({ url: path })).statusCode).toBe(404);
    expect((await t.app.inject({ url: new URL(renewed.url).pathname })).statusCode).toBe(200);
  });

  it('exports the participants as CSV to organisers only, with formulas neutralised', async () => {
    const organiser = await member();
    const event = await createEvent(organiser);
    const tricky = await createSignedInMember(t, {
      first_name: '=HYPERLINK("x")',
      last_name: 'Durand',
    });
    ok(await rsvp(tricky, event, 'going'));
    refused(await call(tricky, 'GET', `/api/events/${event.id}/participants.csv`), 403);
    const csv = await call(organiser, 'GET', `/api/events/${event.id}/participants.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Nom,Prénom,Titre,Réponse');
    expect(csv.body).toContain(`Durand,"'=HYPERLINK(""x"")",,Participe`);
  });
});
