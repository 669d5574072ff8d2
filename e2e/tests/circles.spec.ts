// Circles: search and the industry filter in the URL, a live discussion between two members,
// a private circle's request answered by its moderator, a signed-out join resuming after sign-in,
// and accessibility with no sideways scrolling on phone and desktop.
import { randomUUID } from 'node:crypto';
import { expectNoViolations } from '../support/axe';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { circleMessages } from '@cofound/shared/circles/circles.messages';
import type { Circle, CircleInput } from '@cofound/shared/circles/circles.schemas';
import {
  fromApp,
  newMember,
  signInThroughApi,
  signUpThroughApi,
  uniqueMember,
  type Member,
} from '../support/members';

/** The demo admin the seed creates: an admin's circle opens at once, with them as moderator. */
const ADMIN = { email: 'admin@cofound.dev', password: 'cofound-admin' };

const cards = (page: Page) => page.getByRole('list', { name: 'Circles' }).getByRole('article');
const card = (page: Page, name: string) => page.getByRole('article', { name });
const composer = (page: Page) => page.getByLabel('Share something with the circle');
const posts = (page: Page) => page.getByRole('list', { name: 'Posts' });

/** A word no other circle has, so a search finds only this test's circles. */
const tag = () => `zq${randomUUID().slice(0, 8)}`;

async function createThroughApi(
  request: APIRequestContext,
  baseURL: string | undefined,
  input: CircleInput,
): Promise<Circle> {
  const response = await request.post('/api/circles', { data: input, headers: fromApp(baseURL) });
  expect(response.status(), `create answered ${response.status()}`).toBe(201);
  return (await response.json()) as Circle;
}

/** Two open circles made by the demo admin, both carrying `word` in their name. */
async function twoCircles(request: APIRequestContext, baseURL: string | undefined, word: string) {
  await signInThroughApi(request, baseURL, ADMIN);
  const climate = await createThroughApi(request, baseURL, {
    name: `Climate founders ${word}`,
    industry: 'cleantech',
    description: 'Hardware and software for a cooler planet',
    isPrivate: false,
  });
  const ledger = await createThroughApi(request, baseURL, {
    name: `Ledger builders ${word}`,
    industry: 'fintech',
    description: 'Payments, lending and bookkeeping for small shops',
    isPrivate: false,
  });
  return { climate, ledger };
}

/** A member who opens a circle's page and joins it there. */
async function joinOnPage(who: Member, circle: Circle) {
  await who.page.goto(`/circles/${circle.id}`);
  await expect(who.page.getByRole('heading', { level: 1, name: circle.name })).toBeVisible();
  // The header's Join (the discussion offers the same one to those who read it).
  await who.page
    .getByRole('button', { name: `Join ${circle.name}` })
    .first()
    .click();
  await expect(who.page.getByText(circleMessages.joined)).toBeVisible();
  await expect(composer(who.page)).toBeVisible();
}

test('search and the industry filter narrow the circles and live in the URL', async ({
  page,
  request,
  baseURL,
}) => {
  const word = tag();
  const { climate, ledger } = await twoCircles(request, baseURL, word);
  await page.goto('/circles');
  await expect(page.getByRole('heading', { level: 1, name: 'Circles' })).toBeVisible();

  await page.getByLabel('Search circles').fill(word);
  await expect(page).toHaveURL(new RegExp(`q=${word}`));
  await expect(cards(page)).toHaveCount(2);

  await page.getByLabel('Industry').selectOption('fintech');
  await expect(page).toHaveURL(/industry=fintech/);
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, ledger.name)).toContainText('FinTech');
  // The admin who made it moderates it.
  await expect(card(page, ledger.name)).toContainText('1 member');

  await page.reload();
  await expect(page.getByLabel('Industry')).toHaveValue('fintech');
  await expect(cards(page)).toHaveCount(1);

  await page.getByLabel('Industry').selectOption('healthtech');
  await expect(page.getByRole('heading', { name: circleMessages.empty })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/industry=|q=/);

  await page.goto(`/circles?q=${word}`);
  await card(page, climate.name).getByRole('link', { name: climate.name }).click();
  await expect(page).toHaveURL(`/circles/${climate.id}`);
  await expect(page.getByRole('heading', { level: 1, name: climate.name })).toBeVisible();
});

