// Table ownership in SQL (docs/adr/0014-table-ownership-in-sql.md), run by `npm run lint`.
// dependency-cruiser sees imports, not the SQL inside a string: this reads both. Each table
// belongs to the module whose manifest lists it (`tables: tablesOf(schema)`), or to the
// platform (`src/platform/*.schema.ts`). A source file (tests and their support aside) may name
// in SQL only its own module's tables: in a sql`` template, in a string, or by importing the
// drizzle table. Another module's table is read through that module's service or the fragments
// of its `<name>.public.ts`, whose SQL lives in the owner's folder. A schema file may still
// import another module's table, for a foreign key.
//
//   npx tsx scripts/check-table-ownership.ts      exits 1 and names file, line, table and owner
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import ts from 'typescript';
import type { AnyModule } from '../src/platform/module.ts';

export const PLATFORM = 'platform';

/** Who owns each table, and which export of which schema file is which table. */
export interface Ownership {
  /** table name → module name (or 'platform') */
  owners: Map<string, string>;
  /** schema file (relative to the server, '/'-separated) → export name → table name */
  schemaExports: Map<string, Map<string, string>>;
}

export interface SourceFile {
  /** Relative to the server directory, '/'-separated: 'src/modules/users/users.service.ts'. */
  path: string;
  text: string;
}

export interface Violation {
  path: string;
  line: number;
  table: string;
  owner: string;
  /** 'sql' when the table is named in SQL text, 'import' when its drizzle table is imported. */
  how: 'sql' | 'import';
}

const SERVER_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const posix = (path: string) => path.split(sep).join('/');

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : [path];
  });
}

/** The module a file belongs to ('platform' outside `src/modules/<name>/`). */
export const ownerOfFile = (path: string): string =>
  /^src\/modules\/([^/]+)\//.exec(path)?.[1] ?? PLATFORM;

/** Tests, their helpers and fixtures are not checked: they set up any table they need. */
const isChecked = (path: string): boolean =>
  path.endsWith('.ts') &&
  !path.endsWith('.test.ts') &&
  !path.endsWith('.d.ts') &&
  !path.startsWith('src/test/') &&
  !/[.-]fixtures\.ts$/.test(path) &&
  !/-cases\.ts$/.test(path);

/** The server's source files that the check reads. */
export function sourceFiles(serverDir = SERVER_DIR): SourceFile[] {
  return walk(join(serverDir, 'src'))
    .map((file) => posix(relative(serverDir, file)))
    .filter(isChecked)
    .map((path) => ({ path, text: readFileSync(join(serverDir, path), 'utf8') }));
}

const tableExports = (schema: Record<string, unknown>): Map<string, string> =>
  new Map(
    Object.entries(schema)
      .filter((entry): entry is [string, PgTable] => is(entry[1], PgTable))
      .map(([name, table]) => [name, getTableName(table)]),
  );

/**
 * Reads the owners from MODULES (each manifest's `tables`) and the platform's schema files.
 * Throws when two owners claim a table, or when a module's schema file exports a table that its
 * manifest does not list.
 */
export async function loadOwnership(serverDir = SERVER_DIR): Promise<Ownership> {
  const { MODULES } = (await import(
    pathToFileURL(join(serverDir, 'src/modules/index.ts')).href
  )) as { MODULES: readonly AnyModule[] };
  const owners = new Map<string, string>();
  const claim = (table: string, owner: string) => {
    const before = owners.get(table);
    if (before && before !== owner) {
      throw new Error(`table "${table}" is claimed by both ${before} and ${owner}`);
    }
    owners.set(table, owner);
  };
  for (const module of MODULES) for (const table of module.tables) claim(table, module.name);

  const schemaExports = new Map<string, Map<string, string>>();
  const schemaFiles = walk(join(serverDir, 'src'))
    .map((file) => posix(relative(serverDir, file)))
    .filter((path) => path.endsWith('.schema.ts'));
  for (const path of schemaFiles) {
    const schema = (await import(pathToFileURL(join(serverDir, path)).href)) as Record<
      string,
      unknown
    >;
    const tables = tableExports(schema);
    schemaExports.set(path, tables);
    const owner = ownerOfFile(path);
    for (const table of tables.values()) {
      if (owner === PLATFORM) claim(table, PLATFORM);
      else if (owners.get(table) !== owner) {
        throw new Error(
          `${path} defines table "${table}", which the ${owner} module's manifest does not ` +
            'list in its `tables` (tablesOf(schema))',
        );
      }
    }
  }
  return { owners, schemaExports };
}

