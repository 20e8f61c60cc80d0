import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/shared/constants';

// public/boot.js, part 2: a signed-in member's browser asks for the signed-in layout's files as
// soon as the splash screen has painted (ADR 0011).
const script = readFileSync(join(import.meta.dirname, '../../../public/boot.js'), 'utf8');
const SHELL = '/assets/DefaultLayout-abc.js /assets/DefaultLayout-def.css';

function boot(): void {
  const meta = document.createElement('meta');
  meta.name = 'koinonia-signed-in-shell';
  meta.content = SHELL;
  document.head.append(meta);
  new Function(script)();
}

const nextPaint = () => new Promise((resolve) => setTimeout(resolve, 50));
const preloads = () =>
  [...document.head.querySelectorAll('link')].map((link) => ({
    rel: link.rel,
    as: link.getAttribute('as'),
    href: link.getAttribute('href'),
  }));

afterEach(() => {
  document.head.innerHTML = '';
  localStorage.clear();
});

describe('public/boot.js: the signed-in layout asked for early', () => {
  it("asks for the layout's script and style after the first paint, for a signed-in member", async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'a-token');
    boot();
    expect(preloads()).toEqual([]);
    await nextPaint();
    expect(preloads()).toEqual([
      { rel: 'modulepreload', as: null, href: '/assets/DefaultLayout-abc.js' },
      { rel: 'preload', as: 'style', href: '/assets/DefaultLayout-def.css' },
    ]);
  });

  it('asks for nothing for a guest (the landing and sign-in pages do not need it)', async () => {
    boot();
    await nextPaint();
    expect(preloads()).toEqual([]);
  });
});
