/**
 * An article's Markdown as HTML (news.markdown.ts) against an XSS corpus: OWASP's filter-evasion
 * cheat sheet, Markdown's own link and image tricks, entities, SVG, iframes, styles, event
 * handlers and nested tags. Whatever the payload, the HTML keeps only the allowed tags and
 * attributes, and no link or image points at a script. And the reading time, and the sheet's
 * week labels.
 */
import { describe, expect, it } from 'vitest';
import { readingMinutes, renderArticle, renderCache } from './news.markdown.ts';
import { weekLabel, weekOf, weekOfDay } from './news.time.ts';

const CORPUS = [
  // Raw HTML (markdown-it's html is off; sanitize-html would drop it anyway).
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<img src=x onerror=alert(1)>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  '<svg/onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<div style="background-image: url(javascript:alert(1))">x</div>',
  '<style>@import "https://xss.example/x.css";</style>',
  '<a href="javascript:alert(1)">clic</a>',
  '<body onload=alert(1)>',
  '<<SCRIPT>alert("XSS");//<</SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">',
  '<form action="javascript:alert(1)"><button>Envoyer</button></form>',
  '<details open ontoggle=alert(1)>',
  // Markdown's own links and images.
  '[clic](javascript:alert(1))',
  '[clic](JaVaScRiPt:alert(1))',
  '[clic]( javascript:alert(1) )',
  '[clic](&#106;avascript:alert(1))',
  '[clic](&#x6A;avascript&#58;alert(1))',
  '[clic](java&#x09;script:alert(1))',
  '[clic](vbscript:msgbox(1))',
  '[clic](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[clic](file:///etc/passwd)',
  '[clic](//xss.example/x)',
  '![image](javascript:alert(1))',
  '![image](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '![image](data:image/png;base64,iVBORw0KGgo=)',
  '![image](http://tracker.example/pixel.png)',
  '![x" onerror="alert(1)](https://ok.example/a.png)',
  '[x](https://ok.example/ "titre\\" onmouseover=\\"alert(1)")',
  '[ref]\n\n[ref]: javascript:alert(1)',
  '<javascript:alert(1)>',
  '<https://ok.example/?q="><script>alert(1)</script>>',
  '**<script>alert(1)</script>**',
  '> <iframe src=https://xss.example></iframe>',
  '- [a](javascript:alert(1))\n- <img src=x onerror=alert(1)>',
  '`<script>alert(1)</script>`',
  '```html\n<script>alert(1)</script>\n```',
  '| a |\n|---|\n| <img src=x onerror=alert(1)> |',
];

const ALLOWED_TAGS = new Set([
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
]);
const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title', 'rel', 'target'],
  img: ['src', 'alt', 'title'],
  ol: ['start'],
};

