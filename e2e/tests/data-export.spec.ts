// Downloading your data: a new member asks for everything Cofound holds about them on /profile,
// watches it being prepared, downloads the ZIP and finds their profile in it; the section passes
// axe at phone and desktop sizes.
import fs from 'node:fs/promises';
import JSZip from 'jszip';
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from '../support/axe';
import { uniqueMember } from '../support/members';
import { desktop, expectNoSidewaysScroll, phone } from '../support/viewports';
import { signUpThroughWizard } from './accounts-support';

const section = (page: Page) => page.getByRole('region', { name: 'Your data' });

test('a new member downloads their data from their profile', async ({ page }) => {
  const member = uniqueMember('data-export');
  await signUpThroughWizard(page, member);

  await page.goto('/profile');
  const yours = section(page);
  await expect(yours.getByRole('button', { name: 'Request my data' })).toBeVisible();
  await page.setViewportSize(phone);
  await expectNoSidewaysScroll(page);
  await expectNoViolations(page, { include: '#your-data' });

  await yours.getByRole('button', { name: 'Request my data' }).click();
  await expect(yours.getByRole('progressbar', { name: 'Preparing your data' })).toBeVisible();
  await expect(yours.getByText(/^Preparing your data: \d+%$/)).toBeVisible();
  await expectNoViolations(page, { include: '#your-data' });

  const link = yours.getByRole('link', { name: /^Download \(\d+(\.\d)? MB\)$/ });
  await expect(link).toBeVisible();
  await expect(yours.getByText(/^Available until \w{3} \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(yours.getByRole('progressbar')).toHaveCount(0);
  await page.setViewportSize(desktop);
  await expectNoViolations(page, { include: '#your-data' });

  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^cofound-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const bytes = await fs.readFile((await download.path())!);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  const zip = await JSZip.loadAsync(bytes);
  expect(zip.file('README.txt')).not.toBeNull();
  const profile = JSON.parse(await zip.file('profile.json')!.async('string')) as {
    account: { name: string; email: string };
    profile: { name: string };
  };
  expect(profile.account).toMatchObject({ name: member.name, email: member.email });
  expect(profile.profile.name).toBe(member.name);

  // Still there after a reload: the download waits for 7 days.
  await page.reload();
  await expect(section(page).getByRole('link', { name: /^Download / })).toBeVisible();
});
