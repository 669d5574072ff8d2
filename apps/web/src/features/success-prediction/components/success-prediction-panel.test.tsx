import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SuccessPredictionAnswer } from '@cofound/shared/success-prediction/success-prediction.schemas';
import { stubApi } from '../../../test/render-app-route';
import { SuccessPredictionPanel } from './success-prediction-panel';

const profileId = '22222222-2222-4222-8222-222222222222';
const url = `GET /api/success-prediction/${profileId}`;
const prediction: SuccessPredictionAnswer = {
  profileId,
  probability: 72,
  factors: { skill_match: 40, vision_match: 80, personality_match: 55, archetype_match: 100 },
  insights: ['You aim at the same industry and the same kind of startup.'],
  recommendations: ['Test the fit on a small project together before you commit.'],
  computedAt: '2026-11-26T10:00:00.000Z',
};

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SuccessPredictionPanel profileId={profileId} />
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: 'Success prediction' });
}

afterEach(() => vi.unstubAllGlobals());

describe('SuccessPredictionPanel', () => {
  it('shows the probability in its colour band, each factor, the insights and the recommendations', async () => {
    stubApi(null, { [url]: () => ({ status: 200, body: prediction }) });
    const panel = renderPanel();
    expect(await within(panel).findByText('72%')).toHaveAttribute('data-tone', 'green');
    expect(within(panel).getByRole('progressbar', { name: 'Vision' })).toHaveAttribute(
      'aria-valuenow',
      '80',
    );
    expect(within(panel).getByText(prediction.insights[0]!)).toBeInTheDocument();
    expect(within(panel).getByText(prediction.recommendations[0]!)).toBeInTheDocument();
  });

  it('says the server could not calculate it, then shows it after Try again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    stubApi(null, {
      [url]: () =>
        ++calls === 1
          ? { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } }
          : { status: 200, body: { ...prediction, probability: 58 } },
    });
    const panel = renderPanel();
    expect(
      await within(panel).findByText('Failed to calculate success prediction'),
    ).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByText('58%')).toHaveAttribute('data-tone', 'yellow');
  });

  it('says it could not be loaded when the server refuses it', async () => {
    stubApi(null, {
      [url]: () => ({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'x' } } }),
    });
    const panel = renderPanel();
    expect(await within(panel).findByText('Failed to load prediction')).toBeInTheDocument();
  });
});
