// Content for the moderation queue's integration tests, made through the API as members make it:
// ideas and comments, circles with posts and replies, messages.
import { expect } from 'vitest';
import type { Member, MemberKit } from '../../test/member-kit';

type Made = { id: string };

export function reportTestContent(kit: MemberKit, admin: () => Member) {
  let serial = 0;

  async function created(response: { statusCode: number; json: () => unknown }): Promise<Made> {
    expect(response.statusCode).toBe(201);
    return response.json() as Made;
  }

  async function share(by: Member, title = 'Crypto for cats') {
    const idea = await created(
      await kit.as(by).post('/api/ideas', {
        title,
        description: 'Every cat gets a coin',
        industry: 'finance',
        skillsNeeded: ['Sales'],
        rolesNeeded: ['CTO'],
      }),
    );
    return { ...idea, title, description: 'Every cat gets a coin' };
  }

  const commentOn = async (by: Member, ideaId: string, content: string) =>
    created(await kit.as(by).post(`/api/ideas/${ideaId}/comments`, { content }));

  /** A public circle moderated by `by`: their proposal, approved by the admin. */
  async function circleOf(by: Member, name = `Circle ${(serial += 1)} ${Date.now()}`) {
    const proposal = await created(
      await kit.as(by).post('/api/circles', {
        name,
        industry: 'saas',
        description: 'Founders building software',
      }),
    );
    const approved = await kit
      .as(admin())
      .post(`/api/circles/${proposal.id}/review`, { decision: 'approve' });
    expect(approved.statusCode).toBe(200);
    return proposal;
  }

  async function join(who: Member, circleId: string) {
    expect((await kit.as(who).put(`/api/circles/${circleId}/membership`)).statusCode).toBe(200);
  }

  const post = async (by: Member, circleId: string, content: string, parentId?: string) =>
    created(
      await kit
        .as(by)
        .post(`/api/circles/${circleId}/posts`, { content, ...(parentId && { parentId }) }),
    );

  /** A message between the two, connected for it. */
  async function messageFrom(sender: Member, to: Member, body: string): Promise<string> {
    await kit.connect(sender, to);
    return (await created(await kit.as(sender).post(`/api/messages/${to.profileId}`, { body }))).id;
  }

  return { share, commentOn, circleOf, join, post, messageFrom };
}
