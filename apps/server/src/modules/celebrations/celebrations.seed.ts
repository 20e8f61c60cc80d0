/**
 * The celebrations module's demo content, relative to the day the seed runs (community time),
 * so that /feed/celebration is alive whatever day `npm start` is run: for Marie, a friend's
 * birthday today with the age shown (Jean-Baptiste), one in 3 days (Sophie) and one in 12
 * (Père Antoine), through the users service; and three new members of her choir (Chorale
 * Saint-Jean), named after the saint of today (or the next day that has one), of a day of this
 * week and of a day later this month (celebrations.name-days.ts), each with a join anniversary
 * on that day ('Membre depuis …'). Not her friends, so that her wish reaches them as a
 * notification, and so that the demo's friends, members and report stay what seed.test.ts
 * says. Their password is Koinonia-<Prénom sans accent>-2026, like every demo member's.
 */
import type { SeedContext } from '../../platform/module.ts';
import { addDays } from './celebrations.dates.ts';
import { NAME_DAYS } from './celebrations.name-days.ts';
import { foldName, monthDay } from './celebrations.names.ts';

const isLeap = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

/** The date of `day`'s month-day in `year` (a leap year before it for 29 February). */
function inYear(year: number, day: string): string {
  let y = year;
  if (monthDay(day) === '02-29') while (!isLeap(y)) y -= 1;
  return `${y}-${monthDay(day)}`;
}

/** Friends whose birthday moves to the seed's days: key → days from today. */
const BIRTHDAYS: [key: string, inDays: number, born: number][] = [
  ['Jean', 0, 1979],
  ['Sophie', 3, 1987],
  ['Antoine', 12, 1961],
];

/** The new choristers: the days (from today) whose saint names them, years since joining. */
const NAMESAKES: { from: number; to: number; lastName: string; years: number; bio: string }[] = [
  {
    from: 0,
    to: 6,
    lastName: 'Garnier',
    years: 4,
    bio: 'Lectrice à la messe du dimanche et fidèle du groupe de marche.',
  },
  {
    from: 1,
    to: 6,
    lastName: 'Rousseau',
    years: 2,
    bio: 'Je prépare les fleurs de l’église et j’accueille les nouveaux arrivants.',
  },
  {
    from: 7,
    to: 30,
    lastName: 'Blanc',
    years: 1,
    bio: 'Arrivé dans la paroisse l’an dernier, je donne un coup de main au catéchisme.',
  },
];

export async function seedCelebrations({ services, hasher, members, refs }: SeedContext) {
  const today = services.celebrations.today();
  const choir = refs.get('group:Chorale Saint-Jean');

  for (const [key, inDays, born] of BIRTHDAYS) {
    const id = members.get(key);
    if (!id) continue;
    await services.users.updateProfile(id, { birthday: inYear(born, addDays(today, inDays)) });
  }
  // Jean-Baptiste lets his friends see his age: 'Anniversaire — 47 ans'.
  const jean = members.get('Jean');
  if (jean) {
    await services.settings.update(jean, { privacy: { details: { birth_year: 'friends' } } });
  }

  if (!choir) return;
  const taken = new Set<string>();
  for (const namesake of NAMESAKES) {
    let found: { name: string; day: string } | undefined;
    for (let inDays = namesake.from; inDays <= namesake.to && !found; inDays += 1) {
      const day = addDays(today, inDays);
      const name = (NAME_DAYS[monthDay(day)] ?? []).find((n) => !taken.has(n));
      if (name) found = { name, day };
    }
    if (!found) continue;
    taken.add(found.name);
    const key = foldName(found.name).replace(/[^a-z]/g, '');
    const capitalised = key.charAt(0).toUpperCase() + key.slice(1);
    const created = await services.users.create({
      email: `${key}.${namesake.lastName.toLowerCase()}@koinonia.local`,
      passwordHash: await hasher.hash(`Koinonia-${capitalised}-2026`),
      firstName: found.name,
      lastName: namesake.lastName,
      bio: namesake.bio,
      emailVerifiedAt: new Date(),
      // Joined `years` ago on that day, at noon (UTC: the same day in European time zones).
      createdAt: new Date(
        `${inYear(Number(found.day.slice(0, 4)) - namesake.years, found.day)}T12:00:00Z`,
      ),
    });
    if (!created) continue;
    // They accepted the current terms when they joined, like the other demo members.
    await services.terms.recordSignUp(created.id, (await services.terms.current()).version);
    await services.groups.join(created.id, choir);
  }
}
