import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { matchScore } from '@cofound/shared/matching/match-score';
import { PITCH_MAX_BYTES, pitchMessages, type Pitch } from '@cofound/shared/pitch/pitch.schemas';
import { videoPitches } from '../../db/schema';
import { memberKit, type Member } from '../../test/member-kit';
import { useTestApp } from '../../test/use-test-app';

const ctx = useTestApp();
const kit = memberKit(ctx);

const clip = readFileSync(new URL('../../db/seed/demo-pitches/pitch-1.webm', import.meta.url));
const longClip = readFileSync(new URL('../../lib/test-fixtures/long-33s.webm', import.meta.url));

function upload(member: Member, bytes: Uint8Array, contentType = 'video/webm') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/pitch',
    headers: {
      cookie: member.cookie,
      origin: 'http://localhost:3000',
      'content-type': contentType,
    },
    payload: Buffer.from(bytes),
  });
}

/** The member's pitch once the background check has decided it. */
async function checked(member: Member): Promise<Pitch> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { pitch } = (await kit.as(member).get('/api/pitch')).json() as { pitch: Pitch };
    if (pitch.status !== 'processing') return pitch;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the pitch was never checked');
}

async function storedKeys(member: Member) {
  return ctx.database.db
    .select({ key: videoPitches.videoKey })
    .from(videoPitches)
    .where(eq(videoPitches.userId, member.userId));
}

