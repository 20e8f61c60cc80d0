/**
 * The groups module's demo content: six groups of every visibility and join rule and
 * two community pages, with members, a pending request in a group Marie moderates and an
 * invitation for Marie. Covers and logos are drawn locally by sharp. Written through the
 * module's repository: no event, so no notification. Each group's id goes into `refs` as
 * 'group:<name>' for the publications module's demo to publish in it.
 */
import type {
  GroupJoinRule,
  GroupKind,
  GroupRole,
  GroupVisibility,
  PageCategory,
} from '@koinonia/contracts';
import { GROUP_FRIENDS_SHOWN } from '@koinonia/contracts';
import sharp from 'sharp';
import type { SeedContext } from '../../platform/module.ts';
import { createGroupsRepository } from './groups.repository.ts';
import type { MembershipStatus } from './groups.schema.ts';
import { searchable } from './groups.search.ts';

interface DemoGroup {
  name: string;
  kind?: GroupKind;
  description: string;
  visibility: GroupVisibility;
  joinRule: GroupJoinRule;
  /** Two colours of the cover and the logo. */
  colours: [string, string];
  /** [member key, role] — the first is the owner. */
  members: [string, GroupRole][];
  others?: { key: string; status: MembershipStatus; message?: string; by?: string }[];
  page?: {
    category: PageCategory;
    address: string;
    website: string;
    email: string;
    schedule: string;
  };
  hoursAgo: number;
}

export const DEMO_GROUPS: DemoGroup[] = [
  {
    name: 'Chorale Saint-Jean',
    description:
      'Nous chantons la messe de 11 h chaque dimanche et préparons les grandes fêtes. Toutes les voix sont les bienvenues, même débutantes ! Répétition le jeudi à 20 h.',
    visibility: 'PUBLIC',
    joinRule: 'OPEN',
    colours: ['#5b8def', '#a66cff'],
    members: [
      ['Marie', 'OWNER'],
      ['Jean', 'ADMIN'],
      ['Helene', 'MEMBER'],
      ['Sophie', 'MEMBER'],
      ['Pierre', 'MEMBER'],
      ['Camille', 'MEMBER'],
    ],
    hoursAgo: 5,
  },
  {
    name: 'Groupe de prière du mardi',
    description:
      'Chaque mardi à 19 h, une heure de louange, de lecture de la Parole et d’intercession. Confiez-nous vos intentions.',
    visibility: 'PRIVATE',
    joinRule: 'REQUEST',
    colours: ['#f6c177', '#eb6f92'],
    members: [
      ['Helene', 'OWNER'],
      ['Marie', 'MODERATOR'],
      ['Antoine', 'MEMBER'],
      ['Amelie', 'MEMBER'],
    ],
    others: [
      {
        key: 'Chloe',
        status: 'REQUESTED',
        message: 'Bonjour, je viens d’arriver dans la paroisse et j’aimerais prier avec vous.',
      },
    ],
    hoursAgo: 12,
  },
  {
    name: 'Jeunes pro',
    description:
      'Pour les 25-35 ans : afterworks fraternels, topos, week-ends et service. Une demande suffit pour nous rejoindre.',
    visibility: 'PUBLIC',
    joinRule: 'REQUEST',
    colours: ['#31c48d', '#3f83f8'],
    members: [
      ['Camille', 'OWNER'],
      ['Chloe', 'MEMBER'],
      ['Luc', 'MEMBER'],
      ['Amelie', 'MEMBER'],
    ],
    hoursAgo: 16,
  },
  {
    name: 'Parcours Alpha',
    description:
      'Dix soirées conviviales pour découvrir la foi chrétienne autour d’un repas. Prochain parcours en janvier.',
    visibility: 'PUBLIC',
    joinRule: 'OPEN',
    colours: ['#ff8a4c', '#e74694'],
    members: [
      ['Antoine', 'OWNER'],
      ['Francois', 'MODERATOR'],
      ['Joseph', 'MEMBER'],
      ['Pierre', 'MEMBER'],
    ],
    others: [{ key: 'Marie', status: 'INVITED', by: 'Antoine' }],
    hoursAgo: 70,
  },
  {
    name: 'Conseil pastoral',
    description:
      'Le conseil pastoral de la paroisse : ordres du jour, comptes rendus et décisions.',
    visibility: 'SECRET',
    joinRule: 'INVITE',
    colours: ['#6b7280', '#1f2937'],
    members: [
      ['Antoine', 'OWNER'],
      ['Marie', 'ADMIN'],
      ['Helene', 'MEMBER'],
      ['Francois', 'MEMBER'],
    ],
    hoursAgo: 50,
  },
  {
    name: 'Servants d’autel',
    description:
      'Le planning des servants, les formations et les sorties. Sur invitation des responsables.',
    visibility: 'PRIVATE',
    joinRule: 'INVITE',
    colours: ['#e3a008', '#9f580a'],
    members: [
      ['Jean', 'OWNER'],
      ['Luc', 'MEMBER'],
      ['Joseph', 'MEMBER'],
    ],
    hoursAgo: 90,
  },
  {
    name: 'Paroisse Saint-Pierre',
    kind: 'PAGE',
    description:
      'La paroisse Saint-Pierre vous accueille : messes, sacrements, catéchèse et vie fraternelle.',
    visibility: 'PUBLIC',
    joinRule: 'OPEN',
    colours: ['#1c64f2', '#0e9f6e'],
    members: [
      ['Antoine', 'OWNER'],
      ['Marie', 'MEMBER'],
      ['Jean', 'MEMBER'],
      ['Helene', 'MEMBER'],
      ['Sophie', 'MEMBER'],
      ['Pierre', 'MEMBER'],
      ['Francois', 'MEMBER'],
    ],
    page: {
      category: 'paroisse',
      address: '12 place Saint-Pierre, 69001 Lyon',
      website: 'https://paroisse-saint-pierre.example.org',
      email: 'accueil@paroisse-saint-pierre.example.org',
      schedule:
        'Messes : samedi 18 h 30 ; dimanche 9 h 30 et 11 h.\nEn semaine : mardi au vendredi 8 h 30.\nAccueil : du lundi au samedi, 9 h 30 – 12 h.',
    },
    hoursAgo: 3,
  },
  {
    name: 'Secours catholique — antenne locale',
    kind: 'PAGE',
    description:
      'Accueil, accompagnement et entraide pour les personnes en difficulté du quartier. Bénévoles bienvenus !',
    visibility: 'PUBLIC',
    joinRule: 'OPEN',
    colours: ['#e02424', '#ff8a4c'],
    members: [
      ['Sophie', 'OWNER'],
      ['Marie', 'MEMBER'],
      ['Luc', 'MEMBER'],
    ],
    page: {
      category: 'association',
      address: '4 rue de la Charité, 69002 Lyon',
      website: 'https://www.secours-catholique.org',
      email: '',
      schedule: 'Accueil de jour : lundi, mercredi et vendredi, 14 h – 17 h.',
    },
    hoursAgo: 40,
  },
];

