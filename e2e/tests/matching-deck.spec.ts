// The dashboard's match deck and connection requests: a mutual like between two new members that
// reaches the receiver live, swiping by mouse, touch and keyboard, undo, save for later, and
// accessibility.
import { expectNoViolations } from '../support/axe';
import { randomUUID } from 'node:crypto';
import {
  expect,
  test,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import {
  matchScore,
  matchScoreDisplay,
  type MatchProfile,
} from '@cofound/shared/matching/match-score';
import { newMember, type Member, signInThroughApi, DEMO_MEMBER } from '../support/members';
import { deck, deckReady, filterBySkill, nextDecision, topName } from '../support/deck';
import { heading } from './accounts-support';

type Founder = Member;
type MatchFields = MatchProfile & { industry: string };

/** A made-up skill no other member has: with it as a required skill, only this run's pair shows. */
const uniqueSkill = () => `zq-skill-${randomUUID().slice(0, 8)}`;

/** A new member signed in in their own browser context, optionally with these match fields. */
function newFounder(
  browser: Browser,
  baseURL: string | undefined,
  label: string,
  fields?: MatchFields,
  context: BrowserContextOptions = {},
): Promise<Founder> {
  const profile = fields && {
    ...fields,
    title: `Founder ${label}`,
    personalityTraits: ['Analytical'],
    workStyle: ['Remote'],
    bio: 'I build products with a small team and ship every week.',
  };
  return newMember(browser, baseURL, label, { profile, context });
}

const swipeCard = (page: Page) => page.getByTestId('swipe-card');
const requestsToggle = (page: Page) => page.getByRole('button', { name: /^Requests/ });

async function openDashboard(page: Page) {
  await page.goto('/dashboard');
  await expect(heading(page, 'Dashboard')).toBeVisible();
}

test('a mutual like reaches the receiver live; accepting connects both', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const skill = uniqueSkill();
  const first: MatchFields = {
    skills: [skill, 'Go'],
    industry: 'AI/ML',
    experience: 6,
    lookingFor: ['Technical Cofounder'],
    startupInterests: ['Health', 'Climate'],
  };
  const second: MatchFields = {
    skills: [skill, 'Rust'],
    industry: 'AI/ML',
    experience: 4,
    lookingFor: ['Technical Cofounder', 'Growth Hacker'],
    startupInterests: ['Health'],
  };
  const { percent } = matchScoreDisplay(matchScore(first, second).score);
  // The one who likes first receives the request when the other likes back.
  const receiver = await newFounder(browser, baseURL, 'receiver', first);
  const sender = await newFounder(browser, baseURL, 'sender', second);

  await openDashboard(receiver.page);
  await filterBySkill(receiver.page, skill);
  await expect(topName(receiver.page)).toHaveText(sender.member.name);
  await expect(deck(receiver.page).getByText(`${percent}% match`)).toBeVisible();
  await receiver.page.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(receiver.page.getByText('No More Matches')).toBeVisible();

  await requestsToggle(receiver.page).click();
  await expect(requestsToggle(receiver.page)).toHaveAttribute('aria-expanded', 'true');
  await expect(receiver.page.getByText('No pending connection requests')).toBeVisible();
  await expect(requestsToggle(receiver.page)).toHaveAccessibleName('Requests');

  await openDashboard(sender.page);
  await filterBySkill(sender.page, skill);
  await expect(topName(sender.page)).toHaveText(receiver.member.name);
  await expect(deck(sender.page).getByText(`${percent}% match`)).toBeVisible();
  await sender.page.getByRole('button', { name: 'Like', exact: true }).click();
  const match = sender.page.getByRole('dialog', { name: "It's a match!" });
  await expect(match).toContainText(`We sent ${receiver.member.name} a connection request.`);
  await match.getByRole('button', { name: 'Keep swiping' }).click();
  await expect(match).toBeHidden();

  // No reload: the request arrives through the realtime channel.
  await expect(requestsToggle(receiver.page)).toHaveAccessibleName('Requests 1 pending');
  const requests = receiver.page.getByRole('list', { name: 'Connection requests' });
  await expect(requests.getByText(sender.member.name)).toBeVisible();
  await expect(requests.getByText(`Founder sender`)).toBeVisible();
  await receiver.page
    .getByRole('button', { name: `Accept request from ${sender.member.name}` })
    .click();
  await expect(receiver.page.getByText('Connection accepted')).toBeVisible();
  await expect(
    receiver.page.getByRole('link', { name: `Say hello to ${sender.member.name}` }),
  ).toHaveAttribute('href', `/messages/${sender.profileId}`);
  await expect(receiver.page.getByText('No pending connection requests')).toBeVisible();
  await expect(requestsToggle(receiver.page)).toHaveAccessibleName('Requests');

  await receiver.page.goto(`/profile/${sender.profileId}`);
  await expect(receiver.page.getByText('Connected', { exact: true })).toBeVisible();
  await sender.page.goto(`/profile/${receiver.profileId}`);
  await expect(sender.page.getByText('Connected', { exact: true })).toBeVisible();

  await receiver.context.close();
  await sender.context.close();
});

