// The accessibility check every journey runs: axe with the WCAG 2.1 A and AA rules.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type AxeOptions = {
  /** Record the violations and go on (a page sweep), instead of stopping the test. */
  soft?: boolean;
  /** Check only this part of the page (a CSS selector). */
  include?: string;
};

/** No WCAG violation on the page as it is now; each one is listed with the elements it is on. */
export async function expectNoViolations(page: Page, options: AxeOptions = {}) {
  // Legacy mode runs axe in the page itself. The default runs it in each frame and then opens
  // a blank page to merge the frames' results, which took half of each check's 2-3 s; the app
  // has no cross-origin frames, the one thing only the default covers.
  let axe = new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true);
  if (options.include) axe = axe.include(options.include);
  const { violations } = await axe.analyze();
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  (options.soft ? expect.soft(summary, page.url()) : expect(summary, page.url())).toEqual([]);
}
