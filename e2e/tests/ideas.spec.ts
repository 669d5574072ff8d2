// The ideas board: search and filters in the URL, likes, live comments between two members,
// sharing an idea, a signed-out like resuming after sign-in, turning an idea into a project,
// inviting a member who is interested in building it, and accessibility on phone and desktop.
import { randomUUID } from 'node:crypto';
import { expectNoViolations } from '../support/axe';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ideaMessages } from '@cofound/shared/ideas/ideas.messages';
import type { Idea, IdeaInput } from '@cofound/shared/ideas/ideas.schemas';
import {
  DEMO_MEMBER,
  fromApp,
  newMember,
  signUpThroughApi,
  uniqueMember,
} from '../support/members';

const cards = (page: Page) => page.getByRole('list', { name: 'Ideas' }).getByRole('article');
const card = (page: Page, title: string) => page.getByRole('article', { name: title });

/** A word no other idea has, so a search finds only this test's ideas. */
const tag = () => `zq${randomUUID().slice(0, 8)}`;

async function shareThroughApi(
  request: APIRequestContext,
  baseURL: string | undefined,
  input: IdeaInput,
): Promise<Idea> {
  const response = await request.post('/api/ideas', { data: input, headers: fromApp(baseURL) });
  expect(response.status(), `share answered ${response.status()}`).toBe(201);
  return (await response.json()) as Idea;
}

/** A new member who shares two ideas through the API, both carrying `word` in their title. */
async function twoIdeas(request: APIRequestContext, baseURL: string | undefined, word: string) {
  await signUpThroughApi(request, baseURL, uniqueMember('ideas-author'));
  const tutor = await shareThroughApi(request, baseURL, {
    title: `Tutor bot ${word}`,
    description: 'An AI tutor for every pupil',
    industry: 'education',
    stage: 'concept',
    skillsNeeded: ['Machine Learning', 'Sales'],
    rolesNeeded: ['CTO'],
  });
  const ledger = await shareThroughApi(request, baseURL, {
    title: `Ledger app ${word}`,
    description: 'Bookkeeping for small shops',
    industry: 'finance',
    stage: 'mvp',
    skillsNeeded: ['Marketing'],
    rolesNeeded: ['CFO'],
  });
  return { tutor, ledger };
}

test('search and filters narrow the ideas and live in the URL', async ({
  page,
  request,
  baseURL,
}) => {
  const word = tag();
  const { tutor, ledger } = await twoIdeas(request, baseURL, word);
  await page.goto('/ideas');
  await expect(page.getByRole('heading', { level: 1, name: 'Ideas' })).toBeVisible();

  await page.getByLabel('Search ideas').fill(word);
  await expect(page).toHaveURL(new RegExp(`q=${word}`));
  await expect(cards(page)).toHaveCount(2);

  await page.getByLabel('Industry').selectOption('finance');
  await expect(page).toHaveURL(/industry=finance/);
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, ledger.title)).toBeVisible();

  await page.getByLabel('Industry').selectOption('');
  await page
    .getByRole('group', { name: 'Skills' })
    .getByRole('checkbox', { name: 'Sales' })
    .click();
  await expect(page).toHaveURL(/skills=Sales/);
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, tutor.title)).toBeVisible();

  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Skills' }).getByRole('checkbox', { name: 'Sales' }),
  ).toBeChecked();
  await expect(cards(page)).toHaveCount(1);

  await page.getByLabel('Stage').selectOption('mvp');
  await expect(page.getByRole('heading', { name: ideaMessages.empty })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).last().click();
  await expect(page).not.toHaveURL(/stage=|skills=|q=/);
});

test('a member likes and unlikes an idea', async ({ browser, request, baseURL }) => {
  const word = tag();
  const { tutor } = await twoIdeas(request, baseURL, word);
  const fan = await newMember(browser, baseURL, 'ideas-fan');
  await fan.page.goto(`/ideas?q=${word}`);
  const like = card(fan.page, tutor.title).getByRole('button', { name: `Like ${tutor.title}` });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  const unlike = card(fan.page, tutor.title).getByRole('button', {
    name: `Unlike ${tutor.title}`,
  });
  await expect(unlike).toHaveAttribute('aria-pressed', 'true');
  await expect(unlike).toHaveText('1');

  await fan.page.reload();
  await expect(unlike).toHaveText('1');
  await unlike.click();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toHaveText('0');
  await fan.context.close();
});

