// Upgrading as a new member would: pricing, the test checkout (a declined card first), the wait
// for the webhook on the dashboard, then the plan everywhere; cancelling at the period's end.
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from '../support/axe';
import { newMember } from '../support/members';

const PHONE = { width: 390, height: 844 };

// A checkout, three card attempts and the wait for the webhook.
test.describe.configure({ timeout: 120_000 });

async function payWith(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByRole('button', { name: /^Pay \$29 and subscribe$/ }).click();
}

test('a free member upgrades to Pro with a test card, and the limits follow the plan', async ({
  browser,
  baseURL,
}) => {
  const { page, context } = await newMember(browser, baseURL, 'upgrade');
  await page.goto('/connections');
  await expect(page.getByText(/of 5 connection requests used this month/)).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Upgrade offer' })).toBeVisible();

  await page.goto('/pricing');
  await expect(page.getByRole('heading', { name: 'Compare plans' })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
  await expect(page).toHaveURL(/\/checkout\/cs_local_/);
  await expect(page.getByRole('heading', { name: 'Subscribe to Cofound Pro' })).toBeVisible();
  await expectNoViolations(page);

  // A typo is caught before anything is sent; a declined card says so and charges nothing.
  await page.getByLabel('Card number').fill('4242 4242 4242 4241');
  await page.getByRole('button', { name: /^Pay \$29 and subscribe$/ }).click();
  await expect(page.getByText('Your card number is invalid.')).toBeVisible();
  await payWith(page, '4000 0000 0000 0002');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your card was declined.' }),
  ).toBeVisible();
  await payWith(page, '4000 0000 0000 9995');
  await expect(page.getByText('Your card has insufficient funds.')).toBeVisible();

  await payWith(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/dashboard\?subscription=success/);
  await expect(page.getByText('Welcome to Pro!')).toBeVisible();
  // Two seconds later the dashboard is itself again.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('complementary', { name: 'Upgrade offer' })).toHaveCount(0);

  await page.goto('/connections');
  await expect(page.getByRole('heading', { name: 'Connections', level: 1 })).toBeVisible();
  await expect(page.getByText(/connection requests used this month/)).toHaveCount(0);

  await page.goto('/billing');
  await expect(page.getByText(/Renews on/)).toBeVisible();
  await expect(page.getByRole('cell', { name: '$29' })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByText(/will not renew/)).toBeVisible();
  await page.getByRole('button', { name: 'Keep my plan' }).click();
  await expect(page.getByText(/Renews on/)).toBeVisible();
  await context.close();
});

test('leaving the test checkout returns to pricing, on a phone', async ({ browser, baseURL }) => {
  const { page, context } = await newMember(browser, baseURL, 'cancel', {
    context: { viewport: PHONE },
  });
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Upgrade to Business' }).click();
  await expect(page.getByRole('heading', { name: 'Subscribe to Cofound Business' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay $99 and subscribe' })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('link', { name: 'Cancel and return to pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('button', { name: 'Upgrade to Business' })).toBeEnabled();
  await context.close();
});

test('a signed-out visitor who picks a plan signs in and lands on its checkout', async ({
  browser,
  baseURL,
}) => {
  const visitor = await newMember(browser, baseURL, 'returning');
  // Signed up through the API: sign out in the browser, then pick a plan as a visitor.
  await visitor.context.clearCookies();
  const { page } = visitor;
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
  await expect(page).toHaveURL(/\/signin\?from=/);
  await page.getByLabel('Email').fill(visitor.member.email);
  await page.getByLabel('Password').fill(visitor.member.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/checkout\/cs_local_/);
  await expect(page.getByRole('heading', { name: 'Subscribe to Cofound Pro' })).toBeVisible();
  await visitor.context.close();
});
