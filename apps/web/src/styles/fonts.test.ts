import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FONT_FILE, inFrenchSubset, UNICODE_RANGE } from '../../scripts/font-subset.mjs';

const web = join(import.meta.dirname, '../..');

/** Every French text of the app (the *.fr.json files). */
function frenchTexts(folder = join(web, 'src')): string {
  let text = '';
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) text += frenchTexts(path);
    else if (name.endsWith('.fr.json') || name === 'fr.json') text += readFileSync(path, 'utf8');
  }
  return text;
}

/** The characters fontsource's Latin face covers (its unicode-range), the face we replace. */
function inLatinFace(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return (
    code <= 0xff ||
    [0x131, 0x152, 0x153, 0x2bb, 0x2bc, 0x2c6, 0x2da, 0x2dc, 0x304, 0x308, 0x329].includes(code) ||
    (code >= 0x2000 && code <= 0x206f) ||
    [0x20ac, 0x2122, 0x2191, 0x2193, 0x2212, 0x2215, 0xfeff, 0xfffd].includes(code)
  );
}

describe('the French subset of Inter (ADR 0010)', () => {
  it("draws every character of the app's texts that the whole Latin face would", () => {
    const missing = [...new Set(frenchTexts())].filter(
      (character) => inLatinFace(character) && !/\s/.test(character) && !inFrenchSubset(character),
    );
    expect(missing).toEqual([]);
  });

  it("is declared with the generator's unicode-range, and is the smaller face", () => {
    const css = readFileSync(join(web, 'src/styles/fonts.css'), 'utf8');
    const declared = /unicode-range:([^;]+);/.exec(css)?.[1]?.replace(/\s+/g, ' ').trim();
    expect(declared).toBe(UNICODE_RANGE);
    const subset = statSync(join(web, FONT_FILE)).size;
    const whole = statSync(
      join(
        web,
        '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
      ),
    ).size;
    expect(subset).toBeGreaterThan(10_000);
    expect(subset).toBeLessThan(whole * 0.7);
  });
});