test("a comment posted in one browser appears live in another member's open comments", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const word = tag();
  const { tutor } = await twoIdeas(request, baseURL, word);
  const ada = await newMember(browser, baseURL, 'ideas-ada');
  const bob = await newMember(browser, baseURL, 'ideas-bob');
  for (const { page } of [ada, bob]) {
    await page.goto(`/ideas?q=${word}`);
    await card(page, tutor.title)
      .getByRole('button', { name: `Comments on ${tutor.title}: 0` })
      .click();
    await expect(page.getByRole('dialog').getByText(ideaMessages.noComments)).toBeVisible();
  }

  const dialog = ada.page.getByRole('dialog', { name: `Comments on ${tutor.title}` });
  await dialog.getByRole('button', { name: 'Post' }).click();
  await expect(dialog.getByText(ideaMessages.commentRequired)).toBeVisible();
  await dialog.getByLabel('Add a comment').fill('  Count me in  ');
  await dialog.getByRole('button', { name: 'Post' }).click();
  // The live event can show the comment before the answer to the post empties the box.
  await expect(
    dialog.getByRole('list', { name: 'Comments' }).getByText('Count me in'),
  ).toBeVisible();
  await expect(dialog.getByLabel('Add a comment')).toHaveValue('');

  await expect(
    bob.page.getByRole('dialog').getByRole('list', { name: 'Comments' }).getByText('Count me in'),
  ).toBeVisible();
  await bob.page.keyboard.press('Escape');
  await expect(
    card(bob.page, tutor.title).getByRole('button', { name: `Comments on ${tutor.title}: 1` }),
  ).toBeVisible();
  await ada.context.close();
  await bob.context.close();
});

test('a member shares an idea and finds it', async ({ browser, baseURL }) => {
  const word = tag();
  const title = `Garden robot ${word}`;
  const { page, context } = await newMember(browser, baseURL, 'ideas-sharer');
  await page.goto('/ideas');
  await page.getByRole('button', { name: 'Share Idea' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Idea' });
  await dialog.getByRole('button', { name: 'Share Idea' }).click();
  await expect(dialog.getByText(ideaMessages.titleRequired)).toBeVisible();

  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('A robot that weeds your garden');
  await dialog.getByLabel('Industry').selectOption('cleantech');
  await dialog.getByLabel('Skills needed').fill('Machine Learning, , Sales');
  await dialog.getByLabel('Roles needed').fill('CTO');
  await dialog.getByRole('button', { name: 'Share Idea' }).click();
  await expect(page.getByText(ideaMessages.shared)).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Search ideas').fill(word);
  const shared = card(page, title);
  await expect(shared).toBeVisible();
  await expect(shared).toContainText('CleanTech');
  await expect(shared).toContainText('Concept');
  await expect(
    shared.getByRole('list', { name: 'Skills needed' }).getByRole('listitem'),
  ).toHaveText(['Machine Learning', 'Sales']);
  await context.close();
});

test('a signed-out like goes to sign in and is applied after signing in', async ({
  page,
  request,
  baseURL,
}) => {
  const word = tag();
  const { tutor } = await twoIdeas(request, baseURL, word);

  await page.goto(`/ideas?q=${word}`);
  await card(page, tutor.title)
    .getByRole('button', { name: `Like ${tutor.title}` })
    .click();
  await expect(page).toHaveURL(/\/signin\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('from')).toBe(`/ideas?q=${word}`);
  expect(url.searchParams.get('action')).toBe('like');

  await page.getByLabel('Email').fill(DEMO_MEMBER.email);
  await page.getByLabel('Password').fill(DEMO_MEMBER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL(new RegExp(`/ideas\\?q=${word}`));
  const unlike = card(page, tutor.title).getByRole('button', { name: `Unlike ${tutor.title}` });
  await expect(unlike).toHaveAttribute('aria-pressed', 'true');
  await expect(unlike).toHaveText('1');
  // Applied once: a reload shows the same single like.
  await page.reload();
  await expect(unlike).toHaveText('1');
});

test('turn an idea into a project', async ({ browser, baseURL }) => {
  const word = tag();
  const author = await newMember(browser, baseURL, 'ideas-founder');
  const idea = await shareThroughApi(author.context.request, baseURL, {
    title: `Solar kiosk ${word}`,
    description: 'Pay-as-you-go solar power for market stalls',
    industry: 'cleantech',
    stage: 'prototype',
    skillsNeeded: ['Hardware', 'Sales'],
    rolesNeeded: ['CTO', 'Field Engineer'],
  });
  const { page } = author;
  await page.goto(`/ideas?q=${word}`);
  await card(page, idea.title)
    .getByRole('link', { name: `Start a project from ${idea.title}` })
    .click();

  await expect(page).toHaveURL(new RegExp(`/ideas/${idea.id}/project$`));
  await expect(page.getByRole('heading', { level: 1, name: 'New Project' })).toBeVisible();
  await expect(page.getByText(`From your idea '${idea.title}'`)).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(idea.title);
  await expect(page.getByLabel('Description')).toHaveValue(idea.description);
  await expect(page.getByLabel('Industry')).toHaveValue('Technology');
  await expect(page.getByLabel('Stage')).toHaveValue('prototype');
  await expect(page.getByLabel('Required skills', { exact: true })).toHaveValue('Hardware, Sales');
  await expect(page.getByLabel('Required roles', { exact: true })).toHaveValue(
    'CTO, Field Engineer',
  );
  await expectNoViolations(page, { include: 'main' });

  await page.getByRole('button', { name: 'Create Project' }).click();
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: idea.title })).toBeVisible();
  await author.context.close();
});

