// The initial JavaScript budget (docs/decisions/0026-initial-javascript.md): every script the
// browser fetches before the page is usable, sized as the server sends it gzipped, stays within
// the product's limit. The same scripts are what the benchmark (`npm run bench -- web`) counts.
import { expect, test, type Page } from '@playwright/test';
import {
  initialScripts,
  measuredPages,
  scriptSizes,
  webDistDir,
} from '../../apps/web/initial-javascript';
import { DEMO_MEMBER, signInThroughApi } from '../support/members';

const KB = 1000;

// The product's targets are 150 KB for /browse and 120 KB for /signin. Until the shell gets there
// (docs/decisions/0040-zod-in-the-browser.md says what is left), each limit is what the page
// weighs now and a little margin, so that nothing grows back; lower it with each cut.
const budgets = [
  { page: '/browse', member: true, heading: 'Discover Co-Founders', gzipLimit: 189 * KB },
  { page: '/signin', member: false, heading: 'Welcome Back', gzipLimit: 186 * KB },
] as const;

/** The built scripts the page fetched from its load until it shows `heading` and goes quiet. */
async function scriptsFetched(page: Page, path: string, heading: string): Promise<string[]> {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.add(pathname.slice(1));
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.waitForLoadState('networkidle');
  return [...scripts].sort();
}

for (const budget of budgets) {
  test(`the initial JavaScript of ${budget.page} is at most ${budget.gzipLimit / KB} KB gzip`, async ({
    page,
    baseURL,
  }) => {
    if (budget.member) await signInThroughApi(page.request, baseURL, DEMO_MEMBER);
    const fetched = await scriptsFetched(page, budget.page, budget.heading);

    // The benchmark's account of the page, from the build manifest, is the browser's.
    expect(fetched).toEqual(initialScripts(webDistDir, measuredPages[budget.page]).sort());

    const sizes = scriptSizes(webDistDir, fetched);
    const breakdown = sizes.files
      .map(({ file, gzip }) => `${file}: ${gzip}`)
      .sort()
      .join('\n');
    expect(sizes.gzip, `gzip bytes of ${budget.page}'s scripts:\n${breakdown}`).toBeLessThanOrEqual(
      budget.gzipLimit,
    );
  });
}