test('a mouse drag beyond 100 px likes; a short one springs back', async ({ browser, baseURL }) => {
  const founder = await newFounder(browser, baseURL, 'mouse');
  const { page } = founder;
  await openDashboard(page);
  const first = await topName(page).innerText();

  const box = (await swipeCard(page).boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + 40;

  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 60, y, { steps: 6 });
  await expect(swipeCard(page)).toHaveAttribute('style', /translateX\(60px\) rotate\(6deg\)/);
  await page.mouse.up();
  await expect(swipeCard(page)).toHaveAttribute('style', /translateX\(0px\) rotate\(0deg\)/);
  await expect(topName(page)).toHaveText(first);

  const liked = nextDecision(page);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 160, y, { steps: 10 });
  await page.mouse.up();
  expect(await liked).toBe(true);
  await expect(topName(page)).not.toHaveText(first);
  await founder.context.close();
});

test('a touch swipe to the left passes; a vertical touch move scrolls the page', async ({
  browser,
  baseURL,
}) => {
  const founder = await newFounder(browser, baseURL, 'touch', undefined, {
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const { page } = founder;
  await openDashboard(page);
  await swipeCard(page).scrollIntoViewIfNeeded();
  const first = await topName(page).innerText();
  const cdp = await page.context().newCDPSession(page);
  const box = (await swipeCard(page).boundingBox())!;
  const x = Math.round(box.x + box.width / 2);
  const y = Math.round(box.y + 60);

  const touch = async (points: [number, number][]) => {
    const [start, ...moves] = points;
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ x: start![0], y: start![1] }],
    });
    for (const [mx, my] of moves) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: mx, y: my }],
      });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  };
  const steps = (dx: number, dy: number, count = 10): [number, number][] =>
    Array.from({ length: count + 1 }, (_, i) => [
      x + Math.round((dx * i) / count),
      y + Math.round((dy * i) / count),
    ]);

  const passed = nextDecision(page);
  await touch(steps(-170, 0));
  expect(await passed).toBe(false);
  await expect(topName(page)).not.toHaveText(first);
  const second = await topName(page).innerText();

  // Vertical: the page scrolls, the card stays.
  const scrolledBefore = await page.evaluate(() => window.scrollY);
  await touch(steps(0, -200));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledBefore);
  await expect(topName(page)).toHaveText(second);
  await founder.context.close();
});

test('arrow keys decide, Undo steps back, Save for later fills Saved', async ({
  browser,
  baseURL,
}) => {
  const founder = await newFounder(browser, baseURL, 'keys');
  const { page } = founder;
  await openDashboard(page);
  const first = await topName(page).innerText();
  await deck(page).focus();

  let decision = nextDecision(page);
  await page.keyboard.press('ArrowRight');
  expect(await decision).toBe(true);
  await expect(topName(page)).not.toHaveText(first);
  await deckReady(page);
  const second = await topName(page).innerText();

  decision = nextDecision(page);
  await page.keyboard.press('ArrowLeft');
  expect(await decision).toBe(false);
  await expect(topName(page)).not.toHaveText(second);
  await deckReady(page);
  const third = await topName(page).innerText();

  const undone = page.waitForRequest(
    (request) =>
      request.method() === 'DELETE' && request.url().includes('/api/matching/decisions/'),
  );
  await page.getByRole('button', { name: 'Undo' }).click();
  await undone;
  await expect(topName(page)).toHaveText(second);

  const saved = page.getByRole('list', { name: 'Saved profiles' });
  await page.getByRole('button', { name: 'Save for later' }).click();
  await expect(topName(page)).toHaveText(third);
  await expect(saved.getByText(second)).toBeVisible();

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(topName(page)).toHaveText(second);
  await expect(page.getByText('No saved profiles yet')).toBeVisible();
  await founder.context.close();
});

test('a saved profile can be liked from Saved', async ({ browser, baseURL }) => {
  const founder = await newFounder(browser, baseURL, 'saved');
  const { page } = founder;
  await openDashboard(page);
  const first = await topName(page).innerText();
  await page.getByRole('button', { name: 'Save for later' }).click();
  const saved = page.getByRole('list', { name: 'Saved profiles' });
  await expect(saved.getByText(first)).toBeVisible();

  const liked = nextDecision(page);
  await saved.getByRole('button', { name: `Like ${first}` }).click();
  expect(await liked).toBe(true);
  await expect(page.getByText('No saved profiles yet')).toBeVisible();
  await founder.context.close();
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`/dashboard at ${viewport.width} px has no WCAG 2.1 AA violations`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(viewport);
    await signInThroughApi(page.request, baseURL, DEMO_MEMBER);
    await openDashboard(page);
    await expect(deck(page)).toBeVisible();
    await requestsToggle(page).click();
    await expect(page.getByRole('list', { name: 'Connection requests' })).toBeVisible();
    await swipeCard(page).getByText('Why you match').click();
    await page.getByRole('button', { name: /^Filters/ }).click();
    await expectNoViolations(page);
  });
}
