/**
 * What the server writes into the news pages for a guest's first screen (news.share.ts): the
 * main image's preload with the web's `srcset` and `sizes`, and the page's first answers as
 * JSON that no text of an article can break out of.
 */
import { EARLY_ANSWERS_ID, imageSources, NEWS_COVER_SIZES } from '@koinonia/contracts';
import { describe, expect, it } from 'vitest';
import { jsonInScript, withEarlyAnswers, withImagePreload } from './news.share.ts';

const HTML = `<!doctype html>
<html lang="fr">
  <head>
    <title>Koinonia</title>
    <link rel="stylesheet" href="/splash.css" />
    <script src="/boot.js"></script>
    <script type="module" src="/assets/index.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

describe('withImagePreload', () => {
  it("gives a sized image's copies and the web's sizes, before the first script", () => {
    const cover = '/media/AbCdEfGhIjKlMnOpQrStUv-1600x900.webp';
    const srcSet = imageSources(cover)?.srcSet ?? '';
    expect(srcSet).toContain('-640w.webp 640w');
    const html = withImagePreload(HTML, cover, NEWS_COVER_SIZES.article);
    const link =
      `<link rel="preload" as="image" imagesrcset="${srcSet}" ` +
      `imagesizes="${NEWS_COVER_SIZES.article}" fetchpriority="high" />`;
    expect(html).toContain(link);
    expect(html.indexOf(link)).toBeLessThan(html.indexOf('<script src="/boot.js">'));
    expect(html.indexOf(link)).toBeGreaterThan(html.indexOf('/splash.css'));
  });

  it('gives an image without copies as it is, its URL escaped', () => {
    expect(withImagePreload(HTML, '/media/old.webp?a=1&b="2"', '100vw')).toContain(
      '<link rel="preload" as="image" href="/media/old.webp?a=1&amp;b=&quot;2&quot;" fetchpriority="high" />',
    );
  });
});

describe('withEarlyAnswers', () => {
  const hostile = {
    title: '</script><script>alert(1)</script>',
    summary: '<!-- <script> </SCRIPT > & \u2028\u2029',
    html: '<p>Un <em>texte</em></p>',
  };

  it('writes JSON with no `<` and no line separator, that reads back the same', () => {
    const json = jsonInScript(hostile);
    expect(json).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(hostile);
  });

  it('writes one data block at the end of the body that no text ends early', () => {
    const html = withEarlyAnswers(HTML, { '/api/blogs/x/': hostile });
    expect(html.match(/<script/gi)).toHaveLength(3);
    expect(html.match(/<\/script/gi)).toHaveLength(3);
    const found = new RegExp(
      `<script type="application/json" id="${EARLY_ANSWERS_ID}">([^<]*)</script>\\s*</body>`,
    ).exec(html);
    expect(JSON.parse(found?.[1] ?? '')).toEqual({ '/api/blogs/x/': hostile });
  });
});
