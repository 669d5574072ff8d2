// @ts-check
// Reads the JSON reports written by `npm test` (scripts/test.sh) and prints one summary.
//
//   node scripts/test-summary.mjs [--wall SECONDS] --stage NAME:KIND:EXIT:SECONDS[:REPORT] ...
//
// KIND is one of
//   vitest      REPORT is a vitest JSON report (numPassedTests, numFailedTests, testResults)
//   playwright  REPORT is a Playwright JSON report (stats.expected/unexpected/flaky/skipped)
//   check       a command without a report (typecheck, lint): 1 passed or 1 failed
//   setup       infrastructure (system packages, PostgreSQL): counts only when it fails
// EXIT is the stage's exit code, or `-` when the stage did not run (it then counts as 1 failed).
// REPORT paths are taken relative to the current directory. --wall is how long the whole run
// took: stages that ran side by side make the sum of their times longer than the run.
//
// The very last line printed is exactly `N passed, N failed` (followed by `, N skipped` when
// some tests were skipped). The exit code is 0 only when nothing failed and every stage ran.
// The functions are exported (and pure) so that scripts/test-summary.test.ts can test them.

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** @typedef {'vitest' | 'playwright' | 'check' | 'setup'} StageKind */

/**
 * @typedef {object} Stage
 * @property {string} name
 * @property {StageKind} kind
 * @property {number | null} exitCode null when the stage did not run
 * @property {number} seconds
 * @property {string | null} report path of the JSON report, if the stage writes one
 */

/**
 * @typedef {object} Counts
 * @property {number} passed
 * @property {number} failed
 * @property {number} skipped
 * @property {number} flaky passed only on a retry (already included in `passed`)
 * @property {string[]} failures names of what failed, for the reader
 */

/**
 * @typedef {object} StageResult
 * @property {Stage} stage
 * @property {Counts} counts
 * @property {boolean} ok
 */

const KINDS = /** @type {const} */ (['vitest', 'playwright', 'check', 'setup']);

/** @returns {Counts} */
export function emptyCounts() {
  return { passed: 0, failed: 0, skipped: 0, flaky: 0, failures: [] };
}

/**
 * @param {unknown} value
 * @returns {number}
 */
