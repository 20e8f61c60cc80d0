/**
 * An article's Markdown, rendered and sanitised on the server (docs/adr/0016-news-articles.md):
 * markdown-it with raw HTML off renders it, then sanitize-html keeps only the tags and
 * attributes of that Markdown (no script, style, iframe, SVG nor event handler; links in
 * http(s), mailto, the site's paths and anchors only, images from our own /media only). Each link gets
 * `rel="noopener noreferrer"`, and `target="_blank"` when it leaves the site. A heading `#`
 * becomes `<h2>`: the page's `<h1>` is the article's title. news.markdown.test.ts runs an XSS
 * corpus through it.
 */
import { createHash } from 'node:crypto';
import {
  ARTICLE_HTML_ATTRIBUTES,
  ARTICLE_HTML_TAGS,
  ARTICLE_IMAGE_KEPT,
  ARTICLE_LINK_KEPT,
  ARTICLE_LINK_LEAVES,
} from '@koinonia/contracts';
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [...ARTICLE_HTML_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(ARTICLE_HTML_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: ['http', 'https', 'mailto'],
  // Images only from our own /media (relative): the CSP's img-src is 'self', and no tracker.
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Their text goes too, not only the tags.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'svg', 'math'],
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      // Only an address that says where it goes: http(s), mailto, a path of the site, an anchor
      // (a relative 'java%09script:…' would be harmless, but has no place in an article).
      const kept = ARTICLE_LINK_KEPT.test(href);
      const leaves = ARTICLE_LINK_LEAVES.test(href);
      return {
        tagName,
        attribs: {
          ...(kept ? { href } : {}),
          ...(attribs.title === undefined ? {} : { title: attribs.title }),
          rel: 'noopener noreferrer',
          ...(leaves ? { target: '_blank' } : {}),
        },
      };
    },
  },
  exclusiveFilter: (frame) =>
    frame.tag === 'img' && !ARTICLE_IMAGE_KEPT.test(frame.attribs.src ?? ''),
};

/** The article's body as safe HTML. */
export function renderArticle(body: string): string {
  return sanitizeHtml(markdown.render(body), SANITIZE);
}

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
