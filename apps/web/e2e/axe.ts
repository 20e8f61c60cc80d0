// axe-core in the page, loaded once per document and run there: what the browser tests' checks
// of accessibility share (docs/testing.md, 'The axe loop').
// @axe-core/playwright loaded axe's 570 KB into the page again for each check and finished each
// run in a blank page of its own; on the demo feed that was 6 to 10 s and 3 to 6 s of the
// renderer's CPU per check, against 1.5 to 2 s here (the same violations).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type axe from 'axe-core';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** WCAG 2, levels A and AA: what the app holds to (SPEC.md, docs/testing.md). */
export const WCAG_AA = ['wcag2a', 'wcag2aa'];

type Violation = AxeResults['violations'][number];

/**
 * What axe finds wrong in the page as it is now: the rules of `tags` (every rule when neither
 * is given) or only `rules`. Only violations are collected: the passes' details cost time and
 * no test reads them.
 */
export async function axeViolations(
  page: Page,
  only: { tags?: string[]; rules?: string[] } = {},
): Promise<Violation[]> {
  // A full load drops it; a navigation through the app's router keeps it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = { resultTypes: ['violations'] };
  if (only.rules) options.runOnly = { type: 'rule', values: only.rules };
  else if (only.tags) options.runOnly = { type: 'tag', values: only.tags };
  return page.evaluate(
    async (runOptions) =>
      (await (window as unknown as { axe: typeof axe }).axe.run(document, runOptions)).violations,
    options,
  );
}

/** Each violation in one line: the rule, its help and the first three elements it names. */
export function describeViolations(violations: Violation[]): string[] {
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')})`,
  );
}

/** The serious and critical violations of every rule, each with every element it names. */
export async function seriousViolations(page: Page): Promise<string[]> {
  return (await axeViolations(page))
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
}
