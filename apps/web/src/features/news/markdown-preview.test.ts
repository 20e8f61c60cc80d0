import { describe, expect, it } from 'vitest';
import { renderPreview } from './markdown-preview';

// happy-dom's node iterator hands DOMPurify only the root, so these check the first layer
// (markdown-it with raw HTML off and its link validation); the sanitiser itself is checked in
// Chromium by e2e/news.e2e.ts (the preview of a body full of payloads).
describe("the editor's preview", () => {
  it('renders the Markdown as readers will see it', () => {
    const html = renderPreview(
      '# Avent\n\n**Venez** *nombreux*\n\n- pain\n- vin\n\n> Paix\n\n[Site](https://example.org)',
    );
    expect(html).toContain('<h2>Avent</h2>');
    expect(html).toContain('<strong>Venez</strong>');
    expect(html).toContain('<em>nombreux</em>');
    expect(html).toContain('<li>pain</li>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('href="https://example.org"');
  });

  it.each([
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '[clic](javascript:alert(1))',
    '[clic](JaVaScRiPt:alert(1))',
    '[clic](&#106;avascript:alert(1))',
    '![x](javascript:alert(1))',
    '[clic](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '<svg onload=alert(1)>',
    '<iframe src="https://evil.example"></iframe>',
    '<a href="#" onclick="alert(1)">x</a>',
  ])('keeps nothing dangerous of %s', (payload) => {
    const box = document.createElement('div');
    box.innerHTML = renderPreview(payload);
    expect(box.querySelectorAll('script, iframe, svg, style, object, embed')).toHaveLength(0);
    for (const element of box.querySelectorAll('*')) {
      for (const attribute of element.getAttributeNames()) expect(attribute).not.toMatch(/^on/i);
      for (const name of ['href', 'src']) {
        expect(element.getAttribute(name) ?? '').not.toMatch(/^\s*(javascript|data|vbscript):/i);
      }
    }
  });
});
