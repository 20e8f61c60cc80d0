/**
 * Demo publications: a few French publications by demo members, one with a
 * generated picture and one celebration, with comments, a reply and reactions, so that a fresh
 * `npm start` shows a feed. Written straight through the repository: no notification is sent,
 * but the one a member would expect in the bell (`notifyAuthor`).
 */
import { FIRST_COMMENTS_COUNT } from '@koinonia/contracts';
import sharp from 'sharp';
import type { SeedContext } from '../../platform/module.ts';
import type { DemoVideoKind } from '../media/media.service.ts';
import { randomUUID } from 'node:crypto';
import { shortExcerpt as excerpt } from './publications.comments.ts';
import { createPublicationsRepository } from './publications.repository.ts';

interface DemoPublication {
  author: string;
  type: 'texte' | 'photo' | 'video' | 'celebration';
  audience: 'public' | 'friends' | 'group';
  /** The demo group or page it is published in (the groups module's seed names them). */
  group?: string;
  text: string;
  picture?: true;
  /** A short clip drawn by ffmpeg, uploaded through the video job (docs/adr/0017-video-pipeline.md). */
  video?: DemoVideoKind;
  hoursAgo: number;
  comments: { author: string; text: string; replies?: { author: string; text: string }[] }[];
  reactions: [string, string][];
  /**
   * Its author finds their comments in the bell, grouped as members' comments are
   * ('Luc Bernard et 2 autres ont commenté « … »'), told through the notifications service.
   */
  notifyAuthor?: true;
}

const PUBLICATIONS: DemoPublication[] = [
  {
    author: 'Jean',
    type: 'video',
    audience: 'public',
    text: 'Quelques secondes de la répétition de jeudi : la chorale prend forme !',
    video: 'mandelbrot',
    hoursAgo: 5,
    comments: [{ author: 'Marie', text: 'Bravo à tous, vivement la messe de Noël.' }],
    reactions: [['Marie', 'jaime']],
  },
  {
    author: 'Camille',
    type: 'video',
    audience: 'friends',
    text: 'Le nouveau générique de la soirée jeunes, en avant-première.',
    video: 'testsrc2',
    hoursAgo: 9,
    comments: [],
    reactions: [],
  },
  {
    author: 'Antoine',
    type: 'texte',
    audience: 'public',
    text: 'Chers amis, la messe de dimanche sera suivie d’un repas partagé dans la salle paroissiale. Apportez ce que vous voulez, venez surtout avec votre bonne humeur !',
    hoursAgo: 30,
    comments: [
      {
        author: 'Marie',
        text: 'Je m’occupe des desserts avec la chorale.',
        replies: [{ author: 'Antoine', text: 'Merci Marie, c’est précieux.' }],
      },
      { author: 'Francois', text: 'J’apporterai des chaises supplémentaires.' },
    ],
    reactions: [
      ['Marie', 'jaime'],
      ['Pierre', 'amen'],
      ['Francois', 'merci'],
    ],
  },
  {
    author: 'Marie',
    type: 'photo',
    audience: 'friends',
    text: 'Le lever du soleil ce matin avant les laudes. Quelle paix !',
    picture: true,
    hoursAgo: 20,
    comments: [
      { author: 'Helene', text: 'Magnifique, merci pour ce partage.' },
      { author: 'Jean', text: 'Le même ciel sur le chemin de la chorale, quelle grâce.' },
      { author: 'Luc', text: 'Merci Marie, cette photo m’accompagnera toute la journée.' },
    ],
    notifyAuthor: true,
    reactions: [
      ['Helene', 'amen'],
      ['Jean', 'jaime'],
      ['Sophie', 'jaime'],
    ],
  },
  {
    author: 'Helene',
    type: 'texte',
    audience: 'friends',
    text: 'Je vous confie dans vos prières une famille de notre quartier qui traverse une épreuve. Merci à chacun.',
    hoursAgo: 8,
    comments: [{ author: 'Marie', text: 'Je prie pour eux, ma Sœur.' }],
    reactions: [
      ['Marie', 'priere'],
      ['Pierre', 'priere'],
    ],
  },
  {
    author: 'Jean',
    type: 'celebration',
    audience: 'public',
    text: 'Joyeux anniversaire de mariage à Luc et Sophie : dix ans de fidélité et de joie ! 🎉',
    hoursAgo: 2,
    comments: [{ author: 'Marie', text: 'Tous mes vœux de bonheur !' }],
    reactions: [
      ['Marie', 'jaime'],
      ['Pierre', 'merci'],
    ],
  },
  // In the groups and pages of the groups module's demo.
  {
    author: 'Antoine',
    group: 'Paroisse Saint-Pierre',
    type: 'texte',
    audience: 'group',
    text: 'Horaires de Noël : veillée et messe de la nuit à 18 h 30 et à 23 h, messe du jour à 10 h 30. Les confessions sont possibles le samedi 20 de 10 h à 12 h.',
    hoursAgo: 3,
    comments: [{ author: 'Helene', text: 'Merci mon Père, je transmets aux familles du caté.' }],
    reactions: [
      ['Marie', 'merci'],
      ['Jean', 'amen'],
    ],
  },
  {
    author: 'Marie',
    group: 'Chorale Saint-Jean',
    type: 'texte',
    audience: 'group',
    text: 'Répétition jeudi à 20 h à l’église : nous travaillons le Magnificat de Taizé pour Noël. Pensez à vos partitions !',
    hoursAgo: 5,
    comments: [{ author: 'Jean', text: 'J’apporte le pupitre des basses.' }],
    reactions: [
      ['Sophie', 'jaime'],
      ['Helene', 'jaime'],
    ],
  },
  {
    author: 'Helene',
    group: 'Groupe de prière du mardi',
    type: 'texte',
    audience: 'group',
    text: 'Intentions de la semaine : les malades de la paroisse, les jeunes qui préparent leur confirmation et la paix dans le monde.',
    hoursAgo: 12,
    comments: [{ author: 'Marie', text: 'Unie à vous dans la prière.' }],
    reactions: [['Antoine', 'priere']],
  },
  {
    author: 'Camille',
    group: 'Jeunes pro',
    type: 'texte',
    audience: 'group',
    text: 'Afterwork fraternel vendredi à 19 h 30 au café du parvis, suivi d’un temps de louange. Invitez vos collègues !',
    hoursAgo: 16,
    comments: [],
    reactions: [['Luc', 'jaime']],
  },
  {
    author: 'Sophie',
    group: 'Secours catholique — antenne locale',
    type: 'texte',
    audience: 'group',
    text: 'Grande collecte de vêtements chauds samedi de 10 h à 16 h. Nous cherchons aussi deux bénévoles pour le tri.',
    hoursAgo: 40,
    comments: [{ author: 'Luc', text: 'Je serai là pour le tri.' }],
    reactions: [['Marie', 'merci']],
  },
  {
    author: 'Antoine',
    group: 'Conseil pastoral',
    type: 'texte',
    audience: 'group',
    text: 'Ordre du jour du prochain conseil : bilan de la kermesse, préparation du Carême, travaux de la salle paroissiale.',
    hoursAgo: 50,
    comments: [],
    reactions: [],
  },
  {
    author: 'Antoine',
    group: 'Parcours Alpha',
    type: 'texte',
    audience: 'group',
    text: 'Le prochain parcours Alpha commence le 12 janvier à 19 h 30. Parlez-en autour de vous : le premier dîner est offert.',
    hoursAgo: 70,
    comments: [],
    reactions: [['Pierre', 'jaime']],
  },
];

