import { expect, test } from '@playwright/test';

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
