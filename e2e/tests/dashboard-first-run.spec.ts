// A new member's first minutes on the dashboard: the deck first and its buttons on screen, the
// prompt for the fields matching reads (and the score it changes), arrow keys from the start,
// 'It's a match!', and Undo after a reload.
import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { matchScore, matchScoreDisplay } from '@cofound/shared/matching/match-score';
import { expectNoViolations } from '../support/axe';
import { fromApp, newMember } from '../support/members';
import { deck, filterBySkill, nextDecision, topName } from '../support/deck';
import { heading } from './accounts-support';

const PROMPT =
  'Your matches get better when we know your skills, who you are looking for and what interests you.';

const prompt = (page: Page) => page.getByRole('form', { name: PROMPT });

async function openDashboard(page: Page) {
  await page.goto('/dashboard');
  await expect(heading(page, 'Dashboard')).toBeVisible();
  await expect(deck(page)).toBeVisible();
}

/** What the signup of `newMember` stores that matching reads; the lists stay empty. */
const newcomer = {
  skills: [],
  industry: 'Technology',
  experience: 3,
  lookingFor: [],
  startupInterests: [],
};

/** Another member with a skill of their own, so that a filter on it shows only them. */
function founderWithSkill(browser: Browser, baseURL: string | undefined, skill: string) {
  return newMember(browser, baseURL, 'peer', {
    profile: {
      title: 'Founder peer',
      skills: [skill, 'Sales'],
      industry: 'Technology',
      experience: 3,
      lookingFor: ['Sales Leader'],
      startupInterests: ['SaaS'],
      personalityTraits: ['Analytical'],
      workStyle: ['Remote'],
      bio: 'I sell what we build, and I like to build it with a small team.',
    },
  });
}

const uniqueSkill = () => `zq-first-${randomUUID().slice(0, 8)}`;

test('a new member fills in the prompt on the deck and the score changes at once', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const skill = uniqueSkill();
  const peer = await founderWithSkill(browser, baseURL, skill);
  const member = await newMember(browser, baseURL, 'first-run');
  const { page } = member;
  const peerFields = {
    skills: [skill, 'Sales'],
    industry: 'Technology',
    experience: 3,
    lookingFor: ['Sales Leader'],
    startupInterests: ['SaaS'],
  };
  const before = matchScoreDisplay(matchScore(newcomer, peerFields).score).percent;
  const after = matchScoreDisplay(
    matchScore(
      { ...newcomer, skills: ['Sales'], lookingFor: ['Sales Leader'], startupInterests: ['SaaS'] },
      peerFields,
    ).score,
  ).percent;

  await openDashboard(page);
  await filterBySkill(page, skill);
  await expect(topName(page)).toHaveText(peer.member.name);
  await expect(deck(page).getByText(`${before}% match`)).toBeVisible();
  await expect(prompt(page)).toBeVisible();
  await expectNoViolations(page);

  const form = prompt(page);
  const choose = (group: string, option: string) =>
    form.getByRole('group', { name: group }).getByRole('checkbox', { name: option, exact: true });
  await choose('Your skills', 'Sales').check();
  await choose('Who you are looking for', 'Sales Leader').check();
  await choose('Startup interests', 'SaaS').check();
  await form.getByRole('button', { name: 'Save' }).click();

  await expect(prompt(page)).toBeHidden();
  await expect(deck(page).getByText(`${after}% match`)).toBeVisible();
  expect(after).toBeGreaterThan(before);

  // The rest of the profile is as signup left it.
  const me = await member.context.request.get('/api/profiles/me');
  const { profile } = (await me.json()) as { profile: Record<string, unknown> };
  expect(profile).toMatchObject({
    skills: ['Sales'],
    lookingFor: ['Sales Leader'],
    startupInterests: ['SaaS'],
    industry: 'Technology',
    workStyle: ['Hybrid'],
    personalityTraits: ['Strategic'],
  });
  await page.reload();
  await expect(deck(page)).toBeVisible();
  await expect(prompt(page)).toBeHidden();
  await member.context.close();
  await peer.context.close();
});

