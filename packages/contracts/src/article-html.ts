/**
 * What an article's HTML may hold, read by the server's sanitiser
 * (apps/server/src/modules/news/news.markdown.ts) and the editor's preview
 * (apps/web/src/features/news/markdown-preview.ts), so that the preview shows what readers will
 * see. Plain data, no zod: the preview's chunk takes it alone.
 */

/** The tags of the Markdown an article is written in; `# Titre` becomes an `<h2>`. */
export const ARTICLE_HTML_TAGS = [
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'strong',
  'em',
  's',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'code',
  'pre',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;

/** Attributes by tag; every other attribute goes. */
export const ARTICLE_HTML_ATTRIBUTES = {
  a: ['href', 'title', 'rel', 'target'],
  img: ['src', 'alt', 'title'],
  ol: ['start'],
} as const;

/** A link kept only when it says where it goes: http(s), mailto, a path of the site, an anchor. */
export const ARTICLE_LINK_KEPT = /^(https?:\/\/|mailto:|\/(?!\/)|#)/i;
/** A link that leaves the site (it opens in a new tab, always with rel="noopener noreferrer"). */
export const ARTICLE_LINK_LEAVES = /^https?:\/\//i;
/** An image only from our own /media: the CSP's img-src is 'self', and no tracker. */
export const ARTICLE_IMAGE_KEPT = /^\/media\/[\w.-]+$/;
