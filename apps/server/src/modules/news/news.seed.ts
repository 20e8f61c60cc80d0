/**
 * The news module's demo content: six articles by Marie (the demo's editor, given the role by
 * the roles module's seed) in several categories — four published over the past two weeks, one
 * scheduled for later this week, one draft — with covers drawn by sharp, a few comments, and
 * this week's parish sheet with a word of the week and a pinned article. Written through the
 * module's repository: no fact, so nothing is announced. Times are the community's.
 */
import type { NewsCategory } from '@koinonia/contracts';
import { DateTime } from 'luxon';
import sharp from 'sharp';
import type { SeedContext } from '../../platform/module.ts';
import { createNewsRepository } from './news.repository.ts';
import { isoDay, weekOf } from './news.time.ts';

const ZONE = 'Europe/Paris';

interface DemoArticle {
  title: string;
  summary: string;
  category: NewsCategory;
  /** Hours before now (published), or 'later' (scheduled this week), or 'draft'. */
  when: number | 'later' | 'draft';
  colours: [string, string];
  alt: string;
  body: string;
  comments?: [string, string][];
}

const DEMO_ARTICLES: DemoArticle[] = [
  {
    title: 'L’Avent commence : quatre semaines pour préparer Noël',
    summary:
      'Couronne, veillées, confessions et concert : tout ce que la paroisse propose pour vivre l’Avent ensemble.',
    category: 'liturgie',
    when: 3,
    colours: ['#6b46c1', '#1c64f2'],
    alt: 'Quatre bougies violettes d’une couronne de l’Avent sur fond bleu nuit',
    body: `## Un temps pour veiller

L’Avent s’ouvre dimanche avec la **bénédiction des couronnes** à la fin de chaque messe. Apportez la vôtre : elle sera bénie avec celle de l’église.

## Au programme

- **Chaque mercredi à 20 h 30** : veillée de prière à la chapelle Sainte-Anne, chants de Taizé et adoration.
- **Samedi 13 décembre** : journée du pardon, des prêtres seront disponibles de 10 h à 17 h.
- **Dimanche 21 décembre** : concert de Noël de la chorale Saint-Jean.

## Pour aller plus loin

Le diocèse propose un calendrier de l’Avent en ligne, un texte de l’Évangile et une courte méditation par jour : [le calendrier de l’Avent](https://www.example.org/avent).

> « Veillez donc, car vous ne savez pas quel jour votre Seigneur vient. » (Mt 24, 42)
`,
    comments: [
      ['Helene', 'Merci pour ce beau programme ! Nous serons là mercredi.'],
      ['Antoine', 'La couronne de notre famille est prête, à dimanche.'],
    ],
  },
  {
    title: 'Collecte pour l’épicerie solidaire : merci à tous !',
    summary:
      'Plus de 600 kilos de denrées rassemblés en un week-end : le point sur la collecte et les besoins de l’hiver.',
    category: 'solidarite',
    when: 30,
    colours: ['#0e9f6e', '#31c48d'],
    alt: 'Cageots de légumes et de conserves sur une table de la salle paroissiale',
    body: `## 612 kilos en deux jours

La collecte des 22 et 23 novembre a dépassé nos espérances : **612 kilos** de denrées ont été déposés aux portes de l’église et au supermarché du quartier. Merci aux quarante bénévoles qui se sont relayés !

## Ce qui manque encore

1. Du lait et des céréales pour les petits déjeuners
2. Des produits d’hygiène (savon, dentifrice, couches)
3. Des conserves de poisson

Les dons sont reçus à l’accueil paroissial du mardi au samedi, de 9 h à 12 h.

## Devenir bénévole

L’épicerie ouvre le jeudi de 14 h à 18 h. Une demi-journée par mois suffit : écrivez à l’accueil ou passez nous voir.
`,
    comments: [['Camille', 'Bravo à toute l’équipe, quel beau témoignage de charité.']],
  },
  {
    title: 'Les confirmands en retraite à Ars',
    summary:
      'Vingt-deux jeunes de l’aumônerie ont passé deux jours sur les pas du saint curé avant leur confirmation.',
    category: 'jeunes',
    when: 24 * 6,
    colours: ['#e3a008', '#9f580a'],
    alt: 'Groupe de jeunes souriants devant la basilique d’Ars',
    body: `## Deux jours sur les pas du saint curé

Les 22 confirmands de l’aumônerie sont partis vendredi soir pour Ars-sur-Formans. Au programme : visite de la maison du curé d’Ars, temps d’enseignement, veillée et **sacrement de réconciliation**.

## Ce qu’ils en disent

> « J’ai compris que la confirmation n’est pas une fin mais un départ. » — Léa, 16 ans

La confirmation sera célébrée par notre évêque le **dimanche 8 février** à 10 h 30. Toute la communauté est invitée à les entourer par la prière.
`,
  },
  {
    title: 'Témoignage : « Le Parcours Alpha a changé mon regard »',
    summary:
      'Sophie a suivi le Parcours Alpha l’an dernier. Elle raconte ce que ces dix soirées lui ont apporté.',
    category: 'temoignages',
    when: 24 * 11,
    colours: ['#d61f69', '#f17eb8'],
    alt: 'Une table dressée pour un dîner du Parcours Alpha, bougies allumées',
    body: `## Un dîner, un exposé, un échange

« Je suis venue un peu par curiosité, invitée par une collègue. Je ne m’attendais pas à être aussi bien accueillie. Chaque soirée commence par un **dîner**, puis un court exposé, puis un temps d’échange en petits groupes où chacun peut dire ce qu’il pense, sans jugement. »

## Ce qui a changé

« J’ai découvert une foi qui se vit en communauté, pas seulement le dimanche. Aujourd’hui je sers à mon tour au Parcours, en cuisine ! »

Le prochain Parcours Alpha commence en janvier. Renseignements à l’accueil ou sur [le site du Parcours Alpha](https://www.parcoursalpha.fr).
`,
  },
  {
    title: 'Horaires des messes de Noël',
    summary:
      'Veillée, messe de la nuit et messe du jour : les horaires des célébrations de Noël dans nos trois clochers.',
    category: 'annonces',
    when: 'later',
    colours: ['#a8492a', '#e3a008'],
    alt: 'Crèche illuminée dans l’église Saint-Pierre',
    body: `## Mercredi 24 décembre

- **18 h** : messe des familles à Saint-Pierre, avec la crèche vivante des enfants du caté
- **20 h 30** : veillée et messe de la nuit à Sainte-Anne
- **23 h** : messe de minuit à Saint-Pierre

## Jeudi 25 décembre

- **10 h 30** : messe du jour de Noël à Saint-Pierre

Les quêtes de Noël sont destinées aux prêtres âgés du diocèse. Merci de votre générosité.
`,
  },
  {
    title: 'Rénovation de l’orgue : où en est-on ?',
    summary:
      'Le point sur les travaux de l’orgue de Saint-Pierre et sur la souscription ouverte par la paroisse.',
    category: 'vie-paroissiale',
    when: 'draft',
    colours: ['#1c64f2', '#76a9fa'],
    alt: 'Tuyaux de l’orgue de Saint-Pierre vus de la tribune',
    body: `## Les travaux

Le facteur d’orgue a démonté le grand jeu en octobre. **Brouillon à compléter** avec le devis définitif.

## La souscription

À ce jour, 18 400 € ont été réunis sur les 45 000 € nécessaires.
`,
  },
];