test('members join a circle and talk in its discussion live', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const word = tag();
  const { climate } = await twoCircles(request, baseURL, word);
  const ada = await newMember(browser, baseURL, 'circles-ada');
  const bob = await newMember(browser, baseURL, 'circles-bob');

  // Ada joins from the grid: the card changes at once, and 'My circles' has it.
  await ada.page.goto(`/circles?q=${word}`);
  const adaCard = card(ada.page, climate.name);
  await adaCard.getByRole('button', { name: `Join ${climate.name}` }).click();
  await expect(adaCard.getByText('Member', { exact: true })).toBeVisible();
  await expect(adaCard).toContainText('2 members');
  await expect(ada.page.getByText(circleMessages.joined)).toBeVisible();
  await ada.page.getByRole('button', { name: 'My circles' }).click();
  await expect(ada.page).toHaveURL(/joined=true/);
  await expect(cards(ada.page)).toHaveCount(1);
  await adaCard.getByRole('link', { name: climate.name }).click();
  await expect(ada.page.getByRole('heading', { level: 1, name: climate.name })).toBeVisible();
  await expect(ada.page.getByText(circleMessages.noPosts)).toBeVisible();

  await joinOnPage(bob, climate);
  await expect(
    bob.page.getByRole('list', { name: 'Members' }).getByRole('link', { name: ada.member.name }),
  ).toBeVisible();
  await bob.page.getByLabel('Share something with the circle').fill('A draft of my own');

  // Ada posts: Bob sees it arrive without reloading, and keeps his draft.
  await composer(ada.page).fill('  Who is going to the climate summit?  ');
  await ada.page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(posts(ada.page).getByText('Who is going to the climate summit?')).toBeVisible();
  await expect(composer(ada.page)).toHaveValue('');
  await expect(posts(bob.page).getByText('Who is going to the climate summit?')).toBeVisible();
  await expect(composer(bob.page)).toHaveValue('A draft of my own');

  // Bob replies: Ada sees the reply count arrive live and reads the reply.
  await posts(bob.page)
    .getByRole('button', { name: `Reply to ${ada.member.name}` })
    .click();
  await bob.page.getByLabel(`Your reply to ${ada.member.name}`).fill('I will be there');
  await bob.page.getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(
    bob.page
      .getByRole('list', { name: `Replies to ${ada.member.name}` })
      .getByText('I will be there'),
  ).toBeVisible();

  const toggle = posts(ada.page).getByRole('button', { name: '1 reply' });
  await expect(toggle).toBeVisible();
  await toggle.click();
  await expect(
    ada.page
      .getByRole('list', { name: `Replies to ${ada.member.name}` })
      .getByText('I will be there'),
  ).toBeVisible();

  await ada.context.close();
  await bob.context.close();
});