/** Every tag of sanitised HTML (attributes quoted, as sanitize-html writes them). */
function tagsOf(html: string): { name: string; attributes: Map<string, string> }[] {
  return [...html.matchAll(/<\/?([a-zA-Z0-9]+)((?:\s+[^\s=/>]+(?:="[^"]*")?)*)\s*\/?>/g)].map(
    (match) => ({
      name: (match[1] ?? '').toLowerCase(),
      attributes: new Map(
        [...(match[2] ?? '').matchAll(/([^\s=/>]+)(?:="([^"]*)")?/g)].map((a) => [
          (a[1] ?? '').toLowerCase(),
          a[2] ?? '',
        ]),
      ),
    }),
  );
}

/** What a browser would read an attribute's value as (entities decoded, blanks removed). */
const decoded = (value: string) =>
  value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ':')
    .replace(/&amp;/g, '&')
    // eslint-disable-next-line no-control-regex -- blanks and controls a browser skips in a URL
    .replace(/[\u0000-\u0020]/g, '')
    .toLowerCase();

describe('the XSS corpus', () => {
  it('has at least 25 payloads', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(25);
  });

  it.each(CORPUS)('leaves nothing dangerous of %s', (payload) => {
    const html = renderArticle(payload);
    // Nothing but whole tags: no stray '<' that a browser could read as one.
    expect(html.replace(/<[^<>]*>/g, '')).not.toMatch(/[<>]/);
    for (const tag of tagsOf(html)) {
      expect(ALLOWED_TAGS, html).toContain(tag.name);
      for (const [name, value] of tag.attributes) {
        expect(ALLOWED_ATTRIBUTES[tag.name] ?? [], html).toContain(name);
        if (name === 'href') expect(decoded(value), html).toMatch(/^(https?:|mailto:|\/[^/]|#)/);
        if (name === 'src') expect(decoded(value), html).toMatch(/^\/media\/[\w.-]+$/);
      }
      if (tag.name === 'a' && tag.attributes.has('href')) {
        expect(tag.attributes.get('rel')).toBe('noopener noreferrer');
      }
    }
  });

  it('keeps what an article needs: headings, lists, links, quotes, our images (no other)', () => {
    expect(renderArticle('![loin](https://example.org/a.png)')).toBe('<p></p>\n');
    const html = renderArticle(
      '# Titre\n\n## Partie\n\n- un\n- deux\n\n> Parole\n\n[lien](https://example.org) et [ici](/blogs)\n\n![photo](/media/abc-640x480.webp)',
    );
    expect(html).toContain('<h2>Titre</h2>');
    expect(html).toContain('<h2>Partie</h2>');
    expect(html).toContain('<ul>\n<li>un</li>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain(
      '<a href="https://example.org" rel="noopener noreferrer" target="_blank">lien</a>',
    );
    expect(html).toContain('<a href="/blogs" rel="noopener noreferrer">ici</a>');
    expect(html).toContain('<img src="/media/abc-640x480.webp" alt="photo" />');
  });
});

describe('French spacing', () => {
  it('keeps « », : ; ! ? with their word (no-break spaces), never in code or an address', () => {
    const html = renderArticle(
      'Le message « Profil mis à jour. » le confirme : **« Mon profil »** ! Et vous ?\n\n' +
        '`a : b` et https://paroisse.example.org/?q=1',
    );
    expect(html).toContain('Le message «\u00a0Profil mis à jour.\u00a0» le confirme\u00a0:');
    expect(html).toContain('<strong>«\u00a0Mon profil\u00a0»</strong>\u00a0! Et vous\u00a0?');
    expect(html).toContain('<code>a : b</code>');
    expect(html).toContain('href="https://paroisse.example.org/?q=1"');
    expect(html.replace(/<code>.*?<\/code>/g, '')).not.toMatch(/« | [»:;!?]/);
  });
});

describe('reading time', () => {
  it('is words / 200 rounded up, at least one minute, punctuation not counted', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes(Array(200).fill('mot').join(' '))).toBe(1);
    expect(readingMinutes(Array(201).fill('mot').join(' '))).toBe(2);
    expect(readingMinutes(`${Array(200).fill('mot').join(' ')} - — * ##`)).toBe(1);
  });
});

describe('the weeks of the sheet', () => {
  it('are Monday to Sunday in Paris time, with French labels', () => {
    // Sunday 23:30 UTC on 22 November 2026 is Monday 00:30 in Paris.
    const week = weekOf(new Date('2026-11-22T23:30:00Z'), 'Europe/Paris');
    expect(week.start.toISO()).toBe('2026-11-23T00:00:00.000+01:00');
    expect(weekLabel(week)).toBe('Semaine du 23 au 29 novembre 2026');
    expect(weekOf(new Date('2026-11-22T22:30:00Z'), 'Europe/Paris').start.toISODate()).toBe(
      '2026-11-16',
    );
    const across = weekOfDay('2026-12-02', 'Europe/Paris');
    expect(across && weekLabel(across)).toBe('Semaine du 30 novembre au 6 décembre 2026');
    const years = weekOfDay('2026-01-01', 'Europe/Paris');
    expect(years && weekLabel(years)).toBe('Semaine du 29 décembre 2025 au 4 janvier 2026');
    expect(weekOfDay('2026-02-30', 'Europe/Paris')).toBeUndefined();
    // The week of the change to summer time is still seven days, Monday to Monday.
    const spring = weekOfDay('2027-03-28', 'Europe/Paris');
    expect([spring?.start.toISO(), spring?.end.toISO()]).toEqual([
      '2027-03-22T00:00:00.000+01:00',
      '2027-03-29T00:00:00.000+02:00',
    ]);
  });
});

describe('the rendering cache', () => {
  it('renders a body once, again once it is edited, and forgets the least read past its size', () => {
    const rendered: string[] = [];
    const render = (body: string) => {
      rendered.push(body);
      return `<p>${body}</p>`;
    };
    // Room for two of these HTMLs (15 and 16 characters), not three.
    const html = renderCache(render, 32);
    expect(html('un texte')).toBe('<p>un texte</p>');
    expect(html('un texte')).toBe('<p>un texte</p>');
    expect(rendered).toEqual(['un texte']);
    // An edited body is another key: never the HTML of the old one.
    expect(html('un texte!')).toBe('<p>un texte!</p>');
    expect(rendered).toEqual(['un texte', 'un texte!']);
    // Read again, 'un texte' is the most recent: the third body pushes 'un texte!' out.
    html('un texte');
    html('des mots');
    expect(rendered).toHaveLength(3);
    html('un texte');
    expect(rendered).toHaveLength(3);
    html('un texte!');
    expect(rendered).toEqual(['un texte', 'un texte!', 'des mots', 'un texte!']);
  });
});
