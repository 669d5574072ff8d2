// The leaderboard: a member who earned points this week finds themselves on the dashboard's Top
// Founders, opens the full leaderboard and switches Weekly / Monthly / All-time: on a phone, then
// the leaderboard at desktop size.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoViolations } from '../support/axe';
import { connectThroughApi, fromApp, newMember } from '../support/members';
import { desktop, expectNoSidewaysScroll, phone } from '../support/viewports';
import { openDashboard } from '../support/dashboard';

type Board = { leaders: { member: { profileId: string; name: string }; totalScore: number }[] };

async function boardOf(request: APIRequestContext, timeframe: string): Promise<Board> {
  const answer = await request.get(`/api/reputation/leaderboard?timeframe=${timeframe}`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as Board;
}

test('a member climbs the weekly leaderboard (phone, then desktop)', async ({
  browser,
  baseURL,
}) => {
  // Tens of messages, two members and four accessibility checks.
  test.slow();
  const leader = await newMember(browser, baseURL, 'leader', { context: { viewport: phone } });
  const peer = await newMember(browser, baseURL, 'peer');
  await connectThroughApi(leader, peer, baseURL);

  // Whatever the demo community (and other journeys) earned this week: messages (+3 each)
  // take the leader past this week's ninth place, so one more climber still leaves them in
  // the top 10.
  const weekly = await boardOf(leader.context.request, 'weekly');
  const target = (weekly.leaders[8]?.totalScore ?? 0) + 10;
  const earned =
    weekly.leaders.find((l) => l.member.profileId === leader.profileId)?.totalScore ?? 10;
  const messages = Math.max(0, Math.ceil((target - earned) / 3));
  for (let sent = 0; sent < messages; sent += 10) {
    const batch = Array.from({ length: Math.min(10, messages - sent) }, (_, i) =>
      leader.context.request.post(`/api/messages/${peer.profileId}`, {
        data: { body: `Progress update ${sent + i + 1}` },
        headers: fromApp(baseURL),
      }),
    );
    for (const answer of await Promise.all(batch)) expect(answer.status()).toBe(201);
  }

  const { page } = leader;
  await openDashboard(page);
  const card = page.getByRole('region', { name: 'Top Founders' });
  const mineOnCard = card.getByRole('link', { name: leader.member.name });
  await expect(mineOnCard).toBeVisible();
  await expect(mineOnCard).toHaveAttribute('href', `/profile/${leader.profileId}`);
  await expectNoViolations(page, { include: 'main' });

  await card.getByRole('link', { name: 'See full leaderboard' }).click();
  await expect(page).toHaveURL(/\/leaderboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
  const weeklyTab = page.getByRole('tab', { name: 'Weekly' });
  await expect(weeklyTab).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('link', { name: leader.member.name })).toBeVisible();
  await expectNoViolations(page, { include: 'main' });

  // Monthly by click, All-time by the arrow key; each shows what the server answers.
  for (const [timeframe, label, move] of [
    ['monthly', 'Monthly', () => page.getByRole('tab', { name: 'Monthly' }).click()],
    ['all-time', 'All-time', () => page.keyboard.press('ArrowRight')],
  ] as const) {
    const expected = await boardOf(leader.context.request, timeframe);
    await move();
    const tab = page.getByRole('tab', { name: label });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(tab).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`timeframe=${timeframe}$`));
    const first = expected.leaders[0];
    if (first) {
      await expect(
        panel.getByRole('link', { name: first.member.name, exact: true }).first(),
      ).toBeVisible();
    } else {
      await expect(panel.getByText('No leaders found for this timeframe')).toBeVisible();
    }
    await expectNoViolations(page, { include: 'main' });
  }

  await page.keyboard.press('Home');
  await expect(weeklyTab).toBeFocused();
  await expect(panel.getByRole('link', { name: leader.member.name })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // The same board at desktop size.
  await page.setViewportSize(desktop);
  await expect(panel.getByRole('link', { name: leader.member.name })).toBeVisible();
  await expectNoViolations(page, { include: 'main' });
  await leader.context.close();
  await peer.context.close();
});
