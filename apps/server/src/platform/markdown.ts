/**
 * Markdown rendered and sanitised on the server, for every text written in Markdown (news
 * articles, docs/adr/0016-news-articles.md; help articles and the terms, docs/help-and-terms.md):
 * markdown-it with raw HTML off renders it, then sanitize-html keeps only the tags and
 * attributes of that Markdown (no script, style, iframe, SVG nor event handler; links in
 * http(s), mailto, the site's paths and anchors only, images from our own /media only). Each link gets
 * `rel="noopener noreferrer"`, and `target="_blank"` when it leaves the site. A heading `#`
 * becomes `<h2>`: the page's `<h1>` is the article's title. modules/news/news.markdown.test.ts
 * runs an XSS corpus through it.
 */
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

/**
 * French punctuation stays with its word: the space after « and before », :, ; ! and ? becomes a
 * no-break space, so that no line starts with '»' or ':' nor ends with '«' (the help's
 * 'Le message « Profil mis à jour avec succès. » le confirme.' broke after its '«'). Only the
 * text is touched, never code nor an address.
 */
markdown.core.ruler.push('french_spacing', (state) => {
  for (const block of state.tokens) {
    for (const token of block.type === 'inline' ? (block.children ?? []) : []) {
      if (token.type !== 'text') continue;
      token.content = token.content.replace(/« /g, '«\u00a0').replace(/ (?=[»:;!?])/g, '\u00a0');
    }
  }
});

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

/** Markdown as safe HTML. */
export function renderSafeMarkdown(body: string): string {
  return sanitizeHtml(markdown.render(body), SANITIZE);
}
