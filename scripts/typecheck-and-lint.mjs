#!/usr/bin/env node
// Typecheck and ESLint on one TypeScript program per tsconfig: `tsc -p` and ESLint's
// type-aware rules each built the same programs, about a minute of CPU twice (docs/testing.md).
// The programs are built once here, their diagnostics printed as `tsc` prints them, and ESLint
// is handed them (`parserOptions.programs`) instead of building its own.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import ts from 'typescript';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Every tsconfig of the tree: each TypeScript file belongs to one (or two) of them. */
const CONFIGS = [
  'packages/contracts/tsconfig.json',
  'apps/server/tsconfig.json',
  'apps/web/tsconfig.json',
  'apps/web/src/pwa/tsconfig.json',
  'apps/web/e2e/tsconfig.json',
  'bench/tsconfig.json',
];

const formatHost = {
  getCanonicalFileName: (file) => file,
  getCurrentDirectory: () => root,
  getNewLine: () => '\n',
};

function program(config) {
  const parsed = ts.getParsedCommandLineOfConfigFile(path.join(root, config), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.formatDiagnostic(diagnostic, formatHost));
    },
  });
  if (!parsed) throw new Error(`${config}: unreadable`);
  return {
    config,
    errors: parsed.errors,
    program: ts.createProgram({
      rootNames: parsed.fileNames,
      options: { ...parsed.options, noEmit: true },
      projectReferences: parsed.projectReferences,
    }),
  };
}

const started = Date.now();
const programs = [];
let typeErrors = 0;
for (const config of CONFIGS) {
  const { program: built, errors } = program(config);
  const diagnostics = [...errors, ...ts.getPreEmitDiagnostics(built)];
  if (diagnostics.length > 0) {
    typeErrors += diagnostics.length;
    console.error(ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost));
  }
  console.log(
    `tsc ${config}: ${diagnostics.length} error(s) (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  programs.push(built);
}

const eslint = new ESLint({
  cwd: root,
  overrideConfig: [
    {
      files: ['**/*.{ts,tsx}'],
      languageOptions: { parserOptions: { projectService: false, programs } },
    },
  ],
});
const results = await eslint.lintFiles(['.']);
const formatter = await eslint.loadFormatter('stylish');
const report = await formatter.format(results);
if (report) console.log(report);
const problems = results.reduce((sum, result) => sum + result.errorCount + result.warningCount, 0);
console.log(
  `eslint: ${problems} problem(s) in ${results.length} files (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
process.exit(typeErrors > 0 || problems > 0 ? 1 : 0);
