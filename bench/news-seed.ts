/**
 * Seed for the news and celebrations benchmark: the events benchmark's community
 * (bench/events-seed.ts with fewer events: 10,000 members, ~20 accepted friends each, some
 * pending, some blocked, 400 groups and their members, 2,000 events over ±3 months, which the
 * parish sheet announces) in its own database, and:
 *
 * - Members: a birthday for 85 % of them, spread over the year (born 1940 to 2010); joined
 *   over the last six years (`users.created_at`: the join anniversaries); a tenth hide their
 *   birthday from everyone, a third their birth year (`user_settings`).
 * - 2,000 published articles over the last two years (7 h to 21 h), by 8 editors, in the six
 *   categories (vie paroissiale the most frequent), 60 % with a cover; Markdown bodies of about
 *   600 words (headings, a list, a quotation, bold, a link), drawn from a pool of paragraphs with
 *   a seeded generator (the same text at every seed); 200 scheduled from 1 to 30 days ahead
 *   (none falls due during a run), 150 drafts.
 * - 20,000 comments on the published articles (a fifth of them replies to a top-level comment of
 *   the same article), the newest articles drawing the most; 20,000 reactions (one per member
 *   and article, the four kinds).
 * - This week's parish sheet: a word of the week and a pinned article of the week.
 *
 * The articles are built here and inserted by arrays (`unnest`); the rest is set-based SQL.
 *
 * Usage: `npm run seed:news -w bench` (drops and recreates BENCH_NEWS_DATABASE_URL's database,
 * `koinonia_bench_news` by default; BENCH_NEWS_* lower the sizes).
 */
import { NEWS_CATEGORIES, type NewsCategory } from '@koinonia/contracts';
import pg from 'pg';
import { localDatabaseUrl } from './bench-database.ts';
import { EVENT_SIZES, seedEvents } from './events-seed.ts';

export const NEWS_DATABASE_URL =
  process.env.BENCH_NEWS_DATABASE_URL ?? localDatabaseUrl('koinonia_bench_news');

export const NEWS_SIZES = {
  members: Number(process.env.BENCH_NEWS_MEMBERS ?? 10_000),
  events: Number(process.env.BENCH_NEWS_EVENTS ?? 2_000),
  published: Number(process.env.BENCH_NEWS_ARTICLES ?? 2_000),
  scheduled: Number(process.env.BENCH_NEWS_SCHEDULED ?? 200),
  drafts: Number(process.env.BENCH_NEWS_DRAFTS ?? 150),
  comments: Number(process.env.BENCH_NEWS_COMMENTS ?? 20_000),
  reactions: Number(process.env.BENCH_NEWS_REACTIONS ?? 20_000),
  editors: 8,
};

/** Cumulated weights of NEWS_CATEGORIES. */
const CATEGORY_CUMULATED = [0.3, 0.5, 0.65, 0.78, 0.9, 1];

const TITLES: Record<NewsCategory, string[]> = {
  'vie-paroissiale': [
    'Retour sur la kermesse paroissiale',
    'Le conseil pastoral renouvelé',
    'Travaux de la toiture de l’église : où en est-on ?',
    'Bienvenue aux nouveaux paroissiens',
    'La fête de la paroisse en images',
    'Un nouveau curé pour nos clochers',
  ],
  liturgie: [
    'Vivre le carême en paroisse',
    'L’Avent commence : quatre semaines pour préparer Noël',
    'Les horaires des messes de la Semaine sainte',
    'Pourquoi chante-t-on le Gloria ?',
    'La chorale recrute pour la veillée pascale',
    'Comprendre la liturgie de la Parole',
  ],
  solidarite: [
    'Collecte pour l’épicerie solidaire : merci à tous !',
    'La maraude du mardi cherche des bénévoles',
    'Soupe solidaire : un hiver au chaud ensemble',
    'Visiter les malades : une mission de toute la paroisse',
    'Accueil d’une famille réfugiée : le point',
    'Vestiaire solidaire : ce dont nous avons besoin',
  ],
  jeunes: [
    'Le pèlerinage des collégiens à Lourdes',
    'Camp d’été des scouts : les inscriptions sont ouvertes',
    'Aumônerie : une rentrée pleine de projets',
    'Les servants d’autel en week-end',
    'Confirmation des lycéens à la cathédrale',
    'Les JMJ : partir avec le diocèse',
  ],
  annonces: [
    'Inscriptions au catéchisme pour l’année',
    'Préparation au baptême : les prochaines dates',
    'Fermeture de l’accueil pendant les vacances',
    'Nouveaux horaires du secrétariat',
    'Denier de l’Église : merci pour votre don',
    'Mariages : les rencontres de préparation',
  ],
  temoignages: [
    'Mon chemin vers le baptême, à quarante ans',
    'Vingt ans de chorale, et toujours la même joie',
    'Ce que la maraude m’a appris',
    'Marcher vers Compostelle, pas à pas',
    'Catéchiste, une vocation tardive',
    'Notre famille accueille un séminariste',
  ],
};

