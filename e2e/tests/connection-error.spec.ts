import { expect, test, type Page } from '@playwright/test';

const MESSAGE = 'Unable to connect to the server. Please check your connection.';

const errorHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Connection Error' });
const appHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Discover Co-Founders' });

/** Marks the current document, so a test can tell a recovery from a full reload. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    document.documentElement.dataset.e2eSameDocument = 'yes';
  });
}

async function expectSameDocument(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-e2e-same-document', 'yes');
}

test('an automatic retry brings the app back once the server answers', async ({ page }) => {
  await page.route('**/api/health', (route) => route.abort());
  await page.goto('/browse');
  await expect(errorHeading(page)).toBeVisible();
  await expect(page.getByText(MESSAGE)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry Connection' })).toBeVisible();
  await markDocument(page);

  await page.unroute('**/api/health');
  await expect(appHeading(page)).toBeVisible({ timeout: 15_000 });
  await expect(errorHeading(page)).toBeHidden();
  await expectSameDocument(page);
});

test('after three retries it offers Reload Page, and Retry Connection still recovers', async ({
  page,
}) => {
  test.setTimeout(45_000);
  let healthChecks = 0;
  await page.route('**/api/health', (route) => {
    healthChecks += 1;
    return route.abort();
  });
  await page.goto('/browse');
  await expect(errorHeading(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload Page' })).toBeHidden();

  // Retries after 1 s, 2 s and 4 s: the first check plus three retries, then the offer to reload.
  await expect(page.getByRole('button', { name: 'Reload Page' })).toBeVisible({
    timeout: 15_000,
  });
  expect(healthChecks).toBe(4);
  await markDocument(page);

  await page.unroute('**/api/health');
  await page.getByRole('button', { name: 'Retry Connection' }).click();
  await expect(appHeading(page)).toBeVisible();
  await expectSameDocument(page);
});

test('an API call failing while the app is in use checks the connection', async ({ page }) => {
  await page.goto('/signin');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();

  await page.route('**/api/**', (route) => route.abort());
  await page.getByLabel('Email').fill('demo@cofound.dev');
  await page.getByLabel('Password').fill('cofound-demo');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(errorHeading(page)).toBeVisible();
});
