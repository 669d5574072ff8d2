// The moderation queue: a member reports another member's idea through the ideas board; the
// demo admin, with the admin area open, sees the open count go up live, opens Reports and
// removes the idea with a note. The report moves to Resolved with its decision, the idea is
// gone for the member, who is told the outcome. Phone and desktop, axe clean.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { reportOutcomeTexts } from '@cofound/shared/admin/admin-reports.schemas';
import { safetyMessages } from '@cofound/shared/safety/safety.schemas';
import { expectNoViolations } from '../support/axe';
import { DEMO_ADMIN, fromApp, newMember, signInThroughApi } from '../support/members';
import { desktop, expectNoSidewaysScroll, phone } from '../support/viewports';

test.describe.configure({ timeout: 120_000 });

test('an admin removes a reported idea; the report is resolved and the idea gone', async ({
  browser,
  baseURL,
}) => {
  const title = `Miracle pills zq${randomUUID().slice(0, 8)}`;
  const author = await newMember(browser, baseURL, 'reported');
  const shared = await author.context.request.post('/api/ideas', {
    data: {
      title,
      description: 'Pay now and your startup succeeds overnight',
      industry: 'healthcare',
      stage: 'concept',
      skillsNeeded: ['Sales'],
      rolesNeeded: ['CEO'],
    },
    headers: fromApp(baseURL),
  });
  expect(shared.status()).toBe(201);

  const context = await browser.newContext({ baseURL, viewport: desktop });
  await signInThroughApi(context.request, baseURL, DEMO_ADMIN);
  const before = (await (await context.request.get('/api/admin/reports/count')).json()) as {
    open: number;
  };
  const page = await context.newPage();
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  const reportsTab = page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: /^Reports/ });

  // The member reports the idea from the board, on their phone.
  const reporter = await newMember(browser, baseURL, 'reporter', { context: { viewport: phone } });
  await reporter.page.goto(`/ideas?q=${encodeURIComponent(title)}`);
  const idea = reporter.page.getByRole('article', { name: title });
  await idea.getByRole('button', { name: `Report ${title}` }).click();
  const form = reporter.page.getByRole('dialog', { name: 'Report idea' });
  await form.getByText('Scam or fraud').click();
  await form.getByLabel('Details (optional)').fill('Promises overnight success for money');
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(reporter.page.getByText(safetyMessages.reported)).toBeVisible();

  // The admin's tab counts it live.
  await expect(reportsTab).toHaveAccessibleName(`Reports (${before.open + 1} open)`);
  await reportsTab.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const report = page.getByRole('article', { name: `Idea by ${author.member.name}` });
  await expect(report.getByText('Pay now and your startup succeeds overnight')).toBeVisible();
  await expect(report.getByText('Promises overnight success for money')).toBeVisible();
  await expect(report.getByRole('link', { name: reporter.member.name })).toBeVisible();
  await expectNoViolations(page, { include: 'main' });

  await report.getByRole('button', { name: 'Remove content' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this idea?' });
  await confirm.getByLabel('Note (optional)').fill('Selling miracle cures');
  await expectNoViolations(page);
  await confirm.getByRole('button', { name: 'Remove content' }).click();
  await expect(confirm).toBeHidden();
  // The member is told the outcome while they are on the board.
  await expect(reporter.page.getByText(reportOutcomeTexts.removed)).toBeVisible();
  await expect(report).toBeHidden();
  await expect(reportsTab).toHaveAccessibleName(
    before.open === 0 ? 'Reports' : `Reports (${before.open} open)`,
  );

  // Resolved, with the decision kept.
  await page
    .getByRole('navigation', { name: 'Report status' })
    .getByRole('link', { name: 'Resolved' })
    .click();
  await expect(page).toHaveURL(/status=resolved/);
  const resolved = page.getByRole('article', { name: `Idea by ${author.member.name}` });
  await expect(resolved.getByText('Content removed')).toBeVisible();
  await expect(resolved.getByText('This content was removed')).toBeVisible();
  await expect(resolved.getByText('Note: Selling miracle cures')).toBeVisible();
  await expectNoViolations(page, { include: 'main' });

  // The idea is gone from the board.
  await reporter.page.reload();
  await expect(reporter.page.getByRole('article', { name: title })).toHaveCount(0);

  await page.setViewportSize(phone);
  await expect(resolved).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoViolations(page, { include: 'main' });
  await context.close();
  await author.context.close();
  await reporter.context.close();
});
