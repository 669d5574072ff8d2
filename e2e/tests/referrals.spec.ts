// Inviting founders from the dashboard: a member copies their referral link, a friend signs up
// with it in another browser and verifies the email, and the member's card counts them: on a
// phone, then the card at desktop size.
import { expect, test } from '@playwright/test';
import { expectNoViolations } from '../support/axe';
import { newMember, uniqueMember } from '../support/members';
import { desktop, expectNoSidewaysScroll, phone } from '../support/viewports';
import { heading, newestMailLink, signUpThroughWizard } from './accounts-support';
import { openDashboard, reloadDashboard } from '../support/dashboard';

test('a member invites a founder with their referral link (phone, then desktop)', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const referrer = await newMember(browser, baseURL, 'referrer', {
    context: { viewport: phone, permissions: ['clipboard-read', 'clipboard-write'] },
  });
  const { page } = referrer;
  await openDashboard(page);
  const card = page.getByRole('region', { name: 'Invite founders' });
  const field = card.getByLabel('Your referral link');
  // The dashboard loads a dozen cards at once: on a busy host the first load takes a while.
  await expect(field).toHaveValue(new RegExp(`^${baseURL}/signup\\?ref=[A-Z2-9]{8}$`), {
    timeout: 60_000,
  });
  const link = await field.inputValue();
  const number = (label: string) => card.locator(`dt:text-is("${label}") + dd`);
  await expect(number('Total')).toHaveText('0');
  await expect(
    card.getByText('3 more successful referrals to your next free Pro month'),
  ).toBeVisible();
  await expectNoViolations(page, { include: 'main' });

  await card.getByRole('button', { name: 'Copy' }).click();
  await expect(card.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(card.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 5000 });

  // A friend opens the link in their own browser, signs up and verifies the email.
  const friendContext = await browser.newContext({ baseURL, viewport: phone });
  const friendPage = await friendContext.newPage();
  const friend = uniqueMember('referred');
  const query = new URL(link).search;
  await friendPage.goto(`/signup${query}`);
  await expect(friendPage.getByText('Signing up with referral code')).toBeVisible();
  await signUpThroughWizard(friendPage, friend, query);
  await friendPage.goto(await newestMailLink(friend.email, /verify/i));
  await expect(heading(friendPage, 'Your email is verified')).toBeVisible();
  await friendContext.close();

  // The referral counts on the card (read again on reload).
  await reloadDashboard(page);
  await expect(number('Total')).toHaveText('1', { timeout: 60_000 });
  await expect(number('Successful')).toHaveText('1');
  await expect(number('Rewards earned')).toHaveText('0');
  await expect(
    card.getByText('2 more successful referrals to your next free Pro month'),
  ).toBeVisible();
  await expectNoViolations(page, { include: 'main' });
  await expectNoSidewaysScroll(page);

  // The same card at desktop size.
  await page.setViewportSize(desktop);
  await expect(number('Successful')).toHaveText('1');
  await expect(card.getByRole('button', { name: 'Copy' })).toBeVisible();
  await expectNoViolations(page, { include: 'main' });
  await referrer.context.close();
});
