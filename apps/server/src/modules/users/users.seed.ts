/**
 * The users module's demo content: a dozen verified French-speaking members with
 * avatars and covers drawn locally by sharp. Their keys ('Marie', 'Jean' …) go into the seed
 * context for the modules seeded after this one.
 */
import sharp from 'sharp';
import type { SeedContext } from '../../platform/module.ts';

/** The two accounts the README documents. Every demo member's password is Koinonia-<Prénom>-2026. */
export const DEMO_ACCOUNTS = [
  { email: 'marie.dupont@koinonia.local', password: 'Koinonia-Marie-2026' },
  { email: 'jean.martin@koinonia.local', password: 'Koinonia-Jean-2026' },
] as const;

interface DemoMember {
  key: string;
  email: string;
  titre: string;
  firstName: string;
  lastName: string;
  bio: string;
  birthday: string;
  colour: string;
  /** Where they live (the events' 'Près de chez moi'). */
  town?: string;
  postcode?: string;
}

const MEMBERS: DemoMember[] = [
  {
    key: 'Marie',
    email: 'marie.dupont@koinonia.local',
    titre: 'Mme',
    firstName: 'Marie',
    lastName: 'Dupont',
    bio: 'Animatrice de la chorale paroissiale, toujours partante pour un café après la messe.',
    birthday: '1984-03-12',
    colour: '#b3541e',
    town: 'Lyon',
    postcode: '69001',
  },
  {
    key: 'Jean',
    email: 'jean.martin@koinonia.local',
    titre: 'M.',
    firstName: 'Jean-Baptiste',
    lastName: 'Martin',
    bio: 'Bénévole à l’accueil et organisateur des sorties de la communauté.',
    birthday: '1979-07-28',
    colour: '#8a5a44',
  },
  {
    key: 'Helene',
    email: 'helene.lefevre@koinonia.local',
    titre: 'Sœur',
    firstName: 'Hélène',
    lastName: 'Lefèvre',
    bio: 'Religieuse, j’accompagne les familles et je tiens la bibliothèque.',
    birthday: '1968-01-05',
    colour: '#a0522d',
  },
  {
    key: 'Antoine',
    email: 'antoine.girard@koinonia.local',
    titre: 'Père',
    firstName: 'Antoine',
    lastName: 'Girard',
    bio: 'Curé de la paroisse Saint-Martin. Ma porte est ouverte le mardi.',
    birthday: '1961-11-19',
    colour: '#7b3f00',
  },
  {
    key: 'Camille',
    email: 'camille.bernard@koinonia.local',
    titre: 'Mme',
    firstName: 'Camille',
    lastName: 'Bernard',
    bio: 'Catéchiste et maman de trois enfants ; j’aime les randonnées en famille.',
    birthday: '1990-05-02',
    colour: '#c0703a',
  },
  {
    key: 'Luc',
    email: 'luc.moreau@koinonia.local',
    titre: 'Frère',
    firstName: 'Luc',
    lastName: 'Moreau',
    bio: 'Frère dominicain, passionné de chant grégorien et de jardinage.',
    birthday: '1975-09-14',
    colour: '#9c6644',
  },
  {
    key: 'Amelie',
    email: 'amelie.roux@koinonia.local',
    titre: 'Mlle',
    firstName: 'Amélie',
    lastName: 'Roux',
    bio: 'Étudiante en théologie, responsable du groupe des jeunes.',
    birthday: '2001-02-23',
    colour: '#d2691e',
  },
  {
    key: 'Pierre',
    email: 'pierre.fournier@koinonia.local',
    titre: 'M.',
    firstName: 'Pierre',
    lastName: 'Fournier',
    bio: 'Trésorier de l’association, je prépare aussi les repas partagés.',
    birthday: '1958-06-30',
    colour: '#a4552c',
  },
  {
    key: 'Sophie',
    email: 'sophie.lambert@koinonia.local',
    titre: 'Mme',
    firstName: 'Sophie',
    lastName: 'Lambert',
    bio: 'Organiste le dimanche, professeure de piano en semaine.',
    birthday: '1987-10-08',
    colour: '#b5651d',
  },
  {
    key: 'Francois',
    email: 'francois.mercier@koinonia.local',
    titre: 'Diacre',
    firstName: 'François',
    lastName: 'Mercier',
    bio: 'Diacre permanent, engagé auprès des personnes isolées du quartier.',
    birthday: '1966-04-17',
    colour: '#8b4513',
  },
  {
    key: 'Chloe',
    email: 'chloe.nguyen@koinonia.local',
    titre: 'Mme',
    firstName: 'Chloé',
    lastName: 'Nguyen',
    bio: 'Photographe amatrice : c’est moi qui prends les photos des fêtes !',
    birthday: '1993-08-21',
    colour: '#cd853f',
  },
  {
    key: 'Joseph',
    email: 'joseph.kabongo@koinonia.local',
    titre: 'M.',
    firstName: 'Joseph',
    lastName: 'Kabongo',
    bio: 'Arrivé de Kinshasa il y a deux ans, je chante dans la chorale africaine.',
    birthday: '1982-12-03',
    colour: '#a15c38',
  },
];

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

function initials(member: DemoMember): string {
  return `${member.firstName[0] ?? ''}${member.lastName[0] ?? ''}`.toUpperCase();
}

async function avatar(member: DemoMember): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
  <rect width="256" height="256" fill="${member.colour}"/>
  <circle cx="128" cy="128" r="108" fill="#ffffff" fill-opacity="0.12"/>
  <text x="128" y="128" dy=".35em" text-anchor="middle" font-family="sans-serif" font-size="96" font-weight="bold" fill="#fff">${escapeXml(initials(member))}</text>
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();
}

async function cover(member: DemoMember, index: number): Promise<Buffer> {
  const hue = (index * 29) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="300">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue}, 55%, 82%)"/>
    <stop offset="1" stop-color="${member.colour}" stop-opacity="0.75"/>
  </linearGradient></defs>
  <rect width="1200" height="300" fill="url(#g)"/>
  <circle cx="1050" cy="60" r="160" fill="#fff" fill-opacity="0.15"/>
  <circle cx="180" cy="290" r="120" fill="#fff" fill-opacity="0.1"/>
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

/** Creates the demo members, verified, with their pictures. */
export async function seedUsers({ services, hasher, members, report }: SeedContext) {
  const verifiedAt = new Date();
  await Promise.all(
    MEMBERS.map(async (member, index) => {
      const [passwordHash, avatarBytes, coverBytes] = await Promise.all([
        hasher.hash(`Koinonia-${member.key}-2026`),
        avatar(member),
        cover(member, index),
      ]);
      const created = await services.users.create({
        email: member.email,
        passwordHash,
        titre: member.titre,
        firstName: member.firstName,
        lastName: member.lastName,
        bio: member.bio,
        birthday: member.birthday,
        town: member.town ?? null,
        postcode: member.postcode ?? null,
        profilePicture: await services.media.storeDemoImage(avatarBytes),
        coverPicture: await services.media.storeDemoImage(coverBytes),
        emailVerifiedAt: verifiedAt,
      });
      if (created) members.set(member.key, created.id);
    }),
  );
  report(`${members.size} demo members`);
}