const PLACES = [
  'Saint-Jean',
  'Notre-Dame',
  'Saint-Pierre',
  'Sainte-Thérèse',
  'Saint-Étienne',
  'Saint-Joseph',
  'Sacré-Cœur',
  'Sainte-Anne',
];

const SUMMARIES = [
  'Ce qui s’est passé, ce qui se prépare et comment chacun peut y prendre part dans la paroisse.',
  'Les dates à retenir, les personnes à contacter et quelques mots pour en dire le sens.',
  'Un temps fort de la vie de la communauté, raconté par celles et ceux qui l’ont vécu.',
  'Tout ce qu’il faut savoir pour s’inscrire, venir avec ses proches et donner un coup de main.',
  'Merci à tous les bénévoles : voici le bilan et les projets pour les mois qui viennent.',
];

const HEADINGS = [
  'Un temps pour se retrouver',
  'Ce qui nous attend',
  'Comment participer',
  'Le sens de cette démarche',
  'Merci à tous',
  'En pratique',
  'Un peu d’histoire',
  'Ce que nous avons vécu',
  'Pour aller plus loin',
  'Les prochaines étapes',
];

/** About fifty to seventy words each. */
const PARAGRAPHS = [
  'Depuis plusieurs semaines, une petite équipe de bénévoles prépare ce rendez-vous avec beaucoup de soin. Les réunions du jeudi soir, à la salle paroissiale, ont permis de répartir les tâches, de dresser la liste du matériel et de prévoir un accueil pour les familles qui viennent pour la première fois. Chacun a trouvé sa place, et les idées n’ont pas manqué.',
  'Le pèlerinage à Lourdes reste pour beaucoup un souvenir fort : la procession aux flambeaux, le passage à la grotte, les malades accompagnés par les hospitaliers. Cette année encore, le diocèse organise le voyage en car, avec un tarif réduit pour les jeunes et les familles nombreuses. Les inscriptions se font à l’accueil ou en ligne.',
  'Le carême est un temps de conversion, de partage et de prière. La paroisse propose chaque vendredi un bol de riz à la salle Saint-Joseph, suivi d’un chemin de croix dans l’église. Les dons recueillis soutiennent cette année un projet d’école au Burkina Faso, que nous suivons depuis trois ans avec la communauté de Koudougou.',
  'La chorale accueille toutes les voix, et particulièrement les ténors et les basses, qui se font rares. Les répétitions ont lieu le jeudi de 20 h à 21 h 30, dans la crypte. Il n’est pas nécessaire de lire la musique : l’essentiel est d’aimer chanter ensemble et de venir avec régularité, dans la bonne humeur.',
  'La maraude du mardi soir part de la salle paroissiale à 19 h 30. Deux équipes sillonnent le quartier de la gare avec du café, de la soupe et des couvertures. Plus que la nourriture, c’est la rencontre qui compte : prendre le temps de parler, de connaître les prénoms, de revenir la semaine suivante et de tenir parole.',
  'Les enfants du catéchisme ont préparé une très belle célébration, avec des lectures, des chants et une procession des offrandes. Les parents étaient nombreux, et plusieurs ont découvert à cette occasion le travail des catéchistes, qui accompagnent chaque semaine une cinquantaine d’enfants du CE1 au CM2 dans nos trois clochers.',
  'Le conseil économique a présenté les comptes de l’année écoulée. Les travaux de chauffage de l’église ont pu être réalisés grâce à la générosité de tous, mais la toiture du presbytère demandera un effort important dans les deux ans qui viennent. Une souscription sera lancée au printemps avec le soutien de la Fondation du patrimoine.',
  'Le baptême d’un adulte est toujours une grande joie pour la communauté. Pendant deux ans, les catéchumènes ont cheminé avec leurs accompagnateurs, découvert la Parole de Dieu, la prière et la vie de l’Église. Ils seront baptisés pendant la veillée pascale, entourés de leurs parrains, de leurs familles et de toute la paroisse.',
  'La kermesse a réuni plus de quatre cents personnes sous un beau soleil. Le stand de crêpes a été pris d’assaut, la tombola a fait des heureux et les enfants ont profité des jeux en bois prêtés par la ludothèque. Le bénéfice de la journée financera le camp d’été des scouts et les sorties de l’aumônerie.',
  'Les visiteurs des malades se rendent chaque semaine à l’hôpital et dans les deux maisons de retraite du secteur. Ils portent la communion à ceux qui le souhaitent, mais surtout une présence et une écoute. L’équipe serait heureuse d’accueillir de nouveaux membres : une formation est proposée par le service diocésain de la santé.',
  'Les servants d’autel se retrouvent un samedi par mois pour apprendre les gestes de la liturgie, mais aussi pour partager un goûter et des jeux. Ils sont aujourd’hui une vingtaine, garçons et filles, et leur sérieux pendant les messes du dimanche est remarqué par tous. Les plus grands forment les plus jeunes.',
  'Le groupe biblique reprend ses rencontres un mercredi sur deux, à 20 h 30, chez l’un ou l’autre des participants. Cette année, nous lirons l’Évangile selon saint Luc, chapitre après chapitre, avec un livret préparé par le service diocésain de formation. Chacun peut venir sans préparation, avec sa Bible et ses questions.',
  'L’épicerie solidaire a distribué cette année plus de six mille colis à des familles orientées par les services sociaux de la ville. Les collectes dans les supermarchés du quartier restent indispensables : il manque surtout des produits d’hygiène, du lait, des conserves de légumes et des aliments pour les bébés.',
  'Le week-end des collégiens, à l’abbaye de Tamié, a été un temps fort de l’année. Marche en montagne, veillée autour du feu, rencontre avec un moine qui a raconté sa vocation : les jeunes sont revenus fatigués mais heureux, et plusieurs ont demandé à préparer leur confirmation l’an prochain avec l’aumônerie.',
  'L’accueil paroissial est ouvert du lundi au vendredi de 9 h 30 à 12 h et de 14 h à 17 h, et le samedi matin. On peut y demander un baptême, un mariage ou des obsèques, faire dire une messe, acheter un livre ou simplement venir parler. Les bénévoles de l’accueil sont le premier visage de la paroisse.',
  'La préparation au mariage commence par une rencontre avec un prêtre ou un diacre, au moins un an avant la date choisie. Les fiancés participent ensuite à trois soirées avec d’autres couples, animées par des foyers de la paroisse, puis à une journée diocésaine. C’est l’occasion de réfléchir ensemble à l’engagement qu’ils vont prendre.',
  'Le concert de Noël aura lieu dans l’église Saint-Jean, avec la chorale paroissiale, l’ensemble vocal du conservatoire et l’organiste titulaire. Au programme, des noëls traditionnels, des extraits de l’Oratorio de Bach et des chants de Taizé repris par l’assemblée. L’entrée est libre, une quête sera faite pour le Secours catholique.',
  'Notre communauté a la joie d’accueillir un séminariste en insertion pour deux années. Il partagera la vie de la paroisse, accompagnera l’aumônerie des lycéens et les équipes funérailles, et suivra en même temps ses cours au séminaire. N’hésitez pas à aller le saluer à la sortie de la messe et à l’inviter à votre table.',
];