test('interested member gets invited', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const word = tag();
  const lead = await newMember(browser, baseURL, 'ideas-lead');
  const builder = await newMember(browser, baseURL, 'ideas-builder');
  const idea = await shareThroughApi(lead.context.request, baseURL, {
    title: `Farm ledger ${word}`,
    description: 'Bookkeeping for small farms',
    industry: 'finance',
    stage: 'concept',
    skillsNeeded: ['Accounting'],
    rolesNeeded: ['CTO'],
  });
  const projectTitle = `Farm ledger team ${word}`;
  const created = await lead.context.request.post('/api/projects', {
    data: {
      title: projectTitle,
      description: 'Building the farm ledger',
      industry: 'Finance',
      stage: 'idea',
      skillsNeeded: ['Accounting'],
      rolesNeeded: ['CTO'],
    },
    headers: fromApp(baseURL),
  });
  expect(created.status(), `project answered ${created.status()}`).toBe(201);

  // The builder says they would build it.
  await builder.page.goto(`/ideas?q=${word}`);
  const theirCard = card(builder.page, idea.title);
  await theirCard.getByRole('button', { name: 'Interested in building this' }).click();
  await expect(theirCard.getByRole('button', { name: 'Interested' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(theirCard.getByText('1 interested')).toBeVisible();
  await expect(builder.page.getByText(ideaMessages.interestAdded)).toBeVisible();

  // The lead sees who, and invites them to the project.
  await lead.page.goto(`/ideas?q=${word}`);
  const ownCard = card(lead.page, idea.title);
  await expect(ownCard.getByRole('button', { name: 'Interested in building this' })).toHaveCount(0);
  await ownCard.getByRole('button', { name: `1 interested in building ${idea.title}` }).click();
  const dialog = lead.page.getByRole('dialog', { name: `Interested in ${idea.title}` });
  const row = dialog
    .getByRole('list', { name: 'Interested members' })
    .getByRole('listitem')
    .filter({ hasText: builder.member.name });
  await expect(row.getByRole('link', { name: builder.member.name })).toHaveAttribute(
    'href',
    `/profile/${builder.profileId}`,
  );
  await expect(
    row.getByRole('button', { name: `Connect with ${builder.member.name}` }),
  ).toBeVisible();
  await expect(row.getByRole('combobox')).toHaveValue(
    ((await created.json()) as { id: string }).id,
  );
  await expectNoViolations(lead.page, { include: '[role="dialog"]' });
  await row.getByRole('button', { name: `Invite ${builder.member.name}` }).click();
  await expect(lead.page.getByText(ideaMessages.invited)).toBeVisible();

  // The builder finds the invitation on the dashboard.
  await builder.page.goto('/dashboard');
  const invitations = builder.page.getByRole('region', { name: 'Team invitations' });
  await expect(invitations).toContainText(projectTitle);
  await expect(invitations).toContainText(lead.member.name);
  await lead.context.close();
  await builder.context.close();
});

for (const width of [390, 1280]) {
  test(`the board has no accessibility violations at ${width} px`, async ({
    page,
    request,
    baseURL,
  }) => {
    const word = tag();
    await twoIdeas(request, baseURL, word);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/ideas?q=${word}`);
    await expect(cards(page)).toHaveCount(2);
    await expectNoViolations(page);
    const scrolls = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(scrolls).toBe(false);
  });
}
