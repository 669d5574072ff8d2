// The daily check-in on the dashboard: a new member checks in once, sees their first day of a
// streak in the calendar, and cannot check in twice: on a phone, then the card at desktop size.
import { expect, test } from '@playwright/test';
import { expectNoViolations } from '../support/axe';
import { fromApp, newMember } from '../support/members';
import { desktop, expectNoSidewaysScroll, phone } from '../support/viewports';
import { openDashboard, reloadDashboard } from '../support/dashboard';

// Sign-up, the dashboard twice and two accessibility checks, on a host shared with the server.
test.describe.configure({ timeout: 120_000 });

test('a new member checks in once a day (phone, then desktop)', async ({ browser, baseURL }) => {
  const { page, context } = await newMember(browser, baseURL, 'check-in', {
    context: { viewport: phone },
  });
  await openDashboard(page);
  const card = page.getByRole('region', { name: 'Daily check-in' });
  const checkIn = card.getByRole('button', { name: 'Check In' });
  await expect(checkIn).toBeEnabled();
  await expect(card.getByText('5 more days to +15 points')).toBeVisible();
  const today = card.locator('li[aria-current="date"]');
  await expect(today).toContainText(': not checked in');
  await expectNoViolations(page, { include: 'main' });

  await checkIn.scrollIntoViewIfNeeded();
  await checkIn.click();
  await expect(page.getByText('Check-in successful! Points awarded.')).toBeVisible();
  await expect(card.locator('dt:text-is("Streak") + dd')).toHaveText(/^1\s*day$/);
  await expect(card.locator('dt:text-is("Points today") + dd')).toHaveText('10');
  await expect(today).toContainText(': checked in, 10 points');
  await expect(card.getByText('4 more days to +15 points')).toBeVisible();

  // A second check-in: the button is done for today, and the server refuses one all the same.
  await expect(card.getByRole('button', { name: 'Checked in today' })).toBeDisabled();
  const again = await page.request.post('/api/check-in', {
    data: { points: 30, streak: 20 },
    headers: fromApp(baseURL),
  });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { error: { message: string } }).error.message).toBe(
    'You have already checked in today',
  );
  await reloadDashboard(page);
  await expect(card.getByRole('button', { name: 'Checked in today' })).toBeDisabled();
  await expect(today).toContainText(': checked in, 10 points');
  await expectNoViolations(page, { include: 'main' });
  await expectNoSidewaysScroll(page);

  // The same card at desktop size.
  await page.setViewportSize(desktop);
  await expect(today).toContainText(': checked in, 10 points');
  await expect(card.getByRole('button', { name: 'Checked in today' })).toBeDisabled();
  await expectNoViolations(page, { include: 'main' });
  await context.close();
});
