import { beforeAll, describe, expect, it } from 'vitest';
import { ideaMessages } from '@cofound/shared/ideas/ideas.messages';
import type { Idea, InterestedMemberPage } from '@cofound/shared/ideas/ideas.schemas';
import { memberKit, type Member } from '../../test/member-kit';
import { useTestApp } from '../../test/use-test-app';

const ctx = useTestApp();
const kit = memberKit(ctx);

const form = {
  title: 'Shared tool library',
  description: 'Neighbours lend drills and ladders',
  industry: 'ecommerce',
  skillsNeeded: ['Marketing'],
  rolesNeeded: ['CTO'],
};

let author: Member;
let ann: Member;
let ben: Member;
let admin: Member;

async function share(by: Member): Promise<Idea> {
  const response = await kit.as(by).post('/api/ideas', form);
  expect(response.statusCode).toBe(201);
  return response.json() as Idea;
}

const interested = async (who: Member, ideaId: string, query = '') =>
  kit.as(who).get(`/api/ideas/${ideaId}/interested${query}`);

beforeAll(async () => {
  author = await kit.member({ name: 'Author' });
  ann = await kit.member({ name: 'Ann', profile: { title: 'Designer' } });
  ben = await kit.member({ name: 'Ben' });
  admin = await kit.member({ name: 'Admin', profile: { role: 'admin' } });
});

describe("'Interested in building this'", () => {
  it('counts each member once, takes it back, and refuses the author on their own idea', async () => {
    const idea = await share(author);
    expect(idea).toMatchObject({ interestedCount: 0, viewerIsInterested: false });

    const first = await kit.as(ann).put(`/api/ideas/${idea.id}/interest`);
    expect(first.json()).toEqual({ interestedCount: 1, viewerIsInterested: true });
    const again = await kit.as(ann).put(`/api/ideas/${idea.id}/interest`);
    expect(again.json()).toEqual({ interestedCount: 1, viewerIsInterested: true });
    await kit.as(ben).put(`/api/ideas/${idea.id}/interest`);

    const seen = (await kit.as(ann).get(`/api/ideas/${idea.id}`)).json() as Idea;
    expect(seen).toMatchObject({ interestedCount: 2, viewerIsInterested: true });

    const own = await kit.as(author).put(`/api/ideas/${idea.id}/interest`);
    expect(own.statusCode).toBe(400);
    expect(own.json().error.message).toBe(ideaMessages.ownIdea);

    const back = await kit.as(ann).del(`/api/ideas/${idea.id}/interest`);
    expect(back.json()).toEqual({ interestedCount: 1, viewerIsInterested: false });
  });

  it('lists the interested members to the author and admins only, newest first', async () => {
    const idea = await share(author);
    await kit.as(ann).put(`/api/ideas/${idea.id}/interest`);
    await kit.as(ben).put(`/api/ideas/${idea.id}/interest`);
    await kit.connect(author, ann);

    const response = await interested(author, idea.id);
    expect(response.statusCode).toBe(200);
    const page = response.json() as InterestedMemberPage;
    expect(page.items.map((item) => [item.member.name, item.connectionState])).toEqual([
      ['Ben', 'none'],
      ['Ann', 'connected'],
    ]);
    expect(page.items[1]!.member).toMatchObject({ profileId: ann.profileId, title: 'Designer' });

    expect((await interested(admin, idea.id)).statusCode).toBe(200);
    const refused = await interested(ben, idea.id);
    expect(refused.statusCode).toBe(403);
    expect((await kit.as(null).get(`/api/ideas/${idea.id}/interested`)).statusCode).toBe(401);
  });

  it('pages through every interested member with no gaps or repeats', async () => {
    const idea = await share(author);
    const members = [ann, ben];
    for (let i = 0; i < 5; i += 1) members.push(await kit.member({ name: `Fan ${i}` }));
    for (const member of members) await kit.as(member).put(`/api/ideas/${idea.id}/interest`);

    const names: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page = (await interested(author, idea.id, query)).json() as InterestedMemberPage;
      names.push(...page.items.map((item) => item.member.name));
      cursor = page.nextCursor;
    } while (cursor);
    expect(names).toHaveLength(members.length);
    expect(new Set(names).size).toBe(members.length);

    const bad = await interested(author, idea.id, '?cursor=nonsense');
    expect(bad.statusCode).toBe(400);
  });

  it('hides a member the author blocked, and a blocked member cannot say it', async () => {
    const idea = await share(author);
    const blocked = await kit.member({ name: 'Blocked' });
    await kit.as(blocked).put(`/api/ideas/${idea.id}/interest`);
    await kit.block(author, blocked);

    const page = (await interested(author, idea.id)).json() as InterestedMemberPage;
    expect(page.items.map((item) => item.member.name)).not.toContain('Blocked');
    expect((await kit.as(blocked).put(`/api/ideas/${idea.id}/interest`)).statusCode).toBe(404);
  });
});
