/**
 * Demo content: the demo community's 'Paroisse Saint-Pierre' page (the groups module's seed)
 * declared a parish, with its Mass, confession and adoration times, an exception or two in the
 * coming weeks, and two requests to its office (Marie's Mass intention, being handled, with the
 * office's answer; Jean's baptism, just received). Written through the repository, so a fresh
 * start sends no notification.
 */
import { DateTime } from 'luxon';
import type { SeedContext } from '../../platform/module.ts';
import { createParishRepository } from './parish.repository.ts';

const ZONE = 'Europe/Paris';

export async function seedParish({ db, members, refs, report }: SeedContext): Promise<void> {
  const groupId = refs.get('group:Paroisse Saint-Pierre');
  const [marie, jean, antoine] = ['Marie', 'Jean', 'Antoine'].map((key) => members.get(key));
  if (!groupId || !marie || !jean || !antoine) return;
  const repository = createParishRepository(db);
  await repository.saveProfile(groupId, {
    address: '12 place Saint-Pierre, 69001 Lyon',
    map_url: 'https://www.openstreetmap.org/search?query=12%20place%20Saint-Pierre%2C%20Lyon',
    phone: '04 78 00 00 00',
    email: 'accueil@paroisse-saint-pierre.example.org',
    office_hours: 'Du lundi au samedi, 9 h 30 – 12 h\nMercredi après-midi, 14 h – 17 h',
    giving_url: 'https://paroisse-saint-pierre.example.org/donner',
  });
  const weekly: [number, string, 'messe' | 'confession' | 'adoration', string, number][] = [
    [6, '18:30', 'messe', 'Messe anticipée du dimanche', 60],
    [7, '09:30', 'messe', 'Messe dominicale', 60],
    [7, '11:00', 'messe', 'Messe dominicale', 75],
    [2, '08:30', 'messe', 'Messe en semaine', 30],
    [3, '08:30', 'messe', 'Messe en semaine', 30],
    [4, '08:30', 'messe', 'Messe en semaine', 30],
    [5, '08:30', 'messe', 'Messe en semaine', 30],
    [6, '10:00', 'confession', 'Confessions à l’église', 120],
    [4, '20:00', 'adoration', 'Adoration du Saint-Sacrement', 60],
  ];
  for (const [weekday, time, kind, label, duration] of weekly) {
    await repository.insertTime(groupId, {
      kind,
      label,
      weekday,
      time,
      duration_minutes: duration,
      place: 'Église Saint-Pierre',
    });
  }
  const times = await repository.times(groupId);
  const today = DateTime.now().setZone(ZONE).startOf('day');
  /** The next day (after today) falling on ISO `weekday`. */
  const next = (weekday: number, weeksLater = 0) =>
    today.plus({ days: ((weekday - today.weekday + 7) % 7 || 7) + 7 * weeksLater });
  const tuesday = times.find((t) => t.weekday === 2);
  const sunday = times.find((t) => t.weekday === 7 && t.time === '11:00');
  if (tuesday) {
    await repository.insertException(groupId, {
      exception: 'cancel',
      time_id: tuesday.id,
      on_date: next(2).toISODate(),
      new_date: null,
      new_time: null,
      kind: null,
      label: '',
      duration_minutes: 60,
      place: '',
      note: 'Journée diocésaine des prêtres : pas de messe.',
    });
  }
  if (sunday) {
    await repository.insertException(groupId, {
      exception: 'move',
      time_id: sunday.id,
      on_date: next(7, 1).toISODate(),
      new_date: next(7, 1).toISODate(),
      new_time: '10:30',
      kind: null,
      label: '',
      duration_minutes: 75,
      place: '',
      note: 'Messe des familles, suivie du repas partagé.',
    });
  }
  await repository.insertException(groupId, {
    exception: 'add',
    time_id: null,
    on_date: null,
    new_date: next(1, 1).toISODate(),
    new_time: '19:00',
    kind: 'messe',
    label: 'Messe pour les défunts de la paroisse',
    duration_minutes: 60,
    place: 'Église Saint-Pierre',
    note: '',
  });

  const intention = await repository.insertRequest(groupId, marie, {
    kind: 'intention',
    person: '',
    dateWished: next(7, 1).toISODate(),
    intention: 'Pour Bernard Dupont, décédé le mois dernier, et pour sa famille.',
    offeringPaidOutside: true,
    place: '',
    phone: '',
    details: 'L’offrande a été déposée à l’accueil.',
  });
  await repository.setStatus(intention, 'en_cours');
  await repository.insertMessage(
    intention,
    antoine,
    'Merci, nous avons bien reçu votre offrande. L’intention sera dite à la messe de 10 h 30.',
  );
  await repository.insertRequest(groupId, jean, {
    kind: 'bapteme',
    person: 'Lucas Martin',
    dateWished: next(7, 8).toISODate(),
    intention: '',
    offeringPaidOutside: false,
    place: '',
    phone: '06 12 34 56 78',
    details: 'Notre fils a 4 mois ; nous aimerions le faire baptiser au printemps.',
  });
  report(`1 demo parish (${times.length} weekly times, 3 exceptions, 2 requests)`);
}
