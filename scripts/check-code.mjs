#!/usr/bin/env node
// Type-checks and lints one half of the repository in one process, building each TypeScript
// program once: tsc reports its diagnostics and the type-aware lint rules read the same program
// (run apart, `npm run typecheck` and `npm run lint` each build every program; docs/decisions/0032).
//
//   node scripts/check-code.mjs server   the server, shared package, benchmarks, scripts, tools
//   node scripts/check-code.mjs web      the web app and the browser journeys
//
// The same checks as `npm run typecheck` and `eslint --max-warnings 0` on those files; exit code 1
// when either finds anything.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { typeAwareFiles } from '../tools/eslint/type-aware-files.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @type {Record<string, { typecheckOnly: string[], programs: string[], lint: string[], ignore: string[] }>} */
const halves = {
  server: {
    typecheckOnly: ['packages/shared/tsconfig.json'],
    programs: ['tsconfig.node.json'],
    lint: ['.'],
    ignore: ['apps/web/**', 'e2e/**'],
  },
  web: {
    typecheckOnly: [],
    programs: ['apps/web/tsconfig.json', 'e2e/tsconfig.json'],
    lint: ['apps/web', 'e2e'],
    ignore: [],
  },
};

const half = halves[process.argv[2] ?? ''];
if (!half) {
  console.error(`usage: node scripts/check-code.mjs ${Object.keys(halves).join('|')}`);
  process.exit(2);
}

/** @param {string} configPath */
function createProgram(configPath) {
  const parsed = ts.getParsedCommandLineOfConfigFile(path.join(root, configPath), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!parsed) throw new Error(`cannot read ${configPath}`);
  const program = ts.createProgram({
    rootNames: parsed.fileNames,
    options: parsed.options,
    projectReferences: parsed.projectReferences,
    configFileParsingDiagnostics: parsed.errors,
  });
  return { program, diagnostics: ts.getPreEmitDiagnostics(program) };
}

const formatHost = {
  getCanonicalFileName: (/** @type {string} */ fileName) => fileName,
  getCurrentDirectory: () => root,
  getNewLine: () => '\n',
};

let failed = false;
const programs = [];
for (const configPath of [...half.typecheckOnly, ...half.programs]) {
  const started = performance.now();
  const { program, diagnostics } = createProgram(configPath);
  if (half.programs.includes(configPath)) programs.push(program);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`tsc -p ${configPath}: ${diagnostics.length} errors (${seconds} s)`);
  if (diagnostics.length > 0) {
    failed = true;
    console.log(ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost));
  }
}

const started = performance.now();
const eslint = new ESLint({
  cwd: root,
  ignorePatterns: half.ignore,
  overrideConfig: { files: typeAwareFiles, languageOptions: { parserOptions: { programs } } },
});
const results = await eslint.lintFiles(half.lint);
const problems = results.reduce((sum, result) => sum + result.errorCount + result.warningCount, 0);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`eslint ${half.lint.join(' ')}: ${problems} problems (${seconds} s)`);
if (problems > 0) {
  failed = true;
  const formatter = await eslint.loadFormatter('stylish');
  console.log(await formatter.format(results));
}

process.exit(failed ? 1 : 0);
