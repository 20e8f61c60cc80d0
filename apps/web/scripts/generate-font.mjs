// Cuts Inter (fontsource's variable Latin face, 48 KB) down to the characters of French texts
// and the weights the app uses: the face every page downloads before its first paint
// (ADR 0010). Run: npm run generate:font -w apps/web (after a fontsource update).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import subsetFont from 'subset-font';
import { FONT_FILE, frenchCharacters, WEIGHTS } from './font-subset.mjs';

const require = createRequire(import.meta.url);
const source = join(
  dirname(require.resolve('@fontsource-variable/inter/package.json')),
  'files/inter-latin-wght-normal.woff2',
);
const original = readFileSync(source);
const subset = await subsetFont(original, frenchCharacters(), {
  targetFormat: 'woff2',
  variationAxes: { wght: WEIGHTS },
});
writeFileSync(new URL(`../${FONT_FILE}`, import.meta.url), subset);
console.log(`${FONT_FILE}: ${subset.length} bytes (from ${original.length})`);
