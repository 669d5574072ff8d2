// The two sizes journeys are tried at, and the check that a page fits the narrower one.
import { expect, type Page } from '@playwright/test';

export const phone = { width: 390, height: 844 };
export const desktop = { width: 1280, height: 900 };

/** How far the page is wider than the window (0 when nothing scrolls sideways). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
}
