// Rewrites the configuration table of README.md from CONFIG_VARIABLES.
import { readFileSync, writeFileSync } from 'node:fs';
import { configTableMarkdown } from '../src/config-table.ts';

const path = new URL('../../../README.md', import.meta.url);
const readme = readFileSync(path, 'utf8');
const updated = readme.replace(
  /<!-- config-table:start -->[\s\S]*<!-- config-table:end -->/,
  `<!-- config-table:start -->\n${configTableMarkdown()}\n<!-- config-table:end -->`,
);
writeFileSync(path, updated);
console.log('README.md configuration table written.');
