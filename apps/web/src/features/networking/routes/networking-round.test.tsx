import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MatchDecisionResult } from '@cofound/shared/matching/matching.schemas';
import {
  networkingMessages,
  type NetworkingState,
} from '@cofound/shared/networking/networking.schemas';
import { dispatchRealtimeFrame } from '../../../lib/realtime/realtime-events';
import { bodyOf, deferred } from '../../../test/api-answers';
import { demoMember, renderAppRoute, stubApi } from '../../../test/render-app-route';
import {
  DECIDE,
  LOBBY,
  NEXT,
  SEND,
  STATE,
  idle,
  inRound,
  messageOf,
  ok,
  partner,
  waiting,
} from '../test-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

const decisionOf = (overrides: Partial<MatchDecisionResult> = {}): MatchDecisionResult => ({
  profileId: partner.id,
  liked: true,
  score: partner.score,
  decidedAt: new Date().toISOString(),
  mutual: false,
  connection: null,
  ...overrides,
});

async function openRound(state: NetworkingState, handlers: Parameters<typeof stubApi>[1] = {}) {
  const fetchMock = stubApi(demoMember, { [STATE]: () => ok(state), ...handlers });
  renderAppRoute('/networking');
  await screen.findByRole('heading', { name: 'Your round with Ada Lovelace' });
  return fetchMock;
}

// Page tests render the whole app; give them room on a busy machine.
describe('NetworkingPage in a round', { timeout: 20_000 }, () => {
  it("shows the partner's card and the time left", async () => {
    await openRound(inRound({ partner: { ...partner, pitchUrl: '/media/pitch.webm' } }));
    const card = within(screen.getByRole('article', { name: 'Ada Lovelace' }));
    expect(card.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      `/profile/${partner.id}`,
    );
    expect(card.getByText('Engineer and mathematician')).toBeVisible();
    expect(card.getByText('87% match')).toBeVisible();
    expect(card.getByText('Technical Genius')).toBeVisible();
    expect(
      within(card.getByRole('list', { name: 'Skills' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(card.getByText('I build engines that compute.')).toBeVisible();
    expect(card.getByRole('button', { name: 'Watch pitch of Ada Lovelace' })).toBeVisible();
    expect(screen.getByRole('timer', { name: 'Time left in this round' })).toHaveTextContent(
      /01:(30|29|28)/,
    );
  });

  it('sends a chat message with Enter, and keeps it when sending fails', async () => {
    let fail = false;
    const fetchMock = await openRound(inRound({ messages: [messageOf()] }), {
      [SEND]: (init) => {
        if (fail) return { status: 500, body: {} };
        const { body } = bodyOf(init) as { body: string };
        return { status: 201, body: messageOf({ id: 'm-2', body, fromMe: true }) };
      },
    });
    const chat = within(screen.getByRole('log', { name: 'Chat with Ada Lovelace' }));
    expect(chat.getByText('Hi Demo, what are you building?')).toBeVisible();

    const box = screen.getByRole('textbox', { name: 'Message Ada Lovelace' });
    expect(box).toHaveAttribute('maxLength', '500');
    await userEvent.type(box, '  A tutor bot{Enter}');
    expect(await chat.findByText('A tutor bot')).toBeVisible();
    expect(box).toHaveValue('');
    const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/round/messages'));
    expect(bodyOf(sent?.[1])).toEqual({ body: 'A tutor bot' });
    expect(chat.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Ada Lovelace: Hi Demo, what are you building?',
      'You: A tutor bot',
    ]);

    fail = true;
    await userEvent.type(box, 'And you?{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(networkingMessages.sendFailed);
    expect(box).toHaveValue('And you?');
  });

  it('says Connect was sent, and disables both choices', async () => {
    let liked: unknown;
    await openRound(inRound(), {
      [DECIDE]: (init) => {
        liked = bodyOf(init);
        return ok(decisionOf());
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(
      await screen.findByText(
        'You said Connect. If Ada does too, a connection request is created.',
      ),
    ).toBeVisible();
    expect(liked).toEqual({ liked: true });
    expect(screen.getByRole('button', { name: 'Connect' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Pass' })).toBeDisabled();
  });

  it('says so when both said Connect: the partner can now accept', async () => {
    await openRound(inRound(), {
      [DECIDE]: () =>
        ok(
          decisionOf({
            mutual: true,
            connection: { id: 'c-1', status: 'pending', createdByThis: true },
          }),
        ),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(
      await screen.findByText('You both said Connect! Ada can now accept your connection request.'),
    ).toBeVisible();
  });

  it("tells the first to Connect when the partner's request arrives, with the way to answer it", async () => {
    await openRound(inRound({ decision: 'liked' }));
    const requestFrom = (senderProfileId: string) =>
      act(() =>
        dispatchRealtimeFrame({
          id: `f-${senderProfileId}`,
          event: 'connection.requested',
          payload: { senderProfileId, connectionId: `c-${senderProfileId}` },
          at: new Date().toISOString(),
        }),
      );
    requestFrom('someone-else');
    expect(screen.queryByText(/You both said Connect!/)).not.toBeInTheDocument();
    requestFrom(partner.id);
    const decision = within(screen.getByRole('region', { name: 'Connect or pass?' }));
    expect(await decision.findByText(/You both said Connect!/)).toBeVisible();
    expect(decision.getByRole('link', { name: 'dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('shows Pass pending while it is sent, then what was said', async () => {
    const answer = deferred();
    await openRound(inRound(), {
      [DECIDE]: async () => {
        await answer.promise;
        return ok(decisionOf({ liked: false }));
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Pass' }));
    expect(screen.getByRole('button', { name: 'Pass' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Connect' })).toBeDisabled();
    answer.resolve();
    expect(await screen.findByText('You said Pass.')).toBeVisible();
  });

  it("says time's up and closes the chat, and shows a decision made before", async () => {
    const past = Date.now() - 1000;
    await openRound(
      inRound({
        startedAt: new Date(past - 180_000).toISOString(),
        endsAt: new Date(past).toISOString(),
        decision: 'liked',
      }),
    );
    expect(screen.getByText("Time's up")).toBeVisible();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message Ada Lovelace' })).toBeDisabled();
    expect(screen.getByText(networkingMessages.roundOver)).toBeVisible();
    expect(
      screen.getByText('You said Connect. If Ada does too, a connection request is created.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Connect' })).toBeDisabled();
  });

  it('says the partner moved on', async () => {
    await openRound(inRound({ partnerLeft: true, endedAt: new Date().toISOString() }));
    expect(screen.getByText('Ada Lovelace moved on')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Message Ada Lovelace' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Connect' })).toBeEnabled();
  });

  it('goes on to the next round through the lobby', async () => {
    const fetchMock = await openRound(inRound(), { [NEXT]: () => ok(waiting(3)) });
    await userEvent.click(screen.getByRole('button', { name: 'Next round' }));
    expect(
      await screen.findByRole('heading', { name: 'Looking for your next match…' }),
    ).toHaveFocus();
    expect(screen.getByText('3 other founders waiting')).toBeVisible();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/networking/next')).toBe(
        true,
      ),
    );
  });

  it('leaves speed networking from a round', async () => {
    let state = inRound();
    await openRound(state, {
      [STATE]: () => ok(state),
      [`DELETE ${LOBBY}`]: () => {
        state = idle(1);
        return { status: 204, body: null };
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Rounds so far: 1')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Join the lobby' })).toBeVisible();
  });
});
