// `npm run bench -- lighthouse`: Lighthouse's performance score (its default mobile preset:
// a mid-range phone's screen, a 4x slower CPU and a slow 4G network, simulated) for /browse,
// /signin and /dashboard, on the production build the server serves, with the demo community.
// /browse and /dashboard are loaded signed in as the demo member (the session cookie in the
// browser's cookie jar). Prints one JSON line per page: the score (0-100) and its metrics in ms (first
// and largest contentful paint, speed index, total blocking time), the layout shift, and where
// the main thread's time went (per kind of work, the scripts that ran longest and the longest
// tasks), the largest paint's element with its phases, and the number of requests.
// BENCH_RUNS (default 3) runs per page; the median run by score is printed. BENCH_PAGES (comma
// separated, default all three) picks pages; BENCH_REPORT_DIR keeps each run's whole report. CHROMIUM_PATH as the browser tests take it (default
// /usr/bin/chromium-headless-shell).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { signInDemoMember } from './lib/demo-sign-in';
import {
  freePort,
  startServerProcess,
  waitUntilServing,
} from '../apps/server/src/test/fault/server-process';

type Audit = { numericValue?: number; details?: unknown };

/** A script's URL without the server's origin (or 'Unattributable' as Lighthouse gives it). */
const pathOf = (url: unknown) => String(url).replace(/^https?:\/\/[^/]+/, '');

/**
 * Where the page's main thread went (Lighthouse's audits, in ms of the slowed CPU): the total
 * per kind of work (script evaluation, parsing and compiling, style and layout, ...), and the
 * scripts that took longest to run, by file name.
 */
function mainThreadOf(lhr: { audits: Record<string, Audit | undefined> }) {
  // Both audits' details are tables: { items: rows }.
  const items = (id: string) =>
    (lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const byKind = Object.fromEntries(
    items('mainthread-work-breakdown').map((item) => [
      String(item.group),
      Math.round(Number(item.duration)),
    ]),
  );
  const scripts = items('bootup-time')
    .slice(0, 6)
    .map((item) => ({
      script: pathOf(item.url),
      total_ms: Math.round(Number(item.total)),
      evaluation_ms: Math.round(Number(item.scripting)),
      compile_ms: Math.round(Number(item.scriptParseCompile)),
    }));
  // The tasks over 50 ms (what total blocking time counts), longest first.
  const longTasks = items('long-tasks')
    .slice(0, 6)
    .map((item) => ({
      script: pathOf(item.url),
      start_ms: Math.round(Number(item.startTime)),
      duration_ms: Math.round(Number(item.duration)),
    }));
  return {
    total_ms: Math.round(lhr.audits['mainthread-work-breakdown']?.numericValue ?? NaN),
    byKind,
    scripts,
    longTasks,
  };
}

/**
 * The largest contentful paint's element and where its time went (time to first byte, the delay
 * before its resource loads, the load, the delay before it renders), and how many requests the
 * page made.
 */
function paintOf(lhr: { audits: Record<string, Audit | undefined> }) {
  type Table = { items?: Record<string, unknown>[] };
  const tables =
    (lhr.audits['largest-contentful-paint-element']?.details as { items?: Table[] } | undefined)
      ?.items ?? [];
  const node = tables[0]?.items?.[0]?.node as { snippet?: string } | undefined;
  const phases = Object.fromEntries(
    (tables[1]?.items ?? []).map((row) => [String(row.phase), Math.round(Number(row.timing))]),
  );
  const requests =
    (lhr.audits['network-requests']?.details as Table | undefined)?.items?.length ?? NaN;
  return { lcp_element: node?.snippet ?? null, lcp_phases_ms: phases, requests };
}

/** A Cookie header's pairs as cookies of the server's host. */
function sessionCookies(header: string, origin: string) {
  const domain = new URL(origin).hostname;
  return header.split('; ').map((pair) => {
    const [name = '', ...value] = pair.split('=');
    return { name, value: value.join('='), domain, path: '/', httpOnly: true };
  });
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const pickedPages = process.env.BENCH_PAGES?.split(',');
// BENCH_REPORT_DIR: where to keep each run's whole Lighthouse report (JSON), to read further.
const reportDir = process.env.BENCH_REPORT_DIR;
const pages = [
  { path: '/browse', signedIn: true },
  { path: '/signin', signedIn: false },
  { path: '/dashboard', signedIn: true },
].filter((page) => !pickedPages || pickedPages.includes(page.path));

const build = spawnSync('npm', ['run', 'build', '-w', '@cofound/web'], {
  cwd: root,
  stdio: ['ignore', 2, 2],
  env: { ...process.env, NODE_ENV: 'production' },
});
if (build.status !== 0) throw new Error(`the web build failed (exit ${build.status})`);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cofound-bench-lighthouse-'));
const server = startServerProcess(
  await freePort(),
  {
    NODE_ENV: 'development',
    SEED_DEMO: 'true',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(root, 'apps/web/dist'),
  },
  { discardStdout: true },
);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
let browser: Browser | undefined;
try {
  await waitUntilServing(server, 300_000);
  // The session cookie goes into the browser's cookie jar, where a sign-in puts it: the page's
  // realtime socket needs it too (an extra request header reaches only the page's own requests),
  // and Lighthouse clears no cookies between runs.
  const cookies = sessionCookies(await signInDemoMember(server.origin), server.origin);
  browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  for (const page of pages) {
    if (page.signedIn) await browser.setCookie(...cookies);
    else
      await browser.deleteMatchingCookies(...cookies.map(({ name, domain }) => ({ name, domain })));
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(`${server.origin}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (!result) throw new Error(`no Lighthouse result for ${page.path}`);
      const { lhr } = result;
      if (reportDir) {
        const name = `${page.path.replace(/\W+/g, '') || 'root'}-${run + 1}.json`;
        fs.writeFileSync(path.join(reportDir, name), JSON.stringify(lhr));
      }
      const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
      results.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        first_contentful_paint_ms: ms('first-contentful-paint'),
        largest_contentful_paint_ms: ms('largest-contentful-paint'),
        speed_index_ms: ms('speed-index'),
        total_blocking_time_ms: ms('total-blocking-time'),
        cumulative_layout_shift:
          Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
        final_url: lhr.finalDisplayedUrl,
        ...paintOf(lhr),
        main_thread: mainThreadOf(lhr),
      });
    }
    results.sort((a, b) => a.score - b.score);
    const median = results[Math.floor(results.length / 2)]!;
    console.log(
      JSON.stringify({
        bench: 'lighthouse.mobile',
        page: page.path,
        runs,
        scores: results.map((result) => result.score),
        goal_score: 90,
        meets_goal: median.score >= 90,
        ...median,
      }),
    );
  }
} finally {
  await browser?.disconnect();
  chrome.kill();
  server.child.kill('SIGTERM');
  await server.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
