// Admins are staff: Discover never lists them, whatever the sort or search.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { discoverSorts, type DiscoverPage } from '@cofound/shared/discover/discover.schemas';
import { reputationScores } from '../../db/schema';
import { memberKit } from '../../test/member-kit';
import { useTestApp } from '../../test/use-test-app';

const ctx = useTestApp();
const kit = memberKit(ctx);

describe('Discover and admins', () => {
  it('never lists an admin, even one who fits the search and leads on reputation', async () => {
    const profile = { title: 'Quasarworks founder', industry: 'AI/ML', skills: ['Rust'] };
    const viewer = await kit.member();
    const admin = await kit.member({ name: 'Staff', profile: { ...profile, role: 'admin' } });
    const founder = await kit.member({ name: 'Founder', profile });
    await ctx.database.db
      .update(reputationScores)
      .set({ totalScore: 999, activityScore: 999 })
      .where(eq(reputationScores.profileId, admin.profileId));
    for (const sort of discoverSorts) {
      for (const who of [viewer, null]) {
        const response = await kit.as(who).get(`/api/discover?q=quasarworks&sort=${sort}`);
        expect(response.statusCode).toBe(200);
        const ids = (response.json() as DiscoverPage).items.map((card) => card.id);
        expect(ids, sort).toContain(founder.profileId);
        expect(ids, sort).not.toContain(admin.profileId);
      }
    }
  });
});