const LISTS = [
  [
    '**Samedi à 10 h** : accueil et café à la salle paroissiale',
    '**Samedi à 14 h** : ateliers pour les enfants et les jeunes',
    '**Dimanche à 10 h 30** : messe des familles',
    '**Dimanche à 12 h** : repas partagé, chacun apporte un plat',
  ],
  [
    'des gants et des sacs pour le rangement',
    'des gâteaux pour le goûter des enfants',
    'des bénévoles pour tenir les stands',
    'des voitures pour le covoiturage',
  ],
  [
    'l’inscription à l’accueil avant la fin du mois',
    'une participation de 15 € par personne, 30 € par famille',
    'une autorisation parentale pour les mineurs',
  ],
  [
    'la prière du matin à 8 h 30, à la chapelle',
    'l’adoration le jeudi de 18 h à 19 h',
    'les confessions le samedi de 10 h à 12 h',
  ],
];

const QUOTES = [
  '> « Veillez donc, car vous ne savez pas quel jour votre Seigneur vient. » (Mt 24, 42)',
  '> « Portez les fardeaux les uns des autres. » (Ga 6, 2)',
  '> « Là où deux ou trois sont réunis en mon nom, je suis au milieu d’eux. » (Mt 18, 20)',
  '> « Ce que vous avez fait à l’un de ces plus petits de mes frères, c’est à moi que vous l’avez fait. » (Mt 25, 40)',
];