// A table name right after the SQL words that name one. Only string and template text is read
// (never comments), with the `${…}` parts blanked, so a table interpolated as a drizzle object is
// left to the import check.
const NAMED_AFTER =
  /\b(from|join|into|update|using|table|references)\s+(?:only\s+)?(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?/gi;
// `from a x, b y`: the tables after the first one of a comma list.
const COMMA_LIST =
  /^(?:\s+(?:as\s+)?(?!where\b|join\b|on\b)[a-z_][a-z0-9_]*)?\s*,\s*"?([a-z_][a-z0-9_]*)"?/i;

function tablesNamedIn(text: string): { table: string; offset: number }[] {
  const found: { table: string; offset: number }[] = [];
  for (const match of text.matchAll(NAMED_AFTER)) {
    const table = match[2]!.toLowerCase();
    const offset =
      match.index + match[0].length - match[2]!.length - (match[0].endsWith('"') ? 1 : 0);
    found.push({ table, offset });
    if (!/^(from|using)$/i.test(match[1]!)) continue;
    let rest = match.index + match[0].length;
    for (
      let next = COMMA_LIST.exec(text.slice(rest));
      next;
      next = COMMA_LIST.exec(text.slice(rest))
    ) {
      found.push({ table: next[1]!.toLowerCase(), offset: rest + next[0].lastIndexOf(next[1]!) });
      rest += next[0].length;
    }
  }
  return found;
}

/** The literal's source text, with every `${…}` blanked (line breaks kept, for the lines). */
function literalText(node: ts.TemplateExpression | ts.StringLiteralLike, source: ts.SourceFile) {
  const start = node.getStart(source);
  const chars = [...source.text.slice(start, node.end)];
  if (ts.isTemplateExpression(node)) {
    for (const span of node.templateSpans) {
      for (let i = span.expression.getFullStart() - start; i < span.expression.end - start; i++) {
        if (chars[i] !== '\n') chars[i] = ' ';
      }
    }
  }
  return { start, text: chars.join('') };
}

/** The violations of one source file. */
export function violationsIn(file: SourceFile, ownership: Ownership): Violation[] {
  const fileOwner = ownerOfFile(file.path);
  const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true);
  const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line + 1;
  const violations: Violation[] = [];
  const report = (table: string, position: number, how: Violation['how']) => {
    const owner = ownership.owners.get(table);
    if (owner !== undefined && owner !== fileOwner) {
      violations.push({ path: file.path, line: lineOf(position), table, owner, how });
    }
  };

  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const target = posix(join(dirname(file.path), node.moduleSpecifier.text));
      const tables = ownership.schemaExports.get(target);
      const clause = node.importClause;
      // A schema file may import another module's table for a foreign key.
      if (tables && clause && !clause.isTypeOnly && !file.path.endsWith('.schema.ts')) {
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) {
          for (const table of tables.values()) report(table, node.getStart(source), 'import');
        } else if (bindings) {
          for (const element of bindings.elements) {
            const table = tables.get((element.propertyName ?? element.name).text);
            if (table && !element.isTypeOnly) report(table, element.getStart(source), 'import');
          }
        }
      }
      return;
    }
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateExpression(node)
    ) {
      const { start, text } = literalText(node, source);
      for (const { table, offset } of tablesNamedIn(text)) report(table, start + offset, 'sql');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return violations;
}

export function describeViolation({ path, line, table, owner, how }: Violation): string {
  const where = owner === PLATFORM ? 'the platform' : `the ${owner} module`;
  const through =
    owner === PLATFORM
      ? 'the platform owns it: go through its functions'
      : `read it through ${owner}.service.ts or ${owner}.public.ts`;
  const what = how === 'import' ? 'imports the drizzle table' : 'names in SQL the table';
  return `${path}:${line}: ${what} "${table}", owned by ${where}: ${through}`;
}

/** Every violation of the tree (plus `planted` files, for the check's own test). */
export async function checkTableOwnership(
  options: { serverDir?: string; planted?: readonly SourceFile[] } = {},
): Promise<Violation[]> {
  const ownership = await loadOwnership(options.serverDir);
  const files = [...sourceFiles(options.serverDir), ...(options.planted ?? [])];
  return files.flatMap((file) => violationsIn(file, ownership));
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const violations = await checkTableOwnership();
  if (violations.length > 0) {
    for (const violation of violations) console.error(describeViolation(violation));
    console.error(
      `\n✘ ${violations.length} table ownership violation(s): a module names in SQL only ` +
        'the tables its manifest lists (docs/adr/0014-table-ownership-in-sql.md).',
    );
    process.exitCode = 1;
  } else {
    console.log('✔ every table named in SQL belongs to the module that names it');
  }
}