test('the arrow keys decide as soon as the dashboard is open', async ({ browser, baseURL }) => {
  const { page, context } = await newMember(browser, baseURL, 'keys-first');
  await openDashboard(page);
  const first = await topName(page).innerText();

  let decision = nextDecision(page);
  await page.keyboard.press('ArrowRight');
  expect(await decision).toBe(true);
  await expect(topName(page)).not.toHaveText(first);
  await expect(page.getByRole('status').filter({ hasText: `Liked ${first}.` })).toBeAttached();

  // Not while typing in a field.
  const second = await topName(page).innerText();
  await page.getByRole('button', { name: /^Filters/ }).click();
  await page.getByLabel('Required skills').press('ArrowLeft');
  await expect(topName(page)).toHaveText(second);

  decision = nextDecision(page);
  await page.getByRole('heading', { name: 'Dashboard' }).click();
  await page.keyboard.press('ArrowLeft');
  expect(await decision).toBe(false);
  await expect(topName(page)).not.toHaveText(second);
  await context.close();
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the deck and its buttons are on screen without scrolling at ${viewport.width}x${viewport.height}`, async ({
    browser,
    baseURL,
  }) => {
    const { page, context } = await newMember(browser, baseURL, `fold-${viewport.width}`, {
      context: { viewport },
    });
    await openDashboard(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    for (const name of ['Undo', 'Pass', 'Save for later', 'Like']) {
      const box = (await page.getByRole('button', { name, exact: true }).boundingBox())!;
      expect(box, name).not.toBeNull();
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.y, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(viewport.width);
      expect(box.y + box.height, name).toBeLessThanOrEqual(viewport.height);
    }
    await expectNoViolations(page);
    await context.close();
  });
}

test("a mutual like opens 'It's a match!'", async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const skill = uniqueSkill();
  const peer = await founderWithSkill(browser, baseURL, skill);
  const member = await newMember(browser, baseURL, 'mutual');
  const liked = await peer.context.request.put(`/api/matching/decisions/${member.profileId}`, {
    data: { liked: true },
    headers: fromApp(baseURL),
  });
  expect(liked.ok()).toBe(true);

  const { page } = member;
  await openDashboard(page);
  await filterBySkill(page, skill);
  await expect(topName(page)).toHaveText(peer.member.name);
  await page.getByRole('button', { name: 'Like', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: "It's a match!" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(peer.member.name);
  await expect(dialog).toContainText(
    `We sent ${peer.member.name} a connection request. Once they accept it, you can message each other.`,
  );
  await expect(dialog.getByRole('link', { name: 'Go to your connections' })).toHaveAttribute(
    'href',
    '/connections',
  );
  await expectNoViolations(page);

  // The focus stays in the dialog; Escape closes it and the deck has the focus again.
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('No More Matches')).toBeVisible();
  expect(
    await page.evaluate(() => document.activeElement?.closest('section')?.textContent ?? ''),
  ).toContain('Your matches');

  // The peer has the request.
  const requests = await peer.context.request.get('/api/connections/requests');
  const { items } = (await requests.json()) as { items: { sender: { profileId: string } }[] };
  expect(items.map((item) => item.sender.profileId)).toContain(member.profileId);
  await member.context.close();
  await peer.context.close();
});

test('Undo still works for the last decision after a reload', async ({ browser, baseURL }) => {
  const { page, context } = await newMember(browser, baseURL, 'undo-reload');
  await openDashboard(page);
  const first = await topName(page).innerText();
  await page.getByRole('button', { name: 'Pass', exact: true }).click();
  await expect(topName(page)).not.toHaveText(first);

  await page.reload();
  await expect(deck(page)).toBeVisible();
  await expect(topName(page)).not.toHaveText(first);
  const undo = page.getByRole('button', { name: 'Undo', exact: true });
  await expect(undo).toBeEnabled();
  const undone = page.waitForRequest(
    (request) =>
      request.method() === 'DELETE' && request.url().includes('/api/matching/decisions/'),
  );
  await undo.click();
  await undone;
  await expect(topName(page)).toHaveText(first);
  await expect(undo).toBeDisabled();

  // Undone on the server too: the card stays after another reload.
  await page.reload();
  await expect(topName(page)).toHaveText(first);
  await context.close();
});
