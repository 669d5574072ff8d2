// PostgreSQL stops under a member who is browsing: the API answers 503 at once (never a hang,
// never a 500) and the browser shows the Connection Error screen. When the database is back
// within the automatic retries the app returns by itself; after a ten-second outage the screen
// offers Reload Page, and Retry Connection brings the same page back, with its data.
import { expect, test, type Page } from '@playwright/test';
import { startCofoundServer, type CofoundServer } from '../support/cofound-server';
import { fromApp, uniqueMember } from '../support/members';
import {
  postgresInstalled,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../support/throwaway-postgres';

const CONNECTION_ERROR = 'Unable to connect to the server. Please check your connection.';

test.describe.configure({ mode: 'serial' });
test.skip(!postgresInstalled(), 'PostgreSQL server programs are not installed');

let postgres: ThrowawayPostgres | undefined;
let server: CofoundServer | undefined;
const member = uniqueMember('outage');

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  postgres = startThrowawayPostgres('cofound_e2e_outage');
  server = await startCofoundServer({ DATABASE_URL: postgres.url });
  const signedUp = await request.post(`${server.url}/api/accounts/signup`, {
    data: {
      ...member,
      role: 'CTO/Technical Lead',
      industry: 'AI/ML',
      experience: 4,
      workStyle: ['Remote'],
      personalityTraits: ['Analytical'],
    },
    headers: fromApp(server.url),
  });
  expect(signedUp.status(), await signedUp.text()).toBe(201);
});

test.afterAll(async () => {
  await server?.stop();
  postgres?.remove();
});

const discoverHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Discover Co-Founders' });
const errorHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Connection Error' });

/** Every /api answer the page gets, and whether the page was ever reloaded. */
async function browse(page: Page) {
  const url = server!.url;
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(`${url}/api/`)) statuses.push(response.status());
  });
  await page.goto(`${url}/browse`);
  await expect(discoverHeading(page)).toBeVisible();
  await expect(page.getByText(member.name)).toBeVisible();
  await page.evaluate(() => {
    document.documentElement.dataset.e2eSameDocument = 'yes';
  });
  return statuses;
}

/** A search while the database is away: the answer is 503 and the app checks the connection. */
async function searchDuringOutage(page: Page, term: string) {
  await page.getByLabel('Search co-founders').fill(term);
  await expect(errorHeading(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(CONNECTION_ERROR)).toBeVisible();
}

async function expectBackOnTheSamePage(page: Page, statuses: number[]) {
  await expect(discoverHeading(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(member.name)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-e2e-same-document', 'yes');
  expect(statuses).toContain(503);
  expect(statuses).not.toContain(500);
}

const waitUntil = (page: Page, since: number, ms: number) =>
  page.waitForTimeout(Math.max(0, ms - (Date.now() - since)));

test('a short outage: the Connection Error screen, then the app back by itself', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const statuses = await browse(page);
  const stoppedAt = Date.now();
  postgres!.stop();
  await searchDuringOutage(page, member.name.split(' ')[1]!);
  // Back within the automatic retries (1 s, 2 s and 4 s apart): nobody clicks anything.
  await waitUntil(page, stoppedAt, 3_000);
  postgres!.start();
  await expectBackOnTheSamePage(page, statuses);
});

test('a ten-second outage: 503 at once, Reload Page after three retries, Retry Connection recovers', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const statuses = await browse(page);
  const stoppedAt = Date.now();
  postgres!.stop();
  const direct = await page.request.get(`${server!.url}/api/discover`, { timeout: 10_000 });
  expect(direct.status()).toBe(503);
  expect(Date.now() - stoppedAt).toBeLessThan(5_000);

  await searchDuringOutage(page, 'Ada');
  await expect(page.getByRole('button', { name: 'Reload Page' })).toBeVisible({ timeout: 20_000 });
  await waitUntil(page, stoppedAt, 10_000);
  postgres!.start();
  await page.getByRole('button', { name: 'Retry Connection' }).click();
  await expectBackOnTheSamePage(page, statuses);
});
