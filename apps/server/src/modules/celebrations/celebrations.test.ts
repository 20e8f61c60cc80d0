/**
 * `/api/celebrations`: who is shown in which section and under which privacy; the wishes (a
 * message to a friend, a notification to anyone else, once a year, never across a block); and
 * the morning's birthdays notification, once a day even after a restart. The app's clock is
 * set to chosen moments of the community's time zone (Europe/Paris by default).
 */
import {
  CELEBRATION_SECTIONS,
  type Celebration,
  type Celebrations,
  celebrationsSchema,
  type ConversationPage,
  type Group,
  type NotificationPage,
  type Wish,
} from '@koinonia/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  befriend,
  block,
  createSignedInMember,
  type Member,
  type MemberOverrides,
} from '../../test/factories.ts';
import { caller, ok, refused } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { users } from '../users/users.schema.ts';
import type { ModuleContext } from '../../platform/module.ts';
import { daysFrom, monthDaysOf } from './celebrations.dates.ts';
import { MORNING_JOB } from './celebrations.morning.ts';
import { nameDaysOf } from './celebrations.names.ts';
import { celebrationsPersonalData } from './celebrations.personal-data.ts';
import { createCelebrationsRepository } from './celebrations.repository.ts';
import { CELEBRATIONS_TEXTS } from './celebrations.texts.ts';

