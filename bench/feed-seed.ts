/**
 * Seed for the publications benchmark: a dedicated PostgreSQL database with 10,000
 * members, ~20 accepted friendships each, 200,000 publications over the last year, 600,000
 * comments (a fifth of them replies), 1,000,000 reactions to publications and 200,000 to
 * comments. Members come from `seedMembers` (one argon2 hash reused); everything else is
 * set-based SQL (generate_series, INSERT … SELECT), so the whole seed takes minutes.
 *
 * Usage: `npm run seed:feed -w bench` (drops and recreates BENCH_FEED_DATABASE_URL's database,
 * `koinonia_bench_feed` by default; sizes can be lowered with BENCH_FEED_* for a quick try).
 */
import pg from 'pg';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { localDatabaseUrl, recreateDatabase } from './bench-database.ts';
import { seedMembers } from './seed.ts';

export const FEED_DATABASE_URL =
  process.env.BENCH_FEED_DATABASE_URL ?? localDatabaseUrl('koinonia_bench_feed');

export interface FeedSeedSizes {
  members: number;
  /** Friendships each member starts; a member ends with about twice as many friends. */
  friendshipsPerMember: number;
  publications: number;
  comments: number;
  publicationReactions: number;
  commentReactions: number;
}

export const FEED_SIZES: FeedSeedSizes = {
  members: Number(process.env.BENCH_FEED_MEMBERS ?? 10_000),
  friendshipsPerMember: Number(process.env.BENCH_FEED_FRIENDSHIPS ?? 10),
  publications: Number(process.env.BENCH_FEED_PUBLICATIONS ?? 200_000),
  comments: Number(process.env.BENCH_FEED_COMMENTS ?? 600_000),
  publicationReactions: Number(process.env.BENCH_FEED_REACTIONS ?? 1_000_000),
  commentReactions: Number(process.env.BENCH_FEED_COMMENT_REACTIONS ?? 200_000),
};

const TEXTS = [
  'Merci à tous pour cette belle veillée de prière, quelle joie de vous retrouver !',
  'Rendez-vous samedi à 10 h pour le ménage de l’église, apportez vos gants.',
  'Pensez à nos malades cette semaine, en particulier à la famille Martin.',
  'Le groupe de jeunes prépare le pèlerinage de printemps : inscriptions ouvertes.',
  'Très belle homélie ce dimanche sur la parabole du semeur.',
  'Quelqu’un aurait-il une poussette à prêter pour le baptême de dimanche ?',
  'Photos de la kermesse : merci aux bénévoles, aux cuisiniers et aux musiciens !',
  'Joyeux anniversaire à notre doyenne, 95 ans aujourd’hui.',
  'La chorale recrute des ténors et des basses, répétition le jeudi soir.',
  'Un verset pour la semaine : « Portez les fardeaux les uns des autres. »',
  'Retour en images sur la marche de l’Avent, sous la neige cette année.',
  'Soupe solidaire mardi soir à la salle paroissiale, venez nombreux.',
];

