import { expect, test } from '@playwright/test';
import { signUpThroughApi, uniqueMember } from '../support/members';
import {
  completeChoices,
  fillCredentials,
  heading,
  newestMailLink,
  signIn,
  signUpThroughWizard,
  wizardButton,
} from './accounts-support';

test('a new visitor signs up, verifies the email, signs out and signs in again', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const member = uniqueMember('journey');
  await page.goto('/signup');
  await expect(heading(page, 'Join Cofound')).toBeVisible();
  await expect(page.getByText('Your profile takes 2 minutes')).toBeVisible();
  const progress = page.getByRole('progressbar', { name: 'Signup progress' });
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await expect(page.getByText('25% complete')).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '25');
  await expect(wizardButton(page, 'Back')).toHaveCount(0);
  await expect(wizardButton(page, 'Continue')).toBeDisabled();

  // Every validation message, word for word.
  await page.getByLabel('Full name').focus();
  await page.getByLabel('Full name').blur();
  await expect(page.getByText('Name is required', { exact: true })).toBeVisible();
  await page.getByLabel('Email').fill('not-an-address');
  await page.getByLabel('Email').blur();
  await expect(page.getByText('Valid email is required', { exact: true })).toBeVisible();
  await page.getByLabel('Password').fill('short');
  await page.getByLabel('Password').blur();
  await expect(
    page.getByText('Password must be at least 8 characters', { exact: true }),
  ).toBeVisible();

  await fillCredentials(page, member);
  await expect(page.getByText('Name is required', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Valid email is required', { exact: true })).toHaveCount(0);
  await wizardButton(page, 'Continue').click();

  // Step 2, then Back to step 1 with the answers kept.
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '50');
  await expect(heading(page, 'What is your role?', 2)).toBeFocused();
  await expect(page.getByRole('radiogroup', { name: 'Role' }).getByRole('radio')).toHaveCount(6);
  await expect(wizardButton(page, 'Continue')).toBeDisabled();
  await wizardButton(page, 'Back').click();
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(member.email);
  await wizardButton(page, 'Continue').click();

  await page.getByRole('radiogroup', { name: 'Role' }).getByLabel('CTO/Technical Lead').check();
  await wizardButton(page, 'Continue').click();
  await expect(page.getByText('75% complete')).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Industry' }).getByRole('radio')).toHaveCount(
    8,
  );
  await expect(wizardButton(page, 'Continue')).toBeDisabled();
  await wizardButton(page, 'Back').click();
  await expect(
    page.getByRole('radiogroup', { name: 'Role' }).getByLabel('CTO/Technical Lead'),
  ).toBeChecked();
  await wizardButton(page, 'Continue').click();
  await page.getByRole('radiogroup', { name: 'Industry' }).getByLabel('AI/ML').check();
  await wizardButton(page, 'Continue').click();

  await expect(page.getByText('Step 4 of 4')).toBeVisible();
  await expect(page.getByText('100% complete')).toBeVisible();
  await expect(page.getByLabel('Years of experience')).toHaveValue('0');
  await expect(wizardButton(page, 'Complete Setup')).toBeDisabled();
  await page.getByLabel('Years of experience').fill('6');
  await page.getByRole('group', { name: 'Work style' }).getByLabel('Remote').check();
  await expect(wizardButton(page, 'Complete Setup')).toBeDisabled();
  await page.getByRole('group', { name: 'Personality traits' }).getByLabel('Analytical').check();
  await wizardButton(page, 'Complete Setup').click();

  await expect(heading(page, 'Welcome to Cofound', 2)).toBeVisible();
  await expect(page).toHaveURL(/\/profile\?welcome=true$/);

  // The banner asks for verification; the link in the outbox verifies.
  const banner = page.getByRole('complementary', { name: 'Email verification' });
  await expect(banner).toContainText('Please verify your email address');
  const link = await newestMailLink(member.email, /verify/i);
  await page.goto(link);
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(heading(page, 'Your email is verified')).toBeVisible();
  await expect(banner).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(banner).toHaveCount(0);

  // Sign out lands on /signin.
  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(heading(page, 'Welcome Back')).toBeVisible();

  // A wrong password is explained; the right one signs in.
  await signIn(page, { email: member.email, password: 'not-the-password' });
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password. Please try again.');
  await signIn(page, member);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(banner).toHaveCount(0);
});

test('an already registered email is sent to sign-in with the address filled in', async ({
  page,
  request,
  baseURL,
}) => {
  const member = uniqueMember('duplicate');
  await signUpThroughApi(request, baseURL, member);

  await page.goto('/signup');
  await fillCredentials(page, { ...member, name: 'Someone Else' });
  await wizardButton(page, 'Continue').click();
  await completeChoices(page);

  await expect(page).toHaveURL(/\/signin\?email=/);
  await expect(heading(page, 'Welcome Back')).toBeVisible();
  await expect(
    page.getByText('This email is already registered. Please sign in instead.'),
  ).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(member.email);
});

test('a referral link shows the code and the signup completes', async ({ page }) => {
  const member = uniqueMember('referral');
  await page.goto('/signup?ref=DEMO2026');
  await expect(page.getByText('Signing up with referral code')).toBeVisible();
  await expect(page.getByText('DEMO2026')).toBeVisible();
  await signUpThroughWizard(page, member, '?ref=DEMO2026');
});

test('a member who forgot the password resets it from the mail', async ({
  page,
  request,
  baseURL,
}) => {
  const member = uniqueMember('reset');
  await signUpThroughApi(request, baseURL, member);

  await page.goto('/signin');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText(
      "If an account exists for that address, we've sent a link to reset the password.",
    ),
  ).toBeVisible();

  const link = await newestMailLink(member.email, /reset/i);
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByLabel('New password').fill('short');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(
    page.getByText('Password must be at least 8 characters', { exact: true }),
  ).toBeVisible();
  await page.getByLabel('New password').fill('a-brand-new-secret');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(heading(page, 'Password updated')).toBeVisible();

  await signIn(page, { email: member.email, password: 'a-brand-new-secret' });
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an invalid verification or reset link is explained', async ({ page }) => {
  await page.goto('/verify-email?error=INVALID_TOKEN');
  await expect(heading(page, 'This link did not work')).toBeVisible();
  await expect(page.getByText('The verification link is invalid or has expired.')).toBeVisible();
  await page.goto('/reset-password?error=INVALID_TOKEN');
  await expect(heading(page, 'Reset link not valid')).toBeVisible();
});
