/**
 * Seed for the groups benchmark: the publications benchmark's community
 * (bench/feed-seed.ts: 10,000 members, ~20 friends each, 200,000 publications, 600,000 comments,
 * 1,200,000 reactions) in its own database, plus 2,000 groups and community pages with their
 * memberships, and a share of the publications moved into groups.
 *
 * - Groups: 1 in 50 is a community PAGE (always public and open; its owner and admins publish,
 *   the others follow it); the others are 50 % PUBLIC, 35 % PRIVATE, 15 % SECRET, with the
 *   join rules that go with them (SECRET is INVITE). Names like 'Chorale Saint-Jean 3',
 *   accented, with their `search_text` made by the server's own `searchable`.
 * - Memberships: 8 % of members join no group; the others join 3 to 8 (duplicates dropped), a
 *   group drawn by a power law on its place, so a few groups are parish-wide (the largest page
 *   ~2,000 followers, ~10 groups over 250 members) and most have 10 to 30. Each group has an
 *   owner, ~3 % admins or moderators; plus pending requests (REQUEST groups), invitations and a
 *   few bans. `member_count` and `notify_posts` (off from 50 members) as the server keeps them.
 * - Publications: BENCH_GROUPS_SHARE (35 %) of the 200,000 move into one of their author's
 *   groups (audience 'group', `group_id`; a page's only from its owner or admins). Their
 *   comments and reactions stay those of the author's friends. `last_activity_at` is the
 *   group's newest publication.
 *
 * Usage: `npm run seed:groups -w bench` (drops and recreates BENCH_GROUPS_DATABASE_URL's
 * database, `koinonia_bench_groups` by default; BENCH_FEED_* and BENCH_GROUPS* lower the sizes).
 */
import pg from 'pg';
import { searchable } from '../apps/server/src/modules/groups/groups.search.ts';
import { localDatabaseUrl } from './bench-database.ts';
import { FEED_SIZES, seedFeed } from './feed-seed.ts';
import { GROUP_NAMES, PLACES } from './parish-words.ts';

export const GROUPS_DATABASE_URL =
  process.env.BENCH_GROUPS_DATABASE_URL ?? localDatabaseUrl('koinonia_bench_groups');

export const GROUP_SIZES = {
  groups: Number(process.env.BENCH_GROUPS ?? 2_000),
  /** Share of the publications that are in a group. */
  share: Number(process.env.BENCH_GROUPS_SHARE ?? 0.35),
  /** Share of the members in no group at all. */
  loners: 0.08,
  minGroupsPerMember: 3,
  maxGroupsPerMember: 8,
};

const PAGE_NAMES: [string, string][] = [
  ['Paroisse', 'paroisse'],
  ['Secours catholique —', 'oeuvre'],
  ['Mouvement des chrétiens retraités', 'mouvement'],
  ['Association des familles', 'association'],
  ['Communauté de l’Emmanuel', 'communaute'],
  ['Librairie religieuse', 'autre'],
];
const DESCRIPTIONS = [
  'Nous nous retrouvons chaque semaine à l’église, tous sont les bienvenus.',
  'Un temps de prière et de partage, suivi d’un café fraternel.',
  'Pour préparer ensemble les célébrations du dimanche et des fêtes.',
  'Entraide, rencontres et sorties pour les familles de la paroisse.',
  'Répétitions le jeudi soir, débutants acceptés, partitions fournies.',
];

