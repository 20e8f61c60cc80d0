/**
 * The news queries read what they show, not every article (docs/performance.md, 'News and
 * celebrations'): the list and 'À lire aussi' walk an index in their order and stop at their
 * limit, and `?q=` reads the trigram index of `articles.search_text`. Each query is the one the
 * repository sends, explained with its real execution (EXPLAIN ANALYZE) on a few articles; the
 * planner is told to avoid sequential scans and sorts where an index could serve, so the plan
 * reads only what an index allows. The search's behaviour (accents, case) is news.test.ts's.
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { asDb } from '../../db/sql.ts';
import { createSignedInMember } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createNewsRepository } from './news.repository.ts';
import { articles } from './news.schema.ts';
import { NOBODY } from './news.sql.ts';

let t: TestApp;
const PUBLISHED = 16;
const PAGE = 4;
let ids: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const author = await createSignedInMember(t);
  const day = 86_400_000;
  const start = Date.parse('2026-01-01T09:00:00Z');
  const rows = await t.database.db
    .insert(articles)
    .values([
      ...Array.from({ length: PUBLISHED }, (_, i) => ({
        title: `Nouvelle ${i}`,
        summary: 'Un résumé.',
        body: i === 3 ? 'La kermesse de la paroisse, le pèlerinage à Lourdes.' : 'Le texte.',
        category: i % 2 === 0 ? ('liturgie' as const) : ('jeunes' as const),
        authorId: author.id,
        status: 'published' as const,
        publishAt: new Date(start + i * day),
      })),
      ...Array.from({ length: 4 }, (_, i) => ({
        title: `Brouillon ${i}`,
        summary: 'Un résumé.',
        category: 'liturgie' as const,
        authorId: author.id,
      })),
    ])
    .returning({ id: articles.id });
  ids = rows.map((row) => row.id);
  // Older ones, enough for the planner's statistics to tell a rare word from a frequent one.
  await t.database.db.execute(sql`insert into articles
      (title, summary, body, category, status, publish_at)
    select 'Ancienne ' || i, 'Un résumé.', 'Le texte de la semaine.', 'annonces', 'published',
      '2025-01-01T09:00:00Z'::timestamptz + i * interval '1 hour'
    from generate_series(1, 2000) i`);
  await t.database.db.execute(sql`analyze articles`);
});
afterAll(() => t.close());

/** `db` whose `execute` also pushes each query into `into`. */
function recording(db: Db, into: SQL[]): Db {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'execute') {
        return (q: SQL) => {
          into.push(q);
          return target.execute(q);
        };
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** Thrown to roll the explaining transaction back. */
class Rollback extends Error {}

/**
 * The plan of `query` as run, with sequential scans discouraged, and sorts and bitmap scans
 * too unless `search`. For a search, the indexes that walk the articles in their order are
 * dropped for the while (rolled back): with a few hundred articles the planner would rather
 * filter a walk down them, and the point is that the words can be looked up in an index.
 */
async function plan(query: SQL, search = false): Promise<PlanNode[]> {
  let nodes: PlanNode[] = [];
  await t.database.db
    .transaction(async (transaction) => {
      const tx = asDb(transaction);
      await tx.execute(sql`set local enable_seqscan = off`);
      if (search) {
        await tx.execute(sql`drop index articles_status_publish_at_id_idx`);
        await tx.execute(sql`drop index articles_status_category_publish_at_id_idx`);
      } else {
        await tx.execute(sql`set local enable_sort = off`);
        await tx.execute(sql`set local enable_bitmapscan = off`);
      }
      const result = (await tx.execute(
        sql`explain (analyze, format json) ${query}`,
      )) as unknown as { rows: { 'QUERY PLAN': unknown }[] };
      const raw = result.rows[0]?.['QUERY PLAN'];
      const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
      nodes = nodesOf((parsed[0] as { Plan: PlanNode }).Plan);
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return nodes;
}

/**
 * The rows of `articles` a plan read, those kept and those its filters dropped, but for the
 * lookups by id of the rows already chosen.
 */
const articleRowsRead = (nodes: PlanNode[]) =>
  nodes
    .filter(
      (node) => node['Relation Name'] === 'articles' && node['Index Name'] !== 'articles_pkey',
    )
    .reduce(
      (sum, node) =>
        sum +
        (node['Actual Rows'] +
          (node['Rows Removed by Filter'] ?? 0) +
          (node['Rows Removed by Index Recheck'] ?? 0)) *
          node['Actual Loops'],
      0,
    );

/** The one query a repository call sends, and what it answered. */
async function sent<T>(
  call: (repository: ReturnType<typeof createNewsRepository>) => Promise<T>,
): Promise<{ query: SQL; answer: T }> {
  const queries: SQL[] = [];
  const answer = await call(createNewsRepository(recording(t.database.db, queries)));
  expect(queries).toHaveLength(1);
  return { query: queries[0] as SQL, answer };
}

describe('the query plans of the news', () => {
  it('reads a page of the list, and the next, in the index order', async () => {
    const first = await sent((r) =>
      r.list(NOBODY, { statuses: ['published'] }, undefined, PAGE + 1),
    );
    expect(first.answer.map((a) => a.title)).toEqual([
      'Nouvelle 15',
      'Nouvelle 14',
      'Nouvelle 13',
      'Nouvelle 12',
      'Nouvelle 11',
    ]);
    expect(articleRowsRead(await plan(first.query))).toBeLessThanOrEqual(PAGE + 1);

    const last = first.answer[PAGE - 1];
    if (!last) throw new Error('no page');
    const next = await sent((r) =>
      r.list(NOBODY, { statuses: ['published'] }, { key: last.sort_key, id: last.id }, PAGE + 1),
    );
    expect(next.answer[0]?.title).toBe('Nouvelle 11');
    expect(articleRowsRead(await plan(next.query))).toBeLessThanOrEqual(PAGE + 1);
  });

  it("reads a category's page from its own index", async () => {
    const { query, answer } = await sent((r) =>
      r.list(NOBODY, { statuses: ['published'], category: 'jeunes' }, undefined, PAGE),
    );
    expect(answer.map((a) => a.title)).toEqual([
      'Nouvelle 15',
      'Nouvelle 13',
      'Nouvelle 11',
      'Nouvelle 9',
    ]);
    expect(articleRowsRead(await plan(query))).toBeLessThanOrEqual(PAGE);
  });

  it("reads 'À lire aussi' as two short walks down the indexes, not every article", async () => {
    const [one] = ids;
    if (!one) throw new Error('no article');
    const { query, answer } = await sent((r) => r.related(NOBODY, one, 'liturgie', 3));
    // The same category first (even numbers), newest first.
    expect(answer.map((a) => a.title)).toEqual(['Nouvelle 14', 'Nouvelle 12', 'Nouvelle 10']);
    // Three of the category, three of the others (and the few of the category it passed).
    expect(articleRowsRead(await plan(query))).toBeLessThanOrEqual(3 * 3);
    // Few of the category: the newest of the others complete it.
    const few = await sent((r) => r.related(NOBODY, one, 'temoignages', 3));
    expect(few.answer.map((a) => a.title)).toEqual(['Nouvelle 15', 'Nouvelle 14', 'Nouvelle 13']);
  });

  it('searches through the trigram index of search_text', async () => {
    const { query, answer } = await sent((r) =>
      r.list(NOBODY, { statuses: ['published'], q: 'pelerinage' }, undefined, PAGE),
    );
    expect(answer.map((a) => a.title)).toEqual(['Nouvelle 3']);
    const nodes = await plan(query, true);
    expect(nodes.map((node) => node['Index Name'])).toContain('articles_search_text_trgm_idx');
  });
});
