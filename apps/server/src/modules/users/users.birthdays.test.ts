/**
 * `GET /api/users/birthdays/`: friends only, the window's edges, the turn of the year and
 * 29 February, with the app's clock set to a chosen day (noon, in the server's time zone).
 */
import {
  BIRTHDAYS_MAX,
  type UpcomingBirthdays,
  upcomingBirthdaysSchema,
} from '@koinonia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  befriend,
  block,
  createSignedInMember,
  invite,
  type Member,
  type MemberOverrides,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let clock = new Date();
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

/** Sets the app's day: noon local time, so no time zone moves it to another date. */
const today = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  clock = new Date(year, month - 1, day, 12);
};

async function birthdays(member: Member): Promise<UpcomingBirthdays> {
  const response = await t.app.inject({ url: '/api/users/birthdays/', headers: member.headers });
  expect(response.statusCode, response.body).toBe(200);
  return upcomingBirthdaysSchema.parse(response.json());
}

/** A new member and a friend of theirs per birthday (keyed by that birthday). */
async function withFriends(me: MemberOverrides, born: string[]) {
  const member = await createSignedInMember(t, me);
  const friends = new Map<string, Member>();
  for (const birthday of born) {
    const friend = await createSignedInMember(t, { birthday, first_name: birthday });
    await befriend(t, member, friend);
    friends.set(birthday, friend);
  }
  return { member, friends };
}

const listed = (page: UpcomingBirthdays) =>
  page.results.map((b) => [b.first_name, b.next_birthday, b.in_days]);

describe('upcoming birthdays', () => {
  it('lists friends from today to day 30, soonest first, and nobody else', async () => {
    today('2026-06-10');
    const { member, friends } = await withFriends({ birthday: '1980-06-10' }, [
      '1990-07-11', // day 31: out
      '1985-07-10', // day 30: in
      '1970-06-10', // today
      '2001-06-09', // yesterday: next year, out
      '1999-06-25',
    ]);
    const noBirthday = await createSignedInMember(t);
    await befriend(t, member, noBirthday);
    // Same birthday as today, but not friends: a stranger, a pending invitation, a blocked
    // former friend, a friend who blocked the member.
    const stranger = await createSignedInMember(t, { birthday: '1960-06-10' });
    const pending = await createSignedInMember(t, { birthday: '1961-06-10' });
    await invite(t, member, pending);
    const blocked = await createSignedInMember(t, { birthday: '1962-06-10' });
    await befriend(t, member, blocked);
    await block(t, member, blocked);
    const blocker = await createSignedInMember(t, { birthday: '1963-06-10' });
    await befriend(t, blocker, member);
    await block(t, blocker, member);

    const page = await birthdays(member);
    expect(listed(page)).toEqual([
      ['1970-06-10', '2026-06-10', 0],
      ['1999-06-25', '2026-06-25', 15],
      ['1985-07-10', '2026-07-10', 30],
    ]);
    expect(page.results[0]).toMatchObject({
      id: friends.get('1970-06-10')?.id,
      status: 'offline',
      mutual_count: 0,
    });
    // Never the e-mail; the age (so the year) only when shown, by default to nobody.
    expect(page.results[0]?.age).toBeNull();
    expect(Object.keys(page.results[0] ?? {}).sort()).toEqual(
      [
        'age',
        'bio',
        'cover_picture',
        'first_name',
        'id',
        'in_days',
        'last_name',
        'mutual_count',
        'next_birthday',
        'profile_picture',
        'status',
        'titre',
      ].sort(),
    );
    for (const other of [stranger, pending, blocked, blocker]) {
      expect(page.results.map((b) => b.id)).not.toContain(other.id);
    }
    // The member's own birthday is today: their friend sees it, they do not see themselves.
    const friend = friends.get('1970-06-10');
    if (!friend) throw new Error('friend missing');
    expect((await birthdays(friend)).results.map((b) => b.id)).toEqual([member.id]);
  });

  it('crosses the turn of the year', async () => {
    today('2026-12-20');
    const { member } = await withFriends({}, [
      '1990-01-05',
      '1975-12-25',
      '1980-12-19',
      '2000-01-19',
      '2000-01-20',
    ]);
    expect(listed(await birthdays(member))).toEqual([
      ['1975-12-25', '2026-12-25', 5],
      ['1990-01-05', '2027-01-05', 16],
      ['2000-01-19', '2027-01-19', 30],
    ]);
  });

  it('celebrates 29 February on 28 February in other years', async () => {
    const { member } = await withFriends({}, ['2000-02-29', '1990-03-01']);
    today('2027-02-20');
    expect(listed(await birthdays(member))).toEqual([
      ['2000-02-29', '2027-02-28', 8],
      ['1990-03-01', '2027-03-01', 9],
    ]);
    today('2027-02-28');
    expect(listed(await birthdays(member))[0]).toEqual(['2000-02-29', '2027-02-28', 0]);
    today('2028-02-20');
    expect(listed(await birthdays(member))).toEqual([
      ['2000-02-29', '2028-02-29', 9],
      ['1990-03-01', '2028-03-01', 10],
    ]);
    // Once 28 February has passed in a common year, the next one is in the leap year.
    today('2027-03-01');
    expect(listed(await birthdays(member))).toEqual([['1990-03-01', '2027-03-01', 0]]);
  });

  it(`lists at most ${BIRTHDAYS_MAX}, and asks a guest to sign in`, async () => {
    today('2026-09-01');
    const born = Array.from(
      { length: BIRTHDAYS_MAX + 2 },
      (_, i) => `1990-09-${String(i + 2).padStart(2, '0')}`,
    );
    const { member } = await withFriends({}, born);
    const page = await birthdays(member);
    expect(page.results.map((b) => b.first_name)).toEqual(born.slice(0, BIRTHDAYS_MAX));
    expect(page.results.map((b) => b.in_days)).toEqual(
      born.slice(0, BIRTHDAYS_MAX).map((_, i) => i + 1),
    );
    expect((await birthdays(await createSignedInMember(t))).results).toEqual([]);
    const guest = await t.app.inject({ url: '/api/users/birthdays/' });
    expect(guest.statusCode).toBe(401);
  });
});
