import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  NETWORKING_HEARTBEAT_SECONDS,
  networkingMessages,
} from '@cofound/shared/networking/networking.schemas';
import { dispatchRealtimeFrame } from '../../../lib/realtime/realtime-events';
import { demoMember, renderAppRoute, stubApi } from '../../../test/render-app-route';
import { LOBBY, STATE, idle, inRound, ok, waiting } from '../test-fixtures';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

const calls = (fetchMock: ReturnType<typeof stubApi>, key: string) =>
  fetchMock.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key);

// Page tests render the whole app; give them room on a busy machine.
describe('NetworkingPage', { timeout: 20_000 }, () => {
  it('tells a visitor how it works and sends them to sign in and back', async () => {
    const fetchMock = stubApi(null);
    renderAppRoute('/networking');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Speed Networking' }),
    ).toBeVisible();
    const steps = within(await screen.findByRole('region', { name: 'How it works' }));
    expect(steps.getAllByRole('listitem')).toHaveLength(3);
    expect(steps.getByText(/for a 3-minute round with a chat/)).toBeInTheDocument();
    expect(steps.getByText(/if you both connect, a connection request is created/i)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in to join' })).toHaveAttribute(
      'href',
      '/signin?from=%2Fnetworking',
    );
    expect(screen.queryByRole('button', { name: 'Join the lobby' })).not.toBeInTheDocument();
    expect(calls(fetchMock, STATE)).toHaveLength(0);
  });

  it('shows the rounds so far, joins the lobby and leaves it again', async () => {
    let state = idle(2);
    const fetchMock = stubApi(demoMember, {
      [STATE]: () => ok(state),
      [`POST ${LOBBY}`]: () => ok((state = waiting(1))),
      [`DELETE ${LOBBY}`]: () => {
        state = idle(3);
        return { status: 204, body: null };
      },
    });
    renderAppRoute('/networking');
    expect(await screen.findByText('Rounds so far: 2')).toBeVisible();
    expect(screen.getByRole('region', { name: 'How it works' })).toBeVisible();
    // Focus moves with the member's steps, not when the page first loads.
    expect(screen.getByRole('heading', { name: 'Ready for a round?' })).not.toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Join the lobby' }));
    const heading = await screen.findByRole('heading', { name: 'Looking for your next match…' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('1 other founder waiting')).toBeVisible();
    expect(calls(fetchMock, `POST ${LOBBY}`)).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Leave the lobby' }));
    expect(await screen.findByText('Rounds so far: 3')).toBeVisible();
    expect(calls(fetchMock, `DELETE ${LOBBY}`)).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Ready for a round?' })).toHaveFocus();
  });

  it('asks a member without a profile to complete it when joining fails so', async () => {
    stubApi(demoMember, {
      [STATE]: () => ok(idle()),
      [`POST ${LOBBY}`]: () => ({
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'Profile not found' } },
      }),
    });
    renderAppRoute('/networking');
    await userEvent.click(await screen.findByRole('button', { name: 'Join the lobby' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(networkingMessages.noProfile);
    expect(screen.queryByText(/Rounds so far/)).not.toBeInTheDocument();
  });

  it('says it is still waiting every heartbeat, and shows the round the answer brings', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let beat = waiting(0);
    const fetchMock = stubApi(demoMember, {
      [STATE]: () => ok(waiting(0)),
      [`POST ${LOBBY}`]: () => ok(beat),
    });
    renderAppRoute('/networking');
    expect(await screen.findByText('No one else is waiting yet')).toBeVisible();
    expect(calls(fetchMock, `POST ${LOBBY}`)).toHaveLength(0);

    beat = waiting(2);
    await act(() => vi.advanceTimersByTimeAsync(NETWORKING_HEARTBEAT_SECONDS * 1000));
    expect(await screen.findByText('2 other founders waiting')).toBeVisible();
    expect(calls(fetchMock, `POST ${LOBBY}`)).toHaveLength(1);

    beat = inRound();
    await act(() => vi.advanceTimersByTimeAsync(NETWORKING_HEARTBEAT_SECONDS * 1000));
    expect(
      await screen.findByRole('heading', { name: 'Your round with Ada Lovelace' }),
    ).toHaveFocus();
    expect(calls(fetchMock, `POST ${LOBBY}`)).toHaveLength(2);

    // No heartbeat during a round.
    await act(() => vi.advanceTimersByTimeAsync(NETWORKING_HEARTBEAT_SECONDS * 1000));
    expect(calls(fetchMock, `POST ${LOBBY}`)).toHaveLength(2);
  });

  it('reads the state again when the realtime channel says a round started', async () => {
    let state = waiting(0);
    stubApi(demoMember, { [STATE]: () => ok(state) });
    renderAppRoute('/networking');
    await screen.findByText('No one else is waiting yet');

    state = inRound();
    act(() =>
      dispatchRealtimeFrame({
        id: 'f-1',
        event: 'networking.round',
        payload: { roundId: 'round-1', change: 'started' },
        at: new Date().toISOString(),
      }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Your round with Ada Lovelace' }),
    ).toBeVisible();
  });

  it('offers a retry when the state fails to load', async () => {
    let fail = true;
    stubApi(demoMember, { [STATE]: () => (fail ? { status: 500, body: {} } : ok(idle())) });
    renderAppRoute('/networking');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText(networkingMessages.loadFailed)).toBeVisible();
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('button', { name: 'Join the lobby' })).toBeVisible();
  });
});
