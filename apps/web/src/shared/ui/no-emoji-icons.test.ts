import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '../..');

/**
 * Emoji and other pictographs (a box where no emoji font is installed), less the signs every
 * text font draws: ©, ® and ™.
 */
const PICTOGRAPH = /(?![©®™])[\p{Extended_Pictographic}\uFE0F]/u;

/** Where the spec itself asks for an emoji: the hidden tab's title (spec §1), not an icon. */
const ALLOWED = new Set(['shared/constants.ts']);

function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(tsx?|json|css)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('interface icons (UI.md: SVG, never emoji)', () => {
  it('draws no emoji in the web sources: icons come from shared/ui/Icon.tsx', () => {
    const found = sources(src).flatMap((path) =>
      readFileSync(path, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          PICTOGRAPH.test(line) ? [`${relative(src, path)}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(found.filter((hit) => !ALLOWED.has(hit.split(':')[0] ?? ''))).toEqual([]);
  });

  it('catches an emoji drawn as an icon', () => {
    expect(PICTOGRAPH.test('<span aria-hidden="true">🕊️</span>')).toBe(true);
    expect(PICTOGRAPH.test('© 2026 Koinonia')).toBe(false);
  });
});
