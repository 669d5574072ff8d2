// The admin area's revenue: the demo admin reads the last 30 days of the demo community's
// payments, switches to the last year (the URL keeps it, the figures follow) and downloads that
// period's CSV. On a phone, then the last screen at desktop size; axe clean.
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from '../support/axe';
import { DEMO_ADMIN, signInThroughApi } from '../support/members';
import { desktop, expectNoSidewaysScroll, phone } from '../support/viewports';

/** The figure of a stat tile, read as a number of dollars. */
async function dollars(page: Page, label: string): Promise<number> {
  const tile = page.getByRole('term').filter({ hasText: label }).locator('xpath=..');
  const text = await tile.getByRole('definition').first().innerText();
  return Number(text.replace(/[^0-9.]/g, ''));
}

test('an admin switches the revenue period and exports it', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: phone });
  await signInThroughApi(context.request, baseURL, DEMO_ADMIN);
  const page = await context.newPage();
  await page.goto('/admin/revenue');
  await expect(page.getByRole('heading', { level: 1, name: 'Revenue' })).toBeVisible();
  const figures = page.getByRole('region', { name: 'Revenue figures' });
  await expect(figures.getByText('Total revenue')).toBeVisible();
  const month = await dollars(page, 'Total revenue');
  await expectNoSidewaysScroll(page);

  await page.getByLabel('Period').selectOption('1y');
  await expect(page).toHaveURL(/period=1y/);
  await expect(figures.getByText('Monthly revenue')).toBeVisible();
  await expect(figures.locator('[aria-busy="true"]')).toHaveCount(0);
  // A year of the demo community's payments holds more than its last month.
  await expect.poll(() => dollars(page, 'Total revenue')).toBeGreaterThan(month);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^cofound-revenue-1y-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  const [header, ...rows] = csv.trim().split(/\r?\n/);
  expect(header).toMatch(/date.*member.*email.*plan.*amount/i);
  expect(rows.length).toBeGreaterThan(0);

  await page.reload();
  await expect(page.getByLabel('Period')).toHaveValue('1y');
  await page.setViewportSize(desktop);
  await expect(figures.getByText('Total revenue')).toBeVisible();
  await expectNoViolations(page, { include: 'main' });
  await context.close();
});
