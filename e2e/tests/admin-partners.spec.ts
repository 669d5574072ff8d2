// The admin's partners: the demo admin creates a partner, imports its members from a CSV file
// with a bad row (the row says what is wrong, nothing is imported), chooses the corrected file
// and imports it; the report shows the new members. Phone and desktop, axe clean.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectNoViolations } from '../support/axe';
import { DEMO_ADMIN, signInThroughApi } from '../support/members';
import { desktop, expectNoSidewaysScroll, phone } from '../support/viewports';

test.describe.configure({ timeout: 120_000 });

const csvFile = (rows: string[]) => ({
  name: 'members.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(['email,name,role', ...rows].join('\n')),
});

test('an admin creates a partner and imports its members, fixing a bad row first', async ({
  browser,
  baseURL,
}) => {
  const id = randomUUID().slice(0, 8);
  const partnerName = `E2E Labs ${id}`;
  const members = [
    `e2e-partner-a-${id}@example.com,Ada ${id},founder`,
    `e2e-partner-b-${id}@example.com,Bo ${id},mentor`,
  ];

  const context = await browser.newContext({ viewport: desktop });
  await signInThroughApi(context.request, baseURL, DEMO_ADMIN);
  const page = await context.newPage();
  await page.goto('/admin/partners');
  await expect(page.getByRole('heading', { level: 1, name: 'Partners' })).toBeVisible();

  await page.getByRole('button', { name: 'New partner' }).click();
  const dialog = page.getByRole('dialog', { name: 'New partner' });
  await dialog.getByLabel('Name').fill(partnerName);
  await dialog.getByLabel('Domain').fill(`https://www.e2e-${id}.example/`);
  await expectNoViolations(page, { include: '[role="dialog"]' });
  await dialog.getByRole('button', { name: 'Create partner' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(partnerName) });
  await expect(row).toBeVisible();
  await expect(row.getByText(`e2e-${id}.example`)).toBeVisible();

  const importSection = page.getByRole('region', { name: 'Import members' });
  await importSection.getByLabel('Partner').selectOption({ label: partnerName });
  await importSection
    .getByLabel('CSV file')
    .setInputFiles(csvFile([members[0]!, `not-an-email-${id},Cy ${id},founder`]));
  const bad = importSection.getByRole('row', { name: new RegExp(`not-an-email-${id}`) });
  await expect(bad.getByText('Valid email is required')).toBeVisible();
  await expect(importSection.getByRole('button', { name: 'Import 2 members' })).toBeDisabled();
  await expectNoViolations(page, { include: 'main' });
  // Nothing was imported.
  await expect(row.getByText('0', { exact: true })).toBeVisible();

  await importSection.getByLabel('CSV file').setInputFiles(csvFile(members));
  await expect(importSection.getByText(/2 rows, ready to import/)).toBeVisible();
  await importSection.getByRole('button', { name: 'Import 2 members' }).click();
  const report = importSection.getByRole('region', { name: 'Import report' });
  await expect(report.getByText(`Imported 2 rows into ${partnerName}.`)).toBeVisible();
  await expect(report.getByText('New account', { exact: true })).toHaveCount(2);
  await expect(row.getByText('2', { exact: true })).toBeVisible();
  await expectNoViolations(page, { include: 'main' });

  await page.setViewportSize(phone);
  await page.goto('/admin/partners');
  await expect(page.getByRole('heading', { level: 1, name: 'Partners' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(partnerName) })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoViolations(page, { include: 'main' });
  await context.close();
});
