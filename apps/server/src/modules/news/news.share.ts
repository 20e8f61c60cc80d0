/**
 * What a shared link shows before the app runs (docs/adr/0016-news-articles.md): the page of a
 * published article (`GET /blogs/{id}`) is the web app's index.html with the article's title,
 * summary and cover in its `<title>`, description, Open Graph and Twitter card tags, every
 * value HTML-escaped; the news list (`/blogs`) adds the RSS feed's `<link rel="alternate">`.
 */
import { NEWS_RSS_PATH } from '@koinonia/contracts';
import { FEED_TITLE } from './news.feed.ts';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as HTML text or an attribute's value. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute. */
  url: string;
  /** Absolute, or null. */
  image: string | null;
  imageAlt: string;
}

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name="description"[^>]*>/i;

/** Adds `lines` at the end of the head. */
function intoHead(html: string, lines: readonly string[]): string {
  const at = html.search(/<\/head>/i);
  if (at < 0) return html;
  return `${html.slice(0, at)}${lines.map((line) => `    ${line}\n`).join('')}${html.slice(at)}`;
}

/** index.html with the article's tags. */
export function withArticleMeta(html: string, meta: PageMeta): string {
  const title = escapeHtml(meta.title);
  const property = (name: string, value: string) =>
    `<meta property="${name}" content="${escapeHtml(value)}" />`;
  const named = (name: string, value: string) =>
    `<meta name="${name}" content="${escapeHtml(value)}" />`;
  const lines = [
    named('description', meta.description),
    property('og:type', 'article'),
    property('og:site_name', 'Koinonia'),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', meta.url),
    ...(meta.image
      ? [property('og:image', meta.image), property('og:image:alt', meta.imageAlt || meta.title)]
      : []),
    named('twitter:card', meta.image ? 'summary_large_image' : 'summary'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    ...(meta.image
      ? [
          named('twitter:image', meta.image),
          named('twitter:image:alt', meta.imageAlt || meta.title),
        ]
      : []),
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
  ];
  // A replacement function: a `$&` in the title is text, not a pattern.
  const titled = html.replace(TITLE, () => `<title>${title} — Koinonia</title>`);
  return intoHead(titled.replace(DESCRIPTION, ''), lines);
}

/** index.html with the RSS feed's autodiscovery link (the news list). */
export function withFeedLink(html: string, publicUrl: string): string {
  return intoHead(html, [
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(FEED_TITLE)}" href="${escapeHtml(`${publicUrl}${NEWS_RSS_PATH}`)}" />`,
  ]);
}
