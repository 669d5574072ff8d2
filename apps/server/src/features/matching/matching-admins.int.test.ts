// Admins are staff: never a co-founder suggestion, however well they match.
import { describe, expect, it } from 'vitest';
import type { RecommendationsPage } from '@cofound/shared/matching/matching.schemas';
import { memberKit } from '../../test/member-kit';
import { useTestApp } from '../../test/use-test-app';

const ctx = useTestApp();
const kit = memberKit(ctx);

const fields = {
  skills: ['Rust', 'Sales'],
  industry: 'CleanTech',
  experience: 6,
  lookingFor: ['Technical Cofounder'],
  startupInterests: ['Energy'],
};

async function deckIds(viewer: Awaited<ReturnType<typeof kit.member>>): Promise<string[]> {
  const response = await kit.as(viewer).get('/api/matching/recommendations?limit=50');
  expect(response.statusCode).toBe(200);
  return (response.json() as RecommendationsPage).items.map((card) => card.id);
}

describe('the match deck and admins', () => {
  it('never suggests an admin, even a perfect match, and drops one made admin later', async () => {
    const viewer = await kit.member({ profile: fields });
    const admin = await kit.member({ name: 'Staff', profile: { ...fields, role: 'admin' } });
    const founder = await kit.member({ name: 'Founder', profile: fields });
    const first = await deckIds(viewer);
    expect(first).toContain(founder.profileId);
    expect(first).not.toContain(admin.profileId);

    // The deck's index catches up with a member who becomes an admin.
    await kit.updateProfile(founder, { role: 'admin', updatedAt: new Date() });
    expect(await deckIds(viewer)).not.toContain(founder.profileId);
  });
});
