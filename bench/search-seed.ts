/**
 * Seed for the search benchmark (bench/search.bench.ts), in set-based SQL that PGlite and
 * PostgreSQL both run: 10,000 members (bench/seed.ts: 32 × 32 names, accents included, 5
 * friends each) of whom 1 % block someone; 2,000 groups and pages (1 in 50 a page; 50 % public,
 * 35 % private, 15 % secret, each with its owner as member) named like 'Chorale Saint-Jean 17';
 * 20,000 events over ± six months (70 % public, 15 % friends, 10 % group, 5 % invited; 1 in 20 a
 * draft, 1 in 40 cancelled), titles and places from parish life with 'St', 'Ste' and 'N.-D.'
 * spelled both ways; 1,000 articles (900 published, 100 drafts) of about 200 words.
 * BENCH_SEARCH_* lower the sizes.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import { GROUP_NAMES, PLACES as PARISH_PLACES } from './parish-words.ts';
import { seedMembers } from './seed.ts';

export const SEARCH_SIZES = {
  members: Number(process.env.BENCH_SEARCH_MEMBERS ?? 10_000),
  groups: Number(process.env.BENCH_SEARCH_GROUPS ?? 2_000),
  events: Number(process.env.BENCH_SEARCH_EVENTS ?? 20_000),
  articles: Number(process.env.BENCH_SEARCH_ARTICLES ?? 1_000),
};

/** The places, with the short forms the search's synonyms must find (St, Ste, N.-D.). */
const PLACES: readonly string[] = [...PARISH_PLACES, 'St-Jean', 'N.-D. de Lourdes', 'Ste Thérèse'];
const EVENT_TITLES = [
  'Veillée de prière',
  'Pèlerinage à Lourdes',
  'Concert de Noël',
  'Messe des familles',
  'Soirée de louange',
  'Repas partagé',
  'Formation des catéchistes',
  'Marche vers Chartres',
  'Adoration eucharistique',
  'Kermesse paroissiale',
  'Baptêmes du mois',
  'Célébration pénitentielle',
];
const ARTICLE_TITLES = [
  'Les célébrations de la Semaine sainte',
  'Retour sur la kermesse paroissiale',
  'Le pèlerinage des collégiens',
  'Inscriptions au catéchisme',
  'Collecte pour l’épicerie solidaire',
  'Un nouveau curé pour nos clochers',
  'La chorale recrute',
  'Travaux de la toiture de l’église',
];
const PARAGRAPH =
  'Nous nous retrouverons pour prier, chanter et partager un repas fraternel. Chacun est ' +
  'invité, avec sa famille et ses amis : les enfants seront accueillis par les animateurs de ' +
  'l’aumônerie. Merci aux bénévoles qui préparent la salle, les chants et la liturgie. ';

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
/** The element of `values` at `index` (an SQL integer), cycling. */
const pick = (values: readonly string[], index: ReturnType<typeof sql>) =>
  sql`(${textArray(values)})[1 + (${index}) % ${values.length}]`;

export async function seedSearch(db: Db): Promise<void> {
  await seedMembers(db, { members: SEARCH_SIZES.members, friendsPerMember: 5 });
  // 1 % of the members block their first friend (the relation's row turns into a block).
  await db.execute(sql`
    update relationships r set status = null, blocked = true, blocked_by = r.sender_id
    where r.ctid in (select ctid from relationships where status = 'ACCEPTED'
      order by md5(sender_id::text) limit ${Math.round(SEARCH_SIZES.members / 100)})`);

  await db.execute(sql`
    with members as (select id, row_number() over (order by id) as n from users)
    insert into groups (kind, name, description, visibility, join_rule, category, search_text,
      member_count, created_by)
    select g.kind, g.name, g.description, g.visibility, g.join_rule, g.category,
      koinonia_unaccent(lower(g.name || ' ' || g.description)), 1, m.id
    from (
      select i,
        case when i % 50 = 0 then 'PAGE' else 'GROUP' end as kind,
        case when i % 50 = 0 then 'Paroisse ' else ${pick(GROUP_NAMES, sql`i`)} || ' ' end
          || ${pick(PLACES, sql`i / 7`)} || ' ' || i as name,
        'Un groupe de la paroisse ' || ${pick(PLACES, sql`i / 3`)}
          || ' : prière, partage et service.' as description,
        case when i % 50 = 0 or i % 20 < 10 then 'PUBLIC'
          when i % 20 < 17 then 'PRIVATE' else 'SECRET' end as visibility,
        case when i % 50 = 0 or i % 20 < 10 then 'OPEN'
          when i % 20 < 17 then 'REQUEST' else 'INVITE' end as join_rule,
        case when i % 50 = 0 then 'paroisse' end as category
      from generate_series(1, ${SEARCH_SIZES.groups}) i
    ) g join members m on m.n = 1 + (g.i * 37) % ${SEARCH_SIZES.members}`);
  await db.execute(sql`
    insert into group_members (group_id, user_id, status, role)
    select id, created_by, 'MEMBER', 'OWNER' from groups`);

  await db.execute(sql`
    with members as (select id, row_number() over (order by id) as n from users),
      some_groups as (select id, row_number() over (order by id) as n from groups
        where kind = 'GROUP')
    insert into events (title, description, category, starts_at, ends_at, time_zone, location,
      audience, group_id, status, created_by)
    select ${pick(EVENT_TITLES, sql`e.i`)} || ' — ' || ${pick(PLACES, sql`e.i / 11`)},
      'Rendez-vous à l’église ' || ${pick(PLACES, sql`e.i / 5`)} || '. ' || ${PARAGRAPH},
      'autre', e.starts_at, e.starts_at + interval '2 hours', 'Europe/Paris',
      'Église ' || ${pick(PLACES, sql`e.i / 5`)},
      e.audience, case when e.audience = 'group' then g.id end,
      case when e.i % 20 = 0 then 'draft' when e.i % 40 = 1 then 'cancelled' else 'confirmed' end,
      m.id
    from (
      select i, now() + ((i % 365) - 182) * interval '1 day' + (i % 12) * interval '1 hour'
          as starts_at,
        case when i % 20 < 14 then 'public' when i % 20 < 17 then 'friends'
          when i % 20 < 19 then 'group' else 'invited' end as audience
      from generate_series(1, ${SEARCH_SIZES.events}) i
    ) e
    join members m on m.n = 1 + (e.i * 13) % ${SEARCH_SIZES.members}
    left join some_groups g on g.n = 1 + e.i % 1900`);
  await db.execute(sql`
    insert into event_organisers (event_id, user_id) select id, created_by from events`);

  await db.execute(sql`
    insert into articles (title, summary, body, category, status, publish_at, author_id)
    select ${pick(ARTICLE_TITLES, sql`i`)} || ' à ' || ${pick(PLACES, sql`i / 8`)},
      'Ce qui s’est passé et ce qui se prépare dans la paroisse.',
      repeat(${PARAGRAPH}, 4), 'vie-paroissiale',
      case when i % 10 = 0 then 'draft' else 'published' end,
      case when i % 10 = 0 then null else now() - i * interval '17 hours' end,
      (select id from users order by id limit 1)
    from generate_series(1, ${SEARCH_SIZES.articles}) i`);

  for (const table of ['users', 'relationships', 'groups', 'group_members', 'events', 'articles']) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
}
