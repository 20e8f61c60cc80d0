/** A piece of a member's text: plain text, or a web link to make clickable. */
export type TextPart =
  { kind: 'text'; value: string } | { kind: 'link'; value: string; href: string };

const LINK = /\bhttps?:\/\/[^\s<>"']+/gi;
/** Punctuation that ends a sentence rather than the link (a closing ')' kept only when paired). */
const TRAILING = /[.,;:!?»]+$/;

/**
 * Splits text into text and http(s) links. The parts are rendered as React text and
 * anchors, never as HTML, so markup in a publication stays visible text.
 */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    let link = match[0].replace(TRAILING, '');
    if (link.endsWith(')') && !link.includes('(')) link = link.slice(0, -1);
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', value: text.slice(last, start) });
    parts.push({ kind: 'link', value: link, href: link });
    last = start + link.length;
  }
  if (last < text.length) parts.push({ kind: 'text', value: text.slice(last) });
  return parts;
}
