// The profile editor journey: a fresh member fills every field, uploads a picture, watches the
// completeness meter rise, saves, and finds the values again; and both profile pages pass axe.
import { expectNoViolations } from '../support/axe';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signUpThroughApi, uniqueMember, signInThroughApi, DEMO_MEMBER } from '../support/members';

/** A real 1x1 PNG. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const BIO =
  'I led platform engineering at two fintech startups and shipped payment systems used by ' +
  'millions. Now I want to build developer tools for small finance teams, and I am looking ' +
  'for a commercial co-founder who loves selling to CFOs and can own go-to-market.';

const completeness = (page: Page) => page.getByTestId('completeness-percent');

/** The demo member's profile id, read through a session of their own. */
async function demoProfileId(request: APIRequestContext, baseURL: string | undefined) {
  await signInThroughApi(request, baseURL, DEMO_MEMBER);
  const me = await request.get('/api/profiles/me');
  expect(me.ok()).toBe(true);
  return ((await me.json()) as { profile: { id: string } }).profile.id;
}

test('a new member edits every field, uploads a picture and saves', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const member = uniqueMember('profile');
  await signUpThroughApi(page.request, baseURL, member);

  await page.goto('/profile?welcome=true');
  const firstName = member.name.split(' ')[0];
  await expect(page.getByText(`Welcome to Cofound, ${firstName}!`)).toBeVisible();
  // The wizard filled name, industry and personality traits: 3 of 8 items.
  await expect(completeness(page)).toHaveText('37.5%');

  // The picture: the upload is held back briefly so the progress bar can be seen.
  await page.route('**/api/profiles/me/image', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.getByLabel('Upload picture', { exact: true }).setInputFiles({
    name: 'avatar.png',
    mimeType: 'image/png',
    buffer: PNG_1X1,
  });
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expect(page.getByText('Picture uploaded.')).toBeVisible();
  const picture = page.getByRole('img', { name: `Profile picture of ${member.name}` });
  // The editor shows the 480 px size the server made beside the uploaded PNG.
  await expect(picture).toHaveAttribute(
    'src',
    /^\/api\/uploads\/[0-9a-f-]+\/\d+-[0-9a-f]+-png-480\.webp$/,
  );
  const src = await picture.getAttribute('src');
  const served = await page.request.get(src ?? '');
  expect(served.headers()['content-type']).toBe('image/webp');

  await page.getByLabel('Full name', { exact: true }).fill(`${member.name} Lovelace`);
  await page
    .getByLabel('Title', { exact: true })
    .fill('Platform engineer building tools for finance teams');
  await page.getByLabel('Years of experience', { exact: true }).fill('8');
  await page.getByLabel('Industry', { exact: true }).selectOption('Finance');
  await page.getByLabel('Skills', { exact: true }).fill('DevOps, Cloud Architecture,, devops , Go');
  await expect(page.getByRole('list', { name: 'Skills to save' }).getByRole('listitem')).toHaveText(
    ['DevOps', 'Cloud Architecture', 'Go'],
  );
  await expect(completeness(page)).toHaveText('62.5%');
  await page.getByLabel('Looking for', { exact: true }).fill('Business Development, Sales Leader');
  await page.getByLabel('Startup interests', { exact: true }).fill('Finance, SaaS');
  await page
    .getByLabel('Personality traits', { exact: true })
    .fill('Analytical, Strategic, Leadership');
  await page.getByLabel('Work style', { exact: true }).fill('Remote, Structured');
  await page.getByLabel('Bio', { exact: true }).fill(BIO);
  await expect(page.getByText(/\d+ words: a good length/)).toBeVisible();
  await page.getByLabel('City', { exact: true }).fill('Lisbon');
  await page.getByLabel('Country', { exact: true }).fill('Portugal');
  await page.getByLabel('Time zone', { exact: true }).selectOption('Europe/Lisbon');
  await page
    .getByLabel('Commitment', { exact: true })
    .selectOption({ label: 'Full-time within months' });
  await page
    .getByLabel('Equity expectation', { exact: true })
    .selectOption({ label: 'Equal split' });
  await expect(completeness(page)).toHaveText('100%');

  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile saved successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/profile');
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(
    'Platform engineer building tools for finance teams',
  );
  await expect(page.getByLabel('Skills', { exact: true })).toHaveValue(
    'DevOps, Cloud Architecture, Go',
  );
  await expect(page.getByLabel('Years of experience', { exact: true })).toHaveValue('8');
  await expect(page.getByLabel('Industry', { exact: true })).toHaveValue('Finance');
  await expect(page.getByLabel('Time zone', { exact: true })).toHaveValue('Europe/Lisbon');
  await expect(page.getByLabel('Commitment', { exact: true })).toHaveValue(
    'full_time_within_months',
  );
  await expect(page.getByLabel('Bio', { exact: true })).toHaveValue(BIO);
  await expect(page.getByRole('img', { name: /^Profile picture of / })).toHaveAttribute(
    'src',
    src ?? '',
  );
  await expect(completeness(page)).toHaveText('100%');

  // The public page shows the saved facts.
  await page.getByRole('link', { name: 'View public profile' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `${member.name} Lovelace` }),
  ).toBeVisible();
  await expect(page.getByText('Lisbon, Portugal').first()).toBeVisible();
  // The owner sees their own profile with a way back to the editor.
  await expect(page.getByRole('link', { name: 'Edit profile' })).toBeVisible();
});

test('the editor and a public profile have no WCAG 2.1 AA violations', async ({
  page,
  request,
  baseURL,
}) => {
  const demoId = await demoProfileId(request, baseURL);
  await signUpThroughApi(page.request, baseURL, uniqueMember('profile-a11y'));

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
  await expect(completeness(page)).toBeVisible();
  await expectNoViolations(page);

  await page.goto(`/profile/${demoId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Skills' })).toBeVisible();
  await expectNoViolations(page);
});
