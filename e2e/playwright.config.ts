// End-to-end journeys in Debian's Chromium against the real product, started the way a user
// starts it (`node scripts/start.mjs`: web build when stale, migrations, demo seed on a fresh
// database), on its own port and a fresh data directory that is removed afterwards.
//
// Environment:
//   E2E_PORT        port of the server under test (default 3100; `npm test` picks a free one)
//   E2E_DATABASE_URL an empty PostgreSQL database for the server (default: the embedded one)
//   PW_JSON_REPORT  where the JSON report goes (default <repo>/.reports/playwright.json)
//   PW_OUTPUT_DIR   traces and screenshots of failed tests (default e2e/test-results; Playwright
//                   empties it at the start of a run, so concurrent runs need their own)
//   CHROMIUM_PATH   browser executable (default /usr/bin/chromium-headless-shell, Debian's
//                   `chromium-headless-shell` package: the same Chromium without the desktop
//                   browser around it, a fifth less CPU per journey; docs/decisions/0019)
//   E2E_SERVER_LOG  set to 1 to show the server's stdout (its stderr is always shown)
//   E2E_GITHUB_PORT port of the local GitHub stand-in the server signs in and links with
//                   (default: E2E_PORT + 1)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { startGitHubStandIn } from '../apps/server/src/test/github-stand-in';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..');

const port = Number(process.env.E2E_PORT ?? 3100);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  throw new Error(`E2E_PORT must be a TCP port, got "${process.env.E2E_PORT}"`);
}
const baseURL = `http://localhost:${port}`;

// Playwright loads this file in the runner and again in every worker. Only the first load (the
// runner, which starts the web server) makes the data directory; workers inherit its path.
let dataDir = process.env.E2E_DATA_DIR;
if (!dataDir) {
  const created = fs.mkdtempSync(path.join(os.tmpdir(), 'cofound-e2e-'));
  dataDir = created;
  process.env.E2E_DATA_DIR = created;
  // By the time the runner exits, the web server has been stopped.
  process.on('exit', () => fs.rmSync(created, { recursive: true, force: true }));
}

// GitHub, played by a local stand-in with a consent page, so a journey can link an account the
// way a member does. Started once, by the runner; the workers inherit its address.
const gitHubClient = { id: 'e2e-github-client', secret: 'e2e-github-secret' };
let gitHubUrl = process.env.E2E_GITHUB_URL;
if (!gitHubUrl) {
  const gitHubPort = Number(process.env.E2E_GITHUB_PORT ?? port + 1);
  gitHubUrl = `http://127.0.0.1:${gitHubPort}`;
  process.env.E2E_GITHUB_URL = gitHubUrl;
  startGitHubStandIn(gitHubClient, { port: gitHubPort, consentPage: true }).catch(
    (error: unknown) => {
      console.error(`The GitHub stand-in could not start on port ${gitHubPort}:`, error);
      process.exit(1);
    },
  );
}

/** Debian's Chromium with a fake camera and microphone, for every journey. */
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
};

const jsonReport = path.resolve(
  process.env.PW_JSON_REPORT ?? path.join(repoRoot, '.reports', 'playwright.json'),
);

export default defineConfig({
  testDir: './tests',
  outputDir: path.resolve(process.env.PW_OUTPUT_DIR ?? path.join(here, 'test-results')),
  fullyParallel: false,
  workers: 2,
  // No retries, here or in CI: a flaky test must show up as a failure.
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Generous waits: CI shares its two cores with the server, two browsers and the database, and
  // a loaded host has run journeys three times slower than a quiet one. A wait only costs time
  // when something is wrong, so they are sized for the slow host.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: jsonReport }]],
  use: {
    baseURL,
    locale: 'en-US',
    // Recording a trace costs every journey a tenth of its time, failed or not; to see one, run
    // again with `--trace retain-on-failure`. The screenshot of a failure is always taken.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  // The journey that starts a second server on the embedded database (smoke.spec.ts) takes far
  // longer than any other: it goes first, so the other worker is not left idle at the end.
  projects: [
    { name: 'smoke', testMatch: 'smoke.spec.ts', use: chromium },
    { name: 'chromium', testIgnore: 'smoke.spec.ts', use: chromium },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: process.env.E2E_SERVER_LOG === '1' ? 'pipe' : 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    // Merged over process.env. An empty value counts as unset for the server and also beats a
    // developer's .env file, so the run gets the embedded database unless E2E_DATABASE_URL names
    // an empty PostgreSQL database (`npm test` does: docs/decisions/0032); the demo seed either way.
    env: {
      PORT: String(port),
      APP_URL: baseURL,
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      NODE_ENV: 'development',
      SEED_DEMO: 'true',
      // All browser traffic comes from one address; the per-client API limit is not under test
      // here (integration tests cover it).
      RATE_LIMIT_PER_MINUTE: '100000',
      GITHUB_CLIENT_ID: gitHubClient.id,
      GITHUB_CLIENT_SECRET: gitHubClient.secret,
      GITHUB_OAUTH_URL: gitHubUrl,
      GITHUB_API_URL: gitHubUrl,
    },
  },
});