describe('uploading a pitch', () => {
  it('stores it as processing, then ready with its length, served with range requests', async () => {
    const member = await kit.member();
    const answer = await upload(member, clip);
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ status: 'processing', videoUrl: null });

    const pitch = await checked(member);
    expect(pitch).toMatchObject({ status: 'ready', durationMs: 5949 });
    expect(pitch.videoUrl).toMatch(
      new RegExp(`^/api/uploads/pitches/${member.userId}/\\d+-[0-9a-f]{12}\\.webm$`),
    );

    const whole = await kit.as(null).get(pitch.videoUrl!);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(whole.rawPayload.equals(clip)).toBe(true);
    const part = await ctx.app.inject({
      method: 'GET',
      url: pitch.videoUrl!,
      headers: { range: 'bytes=100-199' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${clip.length}`);
    expect(part.rawPayload.equals(clip.subarray(100, 200))).toBe(true);

    const profile = (await kit.as(member).get(`/api/profiles/${member.profileId}`)).json();
    expect(profile.profile.pitchUrl).toBe(pitch.videoUrl);
  });

  it('fails a video longer than 31 seconds and removes its file', async () => {
    const member = await kit.member();
    expect((await upload(member, longClip)).statusCode).toBe(201);
    const pitch = await checked(member);
    expect(pitch).toMatchObject({ status: 'failed', videoUrl: null });
    const [row] = await ctx.database.db
      .select()
      .from(videoPitches)
      .where(eq(videoPitches.userId, member.userId));
    expect(row).toMatchObject({ failureReason: 'too_long', durationMs: 32940 });
    const served = await kit.as(null).get(`/api/uploads/${row!.videoKey}`);
    expect(served.statusCode).toBe(404);
    const profile = (await kit.as(member).get(`/api/profiles/${member.profileId}`)).json();
    expect(profile.profile.pitchUrl).toBeNull();
  });

  it('fails a file that starts like WebM but is not one', async () => {
    const member = await kit.member();
    const broken = Buffer.concat([clip.subarray(0, 40), Buffer.alloc(200, 7)]);
    expect((await upload(member, broken)).statusCode).toBe(201);
    expect(await checked(member)).toMatchObject({ status: 'failed' });
  });

  it('refuses what is not WebM, or too big, storing nothing', async () => {
    const member = await kit.member();
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const notWebm = await upload(member, png);
    expect(notWebm.statusCode).toBe(415);
    expect(notWebm.json().error.message).toBe(pitchMessages.notWebm);
    // Any other body type is refused before the route, as for every write.
    expect((await upload(member, clip, 'application/octet-stream')).statusCode).toBe(403);
    const huge = Buffer.alloc(PITCH_MAX_BYTES + 1);
    huge.set(clip.subarray(0, 4));
    expect((await upload(member, huge)).statusCode).toBe(413);
    expect(await storedKeys(member)).toEqual([]);
  });

  it('replaces the earlier pitch and its file, and deletes it', async () => {
    const member = await kit.member();
    await upload(member, clip);
    const first = await checked(member);
    await upload(member, clip);
    const second = await checked(member);
    expect(second.videoUrl).not.toBe(first.videoUrl);
    expect(await storedKeys(member)).toHaveLength(1);
    // The old file goes after the commit, without holding up the answer.
    for (let attempt = 0; attempt < 50; attempt += 1) {
      if ((await kit.as(null).get(first.videoUrl!)).statusCode === 404) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await kit.as(null).get(first.videoUrl!)).statusCode).toBe(404);

    expect((await kit.as(member).del('/api/pitch')).statusCode).toBe(204);
    expect((await kit.as(member).get('/api/pitch')).json()).toEqual({ pitch: null });
    expect(await storedKeys(member)).toEqual([]);
  });
});

describe('recommendations after a pitch', () => {
  it('are up to three members of the same industry sharing a skill, by the real score, without people already decided, connected or blocked', async () => {
    const fields = (skills: string[], industry = 'fintech', experience = 5) => ({
      profile: {
        skills,
        industry,
        experience,
        lookingFor: ['Technical Cofounder'],
        startupInterests: ['Payments'],
      },
    });
    const viewer = await kit.member(fields(['Payments API', 'Risk Models']));
    const best = await kit.member(fields(['Payments API', 'Risk Models'], 'fintech', 5));
    const second = await kit.member(fields(['Risk Models', 'Sales'], 'fintech', 9));
    const third = await kit.member(fields(['Payments API'], 'fintech', 1));
    const fourth = await kit.member(fields(['Risk Models'], 'fintech', 30));
    await kit.member(fields(['Sales'], 'fintech'));
    await kit.member(fields(['Payments API', 'Risk Models'], 'healthcare'));
    const blocked = await kit.member(fields(['Payments API', 'Risk Models']));
    const passed = await kit.member(fields(['Payments API', 'Risk Models']));
    const connected = await kit.member(fields(['Payments API', 'Risk Models']));
    await kit.block(blocked, viewer);
    await kit.connect(viewer, connected);
    await kit.as(viewer).put(`/api/matching/decisions/${passed.profileId}`, { liked: false });

    const answer = await kit.as(viewer).get('/api/pitch/recommendations');
    expect(answer.statusCode).toBe(200);
    const items = answer.json().items as { id: string; score: number }[];
    const mine = fields(['Payments API', 'Risk Models']).profile;
    const eligible = [
      [best, fields(['Payments API', 'Risk Models'], 'fintech', 5)],
      [second, fields(['Risk Models', 'Sales'], 'fintech', 9)],
      [third, fields(['Payments API'], 'fintech', 1)],
      [fourth, fields(['Risk Models'], 'fintech', 30)],
    ] as const;
    const expected = eligible
      .map(([member, { profile }]) => ({
        id: member.profileId,
        score: matchScore(mine, profile).score,
      }))
      .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1))
      .slice(0, 3);
    expect(items.map(({ id, score }) => ({ id, score }))).toEqual(expected);
    // The fourth shares a skill but is 25 years apart: it ranks last and is left out.
    expect(items.map((item) => item.id)).not.toContain(fourth.profileId);
  });

  it('are none without an industry or skills', async () => {
    const member = await kit.member({ profile: { skills: [], industry: 'fintech' } });
    expect((await kit.as(member).get('/api/pitch/recommendations')).json()).toEqual({ items: [] });
  });
});