async function cover([from, to]: [string, string]): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
  </linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <circle cx="180" cy="520" r="240" fill="#ffffff" fill-opacity="0.10"/>
  <circle cx="1040" cy="110" r="160" fill="#ffffff" fill-opacity="0.14"/>
  <rect x="430" y="170" width="340" height="290" rx="22" fill="#ffffff" fill-opacity="0.20"/>
  <rect x="480" y="230" width="240" height="22" rx="11" fill="#ffffff" fill-opacity="0.55"/>
  <rect x="480" y="285" width="200" height="16" rx="8" fill="#ffffff" fill-opacity="0.40"/>
  <rect x="480" y="325" width="220" height="16" rx="8" fill="#ffffff" fill-opacity="0.40"/>
  <rect x="480" y="365" width="160" height="16" rx="8" fill="#ffffff" fill-opacity="0.40"/>
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

export async function seedNews({ db, services, members, report }: SeedContext) {
  const author = members.get('Marie');
  if (!author) return;
  const repository = createNewsRepository(db);
  const now = DateTime.now().setZone(ZONE);
  const week = weekOf(now.toJSDate(), ZONE);
  // Later this week: Saturday 18:00, or in three hours if that has passed.
  const saturday = week.start.plus({ days: 5 }).set({ hour: 18 });
  const later = saturday > now.plus({ hours: 1 }) ? saturday : now.plus({ hours: 3 });
  const ids: string[] = [];
  for (const demo of DEMO_ARTICLES) {
    const publishAt =
      demo.when === 'draft'
        ? null
        : demo.when === 'later'
          ? later
          : now.minus({ hours: demo.when });
    const id = await repository.insert({
      title: demo.title,
      summary: demo.summary,
      body: demo.body,
      category: demo.category,
      image: await services.media.storeDemoImage(await cover(demo.colours)),
      imageAlt: demo.alt,
      authorId: author,
      status: demo.when === 'draft' ? 'draft' : demo.when === 'later' ? 'scheduled' : 'published',
      publishAt: publishAt?.toJSDate() ?? null,
    });
    ids.push(id);
    for (const [key, text] of demo.comments ?? []) {
      const commenter = members.get(key);
      if (commenter) {
        await repository.insertComment({
          articleId: id,
          authorId: commenter,
          replyTo: null,
          text,
          clientId: null,
        });
      }
    }
  }
  await repository.saveSheetWeek(isoDay(week.start), {
    word: 'Entrons dans l’Avent avec un cœur qui veille : un temps de prière chaque jour, même bref, et un geste envers un voisin seul. Bonne semaine à tous ! — Père Jean-Baptiste',
    pinnedArticleId: ids[0] ?? null,
    updatedBy: author,
  });
  report(`${ids.length} demo articles and this week's parish sheet`);
}
