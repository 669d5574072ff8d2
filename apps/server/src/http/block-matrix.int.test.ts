// The block matrix (docs/product.md#safety): in every read route that shows other members, a
// block either way hides the two members from each other, while a member with no block sees
// both (so a route that hid everyone would fail too).
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { founderCircles } from '../db/schema';
import { awardInteraction } from '../features/reputation';
import { blockExpectations, type BlockWorld } from '../test/access-matrix/block-expectations';
import { memberKit, type Member, type ProfileFields } from '../test/member-kit';
import { useTestApp } from '../test/use-test-app';

const ctx = useTestApp();
const kit = memberKit(ctx);

/** Everyone fits everyone's projects and decks alike: the block is the only difference. */
const fits = (skill: string): ProfileFields => ({
  industry: 'Finance',
  skills: ['Go', 'Sales', skill],
  founderRole: 'CTO/Technical Lead',
  lookingFor: ['CTO'],
  experience: 6,
});

async function blockWorld(): Promise<BlockWorld> {
  const skill = `Skill ${randomBytes(4).toString('hex')}`;
  const [owner, bystander, blocker, blocked] = await Promise.all(
    ['Owner', 'Bystander', 'Blocker', 'Blocked'].map((name) =>
      kit.member({ name, profile: fits(skill) }),
    ),
  );
  await kit.block(owner!, blocked!);
  await kit.block(blocker!, owner!);
  const members = [owner!, bystander!, blocker!, blocked!];
  return {
    kit,
    skill,
    owner: owner!,
    bystander: bystander!,
    blocker: blocker!,
    blocked: blocked!,
    earn: (member) => awardInteraction(ctx.database.db, member.profileId, 'message'),
    circleOfAll: async () => {
      const [circle] = await ctx.database.db
        .insert(founderCircles)
        .values({
          name: `Founders of ${skill}`,
          industry: 'fintech',
          description: 'Agritech builders',
        })
        .returning({ id: founderCircles.id });
      for (const member of members) {
        await kit.as(member).put(`/api/circles/${circle!.id}/membership`, {});
      }
      return { circleId: circle!.id };
    },
  };
}

describe('the block matrix', () => {
  for (const [route, entry] of Object.entries(blockExpectations)) {
    it(`${route}: hidden both ways across a block, shown without one`, async () => {
      // A world per route: what one route's preparation made cannot leak into another's.
      const world = await blockWorld();
      const made = entry.prepare ? await entry.prepare(world) : {};
      const url = entry.url(made, world);
      if (entry.asker === 'others') {
        const seen = async (viewer: Member) =>
          entry.shows(await kit.as(viewer).get(url), world.owner, made);
        expect(await seen(world.bystander), 'the bystander sees the owner').toBe(true);
        expect(await seen(world.blocker), 'who blocked the owner').toBe(false);
        expect(await seen(world.blocked), 'whom the owner blocked').toBe(false);
      } else {
        const answer = await kit.as(world.owner).get(url);
        const seen = (who: Member) => entry.shows(answer, who, made);
        expect(seen(world.bystander), 'the owner sees the bystander').toBe(true);
        expect(seen(world.blocker), 'who blocked the owner').toBe(false);
        expect(seen(world.blocked), 'whom the owner blocked').toBe(false);
      }
    });
  }
});
