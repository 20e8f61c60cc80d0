/**
 * The events module's demo content: events over the next six weeks and two past
 * ones, of every tab and category, with answers from demo members: one full with a waiting
 * list, one online, one in a group, one cancelled, one that needs approval. Written through the
 * module's repository: no event, so no notification. Times are the community's (Europe/Paris).
 */
import type { EventAudience, EventCategory, EventStanding } from '@koinonia/contracts';
import { EVENT_FRIENDS_SHOWN } from '@koinonia/contracts';
import { DateTime } from 'luxon';
import sharp from 'sharp';
import type { SeedContext } from '../../platform/module.ts';
import { createEventsRepository } from './events.repository.ts';

interface DemoEvent {
  title: string;
  category: EventCategory;
  organiser: string;
  /** Days from today, local hour and minute, length in hours. */
  day: number;
  at: [number, number];
  hours: number;
  location?: string;
  online?: string;
  audience?: EventAudience;
  group?: string;
  capacity?: number;
  maxGuests?: number;
  approval?: boolean;
  cancelled?: string;
  description: string;
  colours: [string, string];
  answers: [string, EventStanding, number?][];
}

const ZONE = 'Europe/Paris';

const DEMO_EVENTS: DemoEvent[] = [
  {
    title: 'Veillée de prière de l’Avent',
    category: 'priere',
    organiser: 'Helene',
    day: 1,
    at: [20, 30],
    hours: 1.5,
    location: 'Chapelle Sainte-Anne, 3 rue des Carmes, Lyon',
    description: 'Chants de Taizé, silence et adoration pour entrer dans l’Avent.',
    colours: ['#6b46c1', '#1c64f2'],
    answers: [
      ['Marie', 'going'],
      ['Antoine', 'going'],
      ['Sophie', 'interested'],
    ],
  },
  {
    title: 'Étude biblique en ligne : l’évangile de Luc',
    category: 'formation',
    organiser: 'Jean',
    day: 2,
    at: [20, 0],
    hours: 1,
    online: 'https://meet.jit.si/koinonia-etude-biblique',
    description:
      'Chaque semaine un chapitre, lu ensemble et partagé. Lien envoyé aux participants.',
    colours: ['#0e9f6e', '#31c48d'],
    answers: [
      ['Marie', 'going'],
      ['Luc', 'going'],
      ['Camille', 'interested'],
    ],
  },
  {
    title: 'Messe des familles',
    category: 'messe',
    organiser: 'Antoine',
    day: 3,
    at: [10, 30],
    hours: 1.25,
    location: 'Église Saint-Pierre, 12 place Saint-Pierre, Lyon',
    maxGuests: 4,
    description: 'Une messe animée par les enfants du caté, suivie d’un verre de l’amitié.',
    colours: ['#e3a008', '#ff8a4c'],
    answers: [
      ['Marie', 'going', 2],
      ['Jean', 'going'],
      ['Helene', 'going'],
      ['Sophie', 'going', 1],
      ['Pierre', 'interested'],
    ],
  },
  {
    title: 'Répétition de Noël de la chorale',
    category: 'concert',
    organiser: 'Marie',
    day: 5,
    at: [20, 0],
    hours: 2,
    location: 'Église Saint-Pierre, Lyon',
    audience: 'group',
    group: 'Chorale Saint-Jean',
    description:
      'Dernière répétition avant la messe de minuit : Minuit, chrétiens et le Magnificat.',
    colours: ['#5b8def', '#a66cff'],
    answers: [
      ['Jean', 'going'],
      ['Sophie', 'going'],
      ['Helene', 'interested'],
    ],
  },
  {
    title: 'Soirée jeunes pro : louange et pizzas',
    category: 'jeunes',
    organiser: 'Camille',
    day: 9,
    at: [19, 30],
    hours: 3,
    location: 'Salle paroissiale Saint-Pierre, Lyon',
    description:
      'Un temps de louange puis des pizzas pour faire connaissance. Venez comme vous êtes !',
    colours: ['#31c48d', '#3f83f8'],
    answers: [
      ['Chloe', 'going'],
      ['Luc', 'going'],
      ['Amelie', 'interested'],
    ],
  },
  {
    title: 'Pèlerinage à Notre-Dame de Fourvière',
    category: 'pelerinage',
    organiser: 'Antoine',
    day: 12,
    at: [8, 0],
    hours: 10,
    location: 'Basilique Notre-Dame de Fourvière, 8 place de Fourvière, Lyon',
    capacity: 4,
    maxGuests: 1,
    description:
      'Montée à pied depuis le Vieux-Lyon, messe à la basilique, pique-nique tiré du sac. Places limitées dans le minibus.',
    colours: ['#1c64f2', '#0e9f6e'],
    answers: [
      ['Jean', 'going', 1],
      ['Helene', 'going'],
      ['Sophie', 'going'],
      ['Pierre', 'waiting'],
      ['Camille', 'waiting'],
    ],
  },
  {
    title: 'Maraude solidaire',
    category: 'solidarite',
    organiser: 'Sophie',
    day: 16,
    at: [19, 0],
    hours: 2.5,
    location: 'Départ : 4 rue de la Charité, Lyon',
    audience: 'friends',
    description: 'Soupe chaude, café et surtout du temps pour parler avec les personnes de la rue.',
    colours: ['#e02424', '#ff8a4c'],
    answers: [
      ['Luc', 'going'],
      ['Marie', 'interested'],
    ],
  },
  {
    title: 'Kermesse de l’école',
    category: 'fraternite',
    organiser: 'Antoine',
    day: 20,
    at: [14, 0],
    hours: 4,
    location: 'Cour de l’école Saint-Joseph, Lyon',
    cancelled: 'La cour est en travaux : nous reportons la kermesse au printemps.',
    description: 'Stands, jeux et goûter pour toutes les familles.',
    colours: ['#9f580a', '#e3a008'],
    answers: [['Jean', 'going']],
  },
  {
    title: 'Concert de Noël',
    category: 'concert',
    organiser: 'Marie',
    day: 25,
    at: [20, 30],
    hours: 1.5,
    location: 'Église Saint-Pierre, 12 place Saint-Pierre, Lyon',
    capacity: 200,
    maxGuests: 3,
    description: 'La chorale Saint-Jean et l’orgue : noëls traditionnels et chants du monde.',
    colours: ['#a66cff', '#e74694'],
    answers: [
      ['Jean', 'going'],
      ['Helene', 'going', 1],
      ['Antoine', 'going'],
      ['Francois', 'going', 2],
    ],
  },
  {
    title: 'Repas fraternel de l’Épiphanie',
    category: 'fraternite',
    organiser: 'Francois',
    day: 33,
    at: [12, 0],
    hours: 3,
    location: 'Salle paroissiale Saint-Pierre, Lyon',
    maxGuests: 3,
    description: 'Chacun apporte un plat ; la paroisse offre la galette des rois.',
    colours: ['#ff8a4c', '#e3a008'],
    answers: [
      ['Marie', 'going', 1],
      ['Joseph', 'going'],
    ],
  },
  {
    title: 'Formation des catéchistes',
    category: 'formation',
    organiser: 'Helene',
    day: 40,
    at: [9, 30],
    hours: 3,
    location: 'Maison paroissiale, 14 place Saint-Pierre, Lyon',
    approval: true,
    capacity: 20,
    description:
      'Pour les catéchistes et ceux qui voudraient le devenir. Inscription validée par l’équipe.',
    colours: ['#0e9f6e', '#1c64f2'],
    answers: [
      ['Marie', 'going'],
      ['Sophie', 'pending'],
    ],
  },
  {
    title: 'Autre : permanence d’accueil',
    category: 'autre',
    organiser: 'Sophie',
    day: 6,
    at: [14, 0],
    hours: 3,
    location: 'Accueil paroissial, Lyon',
    description: 'Venez donner un coup de main à l’accueil, même une heure.',
    colours: ['#6b7280', '#9ca3af'],
    answers: [],
  },
  {
    title: 'Retraite de l’Avent',
    category: 'formation',
    organiser: 'Helene',
    day: -10,
    at: [9, 0],
    hours: 8,
    location: 'Abbaye de Saint-Martin, Ligugé',
    description: 'Une journée de silence et d’enseignements pour préparer Noël.',
    colours: ['#6b46c1', '#a66cff'],
    answers: [
      ['Marie', 'going'],
      ['Jean', 'going'],
    ],
  },
  {
    title: 'Messe de la Toussaint',
    category: 'messe',
    organiser: 'Antoine',
    day: -22,
    at: [10, 30],
    hours: 1.25,
    location: 'Église Saint-Pierre, Lyon',
    description: 'Messe de la fête de tous les saints.',
    colours: ['#e3a008', '#9f580a'],
    answers: [
      ['Marie', 'going'],
      ['Helene', 'going'],
    ],
  },
];