async function cover([from, to]: [string, string]): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
  </linearGradient></defs>
  <rect width="1200" height="400" fill="url(#g)"/>
  <circle cx="980" cy="90" r="160" fill="#ffffff" fill-opacity="0.12"/>
  <circle cx="160" cy="380" r="220" fill="#ffffff" fill-opacity="0.08"/>
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

async function logo([from, to]: [string, string]): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
  <rect width="256" height="256" rx="48" fill="${to}"/>
  <rect x="112" y="48" width="32" height="160" rx="8" fill="${from}"/>
  <rect x="64" y="96" width="128" height="32" rx="8" fill="${from}"/>
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 85 }).toBuffer();
}

export async function seedGroups({ db, services, members, refs, report }: SeedContext) {
  const repository = createGroupsRepository(db, GROUP_FRIENDS_SHOWN);
  let groups = 0;
  let pages = 0;
  for (const demo of DEMO_GROUPS) {
    const owner = members.get(demo.members[0]?.[0] ?? '');
    if (!owner) continue;
    const id = await repository.insert({
      kind: demo.kind ?? 'GROUP',
      name: demo.name,
      description: demo.description,
      visibility: demo.visibility,
      joinRule: demo.joinRule,
      image: await services.media.storeDemoImage(await cover(demo.colours)),
      logo: await services.media.storeDemoImage(await logo(demo.colours)),
      category: demo.page?.category ?? null,
      address: demo.page?.address ?? '',
      website: demo.page?.website ?? '',
      contactEmail: demo.page?.email ?? '',
      schedule: demo.page?.schedule ?? '',
      searchText: searchable(`${demo.name} ${demo.description}`),
      createdBy: owner,
    });
    for (const [key, role] of demo.members) {
      const userId = members.get(key);
      if (userId) {
        await repository.insertMembership({ groupId: id, userId, status: 'MEMBER', role });
      }
    }
    for (const other of demo.others ?? []) {
      const userId = members.get(other.key);
      if (!userId) continue;
      await repository.insertMembership({
        groupId: id,
        userId,
        status: other.status,
        message: other.message ?? null,
        invitedBy: other.by ? (members.get(other.by) ?? null) : null,
      });
    }
    await repository.setLastActivity(id, new Date(Date.now() - demo.hoursAgo * 3_600_000));
    refs.set(`group:${demo.name}`, id);
    if (demo.kind === 'PAGE') pages += 1;
    else groups += 1;
  }
  report(`${groups} demo groups and ${pages} pages`);
}
