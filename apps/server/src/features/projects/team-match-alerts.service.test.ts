import { describe, expect, it } from 'vitest';
import { fakeRepository } from '../../test/fake-repository';
import { MemberFitIndex, type IndexedMember } from './member-fit-index';
import type { ProjectToAnnounce } from './team-match-alerts.repository';
import { createTeamMatchAlertsService } from './team-match-alerts.service';

const project: ProjectToAnnounce = {
  id: 'project-1',
  title: 'Harvest',
  userId: 'owner',
  industry: 'Finance',
  skillsNeeded: ['Go'],
  rolesNeeded: ['CTO'],
  minExperience: 0,
};

/** Finance 0.2 + CTO 0.25 + Go 0.3 + 10 years 0.15: 90 %. */
const fitting = (userId: string, tier = 0): IndexedMember => ({
  profileId: `profile-${userId}`,
  userId,
  industry: 'Finance',
  skills: ['Go'],
  founderRole: 'CTO',
  experience: 10,
  reputation: 0,
  listed: true,
  tier,
});

function serviceWith(
  found: ProjectToAnnounce | null,
  raised = new Map<string, number>(),
  others: IndexedMember[] = [],
) {
  const index = new MemberFitIndex();
  for (const userId of ['ada', 'bea', 'owner']) index.upsert(fitting(userId));
  for (const member of others) index.upsert(member);
  const inserted: { userId: string; score: number }[] = [];
  const published: { userIds: string[]; payload: unknown }[] = [];
  const service = createTeamMatchAlertsService({
    repository: fakeRepository({
      minScoreOf: async () => null,
      saveMinScore: async () => undefined,
      raisedMinScoresOf: async () => raised,
      projectToAnnounce: async () => found,
      notNewTo: async () => new Set(['owner', 'bea']),
      insertAlerts: async (_projectId: string, alerts: { userId: string; score: number }[]) => {
        inserted.push(...alerts);
        return alerts.map(({ userId }) => userId);
      },
    }),
    indexes: { members: async () => index },
    realtime: {
      publish: async (userIds: string[], _event: string, payload: unknown) => {
        published.push({ userIds, payload });
      },
    } as never,
    log: { error: () => undefined },
  });
  return { service, inserted, published };
}

describe('announcing a project', () => {
  it('tells the members it fits who have not heard of it, with their score', async () => {
    const { service, inserted, published } = serviceWith(project);
    expect(await service.announce(project.id)).toBe(1);
    expect(inserted).toEqual([{ userId: 'ada', score: 0.9 }]);
    expect(published).toEqual([
      { userIds: ['ada'], payload: { projectId: 'project-1', title: 'Harvest' } },
    ]);
  });

  it('tells a quiet member, not one away for 90 days (docs/decisions/0033)', async () => {
    const { service, inserted } = serviceWith(project, new Map(), [
      fitting('quiet', 1),
      fitting('away', 2),
    ]);
    expect(await service.announce(project.id)).toBe(2);
    expect(inserted.map(({ userId }) => userId).sort()).toEqual(['ada', 'quiet']);
  });

  it('keeps to a bar the member raised above the score', async () => {
    const { service, inserted, published } = serviceWith(project, new Map([['ada', 91]]));
    expect(await service.announce(project.id)).toBe(0);
    expect(inserted).toEqual([]);
    expect(published).toEqual([]);
  });

  it('tells nobody when the project is gone or its owner is not active', async () => {
    const { service, published } = serviceWith(null);
    expect(await service.announce(project.id)).toBe(0);
    expect(published).toEqual([]);
  });
});
