/**
 * The RSS 2.0 feed of the news (`GET /api/blogs/rss.xml`), built with `feed` 6.0.0: the
 * NEWS_RSS_COUNT newest published articles, with absolute links from PUBLIC_URL, their summary
 * as the description and their sanitised HTML as the content. The library escapes the text
 * (news.test.ts parses the feed back).
 */
import { NEWS_CATEGORY_LABELS, NEWS_RSS_PATH } from '@koinonia/contracts';
import { Feed } from 'feed';
import { renderArticle } from './news.markdown.ts';
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
      content: renderArticle(row.body),
      category: [{ name: NEWS_CATEGORY_LABELS[row.category] }],
      ...(row.image
        ? { enclosure: { url: `${publicUrl}${row.image}`, type: 'image/webp', length: 0 } }
        : {}),
    });
  }
  return feed.rss2();
}
