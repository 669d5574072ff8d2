// Shared steps for the accounts journeys (accounts-*.spec.ts). Every test makes its own member,
// so tests never depend on each other's data (two workers share one server).
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { NewMember } from '../support/members';

export const heading = (page: Page, name: string, level = 1) =>
  page.getByRole('heading', { level, name });

export const wizardButton = (page: Page, name: 'Continue' | 'Complete Setup' | 'Back') =>
  page.getByRole('button', { name, exact: true });

/** Step 1 of the wizard, on the current /signup page. */
export async function fillCredentials(page: Page, member: NewMember) {
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByLabel('Full name').fill(member.name);
}

/** Steps 2 to 4 with fixed answers, ending with Complete Setup. */
export async function completeChoices(page: Page) {
  await page.getByRole('radiogroup', { name: 'Role' }).getByLabel('CTO/Technical Lead').check();
  await wizardButton(page, 'Continue').click();
  await page.getByRole('radiogroup', { name: 'Industry' }).getByLabel('AI/ML').check();
  await wizardButton(page, 'Continue').click();
  await page.getByLabel('Years of experience').fill('6');
  await page.getByRole('group', { name: 'Work style' }).getByLabel('Remote').check();
  await page.getByRole('group', { name: 'Personality traits' }).getByLabel('Analytical').check();
  await wizardButton(page, 'Complete Setup').click();
}

/** The whole wizard without detours, from /signup (with an optional query) to the profile page. */
export async function signUpThroughWizard(page: Page, member: NewMember, query = '') {
  await page.goto(`/signup${query}`);
  await expect(heading(page, 'Join Cofound')).toBeVisible();
  await fillCredentials(page, member);
  await wizardButton(page, 'Continue').click();
  await completeChoices(page);
  await expect(heading(page, 'Welcome to Cofound', 2)).toBeVisible();
  await expect(page).toHaveURL(/\/profile\?welcome=true$/);
}

export async function signIn(page: Page, member: Pick<NewMember, 'email' | 'password'>) {
  await page.goto('/signin');
  await expect(heading(page, 'Welcome Back')).toBeVisible();
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

type OutboxMail = { to: string; subject: string; links: string[]; createdAt: string };

function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return path.join(dataDir, 'outbox');
}

function readOutbox(): OutboxMail[] {
  const dir = outboxDir();
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as OutboxMail);
}

/** The first link of the newest mail to `to` whose subject matches, waiting for it to arrive. */
export async function newestMailLink(to: string, subject: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mails = readOutbox()
          .filter(
            (mail) => mail.to.toLowerCase() === to.toLowerCase() && subject.test(mail.subject),
          )
          .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
        link = mails[0]?.links[0];
        return link;
      },
      { message: `a mail to ${to} matching ${subject}` },
    )
    .toBeTruthy();
  return link as string;
}
