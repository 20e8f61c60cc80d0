/**
 * An article's Markdown, rendered and sanitised on the server (docs/adr/0016-news-articles.md):
 * markdown-it with raw HTML off renders it, then sanitize-html keeps only the tags and
 * attributes of that Markdown (no script, style, iframe, SVG nor event handler; links in
 * http(s), mailto, the site's paths and anchors only, images from our own /media only). Each link gets
 * `rel="noopener noreferrer"`, and `target="_blank"` when it leaves the site. A heading `#`
 * becomes `<h2>`: the page's `<h1>` is the article's title. news.markdown.test.ts runs an XSS
 * corpus through it.
 */
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
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
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title'],
    ol: ['start'],
  },
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
      const kept = /^(https?:\/\/|mailto:|\/(?!\/)|#)/i.test(href);
      const leaves = /^https?:\/\//i.test(href);
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
    frame.tag === 'img' && !/^\/media\/[\w.-]+$/.test(frame.attribs.src ?? ''),
};

/** The article's body as safe HTML. */
export function renderArticle(body: string): string {
  return sanitizeHtml(markdown.render(body), SANITIZE);
}

/** Minutes to read `body`: its words / 200, rounded up, at least 1. */
export function readingMinutes(body: string): number {
  const words = body.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / 200));
}
