/**
 * The albums module's demo content: the past 'Retraite de l’Avent' event's album filled by its
 * participants (with members tagged on its photos: image rights), a Chorale Saint-Jean group
 * album, and Marie's own. Photos are drawn locally by sharp and go through the service (the
 * media module's image path); the tags are told to the tagged as any tag is.
 */
import sharp from 'sharp';
import type { SeedContext } from '../../platform/module.ts';

interface DemoAlbum {
  owner: string;
  title: string;
  description: string;
  audience: 'public' | 'friends' | 'private';
  group?: string;
  event?: string;
  contributors: 'owner' | 'members';
  /** Who adds each photo, its caption, alt text and colours. */
  photos: [string, string, string, [string, string]][];
  /** Tags: the photo's index, who tags, who is tagged. */
  tags?: [number, string, string][];
}

const DEMO_ALBUMS: DemoAlbum[] = [
  {
    owner: 'Helene',
    title: 'Retraite de l’Avent',
    description: 'Une journée de silence à l’abbaye de Ligugé.',
    audience: 'friends',
    event: 'Retraite de l’Avent',
    contributors: 'members',
    photos: [
      [
        'Helene',
        'L’abbaye au matin',
        'Façade de l’abbaye sous un ciel pâle',
        ['#6b46c1', '#a66cff'],
      ],
      ['Helene', 'Le cloître', 'Arcades du cloître baignées de soleil', ['#2f855a', '#9ae6b4']],
      ['Marie', 'Pause au jardin', 'Allée du jardin bordée de buis', ['#b7791f', '#f6e05e']],
      ['Jean', 'Les vêpres', 'Chapelle éclairée de bougies', ['#9b2c2c', '#feb2b2']],
    ],
    tags: [
      [2, 'Helene', 'Marie'],
      [3, 'Helene', 'Jean'],
      [3, 'Marie', 'Helene'],
    ],
  },
  {
    owner: 'Jean',
    title: 'Répétitions de la chorale',
    description: 'Nos jeudis soir, en images.',
    audience: 'friends',
    group: 'Chorale Saint-Jean',
    contributors: 'members',
    photos: [
      ['Jean', 'Les altos', 'Pupitre des altos autour du piano', ['#5b8def', '#a66cff']],
      ['Marie', 'Dernière répétition', 'Chœur réuni devant l’autel', ['#2b6cb0', '#90cdf4']],
    ],
  },
  {
    owner: 'Marie',
    title: 'Vacances à Taizé',
    description: 'Une semaine de prière et de rencontres.',
    audience: 'friends',
    contributors: 'owner',
    photos: [
      [
        'Marie',
        'L’église de la Réconciliation',
        'Église de Taizé au coucher du soleil',
        ['#dd6b20', '#fbd38d'],
      ],
      [
        'Marie',
        'Les collines',
        'Collines de Bourgogne couvertes de vignes',
        ['#276749', '#c6f6d5'],
      ],
      ['Marie', 'Prière du soir', 'Icônes éclairées par des bougies', ['#553c9a', '#d6bcfa']],
    ],
  },
];

function photo([from, to]: [string, string], index: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
  </linearGradient></defs>
  <rect width="1200" height="900" fill="url(#g)"/>
  <circle cx="${300 + index * 180}" cy="260" r="140" fill="#ffffff" fill-opacity="0.25"/>
  <path d="M0 700 L300 480 L560 660 L820 420 L1200 720 L1200 900 L0 900 Z" fill="#000000" fill-opacity="0.18"/>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

export async function seedAlbums({ services, members, refs, report }: SeedContext) {
  let count = 0;
  for (const demo of DEMO_ALBUMS) {
    const owner = members.get(demo.owner);
    const groupId = demo.group ? refs.get(`group:${demo.group}`) : undefined;
    const eventId = demo.event ? refs.get(`event:${demo.event}`) : undefined;
    if (!owner || (demo.group && !groupId) || (demo.event && !eventId)) continue;
    const album = await services.albums.create(owner, {
      title: demo.title,
      description: demo.description,
      audience: demo.audience,
      group_id: groupId ?? null,
      event_id: eventId ?? null,
      contributors: demo.contributors,
    });
    const itemIds: (string | undefined)[] = [];
    for (const [index, [adder, caption, alt, colours]] of demo.photos.entries()) {
      const adderId = members.get(adder);
      if (!adderId) {
        itemIds.push(undefined);
        continue;
      }
      const [item] = await services.albums.addItems(adderId, album.id, [
        { bytes: await photo(colours, index), caption, alt },
      ]);
      itemIds.push(item?.id);
    }
    for (const [index, tagger, tagged] of demo.tags ?? []) {
      const itemId = itemIds[index];
      const taggerId = members.get(tagger);
      const taggedId = members.get(tagged);
      if (itemId && taggerId && taggedId) {
        await services.albums.tag(taggerId, album.id, itemId, taggedId);
      }
    }
    count += 1;
  }
  report(`${count} demo albums`);
}