/** A small deterministic generator, so that two seeds give the same groups. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface GroupSpec {
  n: number;
  kind: 'GROUP' | 'PAGE';
  name: string;
  description: string;
  visibility: 'PUBLIC' | 'PRIVATE' | 'SECRET';
  joinRule: 'OPEN' | 'REQUEST' | 'INVITE';
  category: string | null;
  searchText: string;
  ageDays: number;
}

function groupSpecs(count: number): GroupSpec[] {
  const random = mulberry32(11);
  const specs: GroupSpec[] = [];
  for (let n = 0; n < count; n += 1) {
    const place = PLACES[Math.floor(n / GROUP_NAMES.length) % PLACES.length] as string;
    const round = Math.floor(n / (PLACES.length * GROUP_NAMES.length));
    const suffix = round > 0 ? ` ${round + 1}` : '';
    const description = DESCRIPTIONS[n % DESCRIPTIONS.length] as string;
    const r = random();
    const r2 = random();
    const ageDays = 30 + Math.floor(random() * 1000);
    if (n % 50 === 0) {
      const [base, category] = PAGE_NAMES[(n / 50) % PAGE_NAMES.length] as [string, string];
      const name = `${base} ${place}${suffix}`;
      specs.push({
        n,
        kind: 'PAGE',
        name,
        description,
        visibility: 'PUBLIC',
        joinRule: 'OPEN',
        category,
        searchText: searchable(`${name} ${description}`),
        ageDays,
      });
      continue;
    }
    const base = GROUP_NAMES[n % GROUP_NAMES.length] as string;
    const name = `${base} ${place}${suffix}`;
    const visibility = r < 0.5 ? 'PUBLIC' : r < 0.85 ? 'PRIVATE' : 'SECRET';
    const joinRule =
      visibility === 'SECRET'
        ? 'INVITE'
        : visibility === 'PUBLIC'
          ? r2 < 0.7
            ? 'OPEN'
            : 'REQUEST'
          : r2 < 0.7
            ? 'REQUEST'
            : 'INVITE';
    specs.push({
      n,
      kind: 'GROUP',
      name,
      description,
      visibility,
      joinRule,
      category: null,
      searchText: searchable(`${name} ${description}`),
      ageDays,
    });
  }
  return specs;
}

export async function seedGroups(
  url = GROUPS_DATABASE_URL,
  sizes = GROUP_SIZES,
): Promise<{ seconds: Record<string, number> }> {
  const total = performance.now();
  const { seconds } = await seedFeed(url, FEED_SIZES);
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
  const members = FEED_SIZES.members;

  await step('numbered members', async () => {
    await run(`create temp table m as
      select split_part(split_part(email, '@', 1), '.', 2)::int as n, id from users`);
    await run(`create unique index on m (n)`);
    await run(`analyze m`);
  });

  await step(`${sizes.groups} groups and pages`, async () => {
    const specs = groupSpecs(sizes.groups);
    const column = <K extends keyof GroupSpec>(key: K) => specs.map((spec) => spec[key]);
    // The owner of group n: a member drawn by the group's number (deterministic).
    await run(
      `create temp table gq as
        select s.n, gen_random_uuid() as id, s.kind, s.name, s.description, s.visibility,
          s.join_rule, s.category, s.search_text,
          now() - s.age_days * interval '1 day' as created_at,
          (abs(hashtext('owner' || s.n)) % ${members}) as owner_n
        from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
          $7::text[], $8::text[], $9::int[])
          as s(n, kind, name, description, visibility, join_rule, category, search_text, age_days)`,
      [
        column('n'),
        column('kind'),
        column('name'),
        column('description'),
        column('visibility'),
        column('joinRule'),
        column('category'),
        column('searchText'),
        column('ageDays'),
      ],
    );
    await run(`create unique index on gq (n)`);
    await run(`analyze gq`);
    await run(`insert into groups (id, kind, name, description, visibility, join_rule, image, logo,
        category, address, website, contact_email, schedule, search_text, created_by, created_at,
        updated_at, last_activity_at)
      select gq.id, gq.kind, gq.name, gq.description, gq.visibility, gq.join_rule,
        '/media/banc/groupe-' || gq.n || '-couverture.jpg', '/media/banc/groupe-' || gq.n || '-logo.png',
        gq.category,
        case when gq.kind = 'PAGE' then gq.n || ' rue de l’Église, 69000 Lyon' else '' end,
        case when gq.kind = 'PAGE' then 'https://paroisse-' || gq.n || '.example.org' else '' end,
        case when gq.kind = 'PAGE' then 'contact-' || gq.n || '@paroisse.example.org' else '' end,
        case when gq.kind = 'PAGE' then 'Messe le dimanche à 10 h 30, en semaine à 18 h 30.' else '' end,
        gq.search_text, m.id, gq.created_at, gq.created_at, gq.created_at
      from gq join m on m.n = gq.owner_n`);
  });

  await step('memberships (3–8 groups a member, power law)', async () => {
    // Owners first, then each member draws 3–8 groups; the pair key drops the duplicates.
    await run(`insert into group_members (group_id, user_id, status, role, created_at, updated_at)
      select gq.id, m.id, 'MEMBER', 'OWNER', gq.created_at, gq.created_at
      from gq join m on m.n = gq.owner_n`);
    await run(`with t as materialized (
        select m.n, m.id, floor(${sizes.groups} * power(random(), 2.5))::int as gn, random() as r
        from m cross join lateral generate_series(1,
          ${sizes.minGroupsPerMember} + floor(random() * ${sizes.maxGroupsPerMember - sizes.minGroupsPerMember + 1})::int + (m.n * 0)) k
        where abs(hashtext('loner' || m.n)) % 1000 >= ${Math.round(sizes.loners * 1000)})
      insert into group_members (group_id, user_id, status, role, notify_posts, created_at, updated_at)
      select gq.id, t.id, 'MEMBER',
        case when gq.kind = 'GROUP' and t.r < 0.015 then 'MODERATOR'
             when t.r < 0.03 then 'ADMIN' else 'MEMBER' end,
        true,
        gq.created_at + t.r * (now() - gq.created_at), gq.created_at + t.r * (now() - gq.created_at)
      from t join gq on gq.n = t.gn
      on conflict do nothing`);
    // Requests to REQUEST groups, invitations, a few bans, by members who are not in.
    await run(`with t as materialized (
        select floor(random() * ${members})::int as mn,
          floor(${sizes.groups} * power(random(), 1.5))::int as gn, random() as r
        from generate_series(1, ${Math.round(members * 1.2)}))
      insert into group_members (group_id, user_id, status, message, invited_by, created_at, updated_at)
      select gq.id, m.id, x.status,
        case when x.status = 'REQUESTED' and t.r < 0.5 then 'Bonjour, je souhaite vous rejoindre.' end,
        case when x.status = 'INVITED' then o.id end,
        now() - t.r * interval '30 days', now() - t.r * interval '30 days'
      from t join gq on gq.n = t.gn join m on m.n = t.mn join m o on o.n = gq.owner_n
      cross join lateral (select case
          when t.r < 0.03 then 'BANNED'
          when gq.join_rule = 'REQUEST' and t.r < 0.5 then 'REQUESTED'
          when gq.kind = 'GROUP' then 'INVITED' end as status) x
      where x.status is not null
      on conflict do nothing`);
    await run(`update groups g set member_count = c.n,
        updated_at = g.created_at
      from (select group_id, count(*)::int as n from group_members where status = 'MEMBER'
        group by group_id) c
      where c.group_id = g.id`);
    // 'Notifier les nouvelles publications': on by default under 50 members.
    await run(`update group_members gm set notify_posts = false
      from groups g where g.id = gm.group_id and g.member_count >= 50 and gm.status = 'MEMBER'`);
  });

  const moved = Math.round(FEED_SIZES.publications * sizes.share);
  await step(`${moved} publications moved into groups`, async () => {
    // Where each author may publish: their groups, and the pages they run.
    await run(`create temp table am as
      select gm.user_id, gm.group_id,
        row_number() over (partition by gm.user_id order by random())::int as rn,
        count(*) over (partition by gm.user_id)::int as cnt
      from group_members gm join groups g on g.id = gm.group_id
      where gm.status = 'MEMBER' and (g.kind = 'GROUP' or gm.role in ('OWNER', 'ADMIN'))`);
    await run(`create unique index on am (user_id, rn)`);
    await run(`analyze am`);
    await run(`with chosen as materialized (
        select p.id, am.group_id
        from (select p.id, p.author_id, random() as r from publications p
          where exists (select 1 from am where am.user_id = p.author_id)
          order by random() limit ${moved}) p
        join lateral (select cnt from am where am.user_id = p.author_id and am.rn = 1) c on true
        join am on am.user_id = p.author_id and am.rn = 1 + floor(p.r * c.cnt)::int)
      update publications p set audience = 'group', group_id = chosen.group_id
      from chosen where chosen.id = p.id`);
    await run(`update groups g set last_activity_at = greatest(g.created_at, x.at)
      from (select group_id, max(created_at) as at from publications
        where group_id is not null group by group_id) x
      where x.group_id = g.id`);
  });

  // The update left a dead copy of every moved row: rewrite the table as a live one would be.
  await step('vacuum full publications, analyze', async () => {
    await run('vacuum (full, analyze) publications');
    await run('vacuum analyze');
  });
  await client.end();
  seconds.total = (performance.now() - total) / 1000;
  console.log(`${'total'.padEnd(44)} ${seconds.total.toFixed(1).padStart(6)} s`);
  return { seconds };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await seedGroups();
}
