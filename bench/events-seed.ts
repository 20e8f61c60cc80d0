/**
 * Seed for the events benchmark: the publications benchmark's members and
 * friendships (bench/feed-seed.ts with no publications: 10,000 members, ~20 accepted friends
 * each, some pending, some blocked) in their own database, 400 groups with their memberships,
 * 20,000 events over ±3 months and their organisers and answers.
 *
 * - Groups (the 'group' audience): 50 % PUBLIC, 35 % PRIVATE, 15 % SECRET; 8 % of members join
 *   none, the others 1 to 5, drawn by a power law on the group's place (a few parish-wide
 *   groups, most of 10 to 40 members). Simpler than bench/groups-seed.ts (no pages, requests or
 *   bans): only what an event's audience reads.
 * - Events: a creator drawn by a power law (a few members organise a lot); starts from 91 days
 *   ago to 91 days ahead, 8 h to 20 h by quarter hours, 1 to 3 hours long (pilgrimages 1 to 3
 *   days); the nine categories (Mass the most frequent); 12 % online; audience 45 % public,
 *   25 % friends, 20 % one of the creator's groups (public when they have none), 10 % invited;
 *   2 % cancelled, 1.5 % drafts; 35 % allow 1 to 4 guests; 4 % need approval; 30 % have a
 *   capacity, set around the seats their answers ask for (×0.7 to ×1.3), so about half of them
 *   are full with a waiting list. A fifth have a co-organiser (a friend of the creator).
 * - Answers: 3 to 300 an event (power law: median about twenty, a few hundreds), from the
 *   creator's friends, the group's members for a group event, neighbours in the community for
 *   public ones: 60 % going, 22 % interested, 10 % declined, 8 % invited; a fifth of those going
 *   bring guests when allowed; 10 % pending on events that need approval. On events with a
 *   capacity, the first to answer (guests counted) go and the others wait in the order they
 *   answered, as the service would have left them: never over capacity, and the head of the
 *   waiting list never fits in the seats left.
 *
 * Everything but the members is set-based SQL (generate_series, INSERT … SELECT) built in
 * temporary tables first, then inserted once (no dead rows).
 *
 * Usage: `npm run seed:events -w bench` (drops and recreates BENCH_EVENTS_DATABASE_URL's
 * database, `koinonia_bench_events` by default; BENCH_EVENTS_* lower the sizes).
 */
import pg from 'pg';
import { searchable } from '../apps/server/src/modules/groups/groups.search.ts';
import { localDatabaseUrl } from './bench-database.ts';
import { FEED_SIZES, seedFeed } from './feed-seed.ts';
import { GROUP_NAMES, PLACES } from './parish-words.ts';

export const EVENTS_DATABASE_URL =
  process.env.BENCH_EVENTS_DATABASE_URL ?? localDatabaseUrl('koinonia_bench_events');

export const EVENT_SIZES = {
  members: Number(process.env.BENCH_EVENTS_MEMBERS ?? 10_000),
  friendshipsPerMember: FEED_SIZES.friendshipsPerMember,
  groups: Number(process.env.BENCH_EVENTS_GROUPS ?? 400),
  events: Number(process.env.BENCH_EVENTS ?? 20_000),
  /** Answers an event: 3 + (max − 3) × random^4 (median ~22, mean ~62 before duplicates are dropped). */
  maxAnswers: Number(process.env.BENCH_EVENTS_MAX_ANSWERS ?? 300),
};

/** Titles by category (index: messe, priere, formation, fraternite, solidarite, jeunes,
 * pelerinage, concert, autre). */
const TITLES: string[][] = [
  ['Messe du dimanche', 'Messe des familles', 'Vêpres solennelles', 'Messe en semaine'],
  ['Adoration eucharistique', 'Chapelet pour les malades', 'Veillée de prière', 'Laudes'],
  ['Parcours Alpha', 'Étude biblique en ligne', 'Conférence de carême', 'Formation des lecteurs'],
  ['Repas partagé', 'Kermesse paroissiale', 'Café après la messe', 'Soirée crêpes'],
  ['Maraude du soir', 'Collecte alimentaire', 'Soupe solidaire', 'Visite en maison de retraite'],
  ['Soirée des jeunes', 'Aumônerie du vendredi', 'Sortie scoute', 'Week-end des collégiens'],
  ['Pèlerinage à Lourdes', 'Marche vers Vézelay', 'Pèlerinage à Lisieux', 'Retraite à Ars'],
  ['Concert de la chorale', 'Récital d’orgue', 'Concert de Noël', 'Chants de Taizé'],
  ['Ménage de l’église', 'Réunion du conseil', 'Préparation de la fête', 'Vide-grenier'],
];
const CATEGORIES = [
  'messe',
  'priere',
  'formation',
  'fraternite',
  'solidarite',
  'jeunes',
  'pelerinage',
  'concert',
  'autre',
];
/** Cumulated weights of the categories above. */
const CATEGORY_CUMULATED = [0.25, 0.4, 0.52, 0.64, 0.72, 0.82, 0.86, 0.92, 1];
const LOCATIONS = [
  'Église Saint-Jean, 12 place de l’Église, 69002 Lyon',
  'Salle paroissiale, 4 rue des Écoles, 69003 Lyon',
  'Basilique Notre-Dame de Fourvière, 8 place de Fourvière, 69005 Lyon',
  'Maison diocésaine, 6 avenue Adolphe Max, 69005 Lyon',
  'Chapelle Sainte-Anne, 21 rue Sainte-Anne, 69001 Lyon',
];

