// Two members who share an accepted connection with a third see it on each other's profile.
import { expect, test } from '@playwright/test';
import { expectNoViolations } from '../support/axe';
import { connectThroughApi, newMember } from '../support/members';

const PHONE = { viewport: { width: 390, height: 844 } };

test('members with a connection in common see it on each other’s profile', async ({
  browser,
  baseURL,
}) => {
  // Three members signed up and two connections made through the API, on a shared host.
  test.setTimeout(120_000);
  const ada = await newMember(browser, baseURL, 'mutual-a');
  const ben = await newMember(browser, baseURL, 'mutual-b', { context: PHONE });
  const cleo = await newMember(browser, baseURL, 'mutual-c');
  try {
    await connectThroughApi(ada, cleo, baseURL);
    await connectThroughApi(cleo, ben, baseURL);

    await ada.page.goto(`/profile/${ben.profileId}`);
    await expect(ada.page.getByRole('heading', { level: 1, name: ben.member.name })).toBeVisible();
    await expect(ada.page.getByText('1 mutual connection', { exact: true })).toBeVisible();
    await expectNoViolations(ada.page, { include: 'main' });

    // At phone width, from the other side.
    await ben.page.goto(`/profile/${ada.profileId}`);
    await expect(ben.page.getByRole('heading', { level: 1, name: ada.member.name })).toBeVisible();
    await expect(ben.page.getByText('1 mutual connection', { exact: true })).toBeVisible();
    await expectNoViolations(ben.page, { include: 'main' });

    // Cleo is connected to both, and shares nobody with either.
    const counted = cleo.page.waitForResponse((response) =>
      response.url().endsWith(`/api/profiles/${ada.profileId}/mutual-connections`),
    );
    await cleo.page.goto(`/profile/${ada.profileId}`);
    expect(await (await counted).json()).toEqual({ count: 0, people: [] });
    await expect(cleo.page.getByText('Connected', { exact: true })).toBeVisible();
    await expect(cleo.page.getByText(/mutual connection/)).toHaveCount(0);
  } finally {
    await Promise.all([ada.context.close(), ben.context.close(), cleo.context.close()]);
  }
});
