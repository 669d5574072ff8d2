// Projects and teams as founders use them: list a project, invite the member the page
// recommends, who accepts in their own browser while the owner watches the team grow; edit;
// delete. Then team matches: filter, Pass, Join Team, and the owner's yes.
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from '../support/axe';
import { fromApp, newMember, type Member } from '../support/members';
import { openDashboard, revealPartsDrawnWhenNear } from '../support/dashboard';

const PHONE = { width: 390, height: 844 };

// Two browsers and several round trips each.
test.describe.configure({ timeout: 90_000 });
/** Skills nobody in the demo community has, so the journey's members rank first. */
const RARE_SKILLS = ['Quantum Knitting', 'Tide Modelling'];

async function fillProjectForm(page: Page, title: string) {
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('Tidal energy forecasts for harbour operators.');
  await page.getByLabel('Industry').selectOption('Technology');
  await page.getByLabel('Stage').selectOption('prototype');
  await page.getByLabel('Required skills').fill(RARE_SKILLS.join(', '));
  await page.getByLabel('Required roles').fill('CEO');
  await page.getByLabel('We are looking for funding').check();
  await page.getByLabel('Funding amount (USD)').fill('250000');
  await page.getByLabel('Equity offered (%)').fill('10');
}

/** A member whose profile fits the journey's project (CEO, Technology, the rare skills). */
function fittingMember(
  browser: Parameters<typeof newMember>[0],
  baseURL: string | undefined,
  label: string,
  phone = false,
) {
  return newMember(browser, baseURL, label, {
    profile: {
      title: 'Energy systems founder',
      skills: RARE_SKILLS,
      experience: 10,
      industry: 'CleanTech',
      lookingFor: ['Technical Cofounder'],
      startupInterests: ['CleanTech'],
      personalityTraits: ['Strategic'],
      workStyle: ['Remote'],
      bio: 'I build energy software.',
    },
    ...(phone ? { context: { viewport: PHONE } } : {}),
  });
}