const COMMENTS = [
  'Merci pour cet article, quelle belle initiative !',
  'Nous serons là avec les enfants, à samedi.',
  'Bravo à toute l’équipe, c’était magnifique.',
  'Est-ce qu’il reste des places pour le car ?',
  'Je pense bien à vous tous dans ma prière.',
  'Très beau témoignage, merci de l’avoir partagé.',
  'Je peux aider pour l’installation le matin.',
  'Quelle joie de voir la paroisse si vivante !',
];
const REPLIES = ['Merci à vous !', 'Oui, il reste quelques places.', 'Avec plaisir, à samedi.'];

/** mulberry32: the same articles at every seed. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A Markdown body of about 600 words. */
function body(random: () => number): string {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const start = Math.floor(random() * PARAGRAPHS.length);
  const paragraph = (k: number) => PARAGRAPHS[(start + k * 5) % PARAGRAPHS.length] as string;
  const headings = [...HEADINGS].sort(() => random() - 0.5);
  const list = pick(LISTS)
    .map((item) => `- ${item}`)
    .join('\n');
  return [
    paragraph(0),
    `## ${headings[0] ?? ''}`,
    paragraph(1),
    paragraph(2),
    list,
    paragraph(3),
    `## ${headings[1] ?? ''}`,
    paragraph(4),
    pick(QUOTES),
    paragraph(5),
    paragraph(6),
    `## ${headings[2] ?? ''}`,
    paragraph(7),
    paragraph(8),
    `**Renseignements** : à l’accueil de la paroisse ou sur [le site du diocèse](https://www.example.org/diocese).`,
  ].join('\n\n');
}

interface ArticleSeed {
  title: string;
  summary: string;
  body: string;
  category: string;
  image: string | null;
  imageAlt: string;
  author: number;
  status: 'published' | 'scheduled' | 'draft';
  /** Seconds from now (negative: past), or null for a draft. */
  publishIn: number | null;
  /** Seconds from now. */
  createdIn: number;
}

