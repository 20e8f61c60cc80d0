/**
 * The RSS 2.0 feed of the news (`GET /api/blogs/rss.xml`), built with `feed` 6.0.0: the
 * NEWS_RSS_COUNT newest published articles, with absolute links from PUBLIC_URL, their summary
 * as the description and their sanitised HTML as the content. The library escapes the text
 * (news.test.ts parses the feed back).
 */
import { NEWS_CATEGORY_LABELS, NEWS_RSS_PATH } from '@koinonia/contracts';
import { Feed } from 'feed';
import { renderedArticle } from './news.markdown.ts';
import type { ArticleRow } from './news.repository.ts';

export const FEED_TITLE = 'Koinonia — Dernières nouvelles';
const FEED_DESCRIPTION =
  'Les nouvelles de la paroisse : vie paroissiale, liturgie, solidarité, jeunes.';

export function rssFeed(rows: readonly ArticleRow[], publicUrl: string, now: Date): string {
  const home = `${publicUrl}/blogs`;
  const newest = rows[0]?.publish_at;
  const feed = new Feed({
    title: FEED_TITLE,
    description: FEED_DESCRIPTION,
    id: home,
    link: home,
    language: 'fr',
    updated: newest ? new Date(newest) : now,
    generator: 'Koinonia',
    feedLinks: { rss: `${publicUrl}${NEWS_RSS_PATH}` },
    copyright: '',
  });
  for (const row of rows) {
    const link = `${publicUrl}/blogs/${row.id}`;
    feed.addItem({
      title: row.title,
      id: link,
      link,
      date: new Date(row.publish_at ?? row.created_at),
      description: row.summary,
      content: renderedArticle(row.body),
      category: [{ name: NEWS_CATEGORY_LABELS[row.category] }],
      ...(row.image
        ? { enclosure: { url: `${publicUrl}${row.image}`, type: 'image/webp', length: 0 } }
        : {}),
    });
  }
  return feed.rss2();
}

/**
 * The feed's XML kept `ttlMs` (docs/adr/0016-news-articles.md, 'Rendering'): built once, then
 * answered as is until an article is published, edited, unpublished or deleted on this node
 * (`invalidate`), or until it is `ttlMs` old, whichever comes first. Another node's change
 * shows here within `ttlMs`. A build that a change overtakes is answered but not kept, and
 * requests that arrive during a build wait for it rather than build again.
 */
export function feedCache(ttlMs: number, now: () => Date) {
  let kept: { xml: string; at: number } | undefined;
  let building: { generation: number; xml: Promise<string> } | undefined;
  let generation = 0;
  return {
    async get(build: () => Promise<string>): Promise<string> {
      const at = now().getTime();
      if (kept && at >= kept.at && at - kept.at < ttlMs) return kept.xml;
      if (building?.generation === generation) return building.xml;
      const started = generation;
      const xml = build();
      building = { generation: started, xml };
      try {
        const done = await xml;
        if (started === generation) kept = { xml: done, at };
        return done;
      } finally {
        if (building?.xml === xml) building = undefined;
      }
    },
    invalidate(): void {
      generation += 1;
      kept = undefined;
    },
  };
}
