import { describe, expect, it } from 'vitest';
import {
  evaluateStage,
  firstLine,
  parsePlaywrightReport,
  parseStageArg,
  parseVitestReport,
  renderSummary,
  summaryLine,
} from './test-summary.mjs';

const vitestReport = {
  numTotalTests: 6,
  numPassedTests: 3,
  numFailedTests: 1,
  numPendingTests: 1,
  numTodoTests: 1,
  success: false,
  testResults: [
    {
      name: '/repo/apps/server/src/a.test.ts',
      status: 'failed',
      message: '',
      assertionResults: [
        { fullName: 'suite a passes', status: 'passed' },
        { fullName: 'suite a fails', status: 'failed' },
        { fullName: 'suite a skipped', status: 'skipped' },
        { fullName: 'suite a todo', status: 'todo' },
      ],
    },
    {
      name: '/repo/apps/server/src/b.test.ts',
      status: 'failed',
      message: "Cannot find module './gone.js' imported from b.test.ts\n    at stack",
      assertionResults: [],
    },
    {
      name: '/repo/apps/server/src/c.test.ts',
      status: 'passed',
      message: '',
      assertionResults: [
        { fullName: 'c one', status: 'passed' },
        { fullName: 'c two', status: 'passed' },
      ],
    },
  ],
};

const playwrightReport = {
  suites: [
    {
      title: 'smoke.spec.ts',
      specs: [
        { title: 'health answers', tests: [{ projectName: 'chromium', status: 'expected' }] },
        { title: 'home page', tests: [{ projectName: 'chromium', status: 'unexpected' }] },
      ],
      suites: [
        {
          title: 'nested',
          specs: [{ title: 'sometimes', tests: [{ projectName: 'chromium', status: 'flaky' }] }],
          suites: [],
        },
      ],
    },
  ],
  errors: [],
  stats: { expected: 4, unexpected: 1, flaky: 1, skipped: 2, duration: 1234 },
};

const noFiles = () => null;

describe('parseVitestReport', () => {
  it('counts passed, failed and skipped, and a file that failed to load as one failure', () => {
    const counts = parseVitestReport(vitestReport, '/repo');
    expect(counts).toMatchObject({ passed: 3, failed: 2, skipped: 2 });
    expect(counts.failures).toEqual([
      'apps/server/src/a.test.ts > suite a fails',
      "apps/server/src/b.test.ts (file failed: Cannot find module './gone.js' imported from b.test.ts)",
    ]);
  });

  it('counts success=false without any failed test as one failure', () => {
    const counts = parseVitestReport({ numTotalTests: 2, numPassedTests: 2, success: false });
    expect(counts).toMatchObject({ passed: 2, failed: 1 });
  });

  it('accepts an empty run (no test files, passWithNoTests)', () => {
    const counts = parseVitestReport({
      numTotalTests: 0,
      numPassedTests: 0,
      numFailedTests: 0,
      success: true,
      testResults: [],
    });
    expect(counts).toMatchObject({ passed: 0, failed: 0, skipped: 0 });
  });

  it('treats anything else as one failure', () => {
    expect(parseVitestReport({ stats: {} }).failed).toBe(1);
    expect(parseVitestReport(null).failed).toBe(1);
  });
});

describe('parsePlaywrightReport', () => {
  it('reads stats and names the unexpected and flaky tests', () => {
    const counts = parsePlaywrightReport(playwrightReport);
    expect(counts).toMatchObject({ passed: 5, failed: 1, skipped: 2, flaky: 1 });
    expect(counts.failures).toEqual([
      '[chromium] smoke.spec.ts > home page',
      '[chromium] smoke.spec.ts > nested > sometimes (flaky: passed on retry)',
    ]);
  });

  it('counts errors outside tests, such as a web server that did not start', () => {
    const counts = parsePlaywrightReport({
      suites: [],
      errors: [
        { message: '\u001b[31mError: Timed out waiting 180000ms from config.webServer.\u001b[39m' },
      ],
      stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 },
    });
    expect(counts).toMatchObject({ passed: 0, failed: 1 });
    expect(counts.failures).toEqual([
      'error outside tests: Error: Timed out waiting 180000ms from config.webServer.',
    ]);
  });

  it('treats a report without stats as one failure', () => {
    expect(parsePlaywrightReport({ suites: [] }).failed).toBe(1);
  });
});

describe('parseStageArg', () => {
  it('parses name, kind, exit code, seconds and a report path', () => {
    expect(parseStageArg('vitest-pglite:vitest:1:12.5:.reports/vitest-pglite.json')).toEqual({
      name: 'vitest-pglite',
      kind: 'vitest',
      exitCode: 1,
      seconds: 12.5,
      report: '.reports/vitest-pglite.json',
    });
  });

  it('reads - as a stage that did not run', () => {
    expect(parseStageArg('lint:check:-:0')).toMatchObject({ exitCode: null, report: null });
  });

  it('rejects unknown kinds and bad exit codes', () => {
    expect(() => parseStageArg('x:jest:0:1')).toThrow(/kind/);
    expect(() => parseStageArg('x:check:abc:1')).toThrow(/exit code/);
    expect(() => parseStageArg('')).toThrow(/name/);
  });
});

