import { expect, test } from '@playwright/test';
import { startCofoundServer } from '../support/cofound-server';
import { DEMO_MEMBER } from '../support/members';

test('the server is healthy and the home page lands on /browse', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok' });

  const response = await page.goto('/');
  expect(response?.status(), 'status of GET /').toBeLessThan(400);
  await page.waitForURL((url) => url.pathname === '/browse');
  await expect(page.locator('h1').first()).toBeVisible();
});

test('the browser gets the production build of the app', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
    (match) => match[1]!,
  );
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    // React's development JSX runtime: present only in a development bundle.
    expect(await (await request.get(script)).text(), script).not.toContain('jsxDEV');
  }
});

// `npm test` runs the server under test on PostgreSQL; the README's `npm start` runs on the
// embedded database. This starts one exactly so (no DATABASE_URL, SEED_DEMO unset) and signs in
// to the demo community it seeded.
test('npm start on the embedded database seeds the demo community', async ({ page }) => {
  test.skip(!process.env.E2E_DATABASE_URL, 'the server under test runs on the embedded database');
  test.setTimeout(180_000);
  const server = await startCofoundServer({ DATABASE_URL: '', SEED_DEMO: '' });
  try {
    await page.goto(`${server.url}/signin`);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    await page.getByLabel('Email').fill(DEMO_MEMBER.email);
    await page.getByLabel('Password').fill(DEMO_MEMBER.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`${server.url}/browse`);
    const cards = page.getByRole('list', { name: 'Co-founders' }).getByRole('article');
    await expect(cards.first()).toBeVisible();
  } finally {
    await server.stop();
  }
});
