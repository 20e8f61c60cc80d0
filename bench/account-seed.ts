/**
 * Seed for the account benchmark: the publications benchmark's community
 * (bench/feed-seed.ts: 10,000 members, ~20 accepted friends each, some pending, some blocked,
 * 200,000 publications over the last year) with fewer comments and reactions (they weigh on a
 * feed page's JSON, not on what closed accounts cost it), in its own database. The member whose
 * data is exported and deleted is made by the bench itself, through the API, at each run.
 *
 * Usage: `npm run seed:account -w bench` (drops and recreates BENCH_ACCOUNT_DATABASE_URL's
 * database, `koinonia_bench_account` by default; BENCH_ACCOUNT_* lower the sizes).
 */
import { localDatabaseUrl } from './bench-database.ts';
import { FEED_SIZES, seedFeed, type FeedSeedSizes } from './feed-seed.ts';

export const ACCOUNT_DATABASE_URL =
  process.env.BENCH_ACCOUNT_DATABASE_URL ?? localDatabaseUrl('koinonia_bench_account');

export const ACCOUNT_SIZES: FeedSeedSizes = {
  members: Number(process.env.BENCH_ACCOUNT_MEMBERS ?? 10_000),
  friendshipsPerMember: FEED_SIZES.friendshipsPerMember,
  publications: Number(process.env.BENCH_ACCOUNT_PUBLICATIONS ?? 200_000),
  comments: Number(process.env.BENCH_ACCOUNT_COMMENTS ?? 150_000),
  publicationReactions: Number(process.env.BENCH_ACCOUNT_REACTIONS ?? 250_000),
  commentReactions: Number(process.env.BENCH_ACCOUNT_COMMENT_REACTIONS ?? 20_000),
};

export function seedAccount(
  url = ACCOUNT_DATABASE_URL,
  sizes = ACCOUNT_SIZES,
): Promise<{ seconds: Record<string, number> }> {
  return seedFeed(url, sizes);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await seedAccount();
}
