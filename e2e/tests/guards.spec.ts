import { expect, test, type Page } from '@playwright/test';

const member = { email: 'demo@cofound.dev', password: 'cofound-demo' };
const admin = { email: 'admin@cofound.dev', password: 'cofound-admin' };

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** Fills in and submits the sign-in form on the current /signin page. */
async function submitSignIn(page: Page, account: { email: string; password: string }) {
  await expect(heading(page, 'Welcome Back')).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/signin');
  await submitSignIn(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('/ redirects to /browse', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/browse$/);
  await expect(heading(page, 'Discover Co-Founders')).toBeVisible();
});

test('a signed-out visitor of /dashboard signs in and lands on /dashboard', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/signin\?from=%2Fdashboard$/);
  await submitSignIn(page, member);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(heading(page, 'Dashboard')).toBeVisible();
});

test('the return path survives a reload of the sign-in page', async ({ page }) => {
  await page.goto('/connections');
  await expect(page).toHaveURL(/\/signin\?from=%2Fconnections$/);
  await page.reload();
  await submitSignIn(page, member);
  await expect(page).toHaveURL(/\/connections$/);
  await expect(heading(page, 'Connections')).toBeVisible();
});

test('wrong credentials are explained', async ({ page }) => {
  await page.goto('/signin');
  await submitSignIn(page, { email: member.email, password: 'not-the-password' });
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password. Please try again.');
  await expect(page).toHaveURL(/\/signin$/);
});

test('the demo member is sent from /admin to /dashboard', async ({ page }) => {
  await signIn(page, member);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(heading(page, 'Dashboard')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }),
  ).toHaveCount(0);
});

test('the demo admin can open the admin area', async ({ page }) => {
  await signIn(page, admin);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(heading(page, 'Admin Dashboard')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Revenue' })
    .click();
  await expect(heading(page, 'Revenue')).toBeVisible();
});

test('a signed-in visitor of /signin goes to /dashboard', async ({ page }) => {
  await signIn(page, member);
  await page.goto('/signin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('signing out returns to /signin and protects member pages again', async ({ page }) => {
  await signIn(page, member);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/signin\?from=%2Fdashboard$/);
});
