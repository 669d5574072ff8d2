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
