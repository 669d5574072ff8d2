// The startup toolkit as founders use it: a new free member splits equity between two founders
// in the page, goes back to the list and is sent to the plans by a premium tool; a Pro member
// saves a canvas, reads a vesting schedule and downloads the pitch deck.
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { equitySplit } from '@cofound/shared/toolkit/equity-split';
import { expectNoViolations } from '../support/axe';
import { newMember, signInThroughApi } from '../support/members';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
// Several tools, each with its save or download round trip.
test.describe.configure({ timeout: 120_000 });

const PRO_MEMBER = { email: 'pro@cofound.dev', password: 'cofound-pro' };

const founders = [
  {
    name: 'Ada',
    role: 'CEO',
    experience: 10,
    commitment: 'full-time',
    capitalInvested: 25000,
    sweatEquity: false,
  },
  {
    name: 'Bo',
    role: 'Designer',
    experience: 5,
    commitment: 'part-time',
    capitalInvested: 0,
    sweatEquity: true,
  },
] as const;

async function fillFounder(page: Page, number: number, founder: (typeof founders)[number]) {
  const group = page.getByRole('group', { name: `Founder ${number}` });
  await group.getByLabel('Name').fill(founder.name);
  await group.getByLabel('Role').fill(founder.role);
  await group.getByLabel('Experience (years)').fill(String(founder.experience));
  await group.getByLabel('Commitment').selectOption(founder.commitment);
  await group.getByLabel('Capital invested').fill(String(founder.capitalInvested));
  if (founder.sweatEquity) await group.getByLabel(/Sweat equity/).check();
}

/** The equity each row of the split table shows, by the founder or pool it names. */
async function equityOf(page: Page, name: string) {
  const row = page
    .getByRole('table', { name: 'Equity split by founder' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${name}`) }) });
  return row.getByRole('cell').last();
}

test('a free member splits equity in the page and is sent to the plans by a premium tool', async ({
  browser,
  baseURL,
}) => {
  const { page } = await newMember(browser, baseURL, 'toolkit', {
    context: { viewport: DESKTOP },
  });
  await page.goto('/toolkit');
  await expect(page.getByRole('heading', { level: 1, name: 'Startup Toolkit' })).toBeVisible();
  const tools = page.getByRole('list', { name: 'Tools' });
  await expect(tools.getByRole('article')).toHaveCount(6);
  await expect(page.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute(
    'href',
    /^mailto:/,
  );
  await expectNoViolations(page, { include: 'main' });

  await page.getByRole('link', { name: 'Open Equity Calculator' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Equity Calculator' })).toBeVisible();
  await expect(page).toHaveURL(/\/toolkit\?tool=equity-calculator$/);
  await fillFounder(page, 1, founders[0]);
  await fillFounder(page, 2, founders[1]);

  // The split the page shows is the rule's: 80 and 40 points share 85%.
  const split = equitySplit(founders, 15);
  expect(split.founders.map((founder) => founder.equityPercent)).toEqual([56.67, 28.33]);
  await expect(await equityOf(page, 'Ada')).toHaveText('56.67%');
  await expect(await equityOf(page, 'Bo')).toHaveText('28.33%');
  await expect(await equityOf(page, 'Equity pool')).toHaveText('15.00%');
  await expect(page.getByText('Recommended: 10-20% for future key hires')).toBeVisible();
  await expectNoViolations(page, { include: 'main' });

  await page.setViewportSize(PHONE);
  await expect(await equityOf(page, 'Ada')).toBeVisible();
  await expectNoViolations(page, { include: 'main' });
  await page.setViewportSize(DESKTOP);

  await page.getByRole('link', { name: 'All tools' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Startup Toolkit' })).toBeVisible();

  await page.getByRole('button', { name: 'Upgrade to use Financial Projections' }).click();
  await expect(page).toHaveURL(/\/pricing$/);

  // The server refuses the premium work itself, whatever the browser shows.
  const refused = await page.request.post('/api/toolkit/vesting-schedule', {
    data: {},
    headers: { origin: new URL(baseURL!).origin },
  });
  expect(refused.status()).toBe(403);
});

test('the toolkit list and a locked tool are accessible on a phone, signed out', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, viewport: PHONE });
  const page = await context.newPage();
  await page.goto('/toolkit');
  await expect(page.getByRole('heading', { level: 1, name: 'Startup Toolkit' })).toBeVisible();
  await expectNoViolations(page, { include: 'main' });
  await page.getByRole('button', { name: 'Sign in to use Equity Calculator' }).click();
  await expect(page).toHaveURL(/\/signin\?from=%2Ftoolkit$/);
  await page.goto('/toolkit/vesting-calculator');
  await expect(
    page.getByRole('heading', { name: 'Sign in to use the Vesting Calculator' }),
  ).toBeVisible();
  await expectNoViolations(page, { include: 'main' });
  await context.close();
});

test('a Pro member saves a canvas, reads a vesting schedule and downloads the deck', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP });
  await signInThroughApi(context.request, baseURL, PRO_MEMBER);
  const page = await context.newPage();

  await page.goto('/toolkit/business-model-canvas');
  const canvasTitle = `Tidewatch ${Date.now()}`;
  await page.getByLabel('Canvas title').fill(canvasTitle);
  await page.getByLabel('Value Propositions').fill('Tidal forecasts for harbour operators');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/^Saved [A-Z]/)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Canvas title')).toHaveValue(canvasTitle);
  await expect(page.getByLabel('Value Propositions')).toHaveValue(
    'Tidal forecasts for harbour operators',
  );
  await expectNoViolations(page, { include: 'main' });

  await page.goto('/toolkit/vesting-calculator');
  await page.getByLabel('Total shares').fill('48000');
  await page.getByLabel('Start date').fill('2027-01-15');
  const schedule = page.getByRole('table', { name: 'Vesting schedule' });
  await expect(schedule.getByRole('row').nth(1)).toContainText('Jan 15, 2028');
  await expect(schedule.getByRole('row').nth(1)).toContainText('12,000');
  await expect(schedule.getByRole('row')).toHaveCount(38);
  await expectNoViolations(page, { include: 'main' });

  await page.goto('/toolkit/pitch-deck');
  await page.getByLabel('Deck title').fill('Tidewatch');
  await page.getByRole('button', { name: 'Move slide 2 (Problem) up' }).click();
  await expect(page.getByLabel('Slide title').first()).toHaveValue('Problem');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PowerPoint' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('tidewatch-deck.pptx');
  const bytes = fs.readFileSync((await file.path())!);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  await expectNoViolations(page, { include: 'main' });
  await context.close();
});
