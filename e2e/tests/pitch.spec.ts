// Video pitch: a new member records with Chromium's fake camera, watches it back, uploads it
// with a progress bar, and once the server has checked it sees three co-founders by their real
// match scores; the pitch then plays on their profile. A refused camera says so.
import { expect, test } from '@playwright/test';
import { expectNoViolations } from '../support/axe';
import { newMember } from '../support/members';
import { desktop, expectNoSidewaysScroll, phone } from '../support/viewports';

test.describe.configure({ timeout: 120_000 });

test('a new member records, uploads and sees recommendations (phone, then desktop)', async ({
  browser,
  baseURL,
}) => {
  // The demo community's largest industry and its common skills, so recommendations exist.
  const { page, context, profileId } = await newMember(browser, baseURL, 'pitch', {
    context: { viewport: phone },
    profile: {
      title: 'Founder',
      industry: 'AI/ML',
      skills: ['Machine Learning', 'Data Science', 'Full-Stack Development'],
      lookingFor: ['Business Development'],
      startupInterests: ['AI'],
      personalityTraits: ['Analytical'],
      workStyle: ['Remote'],
      bio: 'Building tools for machine learning teams.',
    },
  });
  await page.goto('/pitch');
  await expect(page.getByRole('heading', { name: 'Video Pitch' })).toBeVisible();
  await expectNoViolations(page, { include: 'main' });

  await page.getByRole('button', { name: 'Start recording' }).click();
  const timeLeft = page.getByRole('progressbar', { name: 'Time left' });
  await expect(timeLeft).toBeVisible();
  await expect(timeLeft).toHaveAttribute('aria-valuetext', /^2\d seconds left$/, {
    timeout: 5_000,
  });
  await page.waitForTimeout(2_500);
  await page.getByRole('button', { name: 'Stop recording' }).click();

  const preview = page.getByLabel('Your recorded pitch');
  await expect(preview).toBeVisible();
  await expectNoViolations(page, { include: 'main' });
  // The server's answer is held back a moment, so the progress bar can be seen on loopback.
  await page.route('**/api/pitch', async (route) => {
    if (route.request().method() === 'POST') await new Promise((done) => setTimeout(done, 1_500));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Upload pitch' }).click();
  const progress = page.getByRole('progressbar', { name: 'Upload progress' });
  await expect(progress).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload pitch' })).toBeDisabled();

  // Checked by the server, then ready: the video and three recommendations with real scores.
  await expect(page.getByLabel('Your pitch')).toBeVisible({ timeout: 20_000 });
  const recommendations = page.getByRole('region', { name: 'Recommended co-founders' });
  const cards = recommendations.getByRole('listitem').filter({ hasText: /% match/ });
  await expect(cards).toHaveCount(3);
  const scores = await cards.locator('[data-tone]').allTextContents();
  const percents = scores.map((text) => Number(text.replace(/\D/g, '')));
  expect(percents).toEqual([...percents].sort((a, b) => b - a));
  await expectNoViolations(page, { include: 'main' });
  await expectNoSidewaysScroll(page);

  // The pitch plays on the member's profile, at desktop size.
  await page.setViewportSize(desktop);
  await page.goto(`/profile/${profileId}`);
  const video = page.getByLabel(/^Video pitch of /);
  await expect(video).toBeVisible();
  const src = await video.getAttribute('src');
  const ranged = await page.request.get(src!, { headers: { range: 'bytes=0-99' } });
  expect(ranged.status()).toBe(206);
  await context.close();
});

test('a refused camera says to allow it', async ({ browser, baseURL }) => {
  const { page, context } = await newMember(browser, baseURL, 'pitch-denied');
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await page.goto('/pitch');
  await page.getByRole('button', { name: 'Start recording' }).click();
  await expect(
    page.getByText('Please allow access to camera and microphone to record your pitch.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await context.close();
});

test('a visitor is sent to sign in', async ({ page }) => {
  await page.goto('/pitch');
  await expect(page).toHaveURL(/\/signin/);
});
