import { expect, type Page } from '@playwright/test';

/**
 * Opens the dashboard and scrolls to each part it draws only near the screen (RenderWhenNear:
 * the side column and My Projects), so that a test can check them on any screen size.
 */
export async function openDashboard(page: Page) {
  await page.goto('/dashboard');
  await revealPartsDrawnWhenNear(page);
}

/** Scrolls each part of the page that is drawn once near the screen into view, until none is left. */
export async function revealPartsDrawnWhenNear(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const placeholders = page.locator('[data-render-when-near]');
  for (let left = await placeholders.count(); left > 0; left = await placeholders.count()) {
    await placeholders.first().scrollIntoViewIfNeeded();
    await expect.poll(() => placeholders.count()).toBeLessThan(left);
  }
}
