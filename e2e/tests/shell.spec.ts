import { expect, test, type Page } from '@playwright/test';

const phone = { width: 360, height: 740 };
const desktop = { width: 1280, height: 800 };

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test.describe('on a 360 px phone', () => {
  test.use({ viewport: phone });

  test('shows the header, a menu button and the page heading', async ({ page }) => {
    await page.goto('/browse');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cofound' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Discover Co-Founders' }),
    ).toBeVisible();

    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

    await menuButton.click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);

    await nav.getByRole('link', { name: 'Ideas' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ideas' })).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  test('closes the menu on Escape', async ({ page }) => {
    await page.goto('/pricing');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  for (const path of ['/browse', '/signin', '/signup', '/pricing', '/no-such-page']) {
    test(`does not scroll sideways on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await horizontalOverflow(page)).toBe(0);
    });
  }
});

test.describe('on a desktop', () => {
  test.use({ viewport: desktop });

  test('shows the header, the main navigation and the page heading', async ({ page }) => {
    await page.goto('/browse');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cofound' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();

    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Browse', 'Discover', 'Ideas', 'Networking', 'Pitch', 'Circles']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Discover Co-Founders' }),
    ).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
  });

  test('offers a skip link to the main content', async ({ page }) => {
    await page.goto('/browse');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Skip to content' });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });

  test('shows a 404 page with a way home for unknown paths', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/browse$/);
  });
});
