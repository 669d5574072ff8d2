// Connections and chat: two members connected through the UI chat live with typing
// and read receipts, a stranger cannot write to them, block and report from a profile, the free
// plan's monthly request limit, and accessibility of /connections with a chat open.
import { expectNoViolations } from '../support/axe';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { connectionMessages } from '@cofound/shared/connections/connections.schemas';
import { messageMessages } from '@cofound/shared/messages/messages.schemas';
import { FREE_CONNECTION_REQUESTS_PER_MONTH } from '@cofound/shared/billing/plan';
import { safetyMessages } from '@cofound/shared/safety/safety.schemas';
import { fromApp, newMember, type Member, signInThroughApi, DEMO_MEMBER } from '../support/members';
import { heading } from './accounts-support';

const chatLog = (page: Page, name: string) =>
  page.getByRole('log', { name: `Messages with ${name}` });
const composer = (page: Page, name: string) =>
  page.getByRole('textbox', { name: `Message ${name}` });

/** `from` asks from `to`'s profile page; `to` accepts in the dashboard's requests panel. */
async function connectThroughUi(from: Member, to: Member) {
  await from.page.goto(`/profile/${to.profileId}`);
  await from.page.getByRole('button', { name: `Connect with ${to.member.name}` }).click();
  await expect(from.page.getByText(connectionMessages.sent, { exact: true })).toBeVisible();

  await to.page.goto('/dashboard');
  await expect(heading(to.page, 'Dashboard')).toBeVisible();
  await to.page.getByRole('button', { name: /^Requests/ }).click();
  await to.page.getByRole('button', { name: `Accept request from ${from.member.name}` }).click();
  await expect(to.page.getByText('Connection accepted')).toBeVisible();
}

test('connected members chat live, see typing and read receipts; a stranger cannot write', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const ada = await newMember(browser, baseURL, 'ada');
  const bob = await newMember(browser, baseURL, 'bob');
  await connectThroughUi(ada, bob);

  // Ada opens the chat from /connections, Bob from /messages/{id}.
  await ada.page.goto('/connections');
  await expect(heading(ada.page, 'Connections')).toBeVisible();
  await ada.page
    .getByRole('list', { name: 'Connections' })
    .getByRole('link', { name: new RegExp(bob.member.name) })
    .click();
  await expect(chatLog(ada.page, bob.member.name)).toContainText(messageMessages.empty);
  await bob.page.goto(`/messages/${ada.profileId}`);
  await expect(heading(bob.page, ada.member.name)).toBeVisible();
  await expect(chatLog(bob.page, ada.member.name)).toContainText(messageMessages.empty);

  // Bob types: Ada sees it; Bob sends: the message reaches Ada without a reload.
  const send = composer(bob.page, ada.member.name);
  await expect(bob.page.getByRole('button', { name: 'Send', exact: true })).toBeDisabled();
  await send.pressSequentially('Hi Ada, shall we talk?', { delay: 60 });
  await expect(ada.page.getByText(`${bob.member.name} is typing…`)).toBeVisible();
  await send.press('Enter');
  // The confirmation is for screen readers (a live region); the message shows it was sent.
  await expect(bob.page.getByRole('status').filter({ hasText: messageMessages.sent })).toHaveClass(
    /sr-only/,
  );
  await expect(chatLog(bob.page, ada.member.name).getByText(/^(Sent|Read)\b/)).toBeVisible();
  await expect(send).toHaveValue('');
  await expect(
    chatLog(ada.page, bob.member.name).getByText('Hi Ada, shall we talk?'),
  ).toBeVisible();
  await expect(ada.page.getByText(`${bob.member.name} is typing…`)).toBeHidden();

  // Ada has it open in a visible tab, so it is read: Bob's receipt turns to Read.
  await expect(chatLog(bob.page, ada.member.name).getByText(/^Read\b/)).toBeVisible();

  // Ada answers over two lines (Shift+Enter), Bob gets it live.
  const answer = composer(ada.page, bob.member.name);
  await answer.fill('Yes!');
  await answer.press('Shift+Enter');
  await answer.pressSequentially('Tomorrow at 10?');
  await answer.press('Enter');
  await expect(chatLog(bob.page, ada.member.name)).toContainText('Tomorrow at 10?');

  // Away from the chat, the header counts Bob's next message as unread.
  await ada.page.goto('/dashboard');
  await send.fill('See you then.');
  await send.press('Enter');
  await expect(ada.page.getByRole('link', { name: 'Connections 1 unread message' })).toBeVisible();
  await ada.page.getByRole('link', { name: 'Connections 1 unread message' }).click();
  const row = ada.page
    .getByRole('list', { name: 'Connections' })
    .getByRole('link', { name: new RegExp(bob.member.name) });
  await expect(row).toContainText('See you then.');
  await expect(row).toContainText('1 unread');
  await row.click();
  await expect(chatLog(ada.page, bob.member.name)).toContainText('See you then.');
  await expect(row).not.toContainText('unread');
  await expect(ada.page.getByRole('link', { name: 'Connections', exact: true })).toBeVisible();

  // Ada reports one of Bob's messages from the chat.
  await chatLog(ada.page, bob.member.name)
    .getByRole('button', { name: /^Options for the message sent/ })
    .first()
    .click();
  await ada.page.getByRole('menuitem', { name: 'Report message' }).click();
  const reportDialog = ada.page.getByRole('dialog', { name: 'Report message' });
  await reportDialog.getByLabel('Spam').check();
  await reportDialog.getByRole('button', { name: 'Send report' }).click();
  await expect(ada.page.getByText(safetyMessages.reported)).toBeVisible();

  // A third member is not connected with Ada: no composer, the server's refusal instead.
  const cid = await newMember(browser, baseURL, 'cid');
  await cid.page.goto(`/messages/${ada.profileId}`);
  await expect(cid.page.getByText(messageMessages.notConnected)).toBeVisible();
  await expect(composer(cid.page, ada.member.name)).toHaveCount(0);
  await expect(cid.page.getByRole('textbox')).toHaveCount(0);
  const refused = await cid.context.request.post(`/api/messages/${ada.profileId}`, {
    data: { body: 'Hello?' },
    headers: fromApp(baseURL),
  });
  expect(refused.status()).toBe(403);

  for (const one of [ada, bob, cid]) await one.context.close();
});