function count(value) {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/**
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
function isObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * @param {unknown} value
 * @returns {unknown[]}
 */
function list(value) {
  return Array.isArray(value) ? value : [];
}

/**
 * @param {unknown} value
 * @returns {string}
 */
function text(value) {
  return typeof value === 'string' ? value : '';
}

// ANSI colour codes in tool output (ESC [ ... m), built without a control character literal.
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/**
 * First line of a message, trimmed and shortened, for one-line failure names.
 * @param {string} message
 */
export function firstLine(message) {
  const line = (
    message
      .replace(ANSI_COLOUR, '')
      .split('\n')
      .find((l) => l.trim()) ?? ''
  ).trim();
  return line.length > 160 ? `${line.slice(0, 157)}...` : line;
}

/**
 * Counts from a vitest JSON report. A test file that fails to load (syntax error, missing
 * import, failing hook) has no failed test but is a failure: it counts as one failed.
 * @param {unknown} report
 * @param {string} [root] absolute directory that file names are shown relative to
 * @returns {Counts}
 */
export function parseVitestReport(report, root = '') {
  const counts = emptyCounts();
  if (!isObject(report) || typeof report.numTotalTests !== 'number') {
    counts.failed = 1;
    counts.failures.push('not a vitest JSON report');
    return counts;
  }
  counts.passed = count(report.numPassedTests);
  counts.failed = count(report.numFailedTests);
  counts.skipped = count(report.numPendingTests) + count(report.numTodoTests);

  for (const file of list(report.testResults)) {
    if (!isObject(file)) continue;
    const name = relativeName(text(file.name), root);
    const assertions = list(file.assertionResults).filter(isObject);
    const failedTests = assertions.filter((a) => a.status === 'failed');
    for (const test of failedTests) {
      counts.failures.push(`${name} > ${text(test.fullName) || text(test.title)}`);
    }
    if (file.status === 'failed' && failedTests.length === 0) {
      counts.failed += 1;
      const why = firstLine(text(file.message));
      counts.failures.push(`${name} (file failed${why ? `: ${why}` : ''})`);
    }
  }

  if (report.success === false && counts.failed === 0) {
    counts.failed = 1;
    counts.failures.push('vitest reported success=false (unhandled error or failed setup)');
  }
  return counts;
}

/**
 * Counts from a Playwright JSON report (reporter 'json').
 * Errors outside tests (web server did not start, global setup threw) count as one failed each.
 * @param {unknown} report
 * @returns {Counts}
 */
export function parsePlaywrightReport(report) {
  const counts = emptyCounts();
  if (!isObject(report) || !isObject(report.stats)) {
    counts.failed = 1;
    counts.failures.push('not a Playwright JSON report');
    return counts;
  }
  const stats = report.stats;
  counts.flaky = count(stats.flaky);
  counts.passed = count(stats.expected) + counts.flaky;
  counts.failed = count(stats.unexpected);
  counts.skipped = count(stats.skipped);

  /** @param {unknown} suite @param {string[]} path */
  const walk = (suite, path) => {
    if (!isObject(suite)) return;
    const title = text(suite.title);
    const here = title ? [...path, title] : path;
    for (const spec of list(suite.specs)) {
      if (!isObject(spec)) continue;
      for (const test of list(spec.tests)) {
        if (!isObject(test)) continue;
        const label = [...here, text(spec.title)].join(' > ');
        const project = text(test.projectName);
        const full = project ? `[${project}] ${label}` : label;
        if (test.status === 'unexpected') counts.failures.push(full);
        if (test.status === 'flaky') counts.failures.push(`${full} (flaky: passed on retry)`);
      }
    }
    for (const child of list(suite.suites)) walk(child, here);
  };
  for (const suite of list(report.suites)) walk(suite, []);

  for (const error of list(report.errors)) {
    if (!isObject(error)) continue;
    counts.failed += 1;
    counts.failures.push(`error outside tests: ${firstLine(text(error.message)) || 'unknown'}`);
  }
  return counts;
}

/**
 * @param {string} file
 * @param {string} root
 */
function relativeName(file, root) {
  if (root && file.startsWith(`${root}/`)) return file.slice(root.length + 1);
  return file;
}

/**
 * Parses `NAME:KIND:EXIT:SECONDS[:REPORT]`.
 * @param {string} arg
 * @returns {Stage}
 */
export function parseStageArg(arg) {
  const [name = '', kind = '', exit = '', seconds = '', ...rest] = arg.split(':');
  if (!name) throw new Error(`stage without a name: "${arg}"`);
  if (!KINDS.includes(/** @type {StageKind} */ (kind))) {
    throw new Error(`stage "${name}": kind must be one of ${KINDS.join(', ')}, got "${kind}"`);
  }
  let exitCode = null;
  if (exit !== '-') {
    if (!/^\d+$/.test(exit)) throw new Error(`stage "${name}": exit code must be a number or -`);
    exitCode = Number(exit);
  }
  const report = rest.join(':');
  return {
    name,
    kind: /** @type {StageKind} */ (kind),
    exitCode,
    seconds: Number.isFinite(Number(seconds)) ? Number(seconds) : 0,
    report: report || null,
  };
}

/**
 * Works out what one stage contributes to the totals.
 * @param {Stage} stage
 * @param {(path: string) => string | null} readReport returns the file's text, or null if absent
 * @param {string} [root]
 * @returns {StageResult}
 */
export function evaluateStage(stage, readReport, root = '') {
  let counts = emptyCounts();
  if (stage.exitCode === null) {
    counts.failed = 1;
    counts.failures.push(`${stage.name}: did not run`);
    return { stage, counts, ok: false };
  }

  if (stage.kind === 'check') {
    if (stage.exitCode === 0) counts.passed = 1;
    else {
      counts.failed = 1;
      counts.failures.push(`${stage.name} (exit ${stage.exitCode})`);
    }
    return { stage, counts, ok: stage.exitCode === 0 };
  }

  if (stage.kind === 'setup') {
    if (stage.exitCode !== 0) {
      counts.failed = 1;
      counts.failures.push(`${stage.name} (setup failed, exit ${stage.exitCode})`);
    }
    return { stage, counts, ok: stage.exitCode === 0 };
  }

  const raw = stage.report ? readReport(stage.report) : null;
  if (raw === null) {
    counts.failed = 1;
    counts.failures.push(`${stage.name}: no report (exit ${stage.exitCode})`);
    return { stage, counts, ok: false };
  }
  let json;
  try {
    json = JSON.parse(raw);
  } catch {
    counts.failed = 1;
    counts.failures.push(`${stage.name}: report is not valid JSON (exit ${stage.exitCode})`);
    return { stage, counts, ok: false };
  }
  counts = stage.kind === 'vitest' ? parseVitestReport(json, root) : parsePlaywrightReport(json);
  counts.failures = counts.failures.map((f) => `${stage.name}: ${f}`);

  // A runner that failed although its report shows no failure (crash after writing, a thrown
  // teardown, unhandled errors) still failed: count it once so the totals cannot say all green.
  if (stage.exitCode !== 0 && counts.failed === 0) {
    counts.failed = 1;
    counts.failures.push(
      `${stage.name}: exited with code ${stage.exitCode} but its report shows no failed test`,
    );
  }
  return { stage, counts, ok: stage.exitCode === 0 && counts.failed === 0 };
}

/**
 * @param {StageResult[]} results
 * @returns {Counts}
 */
export function total(results) {
  const sum = emptyCounts();
  for (const { counts } of results) {
    sum.passed += counts.passed;
    sum.failed += counts.failed;
    sum.skipped += counts.skipped;
    sum.flaky += counts.flaky;
    sum.failures.push(...counts.failures);
  }
  return sum;
}

/**
 * The one line CI reads. Always the last line printed.
 * @param {Pick<Counts, 'passed' | 'failed' | 'skipped'>} counts
 */
export function summaryLine({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`;
}

/**
 * Everything printed, as lines; the last one is the summary line. `wallSeconds`, when known, is
 * the run's own length, printed as its total instead of the sum of the stages.
 * @param {StageResult[]} results
 * @param {number | null} [wallSeconds]
 * @returns {{ lines: string[], exitCode: number }}
 */
export function renderSummary(results, wallSeconds = null) {
  const sum = total(results);
  const lines = ['', '── test summary ──'];
  const width = Math.max(5, ...results.map((r) => r.stage.name.length));
  for (const { stage, counts, ok } of results) {
    const status =
      stage.exitCode === null ? 'not run' : ok ? 'ok' : `FAILED (exit ${stage.exitCode})`;
    const figures =
      stage.kind === 'vitest' || stage.kind === 'playwright'
        ? `  ${summaryLine(counts)}${counts.flaky ? `, ${counts.flaky} flaky` : ''}`
        : '';
    lines.push(
      `${stage.name.padEnd(width)}  ${stage.seconds.toFixed(1).padStart(6)} s  ${status}${figures}`,
    );
  }
  const seconds = wallSeconds ?? results.reduce((s, r) => s + r.stage.seconds, 0);
  const overlap = wallSeconds === null ? '' : '  (the whole run; some stages ran side by side)';
  lines.push(`${'total'.padEnd(width)}  ${seconds.toFixed(1).padStart(6)} s${overlap}`);
  if (sum.failures.length > 0) {
    lines.push('', 'Failed:');
    const shown = sum.failures.slice(0, 50);
    for (const failure of shown) lines.push(`  ✗ ${failure}`);
    if (sum.failures.length > shown.length) {
      lines.push(
        `  … and ${sum.failures.length - shown.length} more (see the reports in .reports/)`,
      );
    }
  }
  lines.push(summaryLine(sum));
  const everyStageRan = results.every((r) => r.stage.exitCode !== null);
  return { lines, exitCode: sum.failed === 0 && everyStageRan ? 0 : 1 };
}

/** @param {string[]} argv */
function main(argv) {
  /** @type {Stage[]} */
  const stages = [];
  /** @type {number | null} */
  let wallSeconds = null;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg === '--wall') {
      wallSeconds = Number(argv[(i += 1)]);
      if (!Number.isFinite(wallSeconds)) throw new Error('--wall needs a number of seconds');
    } else if (arg === '--stage') stages.push(parseStageArg(argv[(i += 1)] ?? ''));
    else if (arg.startsWith('--stage=')) stages.push(parseStageArg(arg.slice('--stage='.length)));
    else throw new Error(`unknown argument "${arg}"`);
  }
  if (stages.length === 0) throw new Error('no --stage given');
  const root = process.cwd();
  /** @param {string} path */
  const readReport = (path) => {
    try {
      return readFileSync(resolve(root, path), 'utf8');
    } catch {
      return null;
    }
  };
  const { lines, exitCode } = renderSummary(
    stages.map((s) => evaluateStage(s, readReport, root)),
    wallSeconds,
  );
  process.stdout.write(`${lines.join('\n')}\n`);
  return exitCode;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (error) {
    console.error(`test-summary: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 2;
  }
}