async function sunrise(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#f6c177"/><stop offset="1" stop-color="#eb6f92"/>
  </linearGradient></defs>
  <rect width="960" height="640" fill="url(#sky)"/>
  <circle cx="480" cy="430" r="110" fill="#ffe8a3"/>
  <rect y="430" width="960" height="210" fill="#3e5f6f"/>
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

/** Seeds the demo publications of the demo members. */
export async function seedPublications({ db, services, members: ids, refs, report }: SeedContext) {
  const repository = createPublicationsRepository(db, FIRST_COMMENTS_COUNT);
  let count = 0;
  for (const demo of PUBLICATIONS) {
    const authorId = ids.get(demo.author);
    const groupId = demo.group ? refs.get(`group:${demo.group}`) : null;
    if (!authorId || groupId === undefined) continue;
    const photos = demo.picture ? [await services.media.storeDemoImage(await sunrise())] : [];
    // Processed by the media.video job once the queue runs, as a member's upload is.
    const video = demo.video ? await services.media.storeDemoVideo(authorId, demo.video) : null;
    const { id } = await repository.insert(
      authorId,
      {
        type: demo.type,
        text: demo.text,
        audience: demo.audience,
        groupId,
        videoKind: video ? 'upload' : null,
        videoUrl: video,
      },
      photos,
    );
    await repository.setCreatedAt(id, new Date(Date.now() - demo.hoursAgo * 3_600_000));
    for (const comment of demo.comments) {
      const commenter = ids.get(comment.author);
      if (!commenter) continue;
      const { id: top } = await repository.insertComment({
        publicationId: id,
        authorId: commenter,
        replyTo: null,
        text: comment.text,
        image: null,
      });
      if (demo.notifyAuthor) {
        await services.notifications.notify({
          type: 'COMMENTAIRE_NEW',
          userId: authorId,
          actorId: commenter,
          more: { post: id, comment: top, quote: excerpt(comment.text) },
          factId: randomUUID(),
          subjectOfGroup: excerpt(demo.text),
        });
      }
      for (const reply of comment.replies ?? []) {
        const replier = ids.get(reply.author);
        if (!replier) continue;
        await repository.insertComment({
          publicationId: id,
          authorId: replier,
          replyTo: top,
          text: reply.text,
          image: null,
        });
      }
    }
    await Promise.all(
      demo.reactions.flatMap(([key, kind]) => {
        const userId = ids.get(key);
        return userId ? [repository.reactToPublication(userId, id, kind)] : [];
      }),
    );
    count += 1;
  }
  report(`${count} demo publications`);
}
