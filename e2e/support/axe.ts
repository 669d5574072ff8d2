// The accessibility check every journey runs: axe with the WCAG 2.1 A and AA rules.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const axeSource = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

type AxeOptions = {
  /** Record the violations and go on (a page sweep), instead of stopping the test. */
  soft?: boolean;
  /** Check only this part of the page (a CSS selector). */
  include?: string;
};

/**
 * The violations axe finds in the page as it is now, one line per rule with the elements it is
 * on. axe runs in the page itself, injected once per document (the app is one document and has
 * no frames); only violations are reported in full, which spares a third of each run. The
 * Playwright integration ran each check in every frame and then in a blank page of its own to
 * merge the results, and injected axe again each time: 2-3 s per check on /browse against about
 * one here.
 */
async function violationsIn(page: Page, include: string | undefined): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ tags, include }) => {
      const inPage = (window as unknown as { axe: typeof axe }).axe;
      const { violations } = await inPage.run(include ? { include: [include] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return violations.map(
        (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
    },
    { tags: WCAG_TAGS, include },
  );
}

/** No WCAG violation on the page as it is now; each one is listed with the elements it is on. */
export async function expectNoViolations(page: Page, options: AxeOptions = {}) {
  const summary = await violationsIn(page, options.include);
  (options.soft ? expect.soft(summary, page.url()) : expect(summary, page.url())).toEqual([]);
}