describe('evaluateStage', () => {
  it('counts a check as one test', () => {
    expect(evaluateStage(parseStageArg('lint:check:0:3'), noFiles).counts.passed).toBe(1);
    const failed = evaluateStage(parseStageArg('lint:check:2:3'), noFiles);
    expect(failed.counts.failed).toBe(1);
    expect(failed.ok).toBe(false);
  });

  it('counts a setup step only when it fails', () => {
    expect(evaluateStage(parseStageArg('postgres:setup:0:3'), noFiles).counts).toMatchObject({
      passed: 0,
      failed: 0,
    });
    expect(evaluateStage(parseStageArg('postgres:setup:1:3'), noFiles).counts.failed).toBe(1);
  });

  it('counts a runner without a report as one named failure', () => {
    const result = evaluateStage(parseStageArg('e2e:playwright:1:9:.reports/pw.json'), noFiles);
    expect(result.counts.failed).toBe(1);
    expect(result.counts.failures).toEqual(['e2e: no report (exit 1)']);
  });

  it('counts a report that is not JSON as one failure', () => {
    const result = evaluateStage(parseStageArg('unit:vitest:0:1:r.json'), () => '{"truncated');
    expect(result.counts.failed).toBe(1);
  });

  it('counts a non-zero exit with an all-green report as one failure', () => {
    const green = JSON.stringify({ numTotalTests: 1, numPassedTests: 1, success: true });
    const result = evaluateStage(parseStageArg('unit:vitest:1:1:r.json'), () => green);
    expect(result.counts).toMatchObject({ passed: 1, failed: 1 });
    expect(result.ok).toBe(false);
  });

  it('prefixes failures with the stage name', () => {
    const result = evaluateStage(parseStageArg('e2e:playwright:1:30:pw.json'), () =>
      JSON.stringify(playwrightReport),
    );
    expect(result.counts.failures[0]).toBe('e2e: [chromium] smoke.spec.ts > home page');
  });
});

describe('renderSummary', () => {
  const green = JSON.stringify({ numTotalTests: 7, numPassedTests: 7, success: true });

  it('ends with exactly "N passed, N failed" and exits 0 when all is green', () => {
    const results = [
      evaluateStage(parseStageArg('unit:vitest:0:2:r.json'), () => green),
      evaluateStage(parseStageArg('typecheck:check:0:20'), noFiles),
    ];
    const { lines, exitCode } = renderSummary(results);
    expect(lines.at(-1)).toBe('8 passed, 0 failed');
    expect(exitCode).toBe(0);
  });

  it('adds skipped, lists failures and exits 1 when something failed or did not run', () => {
    const results = [
      evaluateStage(parseStageArg('e2e:playwright:1:30:pw.json'), () =>
        JSON.stringify(playwrightReport),
      ),
      evaluateStage(parseStageArg('vitest-postgres:vitest:-:0'), noFiles),
    ];
    const { lines, exitCode } = renderSummary(results);
    expect(lines.at(-1)).toBe('5 passed, 2 failed, 2 skipped');
    expect(lines).toContain('  ✗ vitest-postgres: did not run');
    expect(exitCode).toBe(1);
  });

  it('totals the stages, or prints the whole run when stages overlapped', () => {
    const results = [
      evaluateStage(parseStageArg('unit:vitest:0:200:r.json'), () => green),
      evaluateStage(parseStageArg('typecheck:check:0:500'), noFiles),
    ];
    const totalLine = (lines: string[]) => lines.find((line) => line.startsWith('total'));
    expect(totalLine(renderSummary(results).lines)).toMatch(/^total +700\.0 s$/);
    expect(totalLine(renderSummary(results, 480).lines)).toMatch(
      /^total +480\.0 s {2}\(the whole run; some stages ran side by side\)$/,
    );
  });
});

describe('helpers', () => {
  it('formats the summary line', () => {
    expect(summaryLine({ passed: 1, failed: 0, skipped: 0 })).toBe('1 passed, 0 failed');
    expect(summaryLine({ passed: 0, failed: 3, skipped: 1 })).toBe('0 passed, 3 failed, 1 skipped');
  });

  it('keeps the first non-empty line of a message', () => {
    expect(firstLine('\n  \u001b[31mboom\u001b[39m\n  at x')).toBe('boom');
    expect(firstLine('x'.repeat(200))).toHaveLength(160);
  });
});