function articlesToSeed(sizes: typeof NEWS_SIZES): ArticleSeed[] {
  const random = generator(2026);
  const day = 86_400;
  const made: ArticleSeed[] = [];
  const make = (status: ArticleSeed['status'], publishIn: number | null, createdIn: number) => {
    const r = random();
    const c = CATEGORY_CUMULATED.findIndex((limit) => r < limit);
    const category = NEWS_CATEGORIES[c] ?? 'annonces';
    const n = made.length;
    const title = `${TITLES[category][n % 6] ?? ''} — ${PLACES[Math.floor(n / 6) % PLACES.length] ?? ''}`;
    const cover = random() < 0.6;
    made.push({
      title,
      summary: SUMMARIES[n % SUMMARIES.length] ?? '',
      body: body(random),
      category,
      image: cover ? `/media/banc/article-${n}.webp` : null,
      imageAlt: cover ? 'Des paroissiens réunis devant l’église' : '',
      // A few editors write most of them.
      author: Math.floor(sizes.editors * random() ** 2),
      status,
      publishIn,
      createdIn,
    });
  };
  for (let i = 0; i < sizes.published; i += 1) {
    // Over the last two years, between 7 h and 21 h (server time).
    const ago = Math.floor(random() * 730) * day + Math.floor(random() * 14 * 3600) - 7 * 3600;
    make('published', -Math.max(3600, ago), -Math.max(3600, ago) - Math.floor(random() * 3 * day));
  }
  for (let i = 0; i < sizes.scheduled; i += 1) {
    const ahead = day + Math.floor(random() * 29 * day);
    make('scheduled', ahead, -Math.floor(random() * 7 * day));
  }
  for (let i = 0; i < sizes.drafts; i += 1) {
    make('draft', null, -Math.floor(random() * 60 * day));
  }
  return made;
}

const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;
const sqlArray = (values: string[]) => `array[${values.map(sqlText).join(', ')}]`;

