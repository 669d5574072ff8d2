// The admin area's members: the demo admin finds a new member and suspends them while that
// member is signed in elsewhere; the member's open page lands on sign-in saying why, and they
// cannot sign in again until the admin activates them. Phone and desktop, axe clean.
import { expect, test } from '@playwright/test';
import { expectNoViolations } from '../support/axe';
import { DEMO_ADMIN, newMember, signInThroughApi } from '../support/members';
import { desktop, expectNoSidewaysScroll, phone } from '../support/viewports';

test.describe.configure({ timeout: 120_000 });

test('an admin suspends a signed-in member, who is signed out at once, then activates them', async ({
  browser,
  baseURL,
}) => {
  const suspect = await newMember(browser, baseURL, 'suspect', { context: { viewport: phone } });
  await suspect.page.goto('/dashboard');
  await expect(suspect.page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const context = await browser.newContext({ viewport: desktop });
  await signInThroughApi(context.request, baseURL, DEMO_ADMIN);
  const page = await context.newPage();
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await page.getByRole('searchbox', { name: /Search members/ }).fill(suspect.member.email);
  const row = page.getByRole('row', { name: new RegExp(suspect.member.name) });
  await expect(row).toBeVisible();
  await expectNoViolations(page, { include: 'main' });

  await row.getByRole('button', { name: `Suspend ${suspect.member.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Suspend ${suspect.member.name}?` });
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(dialog.getByText('Give a reason')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Reported for spam by three members');
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Suspended')).toBeVisible();

  // The member's open page is signed out live and told why.
  await expect(suspect.page).toHaveURL(/\/signin/);
  await expect(suspect.page.getByRole('alert')).toContainText('Your account has been suspended.');
  await suspect.page.getByLabel('Email').fill(suspect.member.email);
  await suspect.page.getByLabel('Password').fill(suspect.member.password);
  // The live sign-out's alert says the same: wait for this attempt's own answer.
  const refused = suspect.page.waitForResponse((response) =>
    response.url().endsWith('/api/auth/sign-in/email'),
  );
  await suspect.page.getByRole('button', { name: 'Sign In' }).click();
  expect((await refused).ok()).toBe(false);
  await expect(suspect.page.locator('form').getByRole('alert')).toContainText('suspended');

  // Their page shows the change with its reason, and activating lets them back.
  await row.getByRole('link', { name: suspect.member.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: suspect.member.name })).toBeVisible();
  await expect(page.getByText('Reported for spam by three members')).toBeVisible();
  await page.getByRole('button', { name: `Activate ${suspect.member.name}` }).click();
  const activate = page.getByRole('dialog', { name: `Activate ${suspect.member.name}?` });
  await activate.getByLabel('Reason').fill('Appeal accepted');
  await activate.getByRole('button', { name: 'Activate' }).click();
  await expect(activate).toBeHidden();
  await expectNoViolations(page, { include: 'main' });

  await suspect.page.getByRole('button', { name: 'Sign In' }).click();
  await expect(suspect.page).toHaveURL(/\/dashboard/);

  await page.setViewportSize(phone);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoViolations(page, { include: 'main' });
  await context.close();
  await suspect.context.close();
});