let t: TestApp;
/** The app's clock: set by `at`. */
let clock = new Date('2026-11-26T11:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const call = caller(() => t);

/** Sets the app's clock to `local` (`YYYY-MM-DDTHH:mm`) in Paris (winter time: UTC+1). */
const at = (local: string) => {
  clock = new Date(`${local}:00+01:00`);
};

async function member(overrides: MemberOverrides & { joined?: string } = {}): Promise<Member> {
  const { joined, ...rest } = overrides;
  const created = await createSignedInMember(t, rest);
  if (joined) {
    await t.database.db
      .update(users)
      .set({ createdAt: new Date(`${joined}T12:00:00Z`) })
      .where(eq(users.id, created.id));
  }
  return created;
}

const privacy = (who: Member, details: object) =>
  call(who, 'PATCH', '/api/users/settings/', { privacy: { details } }).then((r) => ok(r));

async function celebrations(viewer: Member): Promise<Celebrations> {
  return celebrationsSchema.parse(ok(await call(viewer, 'GET', '/api/celebrations/')));
}

/** [section, first name, occasion, title, in days] of each item. */
async function listed(viewer: Member) {
  const page = await celebrations(viewer);
  return (['today', 'week', 'month'] as const).flatMap((section) =>
    page.sections[section].map((c: Celebration) => [
      section,
      c.user.first_name,
      c.occasion,
      c.title,
      c.in_days,
    ]),
  );
}

async function groupOf(owner: Member, ...others: Member[]): Promise<Group> {
  const group = ok<Group>(
    await call(owner, 'POST', '/api/groups/', { name: 'Chorale Saint-Jean' }),
    201,
  );
  for (const other of others) ok(await call(other, 'POST', `/api/groups/${group.id}/join/`, {}));
  return group;
}

const wish = (from: Member, to: Member, occasion: string, text?: string) =>
  call(from, 'POST', '/api/celebrations/wishes/', {
    recipient_id: to.id,
    occasion,
    ...(text === undefined ? {} : { text }),
  });

const notifications = async (who: Member) =>
  ok<NotificationPage>(await call(who, 'GET', '/api/notifications/')).results;

describe('the sections', () => {
  it("shows friends' birthdays by section, the age only when the year is shown", async () => {
    at('2026-11-26T12:00');
    const me = await member({ first_name: 'Odile', joined: '2026-01-10' });
    const born = async (first_name: string, birthday: string) => {
      const friend = await member({ first_name, last_name: 'Ami', birthday, joined: '2026-02-01' });
      await befriend(t, me, friend);
      return friend;
    };
    const paul = await born('Paul', '1992-11-26'); // today, year shown: 34
    await privacy(paul, { birth_year: 'friends' });
    await born('Zoé', '1990-11-29'); // in 3 days, year hidden (the default)
    const ines = await born('Inès', '1985-12-10'); // in 14 days, year shown to members
    await privacy(ines, { birth_year: 'members' });
    await born('Ulysse', '1980-12-27'); // day 31: out
    // Hidden from everyone: never listed, nor its age.
    const hidden = await born('Yann', '1970-11-26');
    await privacy(hidden, { birthday: 'nobody', birth_year: 'members' });
    // A stranger showing it to all members is not a friend: not here.
    const stranger = await member({ first_name: 'Xavière', birthday: '1975-11-26' });
    await privacy(stranger, { birthday: 'members' });
    // Friends no more: blocked either way.
    const blocked = await born('Bérénice', '1971-11-26');
    await block(t, me, blocked);
    const blocker = await born('Véra', '1972-11-27');
    await block(t, blocker, me);

    expect(await listed(me)).toEqual([
      ['today', 'Paul', 'birthday', 'Anniversaire — 34 ans', 0],
      ['week', 'Zoé', 'birthday', 'Anniversaire', 3],
      ['month', 'Inès', 'birthday', 'Anniversaire — 41 ans', 14],
    ]);
    const [first] = (await celebrations(me)).sections.today;
    expect(first).toMatchObject({
      id: `birthday:${paul.id}:2026-11-26`,
      user_id: paul.id,
      age: 34,
      is_friend: true,
      placeholder: 'Joyeux anniversaire !',
      wished: false,
      can_wish: true,
    });
    // A card, never the birthday itself nor the e-mail.
    expect(Object.keys(first?.user ?? {}).sort()).toEqual(
      ['first_name', 'id', 'last_name', 'profile_picture', 'titre'].sort(),
    );
    // Days ahead cannot be wished yet.
    expect((await celebrations(me)).sections.week[0]?.can_wish).toBe(false);
    // The birthday shown to friends only: Paul's friends see it, and the sections say today.
    expect((await celebrations(me)).today).toBe('2026-11-26');
  });

  it('matches name days without accents nor case, composed names on their first part too', async () => {
    at('2026-11-26T12:00');
    const me = await member({ first_name: 'Odile' });
    const friend = async (first_name: string) => {
      const other = await member({ first_name, last_name: 'Fête' });
      await befriend(t, me, other);
      return other;
    };
    await friend('delphine'); // 26 November: today
    await friend('ANDRE'); // 30 November
    await friend('François-Xavier'); // 3 December, whole
    await friend('Barbara-Anne'); // 4 December, by its first part
    await friend('Jean-Pierre'); // 27 December (Jean): day 31, out
    await friend('Andrea'); // no saint of that name
    // A member of one of my groups is shown too; a stranger of the same name is not.
    const chorister = await member({ first_name: 'Catherine', last_name: 'Choriste' });
    await groupOf(me, chorister);
    at('2026-11-24T12:00');
    await member({ first_name: 'Catherine', last_name: 'Inconnue' });

    // Listed from 24 November: Catherine is tomorrow.
    expect(await listed(me)).toEqual([
      ['week', 'Catherine', 'name_day', 'Bonne fête !', 1],
      ['week', 'delphine', 'name_day', 'Bonne fête !', 2],
      ['week', 'ANDRE', 'name_day', 'Bonne fête !', 6],
      ['month', 'François-Xavier', 'name_day', 'Bonne fête !', 9],
      ['month', 'Barbara-Anne', 'name_day', 'Bonne fête !', 10],
    ]);
    at('2026-12-24T12:00');
    expect((await listed(me)).map((row) => row.slice(1, 3))).toContainEqual([
      'Jean-Pierre',
      'name_day',
    ]);
  });

  it('shows join anniversaries of friends and group members, from one year on', async () => {
    at('2026-11-26T12:00');
    const me = await member({ first_name: 'Odile', joined: '2026-03-01' });
    const veteran = await member({ first_name: 'Armelle', joined: '2023-11-28' });
    await befriend(t, me, veteran);
    const chorister = await member({ first_name: 'Bastien', joined: '2025-11-26' });
    const newcomer = await member({ first_name: 'Corentin', joined: '2026-11-27' }); // < 1 year
    await groupOf(me, chorister, newcomer);
    // Not a friend nor in my groups: the community's others are not shown.
    await member({ first_name: 'Dorian', joined: '2020-11-26' });
    // Blocked: not shown either.
    const blocked = await member({ first_name: 'Eudes', joined: '2024-11-26' });
    await befriend(t, me, blocked);
    await block(t, blocked, me);

    expect(await listed(me)).toEqual([
      ['today', 'Bastien', 'membership', 'Membre depuis 1 an', 0],
      ['week', 'Armelle', 'membership', 'Membre depuis 3 ans', 2],
    ]);
    expect((await celebrations(me)).sections.today[0]).toMatchObject({
      years: 1,
      is_friend: false,
      placeholder: 'Joyeux anniversaire d’inscription !',
    });
  });

  it("keeps friends first, then the soonest occasions, past the candidates' limit", async () => {
    at('2026-11-26T12:00');
    const me = await member({ first_name: 'Odile', joined: '2026-03-01' });
    // Four members of my group whose first year is today, one whose is in 26 days.
    const today = await Promise.all(
      ['Xanath', 'Ysarn', 'Zélinde', 'Wulfran'].map((first_name) =>
        member({ first_name, joined: '2025-11-26' }),
      ),
    );
    const later = await member({ first_name: 'Vitalien', joined: '2025-12-22' });
    await groupOf(me, ...today, later);
    // A friend, the last one in, whose birthday is in 24 days.
    const friend = await member({
      first_name: 'Ursule',
      birthday: '1990-12-20',
      joined: '2026-02-01',
    });
    await befriend(t, me, friend);

    // Three candidates at most (CANDIDATES_MAX in the app): the friend, then two of today's.
    const days = daysFrom('2026-11-26', CELEBRATION_SECTIONS.month.to);
    const kept = await createCelebrationsRepository(t.database.db).candidates(me.id, {
      monthDays: monthDaysOf(days),
      names: nameDaysOf(days),
      timeZone: 'Europe/Paris',
      limit: 3,
    });
    expect(kept.map((row) => row.id)).toEqual([
      friend.id,
      ...today
        .map((m) => m.id)
        .sort()
        .slice(0, 2),
    ]);
    expect(kept[0]).toMatchObject({ is_friend: true, birthday: '1990-12-20' });

    // Under the app's limit, all of them.
    const shown = (await listed(me)).map(([, name, occasion]) => `${name} ${occasion}`);
    expect(shown.slice(0, 4).sort()).toEqual([
      'Wulfran membership',
      'Xanath membership',
      'Ysarn membership',
      'Zélinde membership',
    ]);
    expect(shown.slice(4)).toEqual(['Ursule birthday', 'Vitalien membership']);
  });

  it('asks a guest to sign in', async () => {
    refused(await t.app.inject({ url: '/api/celebrations/' }), 401);
    refused(
      await t.app.inject({ method: 'POST', url: '/api/celebrations/wishes/', payload: {} }),
      401,
    );
  });
});

describe('wishes', () => {
  it('to a friend: a chat message, once a year; the second is 409', async () => {
    at('2026-11-26T12:00');
    const marie = await member({ first_name: 'Marie', last_name: 'Dupont' });
    const paul = await member({ first_name: 'Paul', last_name: 'Martin', birthday: '1990-11-26' });
    await befriend(t, marie, paul);

    refused(await wish(marie, paul, 'birthday'), 400, CELEBRATIONS_TEXTS.textRequired);
    refused(
      await wish(marie, paul, 'birthday', 'x'.repeat(501)),
      400,
      'Votre vœu ne peut pas dépasser 500 caractères.',
    );
    refused(
      await wish(marie, paul, 'baptism', 'Joie !'),
      400,
      'L’occasion doit être « birthday », « name_day » ou « membership ».',
    );
    const sent = ok<Wish>(
      await wish(marie, paul, 'birthday', '  Joyeux anniversaire Paul !  '),
      201,
    );
    expect(sent).toMatchObject({ recipient_id: paul.id, channel: 'message', year: 2026 });

    const conversations = ok<ConversationPage>(
      await call(paul, 'GET', '/api/messaging/conversations/'),
    );
    expect(conversations.results[0]?.last_message).toMatchObject({
      content: 'Joyeux anniversaire Paul !',
      client_id: sent.id,
      sender_data: { id: marie.id },
    });
    // No notification besides the message.
    expect((await notifications(paul)).map((n) => n.notification_type)).not.toContain(
      'CELEBRATION_BIRTHDAY_WISH',
    );
    refused(await wish(marie, paul, 'birthday', 'Encore !'), 409, CELEBRATIONS_TEXTS.alreadyWished);
    // The list says it is done.
    expect((await celebrations(marie)).sections.today[0]).toMatchObject({
      wished: true,
      can_wish: false,
    });
    // Next year, again.
    at('2027-11-26T12:00');
    expect(ok<Wish>(await wish(marie, paul, 'birthday', 'Et de 37 !'), 201).year).toBe(2027);
  });

  it('to a member who is not a friend: a notification with a fixed sentence, not the text', async () => {
    at('2026-11-30T12:00');
    const marie = await member({ first_name: 'Marie', last_name: 'Dupont' });
    const andre = await member({ first_name: 'André', last_name: 'Choriste' });
    await groupOf(marie, andre);

    const sent = ok<Wish>(await wish(marie, andre, 'name_day', 'Un secret pour toi'), 201);
    expect(sent.channel).toBe('notification');
    const [told] = await notifications(andre);
    expect(told).toMatchObject({
      notification_type: 'CELEBRATION_NAME_DAY_WISH',
      message: 'Marie Dupont vous souhaite une bonne fête !',
      more: { id: marie.id },
    });
    expect(JSON.stringify(await notifications(andre))).not.toContain('Un secret');
    refused(await wish(marie, andre, 'name_day'), 409, CELEBRATIONS_TEXTS.alreadyWished);
    // No conversation was opened.
    expect(
      ok<ConversationPage>(await call(andre, 'GET', '/api/messaging/conversations/')).results,
    ).toEqual([]);
  });

  it('a join anniversary, and a friend who takes no messages, become notifications', async () => {
    at('2026-11-26T12:00');
    const marie = await member({ first_name: 'Marie', last_name: 'Dupont' });
    const luc = await member({ first_name: 'Luc', last_name: 'Ancien', joined: '2021-11-26' });
    await befriend(t, marie, luc);
    ok(
      await call(luc, 'PATCH', '/api/users/settings/', {
        messaging: { who_can_message: 'nobody' },
      }),
    );
    expect(ok<Wish>(await wish(marie, luc, 'membership', 'Bravo !'), 201).channel).toBe(
      'notification',
    );
    expect((await notifications(luc))[0]).toMatchObject({
      notification_type: 'CELEBRATION_MEMBERSHIP_WISH',
      message: "Marie Dupont vous souhaite un joyeux anniversaire d'inscription !",
    });
  });

  it('refuses a hidden birthday, another day, oneself, a stranger and a blocked pair', async () => {
    at('2026-11-26T12:00');
    const marie = await member({ first_name: 'Marie' });
    const secret = await member({ birthday: '1990-11-26' });
    await befriend(t, marie, secret);
    await privacy(secret, { birthday: 'nobody' });
    refused(await wish(marie, secret, 'birthday', 'Joie'), 400, CELEBRATIONS_TEXTS.nothingToday);

    const later = await member({ birthday: '1990-11-29' });
    await befriend(t, marie, later);
    refused(await wish(marie, later, 'birthday', 'Joie'), 400, CELEBRATIONS_TEXTS.nothingToday);
    // A member with a birthday shown to all, but not a friend: birthdays are friends'.
    const open = await member({ birthday: '1990-11-26' });
    await privacy(open, { birthday: 'members' });
    refused(await wish(marie, open, 'birthday', 'Joie'), 400, CELEBRATIONS_TEXTS.nothingToday);

    refused(await wish(marie, marie, 'birthday', 'Moi'), 400, CELEBRATIONS_TEXTS.toSelf);
    refused(
      await call(marie, 'POST', '/api/celebrations/wishes/', {
        recipient_id: 'pas-un-id',
        occasion: 'birthday',
      }),
      404,
      CELEBRATIONS_TEXTS.notFound,
    );

    // Blocked either way: 404, as if the member did not exist; nothing stored nor sent.
    const blocked = await member({ first_name: 'Delphine', birthday: '1990-11-26' });
    await befriend(t, marie, blocked);
    await block(t, blocked, marie);
    refused(await wish(marie, blocked, 'name_day'), 404, CELEBRATIONS_TEXTS.notFound);
    refused(await wish(blocked, marie, 'birthday', 'Joie'), 404, CELEBRATIONS_TEXTS.notFound);
    expect(await notifications(blocked)).toEqual([]);
  });
});

describe('the morning notification', () => {
  /** Runs the hourly job at `local` Paris time, as the cron would. */
  async function hourly(app: TestApp, local: string) {
    at(local);
    await app.app.jobs.send(MORNING_JOB, {});
    await app.app.jobs.drain();
  }

  const birthdayNotices = async (who: Member) =>
    (await notifications(who)).filter((n) => n.notification_type === 'CELEBRATION_BIRTHDAYS_TODAY');

  it("tells each member once of their friends' birthdays, even after a restart", async () => {
    at('2026-12-14T12:00');
    const me = await member({ first_name: 'Odile' });
    const friend = async (first_name: string, last_name: string, birthday: string) => {
      const other = await member({ first_name, last_name, birthday });
      await befriend(t, me, other);
      return other;
    };
    await friend('Paul', 'Martin', '1980-12-15');
    await friend('Zoé', 'Vasseur', '1991-12-15');
    const third = await friend('Anne', 'Roy', '1972-12-15');
    await privacy(third, { birth_year: 'members' });
    // Hidden from friends, blocked, or another day: never told.
    const hidden = await friend('Yann', 'Secret', '1970-12-15');
    await privacy(hidden, { birthday: 'nobody' });
    const blocked = await friend('Bruno', 'Bloqué', '1975-12-15');
    await block(t, me, blocked);
    await friend('Claire', 'Demain', '1975-12-16');
    // A friend who turned celebrations off in the app hears nothing.
    const quiet = await member({ first_name: 'Quentin' });
    await befriend(t, quiet, third);
    ok(
      await call(quiet, 'PATCH', '/api/users/settings/', {
        notifications: { channels: { celebrations: { app: false } } },
      }),
    );

    await hourly(t, '2026-12-15T07:00');
    expect(await birthdayNotices(me)).toEqual([]);
    await hourly(t, '2026-12-15T08:00');
    const [told, ...more] = await birthdayNotices(me);
    expect(more).toEqual([]);
    expect(told?.message).toBe("C'est l'anniversaire de Paul Martin et 2 autres amis aujourd'hui.");
    expect(told?.message).not.toMatch(/ans|Secret|Bloqué|Demain/);
    await hourly(t, '2026-12-15T09:00');
    expect(await birthdayNotices(me)).toHaveLength(1);
    expect(await birthdayNotices(quiet)).toEqual([]);

    // A new node on the same database (the job runner restarted): still once, whether by the
    // hourly job or by the day's run sent again without its job id.
    const restarted = await createTestApp({ now: () => clock, database: t.database });
    try {
      await hourly(restarted, '2026-12-15T10:00');
      await restarted.app.jobs.send('celebrations.morning.run', { day: '2026-12-15' });
      await restarted.app.jobs.drain();
    } finally {
      await restarted.close();
    }
    expect(await birthdayNotices(me)).toHaveLength(1);

    // The next morning, one friend: named alone.
    await hourly(t, '2026-12-16T08:00');
    expect((await birthdayNotices(me)).map((n) => n.message)).toEqual([
      "C'est l'anniversaire de Claire Demain aujourd'hui.",
      "C'est l'anniversaire de Paul Martin et 2 autres amis aujourd'hui.",
    ]);
  });
});

describe("the member's data", () => {
  it('exports the wishes sent and received, and erases them with the notices', async () => {
    at('2026-11-26T12:00');
    const marie = await member({ first_name: 'Marie' });
    const paul = await member({ first_name: 'Paul', birthday: '1990-11-26' });
    await befriend(t, marie, paul);
    ok(await wish(marie, paul, 'birthday', 'Joie !'), 201);
    const ctx = { db: t.database.db } as ModuleContext;
    const hooks = celebrationsPersonalData;
    const service = t.app.services.celebrations;
    const [section] = (await hooks.export?.(ctx, service, paul.id)) ?? [];
    expect(section).toMatchObject({ file: 'voeux.json', title: 'Mes vœux envoyés et reçus' });
    expect(section?.rows).toMatchObject([
      { sender_id: marie.id, recipient_id: paul.id, occasion: 'birthday', year: 2026 },
    ]);
    await hooks.erase?.(ctx, service, paul.id);
    expect((await hooks.export?.(ctx, service, marie.id))?.[0]?.rows).toEqual([]);
  });
});
