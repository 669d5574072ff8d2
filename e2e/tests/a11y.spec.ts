import { expectNoViolations } from '../support/axe';
import { expect, test, type Page } from '@playwright/test';
import { signInThroughApi } from '../support/members';

const publicPaths = [
  '/browse',
  '/discover',
  '/ideas',
  '/networking',
  '/circles',
  '/agreements',
  '/toolkit',
  '/pricing',
  '/signup',
  '/signin',
  '/profile/demo',
  '/auth/callback',
  '/verify-email',
  '/forgot-password',
  '/reset-password',
  '/no-such-page',
];

const memberPaths = [
  '/dashboard',
  '/profile',
  '/connections',
  '/projects/new',
  '/projects/demo',
  '/projects/demo/edit',
  '/team-matches',
  '/leaderboard',
  '/personality-test',
  '/pitch',
  '/messages/demo',
  '/video-call/demo',
];

const adminPaths = [
  '/admin',
  '/admin/revenue',
  '/admin/matchmaking',
  '/admin/analytics',
  '/admin/partners',
];

/** Paths in groups of `size`: one browser page visits a group, so the suite stays fast. */
function groups(paths: string[], size = 6): string[][] {
  const result: string[][] = [];
  for (let i = 0; i < paths.length; i += size) result.push(paths.slice(i, i + size));
  return result;
}

/** Opens `path` and waits until its page heading is on screen. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe('signed out', () => {
  for (const paths of groups(publicPaths)) {
    test(`${paths.join(', ')} have no WCAG 2.1 AA violations`, async ({ page }) => {
      test.setTimeout(20_000 * paths.length);
      for (const path of paths) {
        await open(page, path);
        await expectNoViolations(page, { soft: true });
      }
    });
  }

  test('the phone menu has no WCAG 2.1 AA violations', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await open(page, '/browse');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('the sign-in form with errors has no WCAG 2.1 AA violations', async ({ page }) => {
    await open(page, '/signin');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Valid email is required')).toBeVisible();
    await expectNoViolations(page);
  });

  test('the Connection Error screen has no WCAG 2.1 AA violations', async ({ page }) => {
    await page.route('**/api/health', (route) => route.abort());
    await page.goto('/browse');
    await expect(page.getByRole('heading', { level: 1, name: 'Connection Error' })).toBeVisible();
    await expectNoViolations(page);
  });
});

test.describe('signed in as the demo admin', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    // Signing in through the API shares the session cookie with the page's browser context.
    await signInThroughApi(page.request, baseURL, {
      email: 'admin@cofound.dev',
      password: 'cofound-admin',
    });
  });

  for (const paths of groups([...memberPaths, ...adminPaths])) {
    test(`${paths.join(', ')} have no WCAG 2.1 AA violations`, async ({ page }) => {
      test.setTimeout(20_000 * paths.length);
      for (const path of paths) {
        await open(page, path);
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expectNoViolations(page, { soft: true });
      }
    });
  }
});
