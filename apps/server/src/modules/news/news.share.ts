/**
 * What a shared link shows before the app runs (docs/adr/0016-news-articles.md): the page of a
 * published article (`GET /blogs/{id}`) is the web app's index.html with the article's title,
 * summary and cover in its `<title>`, description, Open Graph and Twitter card tags, every
 * value HTML-escaped; the news list (`/blogs`) adds the RSS feed's `<link rel="alternate">`.
 *
 * And what a guest's first screen needs before the app runs (docs/performance.md, "The news as
 * a guest"): the page's main image preloaded (`withImagePreload`), and the API answers the page
 * asks for first written into the page (`withEarlyAnswers`), so that it needs no round trip.
 */
import { EARLY_ANSWERS_ID, imageSources, NEWS_RSS_PATH } from '@koinonia/contracts';
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

/** Adds `line` to the head before its first script: the browser sees it before the app's code. */
function beforeScripts(html: string, line: string): string {
  const head = html.search(/<\/head>/i);
  if (head < 0) return html;
  const script = html.slice(0, head).search(/<script\b/i);
  const at = script < 0 ? head : script;
  return `${html.slice(0, at)}${line}\n    ${html.slice(at)}`;
}

/**
 * index.html asking for the first screen's main image at once, at the highest priority, with
 * the `srcset` and `sizes` the web's `<img>` will have (`imageSources`, ADR 0006): the browser
 * chooses the same copy for both, and the page finds it downloaded or on its way instead of
 * asking for it once the app's code, the page's code and its data have come.
 */
export function withImagePreload(html: string, image: string, sizes: string): string {
  const srcSet = imageSources(image)?.srcSet;
  const attrs = srcSet
    ? `imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes)}"`
    : `href="${escapeHtml(image)}"`;
  return beforeScripts(html, `<link rel="preload" as="image" ${attrs} fetchpriority="high" />`);
}

/**
 * JSON safe inside a `<script>` element: no `<` (so no `</script>` nor `<!--` can end or
 * change the element) and no line separators, as `\u` escapes that JSON.parse reads back.
 */
export function jsonInScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * index.html with the answers a guest's first screen asks for (API URL → JSON answer) in a
 * `<script type="application/json">` at the end of the body: data, never run (the CSP allows
 * no inline script, and needs not allow this one).
 */
export function withEarlyAnswers(html: string, answers: Record<string, unknown>): string {
  const at = html.search(/<\/body>/i);
  if (at < 0) return html;
  const block = `<script type="application/json" id="${EARLY_ANSWERS_ID}">${jsonInScript(answers)}</script>`;
  return `${html.slice(0, at)}  ${block}\n  ${html.slice(at)}`;
}
