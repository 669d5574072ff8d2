// The founder personality test and the success prediction: a new member takes the test on a
// phone, sees their type and goes to Discover filtered to the types that complement it; then two
// members see their prediction on a profile and in the chat header, and it follows a retake.
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from '../support/axe';
import { connectThroughApi, fromApp, newMember, type Member } from '../support/members';
import { desktop, expectNoSidewaysScroll, phone } from '../support/viewports';

test.describe.configure({ timeout: 120_000 });

async function answer(page: Page, question: number, option: string) {
  await expect(page.getByText(`Question ${question} of 4`)).toBeVisible();
  await page.getByRole('button', { name: option }).click();
}

async function takeTestThroughApi(who: Member, baseURL: string | undefined, answers: object) {
  const taken = await who.context.request.put('/api/personality-test/result', {
    data: { answers },
    headers: fromApp(baseURL),
  });
  expect(taken.ok()).toBe(true);
}

const visionaryAnswers = {
  vision: 'industry',
  execution: 'delay',
  leadership: 'senior',
  resilience: 'pause',
};
const technicalAnswers = {
  vision: 'niche',
  execution: 'build',
  leadership: 'debate',
  resilience: 'learn',
};

test('a new member takes the test and finds the types that complement theirs (phone, then desktop)', async ({
  browser,
  baseURL,
}) => {
  const { page, context } = await newMember(browser, baseURL, 'quiz', {
    context: { viewport: phone },
  });
  await page.goto('/personality-test');
  await expect(page.getByRole('heading', { name: 'Founder Personality Test' })).toBeVisible();
  const progress = page.getByRole('progressbar', { name: 'Test progress' });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  await expectNoViolations(page, { include: 'main' });

  await answer(page, 1, 'Profitable and steady in a niche I know well');
  await expect(progress).toHaveAttribute('aria-valuenow', '25');
  await answer(page, 2, 'Get hands-on and build the missing part myself');
  await answer(page, 3, 'Run a short debate, then make the call');
  await answer(page, 4, 'Call them to learn why, then fix what they found');

  await expect(page.getByRole('heading', { name: 'Technical Genius' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Traits' })).toContainText('Building fast');
  const complements = page.getByRole('region', { name: 'Who complements you' });
  await expect(complements).toContainText('Visionary CEO');
  await expect(complements).toContainText('Growth Hacker');
  await expectNoViolations(page, { include: 'main' });
  await expectNoSidewaysScroll(page);

  // Discover, filtered to the two complements: every card shown is one of them.
  await page.getByRole('link', { name: 'Find co-founders who complement you' }).click();
  await expect(page).toHaveURL(/\/discover\?archetypes=visionary_ceo&archetypes=growth_hacker/);
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const complementary = cards.filter({ hasText: /Founder type: (Visionary CEO|Growth Hacker)/ });
  expect(await complementary.count()).toBe(await cards.count());
  await expect(
    cards.filter({ hasText: /Founder type: (Technical Genius|Operations Master)/ }),
  ).toHaveCount(0);

  // The result stays: the page shows it at desktop size on the next visit.
  await page.setViewportSize(desktop);
  await page.goto('/personality-test');
  await expect(page.getByRole('heading', { name: 'Technical Genius' })).toBeVisible();
  await expectNoViolations(page, { include: 'main' });
  await context.close();
});

test('two members see their success prediction on a profile and in the chat, and it follows a retake', async ({
  browser,
  baseURL,
}) => {
  const profile = {
    title: 'Founder',
    skills: ['Sales', 'Marketing'],
    industry: 'Technology',
    lookingFor: ['Technical Cofounder'],
    startupInterests: ['SaaS'],
    personalityTraits: ['Strategic'],
    workStyle: ['Hybrid'],
    bio: 'Building the next thing.',
  };
  const ada = await newMember(browser, baseURL, 'predict-a', { profile });
  const bob = await newMember(browser, baseURL, 'predict-b', {
    profile: { ...profile, skills: ['Full-Stack Development', 'Sales'] },
  });
  await takeTestThroughApi(ada, baseURL, visionaryAnswers);
  await takeTestThroughApi(bob, baseURL, technicalAnswers);

  await ada.page.goto(`/profile/${bob.profileId}`);
  const panel = ada.page
    .locator('section, div')
    .filter({
      has: ada.page.getByRole('heading', { name: 'Success prediction' }),
    })
    .last();
  await expect(panel.getByText('likely to build well together')).toBeVisible();
  await expect(panel.getByRole('progressbar', { name: 'Founder types' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(panel).toContainText('A Visionary CEO and a Technical Genius complement each other');
  await expect(ada.page.getByText('Technical Genius').first()).toBeVisible();
  await expectNoViolations(ada.page, { include: 'main' });

  // Bob retakes the test and becomes a Visionary CEO too: Ada's next look is recomputed.
  await takeTestThroughApi(bob, baseURL, visionaryAnswers);
  await ada.page.reload();
  await expect(panel.getByRole('progressbar', { name: 'Founder types' })).toHaveAttribute(
    'aria-valuenow',
    '40',
  );
  await expect(panel).toContainText('You are both a Visionary CEO');

  // In the chat header, once connected: the badge opens the same prediction.
  await connectThroughApi(ada, bob, baseURL);
  await ada.page.goto(`/messages/${bob.profileId}`);
  const badge = ada.page.getByRole('button', { name: /^Success prediction with / });
  await expect(badge).toBeVisible();
  await badge.click();
  const dialog = ada.page.getByRole('dialog');
  await expect(dialog.getByText('Recommendations')).toBeVisible();
  await expect(dialog).toContainText('You are both a Visionary CEO');
  await expectNoViolations(ada.page);
  await ada.context.close();
  await bob.context.close();
});