export async function seedNews(
  url = NEWS_DATABASE_URL,
  sizes = NEWS_SIZES,
): Promise<{ seconds: Record<string, number> }> {
  const total = performance.now();
  const { seconds } = await seedEvents(url, {
    ...EVENT_SIZES,
    members: sizes.members,
    events: sizes.events,
  });
  const step = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await work();
    seconds[name] = (performance.now() - started) / 1000;
    console.log(`${name.padEnd(44)} ${seconds[name].toFixed(1).padStart(6)} s`);
    return result;
  };

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const run = (text: string, values?: unknown[]) => client.query(text, values);

  await step('birthdays, join dates, privacy', async () => {
    await run(`update users set
        birthday = case when random() < 0.85
          then date '1940-01-01' + floor(random() * 25567)::int end,
        created_at = now() - random() * interval '6 years'`);
    await run(`insert into user_settings (user_id, settings)
      select id, jsonb_build_object('privacy', jsonb_build_object('details',
        jsonb_build_object('birthday', case when r < 0.1 then 'nobody' else 'friends' end,
          'birth_year', case when r < 0.33 then 'nobody' else 'friends' end)))
      from (select id, random() as r from users) u where r < 0.33
      on conflict (user_id) do nothing`);
  });

  await step(
    `${sizes.published} articles, ${sizes.scheduled} scheduled, ${sizes.drafts} drafts`,
    async () => {
      const { rows: editors } = await client.query<{ id: string }>(
        `select id from users order by email limit $1`,
        [sizes.editors],
      );
      const made = articlesToSeed(sizes);
      const column = <K extends keyof ArticleSeed>(key: K) => made.map((a) => a[key]);
      await run(
        `insert into articles (title, summary, body, category, image, image_alt, author_id,
          status, publish_at, created_at, updated_at)
        select s.title, s.summary, s.body, s.category, s.image, s.image_alt, s.author_id,
          s.status, now() + s.publish_in * interval '1 second',
          now() + s.created_in * interval '1 second',
          now() + s.created_in * interval '1 second'
        from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
          $7::uuid[], $8::text[], $9::int[], $10::int[])
          as s(title, summary, body, category, image, image_alt, author_id, status, publish_in,
            created_in)`,
        [
          column('title'),
          column('summary'),
          column('body'),
          column('category'),
          column('image'),
          column('imageAlt'),
          made.map((a) => editors[a.author]?.id ?? editors[0]?.id),
          column('status'),
          column('publishIn'),
          column('createdIn'),
        ],
      );
      // A published article was last edited when it was published.
      await run(`update articles set updated_at = publish_at where status = 'published'`);
    },
  );

  const replies = Math.round(sizes.comments * 0.2);
  const topLevel = sizes.comments - replies;
  await step(`${sizes.comments} comments (${replies} replies)`, async () => {
    await run(`create temp table m as
      select split_part(split_part(email, '@', 1), '.', 2)::int as n, id from users`);
    await run(`create unique index on m (n)`);
    await run(`create temp table pa as
      select row_number() over (order by publish_at desc, id)::int as n, id, publish_at
      from articles where status = 'published'`);
    await run(`create unique index on pa (n)`);
    await run(`analyze m; analyze pa`);
    // The newest articles draw the most comments (power law on the rank).
    await run(`with t as materialized (
        select g, 1 + floor(${sizes.published} * power(random(), 2))::int as an,
          floor(${sizes.members} * random())::int as un, random() as r
        from generate_series(1, ${topLevel}) g)
      insert into article_comments (article_id, author_id, text, created_at, updated_at)
      select pa.id, m.id, (${sqlArray(COMMENTS)})[1 + floor(t.r * ${COMMENTS.length})::int],
        least(now(), pa.publish_at + t.r * interval '5 days'),
        least(now(), pa.publish_at + t.r * interval '5 days')
      from t join pa on pa.n = t.an join m on m.n = t.un`);
    await run(`create temp table tc as
      select row_number() over (order by random())::int as n, id, article_id, created_at
      from article_comments`);
    await run(`create unique index on tc (n)`);
    await run(`analyze tc`);
    await run(`with t as materialized (
        select g, 1 + floor(${topLevel} * random())::int as cn,
          floor(${sizes.members} * random())::int as un, random() as r
        from generate_series(1, ${replies}) g)
      insert into article_comments (article_id, author_id, reply_to, text, created_at, updated_at)
      select tc.article_id, m.id, tc.id,
        (${sqlArray(REPLIES)})[1 + floor(t.r * ${REPLIES.length})::int],
        least(now(), tc.created_at + t.r * interval '1 day'),
        least(now(), tc.created_at + t.r * interval '1 day')
      from t join tc on tc.n = t.cn join m on m.n = t.un`);
  });

  await step(`${sizes.reactions} article reactions`, async () => {
    const kind = `case when r < 0.45 then 'jaime' when r < 0.75 then 'amen' when r < 0.9 then 'priere' else 'merci' end`;
    let missing = sizes.reactions;
    while (missing > 0) {
      await run(`with t as materialized (
          select 1 + floor(${sizes.published} * power(random(), 2))::int as an,
            floor(${sizes.members} * random())::int as un, random() as r
          from generate_series(1, ${missing}) g)
        insert into article_reactions (article_id, user_id, kind, created_at)
        select pa.id, m.id, ${kind}, least(now(), pa.publish_at + t.r * interval '3 days')
        from t join pa on pa.n = t.an join m on m.n = t.un
        on conflict do nothing`);
      const { rows } = await client.query<{ n: string }>(
        `select count(*) as n from article_reactions`,
      );
      missing = sizes.reactions - Number(rows[0]?.n ?? 0);
    }
  });

  await step("this week's parish sheet", async () => {
    await run(`insert into sheet_weeks (week_start, word, pinned_article_id, updated_by)
      select date_trunc('week', now() at time zone 'Europe/Paris')::date,
        'Chers amis, cette semaine encore, la paroisse vit de votre engagement. Bonne lecture !',
        (select id from articles where status = 'published'
          and publish_at >= date_trunc('week', now() at time zone 'Europe/Paris') at time zone 'Europe/Paris'
          order by publish_at limit 1),
        (select author_id from articles limit 1)`);
  });

  await step('vacuum analyze', () => run('vacuum analyze'));
  await client.end();
  seconds.total = (performance.now() - total) / 1000;
  console.log(`${'total'.padEnd(44)} ${seconds.total.toFixed(1).padStart(6)} s`);
  return { seconds };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await seedNews();
}
