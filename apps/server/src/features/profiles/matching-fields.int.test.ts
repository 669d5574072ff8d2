import { describe, expect, it } from 'vitest';
import { memberKit, type Member } from '../../test/member-kit';
import { useTestApp } from '../../test/use-test-app';

describe('PATCH /api/profiles/me/matching', () => {
  const ctx = useTestApp();
  const kit = memberKit(ctx);
  let owner: Member;

  const patch = (member: Member | null, body: unknown) =>
    kit.as(member).patch('/api/profiles/me/matching', body as Record<string, unknown>);
  const own = async (member: Member) => (await kit.as(member).get('/api/profiles/me')).json();

  it('sets up a new member', async () => {
    owner = await kit.member({ email: 'first-run@example.com' });
  });

  it('answers 401 without a session', async () => {
    expect((await patch(null, { skills: ['Go'] })).statusCode).toBe(401);
  });

  it('saves only the lists that were sent, cleaned, and keeps every other field', async () => {
    const before = (await own(owner)).profile;
    const response = await patch(owner, { skills: [' Sales ', 'sales', 'DevOps'] });
    expect(response.statusCode).toBe(200);
    const { profile } = response.json();
    expect(profile.skills).toEqual(['Sales', 'DevOps']);
    expect(profile).toMatchObject({
      name: before.name,
      title: before.title,
      bio: before.bio,
      industry: before.industry,
      workStyle: before.workStyle,
      personalityTraits: before.personalityTraits,
      lookingFor: before.lookingFor,
      startupInterests: before.startupInterests,
    });

    await patch(owner, { lookingFor: ['Technical Cofounder'], startupInterests: ['SaaS'] });
    expect((await own(owner)).profile).toMatchObject({
      skills: ['Sales', 'DevOps'],
      lookingFor: ['Technical Cofounder'],
      startupInterests: ['SaaS'],
    });
  });

  it('refuses an empty body, an emptied list and any other field', async () => {
    for (const body of [{}, { skills: [' '] }, { skills: ['Go'], bio: 'x' }]) {
      const response = await patch(owner, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect((await own(owner)).profile.skills).toEqual(['Sales', 'DevOps']);
  });
});
