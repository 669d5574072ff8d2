// An admin deletes a member's account from their page in the admin area, on a phone: the
// member's project goes to someone on its team, the admin is back on the members list where the
// member is gone, the audit log says so, and the member's open browser is signed out.
import { expect, test } from '@playwright/test';
import { expectNoViolations } from '../support/axe';
import { DEMO_ADMIN, fromApp, newMember, signInThroughApi } from '../support/members';
import { expectNoSidewaysScroll, phone } from '../support/viewports';

test.describe.configure({ timeout: 120_000 });

test("an admin deletes a member's account, handing their project to a teammate", async ({
  browser,
  baseURL,
}) => {
  const leaving = await newMember(browser, baseURL, 'deleted');
  const heir = await newMember(browser, baseURL, 'heir');
  const { name } = leaving.member;

  // The member owns a project with the heir on its team.
  const title = `Lighthouse ${Date.now()}`;
  const created = await leaving.context.request.post('/api/projects', {
    data: {
      title,
      description: 'Keeping harbours lit',
      industry: 'Technology',
      stage: 'idea',
      skillsNeeded: ['Optics'],
      rolesNeeded: ['CTO'],
    },
    headers: fromApp(baseURL),
  });
  expect(created.status(), `project answered ${created.status()}`).toBe(201);
  const project = (await created.json()) as { id: string };
  const invited = await leaving.context.request.post(`/api/projects/${project.id}/invitations`, {
    data: { profileId: heir.profileId },
    headers: fromApp(baseURL),
  });
  expect(invited.status(), `invitation answered ${invited.status()}`).toBe(201);
  const invitation = (await invited.json()) as { id: string };
  const accepted = await heir.context.request.post(
    `/api/team-invitations/${invitation.id}/accept`,
    { headers: fromApp(baseURL) },
  );
  expect(accepted.ok(), `accept answered ${accepted.status()}`).toBe(true);

  // The member is signed in elsewhere.
  await leaving.page.goto('/dashboard');
  await expect(leaving.page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const context = await browser.newContext({ viewport: phone });
  await signInThroughApi(context.request, baseURL, DEMO_ADMIN);
  const page = await context.newPage();
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await page.getByRole('searchbox', { name: /Search members/ }).fill(leaving.member.email);
  // The member sees the search settle before choosing: a debounced update that lands in the
  // instant after a click, before the page re-renders, can still take the click back.
  await expect(page.getByRole('status').filter({ hasText: /^Showing 1 member$/ })).toBeVisible();
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.getByRole('button', { name: `Delete account of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${name}'s account?` });
  await expect(dialog.getByText('Every session ends at once.')).toBeVisible();
  const choice = dialog.getByLabel(`What happens to ${title}`);
  await expect(choice).toHaveValue('remove');
  await choice.selectOption({ label: `Hand it to ${heir.member.name}` });
  await expectNoSidewaysScroll(page);
  await expectNoViolations(page, { include: '[role="dialog"]' });
  await dialog.getByRole('button', { name: 'Delete account' }).click();

  // Back on the members list, where they are no longer found; the audit log says what happened.
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText(`${name}'s account was deleted.`)).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: 'Recent admin actions' })
      .getByText(`deleted the account of ${name}`),
  ).toBeVisible();
  await page.getByRole('searchbox', { name: /Search members/ }).fill(leaving.member.email);
  await expect(page.getByText('No members match these filters')).toBeVisible();
  await expect(page.getByRole('link', { name })).toHaveCount(0);
  await expectNoViolations(page, { include: 'main' });

  // The project is the heir's now.
  const handed = await heir.context.request.get(`/api/projects/${project.id}`);
  expect(handed.ok()).toBe(true);
  expect(((await handed.json()) as { owner: { name: string } }).owner.name).toBe(heir.member.name);

  // The member's browser is signed out on its next page.
  await leaving.page.goto('/dashboard');
  await expect(leaving.page).toHaveURL(/\/signin/);

  await context.close();
  await heir.context.close();
  await leaving.context.close();
});
