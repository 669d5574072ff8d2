import { expect, type Page } from '@playwright/test';

/**
 * Opens the dashboard and scrolls to each part it draws only near the screen (RenderWhenNear:
 * the side column and My Projects), so that a test can check them on any screen size.
 */
export async function openDashboard(page: Page) {
  await page.goto('/dashboard');
  await revealPartsDrawnWhenNear(page);
}

/** Reloads the dashboard and scrolls to its parts drawn near the screen again. */
export async function reloadDashboard(page: Page) {
  await page.reload();
  await revealPartsDrawnWhenNear(page);
}

/**
 * Scrolls each part of the dashboard that is drawn once near the screen into view, until none is
 * left. It waits for the dashboard's own heading first: right after a navigation the previous
 * page's heading may still show, with no placeholder on it.
 */
export async function revealPartsDrawnWhenNear(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // Each poll scrolls the next placeholder into view, in the page: one may be replaced by itself
  // at any moment, so no handle to it is kept between polls.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const next = document.querySelector('[data-render-when-near]');
        next?.scrollIntoView();
        return next !== null;
      }),
    )
    .toBe(false);
}