const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;
const sqlArray = (values: readonly string[]) => `array[${values.map(sqlText).join(', ')}]`;

export async function seedEvents(
  url = EVENTS_DATABASE_URL,
  sizes = EVENT_SIZES,
): Promise<{ seconds: Record<string, number> }> {
  const total = performance.now();
  const { seconds } = await seedFeed(url, {
    members: sizes.members,
    friendshipsPerMember: sizes.friendshipsPerMember,
    publications: 0,
    comments: 0,
    publicationReactions: 0,
    commentReactions: 0,
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
  const members = sizes.members;

  await step('numbered members, friends', async () => {
    await run(`create temp table m as
      select split_part(split_part(email, '@', 1), '.', 2)::int as n, id from users`);
    await run(`create unique index on m (n)`);
    await run(`create unique index on m (id)`);
    await run(`create temp table fr as
      select member_id, friend_id,
        row_number() over (partition by member_id order by random())::int as rn
      from (select sender_id as member_id, receiver_id as friend_id from relationships
              where status = 'ACCEPTED'
            union all
            select receiver_id, sender_id from relationships where status = 'ACCEPTED') f`);
    await run(`create unique index on fr (member_id, rn)`);
    await run(`create temp table fc as select member_id, count(*)::int as cnt from fr group by 1`);
    await run(`create unique index on fc (member_id)`);
    await run(`analyze m; analyze fr; analyze fc`);
  });

  await step(`${sizes.groups} groups and their members`, async () => {
    const names = Array.from({ length: sizes.groups }, (_, n) => {
      const round = Math.floor(n / (GROUP_NAMES.length * PLACES.length));
      return `${GROUP_NAMES[n % GROUP_NAMES.length] ?? ''} ${
        PLACES[Math.floor(n / GROUP_NAMES.length) % PLACES.length] ?? ''
      }${round > 0 ? ` ${round + 1}` : ''}`;
    });
    await run(
      `create temp table gq as
        select s.n, gen_random_uuid() as id, s.name, s.search_text,
          case when h < 500 then 'PUBLIC' when h < 850 then 'PRIVATE' else 'SECRET' end as visibility,
          case when h < 350 then 'OPEN' when h < 850 then 'REQUEST' else 'INVITE' end as join_rule,
          now() - (30 + s.n % 700) * interval '1 day' as created_at,
          abs(hashtext('owner' || s.n)) % ${members} as owner_n
        from unnest($1::int[], $2::text[], $3::text[]) as s(n, name, search_text)
        cross join lateral (select abs(hashtext('visibility' || s.n)) % 1000 as h) x`,
      [names.map((_, n) => n), names, names.map((name) => searchable(name))],
    );
    await run(`create unique index on gq (n)`);
    await run(`insert into groups (id, kind, name, description, visibility, join_rule,
        search_text, created_by, created_at, updated_at, last_activity_at)
      select gq.id, 'GROUP', gq.name, 'Un groupe de la paroisse.', gq.visibility, gq.join_rule,
        gq.search_text, m.id, gq.created_at, gq.created_at, gq.created_at
      from gq join m on m.n = gq.owner_n`);
    await run(`insert into group_members (group_id, user_id, status, role, created_at, updated_at)
      select gq.id, m.id, 'MEMBER', 'OWNER', gq.created_at, gq.created_at
      from gq join m on m.n = gq.owner_n`);
    await run(`with t as materialized (
        select m.id, floor(${sizes.groups} * power(random(), 2.5))::int as gn, random() as r
        from m cross join lateral generate_series(1, 1 + floor(random() * 5)::int + m.n * 0) k
        where abs(hashtext('loner' || m.n)) % 100 >= 8)
      insert into group_members (group_id, user_id, status, role, created_at, updated_at)
      select gq.id, t.id, 'MEMBER', case when t.r < 0.03 then 'ADMIN' else 'MEMBER' end,
        gq.created_at + t.r * (now() - gq.created_at), gq.created_at + t.r * (now() - gq.created_at)
      from t join gq on gq.n = t.gn
      on conflict do nothing`);
    await run(`update groups g set member_count = c.n
      from (select group_id, count(*)::int as n from group_members where status = 'MEMBER'
        group by group_id) c
      where c.group_id = g.id`);
    // Each member's groups (an event's group) and each group's members (its answers).
    await run(`create temp table am as
      select user_id, group_id,
        row_number() over (partition by user_id order by random())::int as rn,
        count(*) over (partition by user_id)::int as cnt
      from group_members where status = 'MEMBER'`);
    await run(`create unique index on am (user_id, rn)`);
    await run(`create temp table gmn as
      select group_id, user_id,
        row_number() over (partition by group_id order by random())::int as rn,
        count(*) over (partition by group_id)::int as cnt
      from group_members where status = 'MEMBER'`);
    await run(`create unique index on gmn (group_id, rn)`);
    await run(`analyze am; analyze gmn`);
  });

  await step(`${sizes.events} events (temp)`, async () => {
    const category = `case ${CATEGORY_CUMULATED.map(
      (limit, i) => `when t.rc < ${limit} then ${sqlText(CATEGORIES[i] ?? 'autre')}`,
    ).join(' ')} else 'autre' end`;
    await run(`create temp table ev as
      with t as materialized (
        select g, floor(${members} * power(random(), 1.4))::int as creator_n,
          random() as rc, random() as ra, random() as rs, random() as ro, random() as rg,
          random() as rcap, random() as rq, random() as rt, random() as rn, random() as rm,
          date_trunc('day', now()) + (floor(random() * 183)::int - 91) * interval '1 day'
            + (8 + floor(random() * 13)::int) * interval '1 hour'
            + floor(random() * 4)::int * interval '15 minutes' as starts_at
        from generate_series(1, ${sizes.events}) g),
      c as (select t.*, ${category} as category from t)
      select gen_random_uuid() as id, c.g, c.category, c.starts_at, m.id as creator_id,
        c.creator_n,
        c.starts_at + case when c.category = 'pelerinage' then (1 + floor(c.rt * 3)::int) * interval '1 day'
          else (1 + floor(c.rt * 3)::int) * interval '1 hour' end as ends_at,
        c.ro < case when c.category in ('formation', 'priere') then 0.35 else 0.06 end as is_online,
        case when c.ra < 0.45 then 'public' when c.ra < 0.70 then 'friends'
             when c.ra < 0.90 and mg.group_id is not null then 'group'
             when c.ra < 0.90 then 'public' else 'invited' end as audience,
        case when c.ra >= 0.70 and c.ra < 0.90 then mg.group_id end as group_id,
        c.rcap < 0.30 as has_capacity,
        case when c.rg < 0.35 then 1 + floor(c.rg / 0.35 * 4)::int else 0 end as max_guests,
        c.rq < 0.04 as requires_approval,
        case when c.rs < 0.02 then 'cancelled' when c.rs < 0.035 then 'draft' else 'confirmed' end as status,
        least(now() - interval '1 hour', c.starts_at - (7 + floor(c.rt * 53)::int) * interval '1 day') as created_at,
        3 + floor(${sizes.maxAnswers - 3} * power(c.rn, 4))::int as answers
      from c join m on m.n = c.creator_n
      left join lateral (select am.group_id from am where am.user_id = m.id
        and am.rn = 1 + floor(c.rm * am.cnt)::int) mg on true`);
    await run(`create unique index on ev (id)`);
    await run(`analyze ev`);
  });

  await step('answers (temp): friends, group, neighbours', async () => {
    await run(`create temp table pp as
      with t as materialized (
        select ev.id as event_id, ev.creator_id, ev.creator_n, ev.audience, ev.group_id,
          ev.max_guests, ev.requires_approval, ev.created_at as ev_created, ev.starts_at,
          random() as r, random() as r2, random() as r3, random() as r4,
          fc.cnt as friends, gc.cnt as group_size
        from ev cross join lateral generate_series(1, ev.answers) k
        left join fc on fc.member_id = ev.creator_id
        left join lateral (select cnt from gmn where gmn.group_id = ev.group_id and gmn.rn = 1) gc on true
        where ev.status <> 'draft'),
      chosen as (
        select t.*, coalesce(
            case when t.audience = 'group' then gm.user_id end,
            case when t.audience in ('friends', 'invited') or t.r2 < 0.5 then fr.friend_id end,
            nb.id) as user_id
        from t
        left join gmn gm on t.audience = 'group' and gm.group_id = t.group_id
          and gm.rn = 1 + floor(t.r * t.group_size)::int
        left join fr on fr.member_id = t.creator_id and fr.rn = 1 + floor(t.r * t.friends)::int
        left join m nb on nb.n = (t.creator_n + 1 + floor(t.r * 400)::int) % ${members})
      select distinct on (event_id, user_id) event_id, user_id, creator_id,
        case when r3 < 0.60 then case when requires_approval and r4 < 0.1 then 'pending' else 'going' end
             when r3 < 0.82 then 'interested' when r3 < 0.92 then 'declined' else 'invited' end as standing,
        case when r3 < 0.12 and max_guests > 0 then 1 + floor(r4 * max_guests)::int else 0 end as guests,
        ev_created + r2 * (least(now(), starts_at) - ev_created) as answered_at
      from chosen where user_id is not null and user_id <> creator_id
      order by event_id, user_id`);
    await run(`create index on pp (event_id)`);
    await run(`analyze pp`);
  });

  await step('capacities and waiting lists', async () => {
    // A capacity around the seats asked for; the first to answer go, the others wait.
    await run(`create temp table seats as
      select event_id, sum(1 + guests)::int as asked from pp where standing = 'going'
      group by event_id`);
    await run(`alter table ev add column capacity int`);
    await run(`update ev set capacity = greatest(2, round(s.asked * (0.7 + 0.6 * random()))::int)
      from seats s where s.event_id = ev.id and ev.has_capacity`);
    await run(`create temp table queue as
      select pp.event_id, pp.user_id,
        sum(1 + pp.guests) over (partition by pp.event_id order by pp.answered_at, pp.user_id) as cumulated,
        ev.capacity
      from pp join ev on ev.id = pp.event_id
      where pp.standing = 'going' and ev.capacity is not null`);
    await run(`alter table pp add column waiting_since timestamptz`);
    await run(`update pp set standing = 'waiting', waiting_since = pp.answered_at
      from queue q where q.event_id = pp.event_id and q.user_id = pp.user_id
        and q.cumulated > q.capacity`);
  });

  await step('insert events, organisers, answers', async () => {
    const titles = `array[${TITLES.map(sqlArray).join(', ')}]`;
    await run(`insert into events (id, title, description, category, image, starts_at, ends_at,
        time_zone, is_online, location, online_url, audience, group_id, capacity, max_guests,
        requires_approval, status, cancel_message, created_by, created_at, updated_at)
      select ev.id,
        (${titles})[array_position(${sqlArray(CATEGORIES)}, ev.category)][1 + ev.g % 4] || ' — '
          || (${sqlArray(PLACES)})[1 + ev.g % ${PLACES.length}],
        'Tous sont les bienvenus. Pensez à prévenir si vous venez accompagné.',
        ev.category,
        case when ev.g % 3 = 0 then '/media/banc/evenement-' || ev.g || '.jpg' end,
        ev.starts_at, ev.ends_at, 'Europe/Paris', ev.is_online,
        case when ev.is_online then '' else (${sqlArray(LOCATIONS)})[1 + ev.g % ${LOCATIONS.length}] end,
        case when ev.is_online then 'https://visio.example.org/koinonia-' || ev.g end,
        ev.audience, ev.group_id, ev.capacity, ev.max_guests, ev.requires_approval, ev.status,
        case when ev.status = 'cancelled' then 'Nous devons annuler, désolés.' end,
        ev.creator_id, ev.created_at, ev.created_at
      from ev`);
    await run(`insert into event_organisers (event_id, user_id, created_at)
      select id, creator_id, created_at from ev`);
    await run(`insert into event_organisers (event_id, user_id, created_at)
      select ev.id, fr.friend_id, ev.created_at + interval '1 minute'
      from ev join fr on fr.member_id = ev.creator_id and fr.rn = 1
      where abs(hashtext('co' || ev.g)) % 5 = 0
      on conflict do nothing`);
    await run(`insert into event_participants (event_id, user_id, standing, guests, waiting_since,
        invited_by, created_at, updated_at)
      select event_id, user_id, standing, guests, waiting_since,
        case when standing = 'invited' then creator_id end, answered_at, answered_at
      from pp`);
  });

  await step('vacuum analyze', () => run('vacuum analyze'));
  await client.end();
  seconds.total = (performance.now() - total) / 1000;
  console.log(`${'total'.padEnd(44)} ${seconds.total.toFixed(1).padStart(6)} s`);
  return { seconds };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await seedEvents();
}
