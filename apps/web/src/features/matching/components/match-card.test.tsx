import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { MatchCard as MatchCardData } from '@cofound/shared/matching/matching.schemas';
import { MatchCard } from './match-card';

const card: MatchCardData = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Ada Lovelace',
  title: 'Compiler engineer',
  imageUrl: null,
  founderRole: null,
  industry: null,
  experience: 4,
  skills: [],
  lookingFor: [],
  city: null,
  country: null,
  timeZone: null,
  commitment: null,
  archetype: null,
  lastActive: null,
  linkedinVerified: false,
  githubVerified: false,
  pitchUrl: null,
  reputation: { total: 10, level: 'Beginner' },
  bio: '',
  startupInterests: [],
  score: 0.8,
  components: { skills: 1, industry: 1, experience: 1, lookingFor: 0, startupInterests: 0 },
};

function renderCard(data: MatchCardData) {
  return render(
    <MemoryRouter>
      <MatchCard card={data} />
    </MemoryRouter>,
  );
}

describe('MatchCard', () => {
  it('shows the mutual connections', () => {
    renderCard({ ...card, mutualConnections: 1 });
    expect(screen.getByText('1 mutual connection')).toBeInTheDocument();
  });

  it('shows the verified badges the founder has', () => {
    const { rerender } = renderCard(card);
    expect(screen.queryByText(/^Verified/)).toBeNull();
    rerender(
      <MemoryRouter>
        <MatchCard card={{ ...card, githubVerified: true }} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Verified GitHub')).toBeVisible();
  });

  it('says nothing about mutual connections when there are none', () => {
    renderCard({ ...card, mutualConnections: 0 });
    expect(screen.queryByText(/mutual connection/)).toBeNull();
  });
});