async function cover([from, to]: [string, string]): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
  </linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <circle cx="1000" cy="120" r="180" fill="#ffffff" fill-opacity="0.14"/>
  <rect x="560" y="200" width="80" height="300" rx="16" fill="#ffffff" fill-opacity="0.22"/>
  <rect x="460" y="290" width="280" height="70" rx="16" fill="#ffffff" fill-opacity="0.22"/>
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

export async function seedEvents({ db, services, members, refs, report }: SeedContext) {
  const repository = createEventsRepository(db, EVENT_FRIENDS_SHOWN);
  const today = DateTime.now().setZone(ZONE).startOf('day');
  let count = 0;
  for (const demo of DEMO_EVENTS) {
    const organiser = members.get(demo.organiser);
    const groupId = demo.group ? refs.get(`group:${demo.group}`) : null;
    if (!organiser || groupId === undefined) continue;
    const start = today.plus({ days: demo.day }).set({ hour: demo.at[0], minute: demo.at[1] });
    const id = await repository.insert({
      title: demo.title,
      description: demo.description,
      category: demo.category,
      image: await services.media.storeDemoImage(await cover(demo.colours)),
      startsAt: start.toJSDate(),
      endsAt: start.plus({ minutes: demo.hours * 60 }).toJSDate(),
      timeZone: ZONE,
      isOnline: demo.online !== undefined,
      location: demo.location ?? '',
      onlineUrl: demo.online ?? null,
      audience: demo.audience ?? 'public',
      groupId,
      capacity: demo.capacity ?? null,
      maxGuests: demo.maxGuests ?? 0,
      requiresApproval: demo.approval ?? false,
      status: demo.cancelled ? 'cancelled' : 'confirmed',
      cancelMessage: demo.cancelled ?? null,
      createdBy: organiser,
    });
    await repository.addOrganisers(id, [organiser]);
    for (const [key, standing, guests] of demo.answers) {
      const userId = members.get(key);
      if (userId) await repository.setStanding(id, userId, standing, guests ?? 0);
    }
    refs.set(`event:${demo.title}`, id);
    count += 1;
  }
  report(`${count} demo events`);
}
