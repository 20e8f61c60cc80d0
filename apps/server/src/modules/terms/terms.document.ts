/**
 * A version of the terms as a Markdown file (the bundled one in `documents/`, or the operator's
 * file given to `npm run admin -- terms publish <file>`): front matter with `version` and
 * `title`, then the text. docs/help-and-terms.md says how to write one.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { TERMS_VERSION_PATTERN } from '@koinonia/contracts';
import { FrontMatterError, readFrontMatter, requiredField } from '../../platform/front-matter.ts';

export interface TermsFile {
  version: string;
  title: string;
  body: string;
}

/** The folder of the bundled versions, one file per version. */
export const TERMS_DOCUMENTS_DIR = path.join(import.meta.dirname, 'documents');

/** Reads a version's file; a FrontMatterError says what is wrong with it. */
export function parseTermsFile(text: string): TermsFile {
  const file = readFrontMatter(text);
  const version = requiredField(file, 'version');
  if (!TERMS_VERSION_PATTERN.test(version)) {
    throw new FrontMatterError(
      `The version '${version}' may hold only letters, digits, dots, dashes and underscores (40 at most).`,
    );
  }
  const title = requiredField(file, 'title');
  if (file.body.length < 200) throw new FrontMatterError('The text of the terms is missing.');
  return { version, title, body: file.body };
}

/** The newest bundled version (file names sort by date): the first version of a new community. */
export function bundledTerms(dir = TERMS_DOCUMENTS_DIR): TermsFile {
  const names = readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort();
  const newest = names.at(-1);
  if (!newest) throw new Error(`No terms document in ${dir}.`);
  return parseTermsFile(readFileSync(path.join(dir, newest), 'utf8'));
}
