import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { videoCallMessages } from '@cofound/shared/video-calls/video-calls.schemas';
import { Toaster } from '../../../components/ui/toaster';
import { createQueryClient } from '../../../lib/query-client';
import { demoMember, stubApi } from '../../../test/render-app-route';
import { ScheduleCallButton } from './schedule-call-button';
import { videoCallFixture } from '../test/video-call-fixture';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const call = videoCallFixture({
  id: 'call-1',
  startsAt: '2026-11-22T13:00:00.000Z',
  status: 'pending',
  peer: { profileId: 'p-2', name: 'Bob Builder', title: 'CTO', imageUrl: null },
});

function renderButton() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ScheduleCallButton profileId="p-2" name="Bob Builder" />
      <Toaster />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('ScheduleCallButton', () => {
  it('sends the defaults with the fallback title, confirms, and closes after 2 seconds', async () => {
    const sent: unknown[] = [];
    stubApi(demoMember, {
      'POST /api/video-calls': (init) => {
        sent.push(JSON.parse(String(init?.body)));
        return { status: 201, body: call };
      },
    });
    const user = renderButton();
    await user.click(screen.getByRole('button', { name: 'Schedule Call with Bob Builder' }));
    expect(screen.getByRole('dialog', { name: 'Schedule Video Call' })).toBeInTheDocument();
    expect(screen.getByLabelText('Duration')).toHaveValue('30');
    await user.click(screen.getByRole('button', { name: 'Schedule Call' }));

    expect(
      await screen.findByRole('dialog', { name: videoCallMessages.scheduled }),
    ).toHaveTextContent(videoCallMessages.scheduledHint);
    expect(sent).toEqual([
      expect.objectContaining({ profileId: 'p-2', durationMinutes: 30, title: 'Quick Intro Call' }),
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  });

  it('shows the server refusal inside the dialog', async () => {
    stubApi(demoMember, {
      'POST /api/video-calls': () => ({
        status: 409,
        body: { error: { code: 'CONFLICT', message: videoCallMessages.overlaps } },
      }),
    });
    const user = renderButton();
    await user.click(screen.getByRole('button', { name: 'Schedule Call with Bob Builder' }));
    await user.click(screen.getByRole('button', { name: 'Schedule Call' }));
    const dialog = screen.getByRole('dialog', { name: 'Schedule Video Call' });
    expect(await screen.findByRole('alert')).toHaveTextContent(videoCallMessages.overlaps);
    expect(dialog).toBeInTheDocument();
  });
});
