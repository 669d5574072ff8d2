// Verified badges: a new member links GitHub from /profile through GitHub's consent page (a
// local stand-in, as the OAuth flow is real), comes back to 'GitHub is linked', sees the badge on
// their public profile, then unlinks it and the badge goes; the section passes axe.
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from '../support/axe';
import { signUpThroughApi, uniqueMember } from '../support/members';
import { desktop, phone } from '../support/viewports';

const section = (page: Page) => page.getByRole('region', { name: 'Verified accounts' });

for (const [label, viewport] of [
  ['phone', phone],
  ['desktop', desktop],
] as const) {
  test(`a member links GitHub and gets the badge, then unlinks it (${label})`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(viewport);
    const member = uniqueMember(`github-${label}`);
    await signUpThroughApi(page.request, baseURL, member);
    await page.goto('/profile');
    await section(page).getByRole('link', { name: 'Link GitHub' }).click();

    // GitHub's page: who signs in, and consent.
    await expect(page.getByRole('heading', { name: 'Authorize Cofound' })).toBeVisible();
    const login = `octo-${label}-${Date.now().toString(36)}`;
    await page.getByLabel('GitHub username').fill(login);
    await page.getByRole('button', { name: 'Authorize Cofound' }).click();

    await expect(page).toHaveURL(/\/profile/);
    await expect(page.getByText('GitHub is linked to your account.')).toBeVisible();
    await expectNoViolations(page, { include: '[aria-labelledby="verified-accounts-heading"]' });

    await page.getByRole('link', { name: 'View public profile' }).click();
    await expect(page.getByText('Verified GitHub')).toBeVisible();

    await page.goto('/profile');
    await section(page).getByRole('button', { name: 'Unlink GitHub' }).click();
    await page
      .getByRole('alertdialog', { name: 'Unlink GitHub?' })
      .getByRole('button', { name: 'Unlink GitHub' })
      .click();
    await expect(section(page).getByRole('link', { name: 'Link GitHub' })).toBeVisible();
    await page.getByRole('link', { name: 'View public profile' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Verified GitHub')).toHaveCount(0);
  });
}