test('a founder lists a project, a recommended member joins live, then edit and delete', async ({
  browser,
  baseURL,
}) => {
  const owner = await newMember(browser, baseURL, 'project-owner');
  const invitee: Member = await fittingMember(browser, baseURL, 'project-invitee', true);
  const title = `Tidewatch ${Date.now()}`;

  await owner.page.goto('/dashboard');
  await owner.page.getByRole('link', { name: 'New Project' }).click();
  await expect(owner.page.getByRole('heading', { level: 1, name: 'New Project' })).toBeVisible();
  await owner.page.getByRole('button', { name: 'Create Project' }).click();
  await expect(owner.page.getByText('Title is required')).toBeVisible();
  await expect(owner.page.getByText('Required roles are required')).toBeVisible();
  await expectNoViolations(owner.page, { include: 'main' });
  await fillProjectForm(owner.page, title);
  await owner.page.getByRole('button', { name: 'Create Project' }).click();

  await expect(owner.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(owner.page.getByText('$250,000 for 10% equity')).toBeVisible();
  const recommended = owner.page.getByRole('list', { name: 'Recommended members' });
  const card = recommended.getByRole('listitem').filter({ hasText: invitee.member.name });
  await expect(card).toBeVisible();
  await expect(card.getByText(/\d+% fit/)).toBeVisible();
  await expectNoViolations(owner.page, { include: 'main' });
  await card.getByRole('button', { name: 'Invite' }).click();
  await expect(owner.page.getByRole('list', { name: 'Waiting for an answer' })).toContainText(
    invitee.member.name,
  );

  // The invitee, on a phone, answers from the dashboard.
  await openDashboard(invitee.page);
  const invitations = invitee.page.getByRole('region', { name: 'Team invitations' });
  await expect(invitations).toContainText(title);
  await invitations.getByRole('button', { name: 'Accept' }).click();
  await expect(invitations).toBeHidden();

  // The owner's open page shows the new member without a reload.
  const team = owner.page.getByRole('list', { name: 'Current team' });
  await expect(team).toContainText(invitee.member.name);
  await expect(owner.page.getByRole('heading', { name: 'Current team (2)' })).toBeVisible();

  await invitee.page.getByRole('link', { name: title }).first().click();
  await expect(invitee.page.getByRole('list', { name: 'Current team' })).toContainText(
    owner.member.name,
  );
  await expect(invitee.page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expectNoViolations(invitee.page, { include: 'main' });

  await owner.page.getByRole('link', { name: 'Edit' }).click();
  await owner.page.getByLabel('Title').fill(`${title} v2`);
  await owner.page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(owner.page.getByRole('heading', { level: 1, name: `${title} v2` })).toBeVisible();

  await owner.page.getByRole('button', { name: 'Delete' }).click();
  const dialog = owner.page.getByRole('alertdialog');
  await expect(dialog).toContainText(
    'Are you sure you want to delete this project? This action cannot be undone.',
  );
  await dialog.getByRole('button', { name: 'Delete Project' }).click();
  await expect(owner.page).toHaveURL(/\/dashboard/);
  await revealPartsDrawnWhenNear(owner.page);
  await expect(owner.page.getByText('You have not listed a project yet.')).toBeVisible();
  await expect(owner.page.getByRole('link', { name: 'Create Your First Project' })).toBeVisible();

  await owner.context.close();
  await invitee.context.close();
});

test('team matches: filter, pass, join a team, and the owner says yes', async ({
  browser,
  baseURL,
}) => {
  const owner = await newMember(browser, baseURL, 'match-owner');
  const seeker = await fittingMember(browser, baseURL, 'match-seeker');
  const title = `Harbourlight ${Date.now()}`;
  const created = await owner.context.request.post('/api/projects', {
    data: {
      title,
      description: 'Harbour logistics',
      industry: 'Technology',
      stage: 'mvp',
      skillsNeeded: RARE_SKILLS,
      rolesNeeded: ['CEO'],
    },
    headers: fromApp(baseURL),
  });
  expect(created.status()).toBe(201);

  await seeker.page.goto('/team-matches');
  const cards = seeker.page.getByRole('article');
  const ours = cards.filter({ hasText: title });
  await expect(ours).toBeVisible();
  await expect(ours.getByText(/\d+% fit/)).toBeVisible();
  await expectNoViolations(seeker.page, { include: 'main' });

  await seeker.page.getByLabel('Minimum match').selectOption('90');
  await expect(seeker.page).toHaveURL(/minScore=90/);
  await expect(ours).toBeVisible();
  const others = await cards.count();

  if (others > 1) {
    const other = cards.filter({ hasNotText: title }).first();
    const otherName = await other.getByRole('heading').innerText();
    await other.getByRole('button', { name: 'Pass' }).click();
    await expect(cards.filter({ hasText: otherName })).toHaveCount(0);
  }

  await ours.getByRole('button', { name: 'Join Team' }).click();
  const chat = seeker.page.getByRole('dialog', { name: `Message ${owner.member.name}` });
  await expect(chat).toContainText('Messages and calls are for connections');
  await chat
    .getByRole('button', { name: /connect/i })
    .first()
    .click();
  await chat.getByRole('button', { name: 'Close' }).click();
  await expect(cards.filter({ hasText: title })).toHaveCount(0);

  // The chosen minimum is remembered, and a new team above it shows up live with a notice.
  await seeker.page.goto('/team-matches');
  await expect(seeker.page.getByLabel('Minimum match')).toHaveValue('90');
  await expect(seeker.page.getByText('New teams that match you at 90% or more')).toBeVisible();
  const second = `Tidewater ${Date.now()}`;
  const another = await owner.context.request.post('/api/projects', {
    data: {
      title: second,
      description: 'Tide tables for harbour masters',
      industry: 'Technology',
      stage: 'idea',
      skillsNeeded: RARE_SKILLS,
      rolesNeeded: ['CEO'],
    },
    headers: fromApp(baseURL),
  });
  expect(another.status()).toBe(201);
  await expect(seeker.page.getByText(`A new team matches you: ${second}`)).toBeVisible();
  await expect(cards.filter({ hasText: second })).toBeVisible();

  await openDashboard(owner.page);
  const invitations = owner.page.getByRole('region', { name: 'Team invitations' });
  await expect(invitations).toContainText(`${seeker.member.name} asks to join`);
  // In the side column the request reads as a sentence: the buttons go below it instead of
  // squeezing it to a word a line.
  const request = invitations.locator('p').filter({ hasText: 'asks to join' });
  expect((await request.boundingBox())!.width).toBeGreaterThan(180);
  await invitations.getByRole('button', { name: 'Accept' }).click();
  await owner.page.getByRole('link', { name: title }).first().click();
  await expect(owner.page.getByRole('list', { name: 'Current team' })).toContainText(
    seeker.member.name,
  );

  await owner.context.close();
  await seeker.context.close();
});
