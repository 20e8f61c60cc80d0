import {
  ARTICLE_HTML_ATTRIBUTES,
  ARTICLE_HTML_TAGS,
  ARTICLE_IMAGE_KEPT,
  ARTICLE_LINK_KEPT,
  ARTICLE_LINK_LEAVES,
} from '@koinonia/contracts';
import DOMPurify from 'dompurify';
import MarkdownIt from 'markdown-it';

/**
 * The editor's 'Aperçu': the article's Markdown rendered in the browser with the same library and
 * options as the server (markdown-it, raw HTML off, linkify; apps/server/src/modules/news/
 * news.markdown.ts), then sanitised with DOMPurify to the same tags and attributes: what the
 * preview shows is what readers will see, and nothing typed runs in the editor's page either.
 * Loaded with the editor only (its own chunk).
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

let hooked = false;
function addLinkHook() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    const tag = node.nodeName.toLowerCase();
    if (tag === 'a') {
      // Only an address that says where it goes, as the server keeps them: http(s), mailto, a
      // path of the site, an anchor.
      const href = node.getAttribute('href') ?? '';
      if (!ARTICLE_LINK_KEPT.test(href)) node.removeAttribute('href');
      node.setAttribute('rel', 'noopener noreferrer');
      if (ARTICLE_LINK_LEAVES.test(href)) node.setAttribute('target', '_blank');
      else node.removeAttribute('target');
    }
    // An image only from our own /media, as the server keeps them (the CSP allows no other).
    if (tag === 'img' && !ARTICLE_IMAGE_KEPT.test(node.getAttribute('src') ?? '')) {
      node.remove();
    }
  });
}

/** '# Titre' is an `<h2>` as on the server: the page's `<h1>` is the article's title. */
const demoteTopHeadings = (html: string) => html.replace(/<(\/?)h1>/g, '<$1h2>');

/** The body as the preview shows it: safe HTML. */
export function renderPreview(body: string): string {
  addLinkHook();
  // Wrapped in a <div> that the sanitiser takes away (it is not allowed; its content stays): the
  // first element then never sits at the start of the parsed text, which happy-dom mishandles.
  return DOMPurify.sanitize(`<div>${demoteTopHeadings(markdown.render(body))}</div>`, {
    ALLOWED_TAGS: [...ARTICLE_HTML_TAGS],
    ALLOWED_ATTR: [...new Set(Object.values(ARTICLE_HTML_ATTRIBUTES).flat())],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/(?!\/)|#)/i,
  });
}
