import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConnectionGate } from './connection-gate';

function deferred() {
  let resolve: (value: boolean) => void = () => {};
  const promise = new Promise<boolean>((r) => (resolve = r));
  return { promise, resolve };
}

/** Renders the gate around a stand-in app; answers the first health check's pending answer. */
function renderWhileFirstCheckRuns() {
  const first = deferred();
  render(
    <ConnectionGate checkHealth={() => first.promise}>
      <h1>App</h1>
    </ConnectionGate>,
  );
  return first;
}

describe('ConnectionGate', () => {
  it('starts the app while the first check runs, and keeps it when the server answers', async () => {
    const first = renderWhileFirstCheckRuns();
    expect(screen.getByRole('heading', { name: 'App' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Connection Error' })).not.toBeInTheDocument();
    await act(async () => first.resolve(true));
    expect(screen.getByRole('heading', { name: 'App' })).toBeInTheDocument();
  });

  it('replaces the app started during the first check when that check fails', async () => {
    const first = renderWhileFirstCheckRuns();
    expect(screen.getByRole('heading', { name: 'App' })).toBeInTheDocument();
    await act(async () => first.resolve(false));
    expect(screen.getByRole('heading', { name: 'Connection Error' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'App' })).not.toBeInTheDocument();
  });

  it('replaces the app when unreachable and brings it back after a successful retry', async () => {
    const answers = [false, true];
    const onRecovered = vi.fn();
    render(
      <ConnectionGate checkHealth={async () => answers.shift() ?? false} onRecovered={onRecovered}>
        <h1>App</h1>
      </ConnectionGate>,
    );
    expect(await screen.findByRole('heading', { name: 'Connection Error' })).toBeInTheDocument();
    expect(
      screen.getByText('Unable to connect to the server. Please check your connection.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload Page' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry Connection' }));
    expect(await screen.findByRole('heading', { name: 'App' })).toBeInTheDocument();
    expect(onRecovered).toHaveBeenCalledTimes(1);
  });
});
