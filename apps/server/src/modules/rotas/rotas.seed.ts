/**
 * Demo content: the 'Paroisse Saint-Pierre' page's services (the groups module's seed). Lectures
 * and accueil at the Sunday 11:00 Mass, flowers on Saturday morning: next Sunday's lectures are
 * covered by Marie and Jean, who has asked for a replacement; Hélène is asked for the accueil
 * and has not answered; Saturday's flowers are open to volunteers and nobody took them yet.
 * Written through the repository, so a fresh start sends no notification.
 */
import { DateTime } from 'luxon';
import type { SeedContext } from '../../platform/module.ts';
import { createRotasRepository } from './rotas.repository.ts';

const ZONE = 'Europe/Paris';
const WEEKS = 8;

export async function seedRotas({ db, members, refs, report }: SeedContext): Promise<void> {
  const groupId = refs.get('group:Paroisse Saint-Pierre');
  const [antoine, marie, jean, helene] = ['Antoine', 'Marie', 'Jean', 'Helene'].map((key) =>
    members.get(key),
  );
  if (!groupId || !antoine || !marie || !jean || !helene) return;
  const repository = createRotasRepository(db);
  const today = DateTime.now().setZone(ZONE).startOf('day');
  /** The slots of a weekly service for the coming weeks, from tomorrow on. */
  const dates = (weekday: number, time: string) => {
    const first = today.plus({ days: (weekday - today.weekday + 7) % 7 || 7 });
    return Array.from({ length: WEEKS }, (_, week) => {
      const day = first.plus({ weeks: week });
      const date = day.toISODate() ?? '';
      return { date, startsAt: DateTime.fromISO(`${date}T${time}`, { zone: ZONE }).toJSDate() };
    });
  };
  const service = async (
    name: string,
    description: string,
    places: number,
    weekday: number,
    time: string,
  ) => {
    const id = await repository.insertService({
      groupId,
      name,
      description,
      places,
      weekday,
      time,
      createdBy: antoine,
    });
    const slots = dates(weekday, time);
    await repository.ensureSlots(id, places, slots);
    return { id, first: slots[0]?.date ?? '' };
  };
  const lectures = await service(
    'Lectures',
    'Première lecture, psaume et deuxième lecture.',
    2,
    7,
    '11:00',
  );
  const accueil = await service(
    'Accueil',
    'Accueillir à la porte et distribuer les feuilles de chant.',
    2,
    7,
    '11:00',
  );
  const fleurs = await service('Fleurs', 'Composer les bouquets de l’autel.', 1, 6, '10:00');
  const slotOf = async (serviceId: string, date: string) =>
    (await repository.groupSlots(antoine, groupId, date, date)).find(
      (s) => s.service_id === serviceId,
    );
  const sundayLectures = await slotOf(lectures.id, lectures.first);
  const sundayAccueil = await slotOf(accueil.id, accueil.first);
  const saturdayFlowers = await slotOf(fleurs.id, fleurs.first);
  if (sundayLectures) {
    await repository.takeFreeSeat(sundayLectures.id, marie, 'accepted', antoine);
    await repository.takeFreeSeat(sundayLectures.id, jean, 'accepted', antoine);
    await repository.setStatus(sundayLectures.id, jean, ['accepted'], 'replacement');
  }
  if (sundayAccueil) {
    await repository.takeFreeSeat(sundayAccueil.id, antoine, 'accepted', null);
    await repository.takeFreeSeat(sundayAccueil.id, helene, 'asked', antoine);
  }
  if (saturdayFlowers) await repository.setOpen(saturdayFlowers.id, true);
  report('3 demo services (Lectures, Accueil, Fleurs), one replacement asked, one slot open');
}
