// Agreement templates as a founder uses them: fill in the terms, download the Equal Split
// agreement as a Word file and find the founders in it; a premium template sends a free member
// to /pricing; a visitor signs in to download and finds their terms still filled in.
import fs from 'node:fs/promises';
import JSZip from 'jszip';
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from '../support/axe';
import { newMember, signUpThroughApi, uniqueMember } from '../support/members';

const PHONE = { width: 390, height: 844 };

async function openAgreements(page: Page) {
  await page.goto('/agreements');
  await expect(page.getByRole('heading', { level: 1, name: 'Agreement Templates' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Fill in the Equal Split Agreement' }),
  ).toBeVisible();
}

async function fillTerms(page: Page, company: string, names: [string, string]) {
  await page.getByLabel('Company name').fill(company);
  await page.getByLabel('Governing law').fill('England and Wales');
  for (const [index, name] of names.entries()) {
    await page.getByLabel('Full name').nth(index).fill(name);
    await page
      .getByLabel('Role')
      .nth(index)
      .fill(index === 0 ? 'CEO' : 'CTO');
  }
}

test('a free member downloads a filled Equal Split agreement, then meets a premium one', async ({
  browser,
  baseURL,
}) => {
  const founder = await newMember(browser, baseURL, 'agreements');
  const { page } = founder;
  await openAgreements(page);

  // Trying to download an empty form says what is missing, and downloads nothing.
  await page.getByRole('button', { name: 'Download Word (.docx)' }).click();
  await expect(page.getByLabel('Company name')).toBeFocused();
  await expect(page.getByText('Company name is required')).toBeVisible();
  await expect(page.getByText('Please correct the highlighted fields.')).toBeVisible();
  await expectNoViolations(page);

  const company = `Tidewatch Labs ${Date.now()}`;
  await fillTerms(page, company, ['Ada Lovelace', 'Grace Hopper']);
  await page.getByLabel('Vesting period (months)').fill('36');
  await page.getByRole('radio', { name: 'Single trigger' }).check();
  await expect(page.getByText('Please correct the highlighted fields.')).toBeHidden();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Word (.docx)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^tidewatch-labs-\d+-equal-split-founders-agreement\.docx$/,
  );
  await expect(page.getByText(`Downloaded ${download.suggestedFilename()}`)).toBeVisible();

  const zip = await JSZip.loadAsync(await fs.readFile(await download.path()));
  const xml = await zip.file('word/document.xml')!.async('string');
  for (const text of ['Ada Lovelace', 'Grace Hopper', company, 'England and Wales']) {
    expect(xml).toContain(text);
  }
  expect(xml).toContain('36 months (3 years)');
  expect(xml).toContain('Acceleration (single trigger)');
  expect(xml).toContain('not legal advice');

  // A premium template is part of the paid plans: choosing it leads to /pricing.
  await page.getByRole('button', { name: 'Upgrade to use Exit Terms Agreement' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();

  await founder.context.close();
});

test('a visitor signs in to download and comes back to the terms they typed', async ({
  browser,
  baseURL,
}) => {
  const account = uniqueMember('agreements-visitor');
  const setup = await browser.newContext({ baseURL });
  await signUpThroughApi(setup.request, baseURL, account);
  await setup.close();

  const context = await browser.newContext({ baseURL, viewport: PHONE });
  const page = await context.newPage();
  await openAgreements(page);
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Use this template Multi-Founder Agreement' }).click();
  await expect(
    page.getByRole('heading', { name: 'Fill in the Multi-Founder Agreement' }),
  ).toBeVisible();
  await fillTerms(page, 'Harbour Data', ['Katherine Johnson', 'Dorothy Vaughan']);

  await page.getByRole('button', { name: 'Download PDF' }).click();
  await expect(page).toHaveURL(/\/signin\?from=%2Fagreements%3Ftemplate%3Dmulti-founder$/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL(/\/agreements\?template=multi-founder$/);
  await expect(page.getByLabel('Company name')).toHaveValue('Harbour Data');
  await expect(page.getByLabel('Full name').nth(1)).toHaveValue('Dorothy Vaughan');
  // A free member now: the premium template waits behind an upgrade.
  await expect(
    page.getByText('This template is part of the Pro and Business plans.'),
  ).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Download PDF' }).click();
  await expect(page).toHaveURL(/\/pricing$/);

  await context.close();
});
