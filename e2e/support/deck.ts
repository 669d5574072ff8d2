// The dashboard's match deck as the journeys drive it.
import { expect, type Page } from '@playwright/test';

export const deck = (page: Page) => page.getByRole('group', { name: /^Match deck: / });

/** The name on the top card. */
export const topName = (page: Page) => deck(page).getByRole('heading', { level: 3 });

/** Narrows the deck to founders with `skill`. */
export async function filterBySkill(page: Page, skill: string) {
  await page.getByRole('button', { name: /^Filters/ }).click();
  await page.getByLabel('Required skills').fill(skill);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByRole('button', { name: /^Filters 1 active/ })).toBeVisible();
}

/** The next PUT of a match decision, with the liked flag it carried. */
export function nextDecision(page: Page) {
  return page
    .waitForRequest(
      (request) => request.method() === 'PUT' && request.url().includes('/api/matching/decisions/'),
      { timeout: 15_000 },
    )
    .then((request) => (request.postDataJSON() as { liked: boolean }).liked);
}

/**
 * Waits until the deck takes input again: while a decision is being saved it ignores new ones
 * (a key pressed then would be lost), which a loaded machine makes long enough to hit.
 */
export async function deckReady(page: Page) {
  await expect(deck(page)).not.toHaveAttribute('aria-busy', 'true');
}
