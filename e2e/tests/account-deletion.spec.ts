// Deleting your own account from /profile: the member reads what happens, confirms with their
// password, lands on the sign-in page that says why, cannot sign in again, and their other
// browser is signed out too; the section passes axe at phone and desktop sizes.
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from '../support/axe';
import { signInThroughApi, signUpThroughApi, uniqueMember } from '../support/members';
import { desktop, phone } from '../support/viewports';
import { signIn } from './accounts-support';

const section = (page: Page) => page.getByRole('region', { name: 'Delete your account' });

test('a member deletes their account and is signed out everywhere', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const member = uniqueMember('leaving');
  await signUpThroughApi(page.request, baseURL, member);
  const other = await browser.newContext({ baseURL });
  await signInThroughApi(other.request, baseURL, member);
  const otherPage = await other.newPage();

  await page.goto('/profile');
  await expect(section(page).getByText('You are signed out everywhere at once.')).toBeVisible();
  await section(page).getByRole('button', { name: 'Delete my account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Your password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('That password is not right. Try again.')).toBeVisible();

  await dialog.getByLabel('Your password').fill(member.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/signin/);
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();

  // The other browser is out on its next page, and the password no longer signs in.
  await otherPage.goto('/connections');
  await expect(otherPage).toHaveURL(/\/signin/);
  await signIn(page, member);
  await expect(page).toHaveURL(/\/signin/);
  await other.close();
});

for (const [label, viewport] of [
  ['phone', phone],
  ['desktop', desktop],
] as const) {
  test(`the delete-account section and dialog pass axe on a ${label}`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(viewport);
    const member = uniqueMember(`delete-a11y-${label}`);
    await signUpThroughApi(page.request, baseURL, member);
    await page.goto('/profile#delete-account');
    await expect(section(page)).toBeVisible();
    await expectNoViolations(page, { include: '#delete-account' });
    await section(page).getByRole('button', { name: 'Delete my account…' }).click();
    await expect(page.getByLabel('Your password')).toBeVisible();
    await expectNoViolations(page, { include: '[role="dialog"]' });
  });
}
