// Sign-in and security on /profile: a member signed in on two browsers sees both, signs the
// other out from here, and changes the password; the card passes axe at phone and desktop sizes.
import { expectNoViolations } from '../support/axe';
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  signUpThroughApi,
  uniqueMember,
  type NewMember,
  signInThroughApi,
} from '../support/members';
import { signIn } from './accounts-support';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const card = (page: Page) => page.getByRole('region', { name: 'Sign-in and security' });
const devices = (page: Page) => card(page).getByRole('list', { name: 'Signed-in devices' });

async function secondBrowser(browser: Browser, baseURL: string | undefined, member: NewMember) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, member);
  await expect(page).toHaveURL(/\/dashboard/);
  return { context, page };
}

test('a member signs another browser out and changes the password', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const member = uniqueMember('sessions');
  await signUpThroughApi(page.request, baseURL, member);
  const other = await secondBrowser(browser, baseURL, member);

  await page.goto('/profile');
  await expect(devices(page).getByRole('listitem')).toHaveCount(2);
  await expect(devices(page).getByText('This device')).toHaveCount(1);
  await devices(page)
    .getByRole('button', { name: /^Sign out / })
    .click();
  await expect(devices(page).getByRole('listitem')).toHaveCount(1);
  await expect(card(page).getByText('You are not signed in anywhere else.')).toBeVisible();

  // The other browser finds itself signed out on its next page.
  await other.page.goto('/connections');
  await expect(other.page).toHaveURL(/\/signin/);

  // Signed in there again, then a password change from here signs it out once more.
  await signIn(other.page, member);
  await expect(other.page).toHaveURL(/\/dashboard/);
  await card(page).getByLabel('Current password').fill(member.password);
  await card(page).getByLabel('New password', { exact: true }).fill('another-horse-77');
  await card(page).getByLabel('Confirm new password').fill('another-horse-77');
  await expect(
    card(page).getByRole('checkbox', { name: 'Also sign out this device' }),
  ).not.toBeChecked();
  await card(page).getByLabel('Confirm new password').press('Enter');
  await expect(
    page.getByText('Password changed. Your other devices were signed out.'),
  ).toBeVisible();
  await other.page.goto('/connections');
  await expect(other.page).toHaveURL(/\/signin/);
  // This browser stays signed in.
  await page.reload();
  await expect(devices(page).getByRole('listitem')).toHaveCount(1);
  await other.context.close();
});

for (const width of [390, 1280]) {
  test(`the sign-in and security card at ${width} px has no WCAG 2.1 AA violations`, async ({
    page,
    baseURL,
    playwright,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const member = uniqueMember('sessions-a11y');
    await signUpThroughApi(page.request, baseURL, member);
    // A second session from a phone, so the card shows a 'Sign out' row as well.
    const phone = await playwright.request.newContext({ baseURL, userAgent: IPHONE_SAFARI });
    await signInThroughApi(phone, baseURL, member);
    await page.goto('/profile');
    await expect(devices(page).getByRole('listitem')).toHaveCount(2);
    await expect(
      devices(page).getByRole('button', { name: /^Sign out Safari on iOS/ }),
    ).toBeVisible();
    await expectNoViolations(page, { include: '[aria-labelledby="security-settings-heading"]' });
    await card(page).screenshot({ path: test.info().outputPath(`security-card-${width}.png`) });
    await phone.dispose();
  });
}
