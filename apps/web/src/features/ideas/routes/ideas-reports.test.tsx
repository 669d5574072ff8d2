import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { safetyMessages } from '@cofound/shared/safety/safety.schemas';
import { bodyOf, page } from '../../../test/api-answers';
import { demoMember, renderAppRoute, stubApi, toastText } from '../../../test/render-app-route';
import { IDEA, LIST, commentOf, idea } from '../test-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('Reports on ideas and comments', { timeout: 20_000 }, () => {
  it("reports someone else's idea with the idea as the content", async () => {
    let report: unknown = null;
    stubApi(demoMember, {
      [LIST]: () => page([idea]),
      'POST /api/reports': (init) => {
        report = bodyOf(init);
        return { status: 201, body: { id: '00000000-0000-4000-8000-0000000000r1' } };
      },
    });
    renderAppRoute('/ideas');
    const card = await screen.findByRole('article', { name: 'Tutor bot' });
    await userEvent.click(within(card).getByRole('button', { name: 'Report Tutor bot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report idea' });
    expect(dialog).toHaveTextContent('this idea from Ada Lovelace');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await toastText(safetyMessages.reported)).toBeInTheDocument();
    expect(report).toEqual({
      profileId: idea.author.profileId,
      content: { kind: 'idea', id: idea.id },
      reason: 'spam',
      details: '',
    });
  });

  it("reports someone else's comment, and not the member's own", async () => {
    let report: unknown = null;
    const theirs = commentOf({ author: idea.author, content: 'Buy my course' });
    const mine = commentOf({ id: '00000000-0000-4000-8000-0000000000c2' });
    stubApi(demoMember, {
      [LIST]: () => page([{ ...idea, commentsCount: 2 }]),
      [`GET ${IDEA}/comments`]: () => page([theirs, mine]),
      'POST /api/reports': (init) => {
        report = bodyOf(init);
        return { status: 201, body: { id: '00000000-0000-4000-8000-0000000000r2' } };
      },
    });
    renderAppRoute('/ideas');
    await userEvent.click(await screen.findByRole('button', { name: 'Comments on Tutor bot: 2' }));
    const comments = await screen.findByRole('dialog', { name: 'Comments on Tutor bot' });
    await within(comments).findByText('Buy my course');
    expect(
      within(comments).queryByRole('button', { name: `Report comment by ${demoMember.name}` }),
    ).toBeNull();
    await userEvent.click(
      within(comments).getByRole('button', { name: 'Report comment by Ada Lovelace' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Report comment' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Harassment or hate' }));
    await userEvent.type(within(dialog).getByLabelText('Details (optional)'), 'Selling');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await toastText(safetyMessages.reported)).toBeInTheDocument();
    expect(report).toEqual({
      profileId: idea.author.profileId,
      content: { kind: 'idea_comment', id: theirs.id },
      reason: 'harassment',
      details: 'Selling',
    });
  });
});
