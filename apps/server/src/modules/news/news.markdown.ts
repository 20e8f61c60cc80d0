/**
 * An article's Markdown as HTML: the server's safe renderer (platform/markdown.ts, raw HTML off,
 * then sanitised; docs/adr/0016-news-articles.md), behind a bounded cache, and the reading time.
 */
import { createHash } from 'node:crypto';
import { renderSafeMarkdown } from '../../platform/markdown.ts';

/** The article's body as safe HTML. */
export const renderArticle = renderSafeMarkdown;

/**
 * `render` behind a bounded cache (docs/adr/0016-news-articles.md, 'Rendering'): keyed by a
 * digest of the body, so an edited body is a new key and a stale HTML is never served; the
 * least recently read go first once the HTML kept passes `maxChars` characters.
 */
export function renderCache(render: (body: string) => string, maxChars: number) {
  const kept = new Map<string, string>();
  let chars = 0;
  return (body: string): string => {
    const key = createHash('sha256').update(body).digest('base64');
    const hit = kept.get(key);
    if (hit !== undefined) {
      kept.delete(key);
      kept.set(key, hit);
      return hit;
    }
    const html = render(body);
    kept.set(key, html);
    chars += html.length;
    for (const [oldest, oldHtml] of kept) {
      if (chars <= maxChars || oldest === key) break;
      kept.delete(oldest);
      chars -= oldHtml.length;
    }
    return html;
  };
}

/**
 * The HTML of the articles read (the page, the RSS feed), each body rendered once per process
 * while it stays among the most read: 2 M characters, ~400 articles of 600 words.
 */
export const renderedArticle = renderCache(renderArticle, 2_000_000);

/** Minutes to read `body`: its words / 200, rounded up, at least 1. */
export function readingMinutes(body: string): number {
  const words = body.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / 200));
}