test('block and report from a profile; unblock from the profile settings', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const blocker = await newMember(browser, baseURL, 'blocker');
  const blocked = await newMember(browser, baseURL, 'blocked');
  const reported = await newMember(browser, baseURL, 'reported');
  const { page } = blocker;

  await page.goto(`/profile/${reported.profileId}`);
  await page.getByRole('button', { name: `More actions for ${reported.member.name}` }).click();
  await page.getByRole('menuitem', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog', { name: `Report ${reported.member.name}` });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Choose a reason.')).toBeVisible();
  await dialog.getByLabel('Fake profile').check();
  await dialog.getByLabel('Details (optional)').fill('The photo belongs to someone else.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText(safetyMessages.reported)).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto(`/profile/${blocked.profileId}`);
  await page.getByRole('button', { name: `More actions for ${blocked.member.name}` }).click();
  await page.getByRole('menuitem', { name: 'Block' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Block ${blocked.member.name}?` });
  await confirm.getByRole('button', { name: 'Block' }).click();
  await expect(page.getByText(safetyMessages.blocked)).toBeVisible();
  await expect(page).toHaveURL(/\/discover$/);

  // The blocked member no longer finds the blocker.
  await blocked.page.goto(`/profile/${blocker.profileId}`);
  await expect(heading(blocked.page, 'Profile not found', 2)).toBeVisible();

  // Unblock from the profile settings.
  await page.goto('/profile');
  const list = page.getByRole('list', { name: 'Blocked members' });
  await expect(list).toContainText(blocked.member.name);
  await list.getByRole('button', { name: `Unblock ${blocked.member.name}` }).click();
  await expect(page.getByText(safetyMessages.unblocked)).toBeVisible();
  await expect(page.getByText(safetyMessages.noBlocks)).toBeVisible();
  await blocked.page.reload();
  await expect(heading(blocked.page, blocker.member.name)).toBeVisible();

  for (const one of [blocker, blocked, reported]) await one.context.close();
});

/** Profiles of the demo community, for requests that need someone to go to. */
async function demoProfileIds(request: APIRequestContext, count: number): Promise<string[]> {
  const response = await request.get('/api/discover');
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: { id: string; isOwn: boolean }[] };
  return items
    .filter((item) => !item.isOwn)
    .map((item) => item.id)
    .slice(0, count);
}

test('over the free plan limit, Connect explains and offers the upgrade', async ({
  browser,
  baseURL,
}) => {
  const sender = await newMember(browser, baseURL, 'limit');
  const [last, ...first] = await demoProfileIds(
    sender.context.request,
    FREE_CONNECTION_REQUESTS_PER_MONTH + 1,
  );
  for (const profileId of first) {
    const sent = await sender.context.request.post('/api/connections', {
      data: { profileId },
      headers: fromApp(baseURL),
    });
    expect(sent.status()).toBe(201);
  }
  await sender.page.goto('/connections');
  await expect(
    sender.page.getByText(
      `${FREE_CONNECTION_REQUESTS_PER_MONTH} of ${FREE_CONNECTION_REQUESTS_PER_MONTH} connection requests used this month.`,
    ),
  ).toBeVisible();
  await expect(sender.page.getByText(messageMessages.noConnections)).toBeVisible();

  await sender.page.goto(`/profile/${last}`);
  await sender.page.getByRole('button', { name: /^Connect with / }).click();
  await expect(sender.page.getByText(connectionMessages.limitReached)).toBeVisible();
  await expect(sender.page.getByRole('button', { name: /^Connect with / })).toBeVisible();
  await sender.page.getByRole('button', { name: 'Upgrade', exact: true }).click();
  await expect(sender.page).toHaveURL(/\/pricing$/);
  await sender.context.close();
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`/connections with a chat open at ${viewport.width} px has no WCAG 2.1 AA violations`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(viewport);
    await signInThroughApi(page.request, baseURL, DEMO_MEMBER);
    await page.goto('/connections');
    await expect(heading(page, 'Connections')).toBeVisible();
    await page.getByRole('list', { name: 'Connections' }).getByRole('link').first().click();
    const chat = page.getByRole('region', { name: 'Conversation' });
    const name = (await chat.getByRole('heading', { level: 2 }).innerText()).trim();
    await expect(chatLog(page, name)).toBeVisible();
    await expect(composer(page, name)).toBeEnabled();
    await expectNoViolations(page);
    if (viewport.width < 768) {
      await page.getByRole('button', { name: 'Back to connections' }).click();
      await expect(page.getByRole('list', { name: 'Connections' })).toBeVisible();
    }
  });
}
