import { expectNoViolations } from '../support/axe';
import { expect, test } from '@playwright/test';
import { uniqueMember } from '../support/members';
import { fillCredentials, wizardButton } from './accounts-support';

test('every step of the signup wizard has no WCAG 2.1 AA violations', async ({ page }) => {
  test.setTimeout(60_000);
  const member = uniqueMember('axe');
  await page.goto('/signup?ref=DEMO2026');
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await expectNoViolations(page);

  // Step 1 with its error messages showing.
  await page.getByLabel('Email').fill('nope');
  await page.getByLabel('Password').fill('short');
  await page.getByLabel('Full name').focus();
  await page.getByLabel('Full name').blur();
  await expect(page.getByText('Name is required', { exact: true })).toBeVisible();
  await expectNoViolations(page);

  await fillCredentials(page, member);
  await wizardButton(page, 'Continue').click();
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole('radiogroup', { name: 'Role' }).getByLabel('CEO/Founder').check();
  await wizardButton(page, 'Continue').click();
  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole('radiogroup', { name: 'Industry' }).getByLabel('Finance').check();
  await wizardButton(page, 'Continue').click();
  await expect(page.getByText('Step 4 of 4')).toBeVisible();
  await page.getByRole('group', { name: 'Work style' }).getByLabel('Hybrid').check();
  await expectNoViolations(page);

  await wizardButton(page, 'Back').click();
  await wizardButton(page, 'Continue').click();
  await page.getByRole('group', { name: 'Personality traits' }).getByLabel('Leadership').check();
  // Step 5 moves on once the session is reloaded: hold that answer back while axe looks.
  await page.route('**/api/session', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    await route.continue().catch(() => undefined);
  });
  await wizardButton(page, 'Complete Setup').click();
  await expect(page.getByRole('heading', { level: 2, name: 'Welcome to Cofound' })).toBeVisible();
  await expectNoViolations(page);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

const pages: { path: string; heading: string }[] = [
  { path: '/signin', heading: 'Welcome Back' },
  { path: '/signin?error=provider_not_configured&provider=github', heading: 'Welcome Back' },
  { path: '/forgot-password', heading: 'Reset your password' },
  { path: '/reset-password?token=not-a-real-token', heading: 'Choose a new password' },
  { path: '/reset-password?error=INVALID_TOKEN', heading: 'Reset link not valid' },
  { path: '/verify-email', heading: 'Your email is verified' },
  { path: '/verify-email?error=INVALID_TOKEN', heading: 'This link did not work' },
  { path: '/auth/callback?error=1&provider=google', heading: 'Sign-in not completed' },
];

for (const { path, heading } of pages) {
  test(`${path} has no WCAG 2.1 AA violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoViolations(page);
  });
}

test('the forgot-password confirmation has no WCAG 2.1 AA violations', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(uniqueMember('nobody').email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account exists');
  await expectNoViolations(page);
});