test("a private circle's moderator accepts a request, and the member hears it live", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const word = tag();
  // A member proposes the private circle; the admin approves it, so the member moderates it.
  const mod = await newMember(browser, baseURL, 'circles-mod');
  const proposal = await createThroughApi(mod.context.request, baseURL, {
    name: `Quiet fintech ${word}`,
    industry: 'fintech',
    description: 'A private room for fintech founders',
    isPrivate: true,
  });
  expect(proposal.status).toBe('proposed');
  await signInThroughApi(request, baseURL, ADMIN);
  const approved = await request.post(`/api/circles/${proposal.id}/review`, {
    data: { decision: 'approve' },
    headers: fromApp(baseURL),
  });
  expect(approved.ok(), `review answered ${approved.status()}`).toBe(true);

  await mod.page.goto(`/circles/${proposal.id}`);
  await expect(mod.page.getByRole('heading', { level: 1, name: proposal.name })).toBeVisible();
  await expect(mod.page.getByText('Moderator').first()).toBeVisible();
  await expect(composer(mod.page)).toBeVisible();

  // Outside it, the member sees only its header, and asks to join.
  const bea = await newMember(browser, baseURL, 'circles-bea');
  await bea.page.goto(`/circles/${proposal.id}`);
  await expect(bea.page.getByText(circleMessages.membersOnly)).toBeVisible();
  await expect(bea.page.getByRole('heading', { name: 'Discussion' })).toHaveCount(0);
  await bea.page.getByRole('button', { name: `Request to join ${proposal.name}` }).click();
  await expect(bea.page.getByText(circleMessages.requested)).toBeVisible();
  await expect(bea.page.getByRole('button', { name: /^Requested/ })).toBeVisible();

  // The moderator hears of the request on the open page and accepts it.
  await expect(mod.page.getByText(`New request to join ${proposal.name}`)).toBeVisible();
  const requests = mod.page.getByRole('list', { name: 'Requests to join' });
  await requests.getByRole('button', { name: `Accept ${bea.member.name}` }).click();
  await expect(mod.page.getByText(circleMessages.requestAccepted)).toBeVisible();
  await expect(mod.page.getByRole('heading', { name: /Requests to join/ })).toHaveCount(0);
  await expect(
    mod.page.getByRole('list', { name: 'Members' }).getByRole('link', { name: bea.member.name }),
  ).toBeVisible();

  // The member hears the answer live: the discussion opens without a reload.
  await expect(
    bea.page.getByText(`Your request to join ${proposal.name} was accepted`),
  ).toBeVisible();
  await expect(composer(bea.page)).toBeVisible();
  await expect(bea.page.getByText('2 members')).toBeVisible();

  await mod.context.close();
  await bea.context.close();
});

test('a signed-out join goes to sign in and the member comes back joined', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const word = tag();
  const { climate } = await twoCircles(request, baseURL, word);
  const account = uniqueMember('circles-visitor');
  const setup = await playwright.request.newContext({ baseURL });
  await signUpThroughApi(setup, baseURL, account);
  await setup.dispose();

  await page.goto(`/circles?q=${word}`);
  await card(page, climate.name)
    .getByRole('button', { name: `Join ${climate.name}` })
    .click();
  await expect(page).toHaveURL(/\/signin\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('from')).toBe(`/circles?q=${word}`);
  expect(url.searchParams.get('action')).toBe('join');

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL(new RegExp(`/circles\\?q=${word}`));
  const joined = card(page, climate.name);
  await expect(joined.getByText('Member', { exact: true })).toBeVisible();
  await expect(joined).toContainText('2 members');
  // Joined once: a reload shows the same count.
  await page.reload();
  await expect(joined.getByText('Member', { exact: true })).toBeVisible();
  await expect(joined).toContainText('2 members');
});

for (const width of [390, 1280]) {
  test(`the circles and a circle's page have no accessibility violations at ${width} px`, async ({
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const word = tag();
    const { climate } = await twoCircles(request, baseURL, word);
    const ada = await newMember(browser, baseURL, 'circles-a11y', {
      context: { viewport: { width, height: 900 } },
    });
    await joinOnPage(ada, climate);
    await composer(ada.page).fill('Hello circle');
    await ada.page.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(posts(ada.page).getByText('Hello circle')).toBeVisible();
    await expect(ada.page.getByRole('list', { name: 'Members' })).toBeVisible();
    // The toast is the shared Toaster's, checked elsewhere; mid-fade it is half transparent.
    await expect(ada.page.getByText(circleMessages.joined)).toBeHidden();

    const noSidewaysScroll = async () =>
      expect(
        await ada.page.evaluate(
          () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
        ),
      ).toBe(false);
    await expectNoViolations(ada.page);
    await noSidewaysScroll();

    await ada.page.goto(`/circles?q=${word}`);
    await expect(cards(ada.page)).toHaveCount(2);
    await expectNoViolations(ada.page);
    await noSidewaysScroll();

    await ada.page.getByRole('button', { name: 'Propose a circle' }).click();
    const dialog = ada.page.getByRole('dialog', { name: 'Propose a circle' });
    await dialog.getByRole('button', { name: 'Propose circle' }).click();
    await expect(dialog.getByText(circleMessages.nameRequired)).toBeVisible();
    await expectNoViolations(ada.page);
    await ada.context.close();
  });
}
