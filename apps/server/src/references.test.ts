/**
 * References a reader can open. A comment in the code may point at a decision record
 * (`ADR 0005`, `docs/adr/0005-events-through-the-outbox.md`), a docs page (`docs/security.md`),
 * a test file or the specification (`spec §7`); it may not point at a tracker entry that is not
 * in the repository (the word issue and its number), nor at a docs file or ADR number that does
 * not exist.
 * Scans the source of apps/, packages/, bench/ and scripts/ (not node_modules, not builds),
 * and the Markdown of docs/ and README.md.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SCANNED = ['apps', 'packages', 'bench', 'scripts'];
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'coverage',
  'test-results',
  'playwright-report',
]);
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|css|html|sql)$/;
/** The docs and the README are read too: a reader opens them first. */
const MARKDOWN = /\.md$/;

/**
 * Files another branch is rewriting, whose 'issue N' comments go with that rewrite. Each entry
 * must still hold such a comment: when it no longer does, take it off this list.
 */
const PENDING_ISSUE_CITATIONS = new Set<string>();

// The word and a number: lower or upper case, plural, with or without '#'. Built from two
// parts so that this file does not match itself.
const ISSUE = new RegExp(['\\bissues?', ' #?\\d+'].join(''), 'i');
// A repository path under docs/ (not a URL's `/docs/json`): `docs/adr/0003-server-modules.md`.
const DOCS_PATH = /(?<![\w./-])docs\/[\w./-]*\w/g;
// `ADR 0005`, and the numbers listed after it: `ADR 0007, 0008 and 0009`.
const ADR_NUMBERS = /\bADRs? ?(\d{4}(?:(?:, | and |, and )\d{4})*)/g;

interface Finding {
  file: string;
  line: number;
  text: string;
}

function sourceFiles(dir: string, kind = SOURCE): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') && entry.isDirectory()) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(path, kind);
    return kind.test(entry.name) ? [path] : [];
  });
}

const adrNumbers = new Set(
  readdirSync(join(ROOT, 'docs/adr'))
    .map((name) => /^(\d{4})-.*\.md$/.exec(name)?.[1])
    .filter((n): n is string => n !== undefined),
);

const files = [
  ...SCANNED.flatMap((dir) => sourceFiles(join(ROOT, dir))),
  ...sourceFiles(join(ROOT, 'docs'), MARKDOWN),
  join(ROOT, 'README.md'),
].map((path) => ({
  file: relative(ROOT, path),
  lines: readFileSync(path, 'utf8').split('\n'),
}));

function findings(test: (line: string) => string[]): Finding[] {
  return files.flatMap(({ file, lines }) =>
    lines.flatMap((text, i) =>
      test(text).map((what) => ({ file, line: i + 1, text: `${what}  ←  ${text.trim()}` })),
    ),
  );
}

const show = (list: Finding[]) => list.map((f) => `${f.file}:${f.line}: ${f.text}`);

describe('references in the code', () => {
  it('scans the source of the whole repository', () => {
    expect(files.length).toBeGreaterThan(500);
    expect(files.some((f) => f.file === 'apps/server/src/references.test.ts')).toBe(true);
    expect(files.some((f) => f.file === 'docs/adr/0005-events-through-the-outbox.md')).toBe(true);
    expect(files.some((f) => f.file.includes('node_modules'))).toBe(false);
  });

  it("cite no 'issue N', which a reader cannot open", () => {
    const cited = findings((text) => (ISSUE.test(text) ? [ISSUE.exec(text)![0]] : []));
    expect(show(cited.filter((f) => !PENDING_ISSUE_CITATIONS.has(f.file)))).toEqual([]);
    const stale = [...PENDING_ISSUE_CITATIONS].filter(
      (file) => !cited.some((f) => f.file === file),
    );
    expect(stale, 'no longer cite an issue: take them off PENDING_ISSUE_CITATIONS').toEqual([]);
  });

  it('name only docs/ paths that exist', () => {
    const missing = findings((text) =>
      [...text.matchAll(DOCS_PATH)].map((m) => m[0]).filter((p) => !existsSync(join(ROOT, p))),
    );
    expect(show(missing)).toEqual([]);
  });

  it('name only ADR numbers that docs/adr/ holds', () => {
    const missing = findings((text) =>
      [...text.matchAll(ADR_NUMBERS)]
        .flatMap((m) => m[1]!.match(/\d{4}/g) ?? [])
        .filter((n) => !adrNumbers.has(n))
        .map((n) => `ADR ${n}`),
    );
    expect(show(missing)).toEqual([]);
  });
});
