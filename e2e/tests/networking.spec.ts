// Speed networking: a visitor is asked to sign in; two new members (one on a phone, one on a
// desktop) join the lobby, are paired live, chat in their round, both say Connect (which opens
// the connection request as the deck does), then one moves on and the other leaves.
import { expect, test } from '@playwright/test';
import { expectNoViolations } from '../support/axe';
import { newMember } from '../support/members';
import { desktop, expectNoSidewaysScroll, phone } from '../support/viewports';

test.describe.configure({ timeout: 120_000 });

test('a visitor reads how it works and is asked to sign in', async ({ page }) => {
  await page.goto('/networking');
  await expect(page.getByRole('heading', { level: 1, name: 'Speed Networking' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'How it works' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in to join' }).click();
  await expect(page).toHaveURL(/\/signin\?.*networking/);
});

test('two members are paired live, chat, both connect, then move on', async ({
  browser,
  baseURL,
}) => {
  const profile = {
    title: 'Founder',
    industry: 'Finance',
    skills: ['Sales', 'Full-Stack Development'],
    lookingFor: ['Technical Cofounder'],
    startupInterests: ['Finance'],
    personalityTraits: ['Analytical'],
    workStyle: ['Remote'],
    bio: 'Building payments tools for small banks.',
  };
  const ada = await newMember(browser, baseURL, 'lobby-ada', {
    context: { viewport: phone },
    profile,
  });
  const bo = await newMember(browser, baseURL, 'lobby-bo', {
    context: { viewport: desktop },
    profile,
  });

  await ada.page.goto('/networking');
  await ada.page.getByRole('button', { name: 'Join the lobby' }).click();
  await expect(
    ada.page.getByRole('heading', { name: 'Looking for your next match…' }),
  ).toBeVisible();
  await expectNoSidewaysScroll(ada.page);

  await bo.page.goto('/networking');
  await bo.page.getByRole('button', { name: 'Join the lobby' }).click();
  // Bo is paired on joining; Ada's waiting page hears it live.
  await expect(
    bo.page.getByRole('heading', { name: `Your round with ${ada.member.name}` }),
  ).toBeVisible();
  await expect(
    ada.page.getByRole('heading', { name: `Your round with ${bo.member.name}` }),
  ).toBeVisible();
  await expect(ada.page.getByRole('timer', { name: 'Time left in this round' })).toHaveText(
    /^0[23]:\d\d$/,
  );
  await expect(ada.page.getByRole('article', { name: bo.member.name })).toContainText('% match');

  const adaBox = ada.page.getByRole('textbox', { name: `Message ${bo.member.name}` });
  await adaBox.fill('Hi! I sell to banks. What are you building?');
  await adaBox.press('Enter');
  const boChat = bo.page.getByRole('log', { name: `Chat with ${ada.member.name}` });
  await expect(boChat).toContainText('Hi! I sell to banks.');
  const boBox = bo.page.getByRole('textbox', { name: `Message ${ada.member.name}` });
  await boBox.fill('Payments infrastructure. Let us talk more.');
  await boBox.press('Enter');
  await expect(ada.page.getByRole('log', { name: `Chat with ${bo.member.name}` })).toContainText(
    'Payments infrastructure.',
  );
  await expectNoViolations(ada.page, { include: 'main' });
  await expectNoSidewaysScroll(ada.page);

  await ada.page.getByRole('button', { name: 'Connect' }).click();
  await expect(ada.page.getByText('You said Connect.')).toBeVisible();
  await bo.page.getByRole('button', { name: 'Connect' }).click();
  await expect(bo.page.getByText('You both said Connect!')).toBeVisible();
  // Bo's Connect completed the pair: Ada hears the request live and answers it on the dashboard.
  const adaDecision = ada.page.getByRole('region', { name: 'Connect or pass?' });
  await expect(adaDecision).toContainText('You both said Connect!');
  await expectNoViolations(bo.page, { include: 'main' });

  await bo.page.getByRole('button', { name: 'Next round' }).click();
  await expect(
    bo.page.getByRole('heading', { name: 'Looking for your next match…' }),
  ).toBeVisible();
  await expect(ada.page.getByText(/moved on/)).toBeVisible();
  await expect(adaBox).toBeDisabled();

  await adaDecision.getByRole('link', { name: 'dashboard' }).click();
  await ada.page.getByRole('button', { name: /^Requests/ }).click();
  await ada.page.getByRole('button', { name: `Accept request from ${bo.member.name}` }).click();
  await expect(ada.page.getByText('Connection accepted')).toBeVisible();

  for (const who of [ada, bo]) {
    await who.page.goto('/networking');
    await who.page.getByRole('button', { name: /^Leave/ }).click();
    await expect(who.page.getByRole('button', { name: 'Join the lobby' })).toBeVisible();
  }
  await ada.context.close();
  await bo.context.close();
});
