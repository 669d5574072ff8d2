import { describe, expect, it } from 'vitest';
import { realtimeTopic } from '@cofound/shared/realtime';
import { teamInvitations } from '../../db/schema';
import type { RealtimeTestSocket } from '../../realtime/realtime-test-client';
import { memberKit } from '../../test/member-kit';
import { useLiveTestApp } from '../../test/use-live-test-app';

const { ctx, openSocket: socketOf } = useLiveTestApp();
const kit = memberKit(ctx);

const teamEvents = (socket: RealtimeTestSocket) =>
  socket.frames.filter((frame) => frame.event === 'team.changed');

describe('an open project page hears its team change', () => {
  it('reaches a member who is not on the team, and not one the owner blocked', async () => {
    const owner = await kit.member({ name: 'Owner' });
    const joiner = await kit.member({ name: 'Joiner' });
    const visitor = await kit.member({ name: 'Visitor' });
    const blocked = await kit.member({ name: 'Blocked' });
    await kit.block(owner, blocked);
    const created = await kit.as(owner).post('/api/projects', {
      title: 'Watched',
      description: 'Open in many tabs',
      industry: 'Technology',
      stage: 'idea',
      skillsNeeded: ['Go'],
      rolesNeeded: ['CTO'],
    });
    const projectId = created.json().id as string;
    const topic = realtimeTopic('project', projectId);

    const watching = await socketOf(visitor);
    const refused = await socketOf(blocked);
    const elsewhere = await socketOf(await kit.member({ name: 'Elsewhere' }));
    for (const socket of [watching, refused]) {
      socket.socket.send(JSON.stringify({ type: 'watch', topic }));
    }
    // The watch is checked asynchronously; a ping after it is answered in order.
    await new Promise((resolve) => setTimeout(resolve, 200));

    const [invitation] = await ctx.database.db
      .insert(teamInvitations)
      .values({ projectId, userId: joiner.userId, kind: 'invite' })
      .returning({ id: teamInvitations.id });
    const accepted = await kit.as(joiner).post(`/api/team-invitations/${invitation!.id}/accept`);
    expect(accepted.statusCode).toBe(204);

    await watching.waitForFrames(2);
    expect(teamEvents(watching)).toMatchObject([{ payload: { projectId } }]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(teamEvents(refused)).toEqual([]);
    expect(teamEvents(elsewhere)).toEqual([]);

    watching.socket.send(JSON.stringify({ type: 'unwatch', topic }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await kit.as(owner).del(`/api/projects/${projectId}/members/${joiner.profileId}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(teamEvents(watching)).toHaveLength(1);
  });
});
