// Endorsing a connected member's skill on their profile: the count and the reputation rise.
import { expectNoViolations } from '../support/axe';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_MEMBER } from '../support/members';
import { signIn } from './accounts-support';

type Card = { id: string; connectionState: string };
type Endorsements = {
  viewerCanEndorse: boolean;
  skills: { skill: string; count: number; endorsedByViewer: boolean }[];
};

const endorsementCount = (count: number) => `${count} endorsement${count === 1 ? '' : 's'}`;

/** A seeded accepted connection of the signed-in member with a skill they have not endorsed. */
async function connectedProfileToEndorse(request: APIRequestContext) {
  let cursor: string | null = null;
  do {
    const query: string = `/api/discover?sort=recent&limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const response = await request.get(query);
    expect(response.ok()).toBe(true);
    const page = (await response.json()) as { items: Card[]; nextCursor: string | null };
    for (const card of page.items.filter((item) => item.connectionState === 'connected')) {
      const answer = await request.get(`/api/profiles/${card.id}/endorsements`);
      const endorsements = (await answer.json()) as Endorsements;
      const open = endorsements.skills.find((skill) => !skill.endorsedByViewer);
      if (endorsements.viewerCanEndorse && open) return { profileId: card.id, ...open };
    }
    cursor = page.nextCursor;
  } while (cursor);
  throw new Error('the demo member has no accepted connection with a skill left to endorse');
}

test('the demo member endorses a connected founder’s skill', async ({ page }) => {
  await signIn(page, DEMO_MEMBER);
  await expect(page).toHaveURL(/\/dashboard/);
  const target = await connectedProfileToEndorse(page.request);
  const before = (await (
    await page.request.get(`/api/profiles/${target.profileId}/reputation`)
  ).json()) as { totalScore: number; endorsementScore: number };

  await page.goto(`/profile/${target.profileId}`);
  const panel = page.getByRole('region', { name: 'Reputation' });
  await expect(panel.getByText(`${before.totalScore} total points`)).toBeVisible();
  const row = panel.getByRole('listitem').filter({
    has: page.getByText(target.skill, { exact: true }),
  });
  await expect(row.getByText(/endorsements?$/)).toHaveText(endorsementCount(target.count));

  await expectNoViolations(page, { include: 'main' });

  await row.getByRole('button', { name: `Endorse ${target.skill}` }).click();
  await expect(row.getByRole('button', { name: `Endorsed ${target.skill}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(row.getByText(/endorsements?$/)).toHaveText(endorsementCount(target.count + 1));
  await expect(panel.getByText(`${before.totalScore + 5} total points`)).toBeVisible();

  // The server kept it: a reload shows the same numbers.
  await page.reload();
  const reloaded = page.getByRole('region', { name: 'Reputation' });
  await expect(reloaded.getByText(`${before.totalScore + 5} total points`)).toBeVisible();
  const after = (await (
    await page.request.get(`/api/profiles/${target.profileId}/reputation`)
  ).json()) as { totalScore: number; endorsementScore: number };
  expect(after.endorsementScore - before.endorsementScore).toBe(5);
});
