import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ArchetypeResult } from '@cofound/shared/personality-test/personality-test.schemas';
import { bodyOf } from '../../../test/api-answers';
import { demoMember, renderAppRoute, stubApi } from '../../../test/render-app-route';

const technicalGenius: ArchetypeResult = {
  archetype: 'technical_genius',
  scores: { vision: 2, execution: 5, leadership: 4, resilience: 4 },
  testDate: '2026-11-20T10:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

async function answer(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(await screen.findByRole('button', { name: text }));
}

describe('the personality test page', () => {
  it('asks four questions one at a time, then shows the result the server worked out', async () => {
    const user = userEvent.setup();
    const api = stubApi(demoMember, {
      'GET /api/personality-test/result': () => ({ status: 200, body: { result: null } }),
      'PUT /api/personality-test/result': () => ({ status: 200, body: technicalGenius }),
    });
    renderAppRoute('/personality-test');

    expect(await screen.findByText('Question 1 of 4')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Test progress' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveFocus();
    await answer(user, 'Profitable and steady in a niche I know well');
    expect(await screen.findByText('Question 2 of 4')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Test progress' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    await answer(user, 'Get hands-on and build the missing part myself');
    // Back keeps the answer given.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(
      screen.getByRole('button', { name: 'Get hands-on and build the missing part myself' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await answer(user, 'Get hands-on and build the missing part myself');
    await answer(user, 'Run a short debate, then make the call');
    await answer(user, 'Call them to learn why, then fix what they found');

    expect(await screen.findByRole('heading', { name: 'Technical Genius' })).toBeInTheDocument();
    const put = api.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(bodyOf(put?.[1])).toEqual({
      answers: { vision: 'niche', execution: 'build', leadership: 'debate', resilience: 'learn' },
    });
    const complements = screen.getByRole('heading', { name: 'Who complements you' }).parentElement!;
    expect(within(complements).getByText('Visionary CEO')).toBeInTheDocument();
    expect(within(complements).getByText('Growth Hacker')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Find co-founders who complement you' }),
    ).toHaveAttribute('href', '/discover?archetypes=visionary_ceo&archetypes=growth_hacker');
  });

  it('shows a saved result, and a retake can be abandoned', async () => {
    const user = userEvent.setup();
    stubApi(demoMember, {
      'GET /api/personality-test/result': () => ({
        status: 200,
        body: { result: technicalGenius },
      }),
    });
    renderAppRoute('/personality-test');
    expect(await screen.findByRole('heading', { name: 'Technical Genius' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retake test' }));
    expect(await screen.findByText('Question 1 of 4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep my result' }));
    expect(await screen.findByRole('heading', { name: 'Technical Genius' })).toBeInTheDocument();
  });

  it('says when the result could not be saved, and sends it again on Try again', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    stubApi(demoMember, {
      'GET /api/personality-test/result': () => ({ status: 200, body: { result: null } }),
      'PUT /api/personality-test/result': () =>
        ++attempts === 1
          ? { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } }
          : { status: 200, body: { ...technicalGenius, archetype: 'visionary_ceo' } },
    });
    renderAppRoute('/personality-test');
    for (const text of [
      'Changing how a whole industry works',
      'Move the date and tell the customers waiting for it',
      'Let the person closest to the work decide',
      'Take a few days to step back and regroup',
    ]) {
      await answer(user, text);
    }
    expect(
      await screen.findByText('Failed to save your test result. Please try again.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Visionary CEO' })).toBeInTheDocument();
  });
});