function sqlText(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

export async function seedFeed(
  url = FEED_DATABASE_URL,
  sizes = FEED_SIZES,
): Promise<{ seconds: Record<string, number> }> {
  const seconds: Record<string, number> = {};
  const step = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await work();
    seconds[name] = (performance.now() - started) / 1000;
    console.log(`${name.padEnd(44)} ${seconds[name].toFixed(1).padStart(6)} s`);
    return result;
  };
  const total = performance.now();

  await step(`create database ${new URL(url).pathname.slice(1)}`, () => recreateDatabase(url));

  const database = openPostgres(url);
  await step('migrate', () => database.migrate());
  await step(`${sizes.members} members (seed.ts, one argon2 hash)`, () =>
    seedMembers(database.db, { members: sizes.members, friendsPerMember: 0 }),
  );
  await database.close();

  // One session for the rest: the helper tables are temporary.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const run = (text: string) => client.query(text);
  // Bulk rows without the row triggers (the publications' cache versions, migration 0035, would
  // update a publication for each of its 1.9 million photos, comments and reactions): a new
  // database starts at version 0 everywhere, with no cache to keep in step. The seed's rows are
  // consistent, so the foreign keys' triggers have nothing to catch either.
  await run(`set session_replication_role = replica`);
  const count = async (table: string) =>
    Number(
      (await client.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]?.n ?? 0,
    );

  await step('numbered members', async () => {
    // membre.<n>@banc.koinonia.local: n is the member's place in the community.
    await run(`create temp table m as
      select split_part(split_part(email, '@', 1), '.', 2)::int as n, id from users`);
    await run(`create unique index on m (n)`);
    await run(`analyze m`);
  });

  await step('friendships (accepted, some pending, some blocked)', async () => {
    // Mostly people close in the community (neighbours within 150 places), some anywhere:
    // friends of friends overlap as they do in a parish. The pair index drops duplicates.
    await run(`with t as materialized (
        select a.n, a.id, k,
          case when random() < 0.75 then (a.n + 1 + floor(random() * 150)::int) % ${sizes.members}
               else (a.n + 1 + floor(random() * ${sizes.members - 1})::int) % ${sizes.members} end as other,
          random() as r
        from m a cross join generate_series(1, ${sizes.friendshipsPerMember + 1}) k)
      insert into relationships (sender_id, receiver_id, status, blocked, blocked_by, created_at, updated_at)
      select t.id, b.id,
        case when k <= ${sizes.friendshipsPerMember} then 'ACCEPTED'
             when t.r < 0.9 then 'PENDING' end,
        k > ${sizes.friendshipsPerMember} and t.r >= 0.9,
        case when k > ${sizes.friendshipsPerMember} and t.r >= 0.9 then t.id end,
        now() - t.r * interval '2 years', now() - t.r * interval '1 year'
      from t join m b on b.n = t.other
      where k <= ${sizes.friendshipsPerMember} or t.r < 0.3 or t.r >= 0.9
      on conflict do nothing`);
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
    await run(`analyze fr`);
    await run(`analyze fc`);
  });

  await step(`${sizes.publications} publications over the last year`, async () => {
    // A few members write a lot, most a little (power law on the member's place).
    const texts = `array[${TEXTS.map(sqlText).join(', ')}]`;
    await run(`with t as materialized (
        select g, floor(${sizes.members} * power(random(), 1.6))::int as author,
          random() as r1, random() as r2, random() as r3,
          now() - random() * interval '365 days' as at
        from generate_series(1, ${sizes.publications}) g)
      insert into publications (author_id, type, text, audience, video_kind, video_url,
        created_at, updated_at)
      select m.id, x.type,
        case when x.type = 'photo' and t.r3 < 0.3 then ''
             else repeat((${texts})[1 + floor(t.r3 * ${TEXTS.length})::int] || ' ',
               1 + floor(t.r3 * t.r3 * 6)::int) end,
        case when t.r2 < 0.5 then 'friends' when t.r2 < 0.85 then 'public' else 'private' end,
        case when x.type = 'video' then 'youtube' end,
        case when x.type = 'video'
          then 'https://www.youtube-nocookie.com/embed/' || substr(md5(t.g::text), 1, 11) end,
        t.at, t.at + case when t.r3 < 0.1 then interval '2 hours' else interval '0' end
      from t join m on m.n = t.author
      cross join lateral (select case when t.r1 < 0.65 then 'texte' when t.r1 < 0.85 then 'photo'
        when t.r1 < 0.93 then 'video' else 'celebration' end as type) x`);
    await run(`insert into publication_photos (publication_id, user_id, position, url)
      select p.id, p.author_id, pos, '/media/banc/' || p.id || '-' || pos || '.jpg'
      from publications p cross join generate_series(0, 4) pos
      where p.type = 'photo' and pos <= abs(hashtext(p.id::text)) % 5`);
    await run(`create temp table pb as
      select row_number() over (order by random())::int as n, id, author_id, created_at, audience
      from publications`);
    await run(`create unique index on pb (n)`);
    await run(`analyze pb`);
  });

  const replies = Math.round(sizes.comments * 0.2);
  const topLevel = sizes.comments - replies;
  await step(`${sizes.comments} comments (${replies} replies)`, async () => {
    // Commenters are the author's friends (or the author); some publications draw many.
    await run(`with t as materialized (
        select g, 1 + floor(${sizes.publications} * power(random(), 1.3))::int as pn,
          random() as r, random() as r2, random() as r3
        from generate_series(1, ${topLevel}) g),
      t2 as materialized (
        select t.*, pb.id as pid, pb.author_id, pb.created_at as pat, pb.audience, fc.cnt
        from t join pb on pb.n = t.pn left join fc on fc.member_id = pb.author_id)
      insert into comments (publication_id, author_id, text, created_at, updated_at)
      select t2.pid, coalesce(fr.friend_id, t2.author_id),
        case when t2.r3 < 0.5 then 'Amen !' when t2.r3 < 0.8 then 'Merci pour ce partage.'
             else 'Je pense bien à vous, à dimanche.' end,
        least(now(), t2.pat + t2.r3 * interval '3 days'),
        least(now(), t2.pat + t2.r3 * interval '3 days')
      from t2 left join fr on fr.member_id = t2.author_id
        and fr.rn = 1 + floor(t2.r * t2.cnt)::int
        and t2.audience <> 'private' and t2.r2 < 0.85`);
    await run(`create temp table tc as
      select row_number() over (order by random())::int as n, c.id, c.publication_id,
        c.author_id, c.created_at, p.author_id as publication_author
      from comments c join publications p on p.id = c.publication_id`);
    await run(`create unique index on tc (n)`);
    await run(`analyze tc`);
    // Replies: the publication's author answers, or a friend of the commenter.
    await run(`with t as materialized (
        select g, 1 + floor(${topLevel} * random())::int as cn, random() as r, random() as r2
        from generate_series(1, ${replies}) g),
      t2 as materialized (
        select t.*, tc.id as cid, tc.publication_id, tc.author_id, tc.created_at as cat,
          tc.publication_author, fc.cnt
        from t join tc on tc.n = t.cn left join fc on fc.member_id = tc.author_id)
      insert into comments (publication_id, author_id, reply_to, text, created_at, updated_at)
      select t2.publication_id, coalesce(fr.friend_id, t2.publication_author), t2.cid,
        case when t2.r2 < 0.5 then 'Merci !' else 'Oui, on en reparle dimanche.' end,
        least(now(), t2.cat + t2.r2 * interval '1 day'),
        least(now(), t2.cat + t2.r2 * interval '1 day')
      from t2 left join fr on fr.member_id = t2.author_id
        and fr.rn = 1 + floor(t2.r * t2.cnt)::int and t2.r2 >= 0.5`);
  });

  const kind = (r: string) =>
    `case when ${r} < 0.45 then 'jaime' when ${r} < 0.75 then 'amen' when ${r} < 0.9 then 'priere' else 'merci' end`;

  await step(`${sizes.publicationReactions} publication reactions`, async () => {
    // Friends of the author react; public publications also from anyone. One per member.
    let missing = sizes.publicationReactions;
    while (missing > 0) {
      await run(`with t as materialized (
          select g, 1 + floor(${sizes.publications} * power(random(), 1.2))::int as pn,
            random() as r, random() as r2, random() as r3,
            floor(random() * ${sizes.members})::int as anyone
          from generate_series(1, ${Math.ceil(missing * 1.15)}) g),
        t2 as materialized (
          select t.*, pb.id as pid, pb.author_id, pb.created_at as pat, pb.audience, fc.cnt
          from t join pb on pb.n = t.pn left join fc on fc.member_id = pb.author_id)
        insert into publication_reactions (publication_id, user_id, kind, created_at)
        select distinct on (pid, uid) pid, uid, kind, at from (
          select t2.pid,
            case when t2.audience = 'private' then t2.author_id
                 when t2.audience = 'public' and t2.r2 < 0.3 then a.id
                 else coalesce(fr.friend_id, t2.author_id) end as uid,
            ${kind('t2.r3')} as kind,
            least(now(), t2.pat + t2.r3 * interval '2 days') as at
          from t2 join m a on a.n = t2.anyone
          left join fr on fr.member_id = t2.author_id and fr.rn = 1 + floor(t2.r * t2.cnt)::int) x
        limit ${missing}
        on conflict do nothing`);
      missing = sizes.publicationReactions - (await count('publication_reactions'));
    }
  });

  await step(`${sizes.commentReactions} comment reactions`, async () => {
    await run(`drop table tc`);
    await run(`create temp table tc as
      select row_number() over (order by random())::int as n, id, author_id, created_at
      from comments`);
    await run(`create unique index on tc (n)`);
    await run(`analyze tc`);
    let missing = sizes.commentReactions;
    while (missing > 0) {
      await run(`with t as materialized (
          select g, 1 + floor(${sizes.comments} * power(random(), 1.5))::int as cn,
            random() as r, random() as r3
          from generate_series(1, ${Math.ceil(missing * 1.15)}) g),
        t2 as materialized (
          select t.*, tc.id as cid, tc.author_id, tc.created_at as cat, fc.cnt
          from t join tc on tc.n = t.cn left join fc on fc.member_id = tc.author_id)
        insert into comment_reactions (comment_id, user_id, kind, created_at)
        select distinct on (cid, uid) cid, uid, kind, at from (
          select t2.cid, coalesce(fr.friend_id, t2.author_id) as uid, ${kind('t2.r3')} as kind,
            least(now(), t2.cat + t2.r3 * interval '1 day') as at
          from t2 left join fr on fr.member_id = t2.author_id
            and fr.rn = 1 + floor(t2.r * t2.cnt)::int) x
        limit ${missing}
        on conflict do nothing`);
      missing = sizes.commentReactions - (await count('comment_reactions'));
    }
  });

  // A live database has been vacuumed and analysed by autovacuum: measure the steady state.
  await step('vacuum analyze', () => run('vacuum analyze'));
  await client.end();
  seconds.total = (performance.now() - total) / 1000;
  console.log(`${'total'.padEnd(44)} ${seconds.total.toFixed(1).padStart(6)} s`);
  return { seconds };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await seedFeed();
}
