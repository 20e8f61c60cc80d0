/**
 * The front matter of a Markdown file kept in the repository (help articles, the terms;
 * docs/help-and-terms.md): a first block between two `---` lines of `key: value` lines, then
 * the body. Values are plain text (quotes around one are taken off); nothing is evaluated.
 */

export interface FrontMatterFile {
  fields: Record<string, string>;
  body: string;
}

/** Thrown with a sentence naming what is wrong, for the operator or the test that reads it. */
export class FrontMatterError extends Error {}

const FENCE = /^---\s*$/;
const FIELD = /^([a-z_][a-z0-9_]*)\s*:\s*(.*)$/i;

export function readFrontMatter(text: string): FrontMatterFile {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (!FENCE.test(lines[0] ?? '')) {
    throw new FrontMatterError(
      'The file must start with a front matter block between two --- lines.',
    );
  }
  const end = lines.findIndex((line, index) => index > 0 && FENCE.test(line));
  if (end < 0) throw new FrontMatterError('The front matter block has no closing --- line.');
  const fields: Record<string, string> = {};
  for (const [index, line] of lines.slice(1, end).entries()) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const match = FIELD.exec(line);
    if (!match?.[1]) {
      throw new FrontMatterError(`Line ${index + 2} of the front matter is not 'key: value'.`);
    }
    const raw = (match[2] ?? '').trim();
    const quoted = /^(["'])(.*)\1$/.exec(raw);
    fields[match[1]] = quoted ? (quoted[2] ?? '') : raw;
  }
  return {
    fields,
    body: lines
      .slice(end + 1)
      .join('\n')
      .trim(),
  };
}

/** The field, or a FrontMatterError naming it when it is missing or empty. */
export function requiredField(file: FrontMatterFile, name: string): string {
  const value = file.fields[name];
  if (value === undefined || value === '') {
    throw new FrontMatterError(`The front matter has no '${name}'.`);
  }
  return value;
}
